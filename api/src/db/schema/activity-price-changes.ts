/**
 * An activity's price lists by effective date: the activity's `price` entries (as the
 * catalogue's activity has them, JSON with decimal strings) in force on `effective_from` and
 * every later date, until a later change; one per activity and date, a later post for the same
 * date replaces it. The activity's own `activity_prices` are in force before the first. Each
 * write moves `catalogue_version` (trigger in its migration), so quotes and kiosks' replicas
 * see it at once. Dates are `date` (Africa/Nairobi).
 *
 * spec: api-contract.md §Catalogue administration; pricing-rules.md §Lines (Activity).
 */
import { bigint, date, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { activities } from './catalogue';

/** Activity `activity_public_id`'s price list from `effective_from` on. */
export const activityPriceChanges = pgTable(
  'activity_price_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    activity_public_id: text()
      .notNull()
      .references(() => activities.public_id, { onDelete: 'cascade' }),
    effective_from: date().notNull(),
    price: jsonb().notNull(),
    created_by: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [unique().on(table.activity_public_id, table.effective_from)],
);
