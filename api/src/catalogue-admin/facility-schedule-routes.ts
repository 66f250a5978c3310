/**
 * A facility's closures, surges, maintenance (units down) and allocations (units set aside for
 * a partner) over HTTP, for users with the `facilities` feature: add one
 * (`POST /facilities/{public_id}/unavailability|surge|maintenance|allocation`, 201, one row per
 * Idempotency-Key) and remove one
 * (`DELETE /facilities/{public_id}/unavailability|surge|maintenance|allocation/{schedule_public_id}`, 204) and restore one
 * (`POST …/{schedule_public_id}/restore`, 200),
 * as schedule-routes serves every item's schedules.
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §4 (deleting a schedule), §7 (Facilities:
 * schedules); api-contract.md §Catalogue administration.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  facilityAllocationReadSchema,
  facilityAllocationRequestSchema,
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
  addFacilityAllocation,
  addFacilityMaintenance,
  addFacilitySurge,
  addFacilityUnavailability,
  removeFacilitySchedule,
  restoreFacilitySchedule,
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
      allocation: {
        what: 'allocation (units set aside for a partner)',
        summary:
          'Set units of a facility aside for one partner (partner_public_id, a tour operator; a suspended one too) from start_date to end_date (both nights included): only that partner’s bookings take them, its own bookings counted against them first, so the public, walk-ins and other partners see that many fewer units free. Bookings already holding those nights stay; overlapping_bookings counts them',
        request: facilityAllocationRequestSchema,
        read: facilityAllocationReadSchema,
        invalid:
          'A field is missing or wrong, the partner is unknown or deleted, or the facility’s allocations would set aside more units than it has on some night',
        add: addFacilityAllocation,
      },
    },
    remove: removeFacilitySchedule,
    restore: restoreFacilitySchedule,
  });
}
