/**
 * What every catalogue schedule write shares (a facility's closures, surges and maintenance,
 * an activity's closures and surges): adding a row once per `Idempotency-Key` with its
 * change-log row, counting the bookings holding the owner on its dates, and removing one with
 * its change-log row. The callers check the owner exists.
 *
 * spec: api-contract.md §Catalogue administration; membership-backoffice.md §4 (deleting a
 * schedule), §7 (schedules: new, modify, delete).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import { and, countDistinct, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Executor, Transaction } from '../db/database';
import type { bookingActivities, bookingFacilities } from '../db/schema/bookings';
import type { facilitySurges, facilityUnavailability } from '../db/schema/catalogue-admin';
import type {
  activitySurges,
  activityUnavailability,
  facilityMaintenance,
} from '../db/schema/catalogue-schedules';
import { recordStaffChange } from '../logs/staff-changes';

/** The tables of schedules made with an `Idempotency-Key`. */
export type ScheduleTable =
  | typeof facilityUnavailability
  | typeof facilitySurges
  | typeof facilityMaintenance
  | typeof activityUnavailability
  | typeof activitySurges;

/** One kind of schedule: its table, owner column and change-log entity. */
export interface ScheduleKind<T extends ScheduleTable = ScheduleTable> {
  table: T;
  /** The owner's public id column (`facility_public_id`, `activity_public_id`). */
  owner: PgColumn;
  /** The change log's entity (`facility_surge`, `activity_unavailability`, …). */
  entity: string;
}

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

/** A schedule to add: its owner's public id, the request's fields and its Idempotency-Key. */
export interface NewSchedule {
  ownerId: string;
  body: object;
  idempotencyKey: string | null;
}

/**
 * Adds schedule `add` of `kind` made by `staff` at `at`, unless a row was made with its
 * idempotency key already (a retry), and answers `read(row)` either way. The row this call
 * makes is logged as `kind.entity` of its owner (`before` null, `after` the answer without
 * `overlapping_bookings`, a count that moves with the bookings, not with the schedule).
 */
export async function addScheduleRow<T extends ScheduleTable, R extends object>(
  tx: Transaction,
  kind: ScheduleKind<T>,
  add: NewSchedule,
  staff: Staff,
  at: Date,
  read: (row: T['$inferSelect']) => Promise<R> | R,
): Promise<R> {
  const schedules = kind.table as typeof facilityUnavailability;
  // The schema's keys are its column names, so the owner column's name is its key.
  const values = {
    ...add.body,
    [kind.owner.name]: add.ownerId,
    created_by: staff.public_id,
    created_at: at,
    idempotency_key: add.idempotencyKey,
  } as typeof schedules.$inferInsert;
  const [made] = await tx
    .insert(schedules)
    .values(values)
    .onConflictDoNothing({ target: schedules.idempotency_key })
    .returning();
  const [row] = made
    ? [made]
    : await tx
        .select()
        .from(schedules)
        .where(eq(schedules.idempotency_key, add.idempotencyKey ?? ''));
  const answer = await read(row as T['$inferSelect']);
  if (made) {
    const { overlapping_bookings: _, ...after } = answer as R & { overlapping_bookings?: number };
    await recordStaffChange(
      tx,
      staff,
      { entity: kind.entity, entity_id: add.ownerId, before: null, after },
      at,
    );
  }
  return answer;
}

/**
 * How many bookings have `lines` (facility or activity lines) meeting `conditions` that hold
 * their units or slots at `at`: held (hold not lapsed), paid, confirmed or checked in.
 */
export async function bookingsHolding(
  tx: Executor,
  lines: typeof bookingFacilities | typeof bookingActivities,
  conditions: SQL[],
  at: Date,
): Promise<number> {
  const table = lines as typeof bookingFacilities;
  const [row] = await tx
    .select({ bookings: countDistinct(table.booking_id) })
    .from(table)
    .where(
      and(
        isNotNull(table.holds_until),
        sql`${table.holds_until} > ${at.toISOString()}::timestamptz`,
        ...conditions,
      ),
    );
  return row?.bookings ?? 0;
}

/**
 * Removes schedule `scheduleId` of owner `ownerId` (a facility or activity public id) from
 * `kind.table` and logs it (`before`, and `after` marked `removed`).
 * @throws DomainError NOT_FOUND 'Unknown schedule: {id}' when the owner has no such schedule
 * (removed already, or another's).
 */
export async function removeScheduleRow(
  tx: Transaction,
  kind: ScheduleKind,
  ownerId: string,
  scheduleId: string,
  staff: Staff,
  at: Date,
): Promise<void> {
  const table = kind.table as typeof facilityUnavailability;
  const [removed] = await tx
    .delete(table)
    .where(and(eq(kind.owner, ownerId), eq(table.public_id, scheduleId)))
    .returning();
  if (!removed) {
    throw new DomainError('NOT_FOUND', catalogueAdminMessages.scheduleNotFound(scheduleId));
  }
  const { id: _, idempotency_key: __, created_by: ___, created_at: ____, ...before } = removed;
  const after = { ...before, removed: true };
  await recordStaffChange(
    tx,
    staff,
    { entity: kind.entity, entity_id: ownerId, before, after },
    at,
  );
}
