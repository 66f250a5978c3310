/**
 * The change log as staff read it: the staff writes of `staff_changes`, newest first, filtered
 * by user (e-mail or public id), entity,
 * the changed record's id, one record's history (`record`, `record_id`: see record-history.ts)
 * and a Nairobi day range; each with the user (public id, e-mail and
 * name), the entity and its id, before (null when created), after and when.
 *
 * spec: api-contract.md §People and logs (`GET /logs/changes`); membership-backoffice.md §2.5
 * (Logs: change logs, first page 20), §7 (logs first page 20 then 30).
 */
import type { ChangeLogQuery } from '@hifadhi/shared/schemas/people';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { readPage } from '../db/read-page';
import { users } from '../db/schema/auth';
import { staffChanges } from '../db/schema/staff-changes';
import { containing, dayRange, pageSchema } from '../payments-admin/payment-rows';
import { recordHistoryCondition } from './record-history';

export const changeLogEntrySchema = z.object({
  user_public_id: z.string(),
  user_email: z.string(),
  /** The user's name now; null when the user is gone. */
  user_name: z.string().nullable(),
  entity: z.string(),
  entity_id: z.string(),
  /** The record before the change; null when it was created. */
  before: z.unknown(),
  after: z.unknown(),
  changed_at: z.string(),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;

/** A page of changes; `first_items` rows on the first page, `items` on each later one. */
export const changeLogPageSchema = pageSchema(changeLogEntrySchema).extend({
  first_items: z.number().int(),
});
export type ChangeLogPage = z.infer<typeof changeLogPageSchema>;

/** The changes matching `query`'s filters. */
function changesOf(db: Executor, query: ChangeLogQuery) {
  const table = staffChanges;
  const conditions: (SQL | undefined)[] = [
    query.user === undefined
      ? undefined
      : or(
          eq(sql`lower(${table.user_email})`, query.user.toLowerCase()),
          eq(table.user_public_id, query.user),
        ),
    query.entity === undefined ? undefined : eq(table.entity, query.entity),
    query.search === undefined ? undefined : ilike(table.entity_id, containing(query.search)),
    ...dayRange(sql`${table.changed_at}`, query.from, query.to),
    query.record === undefined || query.record_id === undefined
      ? undefined
      : recordHistoryCondition(query.record, query.record_id),
  ];
  return db
    .select({
      id: table.id,
      user_public_id: table.user_public_id,
      user_email: table.user_email,
      entity: table.entity,
      entity_id: table.entity_id,
      before: table.before,
      after: table.after,
      changed_at: table.changed_at,
    })
    .from(table)
    .where(and(...conditions));
}

/**
 * A page of the change log for `query`, newest first: `{ page, items, first_items, total,
 * data }`; page 1 holds `first_items` (20) rows, later pages `items` (30) each from offset 20,
 * 50, 80….
 */
export async function listChanges(db: Executor, query: ChangeLogQuery): Promise<ChangeLogPage> {
  const changes = changesOf(db, query).as('changes');
  const page = await readPage(
    query,
    (limit, offset) =>
      db
        .select({
          user_public_id: changes.user_public_id,
          user_email: changes.user_email,
          user_name: users.full_name,
          entity: changes.entity,
          entity_id: changes.entity_id,
          before: changes.before,
          after: changes.after,
          changed_at: changes.changed_at,
        })
        .from(changes)
        .leftJoin(users, sql`${users.public_id}::text = ${changes.user_public_id}`)
        .orderBy(desc(changes.changed_at), desc(changes.entity), desc(changes.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(changes),
    (row) => ({
      ...row,
      user_name: row.user_name ?? null,
      changed_at: row.changed_at.toISOString(),
    }),
  );
  return { ...page, first_items: query.first_items };
}
