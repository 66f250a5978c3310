/**
 * A facility's revenue split: the parties its accommodation revenue is shared with ("Community
 * trust", 30 %), each with the analysis code its share is booked under; what the parties do not
 * take is the conservancy's, under the facility's own code. The percents of a facility's splits
 * not deleted add up to at most 100 (checked by the service under the facility's row lock).
 * Soft deleted and restorable. Not part of the pricing catalogue (prices do not change), so
 * writes here do not move `catalogue_version`.
 *
 * spec: membership-backoffice.md §3 (Facility: revenue split percent), §7 (POST revenue split;
 * GET or POST delete split by public_id).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { facilities } from './catalogue';

export const facilityRevenueSplits = pgTable(
  'facility_revenue_splits',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    facility_public_id: text()
      .notNull()
      .references(() => facilities.public_id, { onDelete: 'cascade' }),
    /** Who shares the revenue ("Community trust"). */
    party_name: text().notNull(),
    /** The party's share of each accommodation line, in percent (two decimals). */
    percent: numeric({ precision: 5, scale: 2 }).notNull(),
    /** The analysis code the party's rows of the accounting export carry. */
    analysis_code: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('facility_revenue_splits_facility').on(table.facility_public_id),
    check('facility_revenue_splits_percent', sql`${table.percent} > 0 and ${table.percent} <= 100`),
  ],
);
