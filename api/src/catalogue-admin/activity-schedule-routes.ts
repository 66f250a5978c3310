/**
 * An activity's closures and surges over HTTP, for users with the `inventory` feature: add one
 * (`POST /activities/{public_id}/unavailability|surge`, 201, one row per Idempotency-Key) and
 * remove one (`DELETE /activities/{public_id}/unavailability|surge/{schedule_public_id}`, 204) and restore one
 * (`POST …/{schedule_public_id}/restore`, 200),
 * as schedule-routes serves every item's schedules.
 *
 * spec: membership-backoffice.md §7 (Activities: unavailability new, modify, delete);
 * api-contract.md §Catalogue administration.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  activitySurgeReadSchema,
  activitySurgeRequestSchema,
  activityUnavailabilityReadSchema,
  activityUnavailabilityRequestSchema,
} from '@hifadhi/shared/schemas/catalogue-admin';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import {
  addActivitySurge,
  addActivityUnavailability,
  removeActivitySchedule,
  restoreActivitySchedule,
} from './activity-schedules';
import { scheduleRoutes } from './schedule-routes';

/** The activity schedules router; mount it under `/api/v1`. */
export function activityScheduleRoutes(deps: { db: Database; clock: Clock }) {
  return scheduleRoutes(deps, {
    path: '/activities',
    feature: staffFeatures.activities,
    tag: 'Activities',
    noun: 'activity',
    days: 'dates',
    kinds: {
      unavailability: {
        what: 'closure',
        summary:
          'Close an activity from start_date to end_date (both dates included): no slot is on offer. Bookings already holding those dates are not cancelled; overlapping_bookings counts them',
        request: activityUnavailabilityRequestSchema,
        read: activityUnavailabilityReadSchema,
        add: addActivityUnavailability,
      },
      surge: {
        what: 'surge',
        summary:
          'Raise an activity’s dates from start_date to end_date (both included) by percentage %, on the exact amount before the line is rounded',
        request: activitySurgeRequestSchema,
        read: activitySurgeReadSchema,
        add: addActivitySurge,
      },
    },
    remove: removeActivitySchedule,
    restore: restoreActivitySchedule,
  });
}
