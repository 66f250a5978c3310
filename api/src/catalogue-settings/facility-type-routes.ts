/**
 * The HTTP routes of facility types at `/facility-types`: list (200), add (201), edit name or
 * pricing rule, soft delete and restore (200); unknown types 404, bad input 400, a taken name
 * or a delete of a deleted type 409, all in the one error shape.
 *
 * spec: membership-backoffice.md §3–4 (facility type: CRUD, soft delete and restore).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  facilityTypeBodySchema,
  facilityTypePatchSchema,
  facilityTypeReadSchema,
} from '@hifadhi/shared/schemas/facility-types';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { changeFacilityType, createFacilityType, listFacilityTypes } from './facility-types';
import { addRecordRoutes, patchOrDeleteWrites } from './record-routes';

/**
 * The facility type routes: the list for users with the Facility types or the Facilities
 * feature (the facility form offers the types), the writes for Facility types only.
 */
export function facilityTypeRoutes(deps: { db: Database; clock: Clock }) {
  const router = createAuthRouter();
  addRecordRoutes(router, staffGuard(deps), {
    path: '/facility-types',
    what: 'facility type',
    access: feature(staffFeatures.facilityTypes),
    tag: 'Settings',
    body: facilityTypeBodySchema,
    patch: facilityTypePatchSchema,
    read: facilityTypeReadSchema,
    list: {
      summary: 'Every facility type with its pricing rule, deleted ones too',
      access: feature(staffFeatures.facilityTypes, staffFeatures.facilities),
      load: () => listFacilityTypes(deps.db),
    },
    writes: {
      create: (body, staff) => createFacilityType(deps, body, staff),
      ...patchOrDeleteWrites(deps, changeFacilityType),
    },
    summaries: {
      edit: 'Rename a facility type or change its pricing rule',
      delete: 'Soft delete a facility type (its facilities keep it)',
    },
    errors: {
      notFound: 'No such facility type',
      refused: 'The name is taken, or it is deleted already (or not deleted)',
    },
  });
  return router;
}
