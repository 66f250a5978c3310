/**
 * The HTTP routes of catering types (the pricing groups) at `/catering-types`, for users with
 * the Facilities feature (who set the facilities' pack and group prices): list (200, deleted
 * ones too), add (201), rename or change the pack flag, soft delete and restore (200); unknown
 * types 404, bad input 400, a taken name, a pack flag facilities are priced by, or a delete of a
 * deleted type 409, all in the one error shape.
 *
 * spec: staff-booking.md §3.4 (catering type); membership-backoffice.md §4 (soft delete and
 * restore); issue 15 (catering types administered).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  cateringTypeBodySchema,
  cateringTypePatchSchema,
  cateringTypeReadSchema,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { changeCateringType, createCateringType, listCateringTypes } from './catering-types';
import { addRecordRoutes, patchOrDeleteWrites } from './record-routes';

/** The catering type routes. */
export function cateringTypeRoutes(deps: { db: Database; clock: Clock }) {
  const router = createAuthRouter();
  addRecordRoutes(router, staffGuard(deps), {
    path: '/catering-types',
    what: 'catering type',
    access: feature(staffFeatures.facilities),
    tag: 'Settings',
    body: cateringTypeBodySchema,
    patch: cateringTypePatchSchema,
    read: cateringTypeReadSchema,
    list: {
      summary: 'Every catering type with its pack flag, deleted ones too',
      load: () => listCateringTypes(deps.db),
    },
    writes: {
      create: (body, staff) => createCateringType(deps, body, staff),
      ...patchOrDeleteWrites(deps, changeCateringType),
    },
    summaries: {
      edit: 'Rename a catering type or change whether it takes pack tiers (not while facilities are priced for it)',
      delete:
        'Soft delete a catering type: offered for no new stay; bookings and their amendments keep it, and pack prices for it stay',
    },
    errors: {
      notFound: 'No such catering type',
      refused:
        'The name is taken, facilities are priced by its pack flag, or it is deleted already (or not deleted)',
    },
  });
  return router;
}
