/**
 * `revenue_day_changes`: what a transaction's revenue triggers add to or take from
 * `revenue_days` (see reports.ts), waiting until the transaction commits. `refresh_booking_revenue`
 * writes a booking's old rows negated and its new rows here instead of updating `revenue_days`;
 * a deferred constraint trigger adds them up per (series, day, key) at commit, in key order,
 * and removes the day's rows that fell back to zero. A `revenue_days` row is so locked only
 * while a transaction commits, and two commits never wait on each other in a cycle: bookings
 * paid or changed at once on the same day cannot deadlock (as the day summaries' changes,
 * report-day-summaries.ts). Empty between transactions.
 *
 * spec: membership-backoffice.md §7 (Reports and charts); issue 17 item 7.
 */
import { bigint, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/** One change to a revenue_days row, in KES to the cent (negative takes back). */
export const revenueDayChanges = pgTable('revenue_day_changes', {
  /** Order of writing: the last change's label and sort are the row's. */
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  day: date().notNull(),
  series: text().notNull(),
  key: text().notNull(),
  label: text().notNull(),
  sort: integer().notNull(),
  kes: numeric({ precision: 14, scale: 2 }).notNull(),
});
