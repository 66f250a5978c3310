/**
 * An activity's schedules, written by staff like a facility's: closures (unavailability: no
 * guests on those dates) and surges (those dates cost `percentage` % more). Each write checks
 * the activity exists, is recorded in the catalogue's change log in the same transaction and
 * moves the catalogue's version (triggers of migration 0039), so the next quote, availability
 * answer, booking and kiosk sync use it.
 *
 * spec: membership-backoffice.md §3 (Activity: schedules), §7 (Activities: unavailability new,
 * modify, delete); api-contract.md §Catalogue administration.
 */
import { DomainError } from '@hifadhi/shared/errors';
import type {
  ActivitySurgeRead,
  ActivitySurgeRequest,
  ActivityUnavailabilityRead,
  ActivityUnavailabilityRequest,
} from '@hifadhi/shared/schemas/catalogue-admin';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import type { ActivityAdminRead } from '@hifadhi/shared/schemas/facility-admin';
import { eq, gte, lte } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { bookingActivities } from '../db/schema/bookings';
import { activities } from '../db/schema/catalogue';
import { activitySurges, activityUnavailability } from '../db/schema/catalogue-schedules';
import { listClosuresAndSurges } from './schedule-lists';
import {
  addSchedule,
  bookingsHolding,
  removeSchedule,
  restoreSchedule,
  type ScheduleWrite,
} from './schedule-writes';

export interface ActivitySchedulesDeps {
  db: Database;
  clock: Clock;
}

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

/** The schedules an activity has, as adding and removing them see them. */
const scheduleKinds = {
  unavailability: {
    table: activityUnavailability,
    owner: activityUnavailability.activity_public_id,
    entity: 'activity_unavailability',
  },
  surge: {
    table: activitySurges,
    owner: activitySurges.activity_public_id,
    entity: 'activity_surge',
  },
} as const;

/** @throws DomainError NOT_FOUND 'Unknown activity: {id}' when the catalogue has no such activity. */
export async function requireActivity(tx: Executor, activityId: string): Promise<void> {
  const [activity] = await tx
    .select({ public_id: activities.public_id })
    .from(activities)
    .where(eq(activities.public_id, activityId));
  if (!activity) {
    throw new DomainError('NOT_FOUND', catalogueAdminMessages.activityNotFound(activityId));
  }
}

/** A schedule write on activity `activityId` by `staff`, once it exists. */
function activityWrite(
  deps: ActivitySchedulesDeps,
  activityId: string,
  staff: Staff,
): ScheduleWrite {
  return { deps, staff, ownerId: activityId, check: (tx) => requireActivity(tx, activityId) };
}

/**
 * Bookings holding slots of `activityId` at `at` on a date from `start` to `end` (both
 * included): held (hold not lapsed), paid, confirmed or checked in.
 */
function overlappingBookings(
  tx: Executor,
  activityId: string,
  range: { start_date: string; end_date: string },
  at: Date,
): Promise<number> {
  return bookingsHolding(
    tx,
    bookingActivities,
    [
      eq(bookingActivities.activity_public_id, activityId),
      gte(bookingActivities.date, range.start_date),
      lte(bookingActivities.date, range.end_date),
    ],
    at,
  );
}

/** A closure's answer, counting the bookings holding slots on its dates at `at`. */
async function readUnavailability(
  row: typeof activityUnavailability.$inferSelect,
  tx: Executor,
  at: Date,
): Promise<ActivityUnavailabilityRead> {
  return {
    unavailability_public_id: row.public_id,
    activity_public_id: row.activity_public_id,
    start_date: row.start_date,
    end_date: row.end_date,
    reason: row.reason,
    overlapping_bookings: await overlappingBookings(tx, row.activity_public_id, row, at),
  };
}

function surgeRead(row: typeof activitySurges.$inferSelect): ActivitySurgeRead {
  return {
    surge_public_id: row.public_id,
    activity_public_id: row.activity_public_id,
    start_date: row.start_date,
    end_date: row.end_date,
    percentage: row.percentage,
  };
}

/**
 * Closes activity `activityId` on the dates `body.start_date` to `body.end_date` (both
 * included): no slot is on offer then, to the public, to staff and at the gate. Bookings
 * already holding slots those dates are NOT cancelled: the answer counts them. A retry with
 * the same `idempotencyKey` answers the closure the first made and makes no other.
 * @throws DomainError NOT_FOUND for an unknown activity.
 */
export async function addActivityUnavailability(
  deps: ActivitySchedulesDeps,
  activityId: string,
  body: ActivityUnavailabilityRequest,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<ActivityUnavailabilityRead> {
  return addSchedule(
    activityWrite(deps, activityId, staff),
    scheduleKinds.unavailability,
    { body, idempotencyKey },
    readUnavailability,
  );
}

/**
 * Adds a surge to activity `activityId`: its dates from `body.start_date` to `body.end_date`
 * (both included) cost `body.percentage` % more, on the exact amount before the line's single
 * rounding (shared/src/pricing/activity-line.ts). Overlapping surges add up. Bookings already
 * made keep their figures. A retry with the same `idempotencyKey` answers the first surge.
 * @throws DomainError NOT_FOUND for an unknown activity.
 */
export async function addActivitySurge(
  deps: ActivitySchedulesDeps,
  activityId: string,
  body: ActivitySurgeRequest,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<ActivitySurgeRead> {
  return addSchedule(
    activityWrite(deps, activityId, staff),
    scheduleKinds.surge,
    { body, idempotencyKey },
    surgeRead,
  );
}

/**
 * Removes activity `activityId`'s closure or surge `scheduleId` (`kind`): its dates are on
 * offer again, or priced without it, from the next quote and kiosk sync. The change log keeps
 * it and it can be restored. Removing one removed already does nothing more.
 * @throws DomainError NOT_FOUND for an unknown activity or schedule.
 */
export async function removeActivitySchedule(
  deps: ActivitySchedulesDeps,
  activityId: string,
  kind: keyof typeof scheduleKinds,
  scheduleId: string,
  staff: Staff,
): Promise<void> {
  await removeSchedule(activityWrite(deps, activityId, staff), scheduleKinds[kind], scheduleId);
}

/**
 * Restores activity `activityId`'s removed closure or surge `scheduleId` (`kind`): in force
 * again from the next quote and kiosk sync, and answered as its add answers it. Restoring one
 * in force answers it and does nothing more.
 * @throws DomainError NOT_FOUND for an unknown activity or schedule.
 */
export function restoreActivitySchedule(
  deps: ActivitySchedulesDeps,
  activityId: string,
  kind: keyof typeof scheduleKinds,
  scheduleId: string,
  staff: Staff,
): Promise<ActivityUnavailabilityRead | ActivitySurgeRead> {
  const write = activityWrite(deps, activityId, staff);
  return kind === 'unavailability'
    ? restoreSchedule(write, scheduleKinds.unavailability, scheduleId, readUnavailability)
    : restoreSchedule(write, scheduleKinds.surge, scheduleId, surgeRead);
}

/** Activity `activityId`'s closures and surges as its page lists them, by start date. */
export function readActivitySchedulesAdmin(
  db: Executor,
  activityId: string,
): Promise<Pick<ActivityAdminRead, 'unavailability' | 'surges'>> {
  return listClosuresAndSurges(db, scheduleKinds, activityId);
}
