/**
 * The HTTP routes of school conservation fee rates at `/school-fees`: list (`?deleted=true`
 * for the deleted ones), one, add (201; an Idempotency-Key makes a retry answer the first
 * rate), edit, soft delete and restore (200); for users with the School fees feature. Unknown
 * rates 404, bad input or an unknown destination or guest category 400, a delete of a deleted
 * rate 409, all in the one error shape.
 *
 * spec: staff-booking.md §4, §7; membership-backoffice.md §3–4; api-contract.md §Catalogue
 * administration.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  schoolFeeBodySchema,
  schoolFeePatchSchema,
  schoolFeeReadSchema,
} from '@hifadhi/shared/schemas/school-fees';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import {
  addRecordRoutes,
  deletedListQuery,
  patchOrDeleteWrites,
  wantsDeleted,
} from './record-routes';
import { changeSchoolFee, createSchoolFee, getSchoolFee, listSchoolFees } from './school-fees';

/** The school fee rate routes, for users with the School fees feature. */
export function schoolFeeRoutes(deps: { db: Database; clock: Clock }) {
  const router = createAuthRouter();
  addRecordRoutes(router, staffGuard(deps), {
    path: '/school-fees',
    what: 'school fee rate',
    access: feature(staffFeatures.schoolFees),
    tag: 'Settings',
    body: schoolFeeBodySchema,
    patch: schoolFeePatchSchema,
    read: schoolFeeReadSchema,
    list: {
      summary: 'The school conservation fee rates (or the deleted ones)',
      answer: 'The rates',
      query: deletedListQuery,
      load: (query) => listSchoolFees(deps.db, wantsDeleted(query)),
    },
    one: {
      summary: 'One school fee rate, deleted or not',
      load: (publicId) => getSchoolFee(deps.db, publicId),
    },
    writes: {
      create: (body, staff, idempotencyKey) => createSchoolFee(deps, body, staff, idempotencyKey),
      ...patchOrDeleteWrites(deps, changeSchoolFee),
    },
    idempotentAdd: true,
    writesConflict: false,
    summaries: {
      add: 'Add a school fee rate of a destination and guest category between two dates',
      delete: 'Soft delete a school fee rate (its category pays the ordinary fee)',
    },
    answers: { one: 'rate' },
    errors: {
      notFound: 'No such school fee rate',
      badInput: 'A field is missing or wrong, or names an unknown destination or guest category',
      refused: 'It is deleted already (or not deleted)',
    },
  });
  return router;
}
