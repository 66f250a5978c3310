/**
 * A facility's closures, surges and maintenance (units down) over HTTP, for users with the
 * `facilities` feature: add one (`POST /facilities/{public_id}/unavailability|surge|maintenance`,
 * 201, one row per Idempotency-Key) and remove one
 * (`DELETE /facilities/{public_id}/unavailability|surge|maintenance/{schedule_public_id}`, 204),
 * as schedule-routes serves every item's schedules.
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §4 (deleting a schedule), §7 (Facilities:
 * schedules); api-contract.md §Catalogue administration.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  facilityMaintenanceReadSchema,
  facilityMaintenanceRequestSchema,
  facilitySurgeReadSchema,
  facilitySurgeRequestSchema,
  facilityUnavailabilityReadSchema,
  facilityUnavailabilityRequestSchema,
} from '@hifadhi/shared/schemas/catalogue-admin';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import {
  addFacilityMaintenance,
  addFacilitySurge,
  addFacilityUnavailability,
  removeFacilitySchedule,
} from './facility-schedules';
import { scheduleRoutes } from './schedule-routes';

/** The facility schedules router; mount it under `/api/v1`. */
export function facilityScheduleRoutes(deps: { db: Database; clock: Clock }) {
  return scheduleRoutes(deps, {
    path: '/facilities',
    feature: staffFeatures.facilities,
    tag: 'Facilities',
    noun: 'facility',
    days: 'nights',
    kinds: {
      unavailability: {
        what: 'closure',
        summary:
          'Close a facility from start_date to end_date (both nights included): no unit is on offer. Bookings already holding those nights are not cancelled; overlapping_bookings counts them',
        request: facilityUnavailabilityRequestSchema,
        read: facilityUnavailabilityReadSchema,
        add: addFacilityUnavailability,
      },
      surge: {
        what: 'surge',
        summary:
          'Raise a facility’s nights from start_date to end_date (both included) by percentage %, on the exact nightly amount before the line is rounded',
        request: facilitySurgeRequestSchema,
        read: facilitySurgeReadSchema,
        add: addFacilitySurge,
      },
      maintenance: {
        what: 'maintenance range (units down)',
        summary:
          'Take units of a facility down for maintenance from start_date to end_date (both nights included): that many fewer units are on offer. Bookings already holding those nights are not cancelled; overlapping_bookings counts them',
        request: facilityMaintenanceRequestSchema,
        read: facilityMaintenanceReadSchema,
        invalid: 'A field is missing or wrong, or more units than the facility has',
        add: addFacilityMaintenance,
      },
    },
    remove: removeFacilitySchedule,
  });
}
