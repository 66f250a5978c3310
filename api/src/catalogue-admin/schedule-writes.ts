/**
 * What every catalogue schedule write shares (a facility's closures, surges, maintenance and
 * allocations, an activity's closures and surges), each in one transaction after the owner's check: adding
 * a row once per `Idempotency-Key` with its change-log row, counting the bookings holding the
 * owner on its dates, and removing one (kept, marked removed) or restoring it, each with its
 * change-log row.
 *
 * spec: api-contract.md §Catalogue administration; membership-backoffice.md §4 (deleting a
 * schedule), §7 (schedules: new, modify, delete).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import { and, countDistinct, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor, Transaction } from '../db/database';
import type { bookingActivities, bookingFacilities } from '../db/schema/bookings';
import type { facilitySurges, facilityUnavailability } from '../db/schema/catalogue-admin';
import type {
  activitySurges,
  activityUnavailability,
  facilityMaintenance,
} from '../db/schema/catalogue-schedules';
import type { facilityAllocations } from '../db/schema/facility-allocations';
import { recordStaffChange } from '../logs/staff-changes';

/** The tables of schedules made with an `Idempotency-Key`. */
export type ScheduleTable =
  | typeof facilityUnavailability
  | typeof facilitySurges
  | typeof facilityMaintenance
  | typeof facilityAllocations
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

/** One write to an owner's schedules: by whom, on which owner, and the owner's check. */
export interface ScheduleWrite {
  deps: { db: Database; clock: Clock };
  staff: Staff;
  /** The facility's or activity's public id. */
  ownerId: string;
  /** Throws DomainError NOT_FOUND for an unknown owner (or any other refusal of the write). */
  check(tx: Transaction): Promise<unknown>;
}

/** A schedule to add: the request's fields and its Idempotency-Key. */
export interface NewSchedule {
  body: object;
  idempotencyKey: string | null;
}

/**
 * Adds schedule `add` of `kind` to `write.ownerId` once `write.check` passes, unless a row was
 * made with its idempotency key already (a retry), and answers `read(row, tx, at)` either way.
 * The row this call makes is logged as `kind.entity` of its owner (`before` null, `after` the
 * answer without `overlapping_bookings`, a count that moves with the bookings, not with the
 * schedule).
 */
export function addSchedule<T extends ScheduleTable, R extends object>(
  write: ScheduleWrite,
  kind: ScheduleKind<T>,
  add: NewSchedule,
  read: (row: T['$inferSelect'], tx: Transaction, at: Date) => Promise<R> | R,
): Promise<R> {
  const at = write.deps.clock.now();
  return write.deps.db.transaction(async (tx) => {
    await write.check(tx);
    return insertAndLog(tx, write, kind, add, at, read);
  });
}

