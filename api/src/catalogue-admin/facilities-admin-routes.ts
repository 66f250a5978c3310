/**
 * Facilities administration over HTTP, for users with the `facilities` feature: the list, one
 * facility, a new one, edits (activate, deactivate), soft delete, restore and contacts
 * (catalogue-item-routes), and removing a closure or a surge
 * (`DELETE /facilities/{public_id}/unavailability|surge/{schedule_public_id}`, 204).
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §4 (deleting a schedule), §7 (Facilities:
 * schedules modify or delete); api-contract.md §Catalogue administration.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  facilityAdminReadSchema,
  facilityCreateSchema,
  facilityPageSchema,
  facilityPatchSchema,
} from '@hifadhi/shared/schemas/facility-admin';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { catalogueItemRoutes } from './catalogue-item-routes';
import {
  createFacility,
  listFacilities,
  readFacilityAdmin,
  setFacilityDeleted,
  updateFacility,
} from './facilities-admin';
import { removeFacilitySchedule } from './facility-schedules';

const scheduleParams = z.object({
  public_id: z.string().max(100),
  kind: z.enum(['unavailability', 'surge']),
  schedule_public_id: z.uuid(),
});

/** The facilities administration router; mount it under `/api/v1`. */
export function facilitiesAdminRoutes(deps: { db: Database; clock: Clock }) {
  const removeSchedule = staffRoute(staffGuard(deps), feature(staffFeatures.facilities), {
    tags: ['Facilities'],
    method: 'delete',
    path: '/facilities/{public_id}/{kind}/{schedule_public_id}',
    summary:
      'Remove a closure (kind unavailability) or a surge (kind surge): from the next quote and kiosk sync its nights are offered, or priced, without it; bookings already made keep their figures',
    request: { params: scheduleParams },
    responses: {
      204: { description: 'Removed' },
      400: errorResponse('The kind or the schedule id is not valid'),
      404: errorResponse('No such facility or schedule'),
    },
  });
  return catalogueItemRoutes(deps, {
    path: '/facilities',
    feature: staffFeatures.facilities,
    tag: 'Facilities',
    noun: 'facility',
    schemas: {
      page: facilityPageSchema,
      read: facilityAdminReadSchema,
      create: facilityCreateSchema,
      patch: facilityPatchSchema,
    },
    list: listFacilities,
    read: readFacilityAdmin,
    create: createFacility,
    update: updateFacility,
    setDeleted: setFacilityDeleted,
    owner: (id) => ({ facility_public_id: id }),
  }).route(
    '/',
    createAuthRouter().openapi(removeSchedule, async (c) => {
      const { public_id, kind, schedule_public_id } = c.req.valid('param');
      await removeFacilitySchedule(deps, public_id, kind, schedule_public_id, c.var.staff);
      return c.body(null, 204);
    }),
  );
}
