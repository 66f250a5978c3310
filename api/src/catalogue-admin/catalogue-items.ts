/**
 * What facilities and activities share in the back office: their status (active, inactive or
 * deleted) read from `active` and `deleted_at`, the list filter by status and name, a new
 * item's public id, and soft delete and restore, each logged with before and after.
 *
 * spec: membership-backoffice.md §4 (active to inactive and back; deleted to restored).
 */
import { createHash, randomUUID } from 'node:crypto';
import { DomainError } from '@hifadhi/shared/errors';
import type { ItemStatus } from '@hifadhi/shared/schemas/facility-admin';
import { and, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import type { activities, facilities } from '../db/schema/catalogue';
import { containing } from '../payments-admin/payment-rows';

type ItemTable = typeof facilities | typeof activities;

/** An item's status: deleted (soft, restorable) before inactive before active. */
export function itemStatus(row: { active: boolean; deleted_at: Date | null }): ItemStatus {
  if (row.deleted_at) return 'deleted';
  return row.active ? 'active' : 'inactive';
}

/** Items of `status` (not deleted when none is asked) whose name contains `search`. */
export function itemFilter(
  table: ItemTable,
  query: { status?: ItemStatus; search?: string },
): SQL | undefined {
  const byStatus = {
    active: and(isNull(table.deleted_at), eq(table.active, true)),
    inactive: and(isNull(table.deleted_at), eq(table.active, false)),
    deleted: isNotNull(table.deleted_at),
  };
  return and(
    query.status ? byStatus[query.status] : isNull(table.deleted_at),
    query.search ? ilike(table.name, containing(query.search)) : undefined,
  );
}

/**
 * A new item's public id: `prefix-` and its name as a slug, then six characters that come from
 * `idempotencyKey` when there is one (so a retry names the same item) or are random.
 */
export function newItemId(prefix: string, name: string, idempotencyKey: string | null): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const tail = createHash('sha256')
    .update(idempotencyKey ?? randomUUID())
    .digest('hex')
    .slice(0, 6);
  return [prefix, slug, tail].filter(Boolean).join('-');
}

/** @throws DomainError CONFLICT when the item is deleted (restore it first). */
export function refuseDeleted(row: { deleted_at: Date | null }, message: string): void {
  if (row.deleted_at) throw new DomainError('CONFLICT', message);
}

/** The next sort order after every item of `table` (new items go last). */
export async function nextSortOrder(tx: Executor, table: ItemTable): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${table.sort_order}) + 1, 0)::int` })
    .from(table);
  return row?.next ?? 0;
}