/** `addSchedule`'s work inside its transaction, at `at`. */
async function insertAndLog<T extends ScheduleTable, R extends object>(
  tx: Transaction,
  write: ScheduleWrite,
  kind: ScheduleKind<T>,
  add: NewSchedule,
  at: Date,
  read: (row: T['$inferSelect'], tx: Transaction, at: Date) => Promise<R> | R,
): Promise<R> {
  const schedules = kind.table as typeof facilityUnavailability;
  // The schema's keys are its column names, so the owner column's name is its key.
  const values = {
    ...add.body,
    [kind.owner.name]: write.ownerId,
    created_by: write.staff.public_id,
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
  const answer = await read(row as T['$inferSelect'], tx, at);
  if (made) {
    const { overlapping_bookings: _, ...after } = answer as R & { overlapping_bookings?: number };
    await recordStaffChange(
      tx,
      write.staff,
      { entity: kind.entity, entity_id: write.ownerId, before: null, after },
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

/** A schedule's row as the change log keeps it: its fields, without id, key or maker. */
function loggedFields(row: typeof facilityUnavailability.$inferSelect) {
  const {
    id: _,
    idempotency_key: __,
    created_by: ___,
    created_at: ____,
    deleted_at: _____,
    deleted_by: ______,
    ...fields
  } = row;
  return fields;
}

/**
 * Owner `write.ownerId`'s schedule `scheduleId` of `kind`, removed or not, its row held until
 * the transaction ends.
 * @throws DomainError NOT_FOUND 'Unknown schedule: {id}' when the owner has no such schedule.
 */
async function lockSchedule(
  tx: Transaction,
  write: ScheduleWrite,
  kind: ScheduleKind,
  scheduleId: string,
): Promise<typeof facilityUnavailability.$inferSelect> {
  const table = kind.table as typeof facilityUnavailability;
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(kind.owner, write.ownerId), eq(table.public_id, scheduleId)))
    .for('update');
  if (!row) {
    throw new DomainError('NOT_FOUND', catalogueAdminMessages.scheduleNotFound(scheduleId));
  }
  return row;
}

/**
 * Removes schedule `scheduleId` of `kind` from `write.ownerId` once `write.check` passes: marks
 * it removed (`deleted_at`, `deleted_by`), so it closes, raises or sets aside nothing until
 * restored, and logs it (`before`, and `after` marked `removed`). Removing one removed already
 * does nothing more (a retry).
 * @throws DomainError NOT_FOUND 'Unknown schedule: {id}' when the owner has no such schedule.
 */
export async function removeSchedule(
  write: ScheduleWrite,
  kind: ScheduleKind,
  scheduleId: string,
): Promise<void> {
  const at = write.deps.clock.now();
  await write.deps.db.transaction(async (tx) => {
    await write.check(tx);
    const row = await lockSchedule(tx, write, kind, scheduleId);
    if (row.deleted_at) return;
    const table = kind.table as typeof facilityUnavailability;
    await tx
      .update(table)
      .set({ deleted_at: at, deleted_by: write.staff.public_id })
      .where(eq(table.id, row.id));
    const before = loggedFields(row);
    await recordStaffChange(
      tx,
      write.staff,
      {
        entity: kind.entity,
        entity_id: write.ownerId,
        before,
        after: { ...before, removed: true },
      },
      at,
    );
  });
}

/**
 * Restores removed schedule `scheduleId` of `kind` of `write.ownerId` once `write.check` and
 * `recheck(tx, row)` (an add's checks on the row's own fields) pass, logs it (`before` marked
 * `removed`, `after` the row) and answers `read(row, tx, at)`. Restoring one in force answers it
 * and does nothing more (a retry).
 * @throws DomainError NOT_FOUND 'Unknown schedule: {id}' when the owner has no such schedule;
 * whatever `recheck` throws (the add's refusal).
 */
export function restoreSchedule<T extends ScheduleTable, R extends object>(
  write: ScheduleWrite,
  kind: ScheduleKind<T>,
  scheduleId: string,
  read: (row: T['$inferSelect'], tx: Transaction, at: Date) => Promise<R> | R,
  recheck?: (tx: Transaction, row: T['$inferSelect']) => Promise<unknown>,
): Promise<R> {
  const at = write.deps.clock.now();
  return write.deps.db.transaction(async (tx) => {
    await write.check(tx);
    const row = await lockSchedule(tx, write, kind, scheduleId);
    if (!row.deleted_at) return read(row as T['$inferSelect'], tx, at);
    await recheck?.(tx, row as T['$inferSelect']);
    const table = kind.table as typeof facilityUnavailability;
    const [restored] = await tx
      .update(table)
      .set({ deleted_at: null, deleted_by: null })
      .where(eq(table.id, row.id))
      .returning();
    const after = loggedFields(restored!);
    await recordStaffChange(
      tx,
      write.staff,
      { entity: kind.entity, entity_id: write.ownerId, before: { ...after, removed: true }, after },
      at,
    );
    return read(restored as T['$inferSelect'], tx, at);
  });
}
