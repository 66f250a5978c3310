/**
 * What every catalogue schedule write shares (a facility's closures, surges and maintenance,
 * an activity's closures and surges): adding a row once per `Idempotency-Key`, and removing
 * one with its change-log row. The callers check the owner exists and log what they add.
 *
 * spec: api-contract.md §Catalogue administration; membership-backoffice.md §4 (deleting a
 * schedule), §7 (schedules: new, modify, delete).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Transaction } from '../db/database';
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

/**
 * Inserts `values` into `table` unless a row was made with `idempotencyKey` already (a retry):
 * the row, and whether this call made it.
 */
export async function insertOnce<T extends ScheduleTable>(
  tx: Transaction,
  table: T,
  values: Omit<T['$inferInsert'], 'idempotency_key'>,
  idempotencyKey: string | null,
): Promise<{ row: T['$inferSelect']; made: boolean }> {
  const schedules = table as typeof facilityUnavailability;
  const [made] = await tx
    .insert(schedules)
    .values({ ...values, idempotency_key: idempotencyKey } as typeof schedules.$inferInsert)
    .onConflictDoNothing({ target: schedules.idempotency_key })
    .returning();
  if (made) return { row: made as T['$inferSelect'], made: true };
  const [first] = await tx
    .select()
    .from(schedules)
    .where(eq(schedules.idempotency_key, idempotencyKey ?? ''));
  return { row: first as T['$inferSelect'], made: false };
}

/** One kind of schedule as removal sees it: its table, owner column and change-log entity. */
export interface ScheduleKind {
  table: ScheduleTable;
  owner: PgColumn;
  entity: string;
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
  staff: Pick<StaffPrincipal, 'public_id' | 'email'>,
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
