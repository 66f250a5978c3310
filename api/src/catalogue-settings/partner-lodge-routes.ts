/**
 * The HTTP routes of partner lodges ("Escapes") at `/partner-lodges`: list (`?deleted=true`
 * for the deleted ones), one, add (201), edit (its parameters and supplements replaced as a
 * whole), soft delete and restore (200); for users with the Partner lodges feature. Unknown
 * lodges 404, bad input 400, a taken code or a delete of a deleted lodge 409, all in the one
 * error shape.
 *
 * spec: staff-booking.md §2.4, §3.9; membership-backoffice.md §3–4.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  partnerLodgeBodySchema,
  partnerLodgePatchSchema,
  partnerLodgeReadSchema,
} from '@hifadhi/shared/schemas/partner-lodges';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import {
  changePartnerLodge,
  createPartnerLodge,
  getPartnerLodge,
  listPartnerLodges,
} from './partner-lodges';
import {
  addRecordRoutes,
  deletedListQuery,
  patchOrDeleteWrites,
  wantsDeleted,
} from './record-routes';

/** The partner lodge routes, for users with the Partner lodges feature. */
export function partnerLodgeRoutes(deps: { db: Database; clock: Clock }) {
  const router = createAuthRouter();
  addRecordRoutes(router, staffGuard(deps), {
    path: '/partner-lodges',
    what: 'partner lodge',
    access: feature(staffFeatures.partnerLodges),
    tag: 'Settings',
    body: partnerLodgeBodySchema,
    patch: partnerLodgePatchSchema,
    read: partnerLodgeReadSchema,
    list: {
      summary: 'The partner lodges with their parameters and supplements (or the deleted ones)',
      query: deletedListQuery,
      load: (query) => listPartnerLodges(deps.db, wantsDeleted(query)),
    },
    one: {
      summary: 'One partner lodge, deleted or not',
      load: (publicId) => getPartnerLodge(deps.db, publicId),
    },
    writes: {
      create: (body, staff) => createPartnerLodge(deps, body, staff),
      ...patchOrDeleteWrites(deps, changePartnerLodge),
    },
    summaries: {
      add: 'Add a partner lodge with its parameters and supplements',
      edit: 'Edit a partner lodge; parameters and supplements, when sent, replace its lists',
      delete: 'Soft delete a partner lodge (no quote may name it; bookings keep it)',
    },
    answers: { one: 'lodge' },
    errors: {
      notFound: 'No such partner lodge',
      refused: 'The code is taken, or it is deleted already (or not deleted)',
    },
  });
  return router;
}
