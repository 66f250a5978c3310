/**
 * The change log of staff writes: who (the user's public id and e-mail at the time), what (the
 * entity and its public id), the record before (null when created) and after, and when. Rows are
 * only ever added: a trigger refuses UPDATE and DELETE. Member edits, staff registrations, user
 * and role changes and catalogue administration write here; every other staff write is to
 * write here as it is built.
 *
 * spec: api-contract.md §People and logs (`GET /logs/changes`); membership-backoffice.md §2.5
 * (Logs).
 */
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const staffChanges = pgTable(
  'staff_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_public_id: text().notNull(),
    user_email: text().notNull(),
    /**
     * What changed: `member`, `user`, `facility_unavailability`, `facility_surge`,
     * `facility_price`, `promo_code`, …
     */
    entity: text().notNull(),
    /** Its public id. */
    entity_id: text().notNull(),
    /** null when it was created. */
    before: jsonb(),
    after: jsonb().notNull(),
    changed_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('staff_changes_changed_at').on(table.changed_at),
    index('staff_changes_entity').on(table.entity, table.entity_id),
  ],
);
