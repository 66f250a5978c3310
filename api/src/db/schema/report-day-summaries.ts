/**
 * The bookings summed by day ahead, for the booking report, the summary volume and the
 * arrivals calendar (a year over a million bookings reads a few thousand rows, not the
 * bookings and their lines).
 *
 * - `booking_days`: the bookings made each Nairobi day (`created_at`) by source and status: how
 *   many, their guests (`guest_total`) and their amount due in KES (each booking's
 *   `amount_due` at its selling rate, rounded to the cent).
 * - `arrival_days`: the bookings arriving each day (`check_in`) by status: how many and their
 *   guests (`guest_total`).
 * - `volume_days`: the guest and vehicle lines of the bookings arriving each day by status:
 *   guests per conservation fee (`kind` 'guest', `item_public_id` the fee's payment_public_id)
 *   and vehicles per vehicle fee (`kind` 'vehicle', the vehicle_public_id). The catalogue's
 *   names (residency, guest category, vehicle class) are joined when read.
 *
 * Every status is kept (held, expired, cancelled, deleted too) so a status change moves a
 * booking's figures from one row to another; the reports choose the statuses they count. Row
 * triggers (migration 0042) add a booking's figures as it is written and take them back out
 * as it changes (made, amended, postponed, cancelled, expired, deleted, reinstated, checked in)
 * or its guest and vehicle lines are written or removed; `rebuild_report_day_summaries()`
 * recomputes all three from the bookings (the migration's backfill, bulk loads). A row whose
 * figures fell back to zero stays; readers skip it. The triggers' changes wait in
 * `*_day_changes` until the transaction commits (migration 0044, see `bookingDayChanges`).
 *
 * spec: membership-backoffice.md §2.5 (Reports: booking; csv, charts and volumes; calendar),
 * §7 (Reports and charts); issue 17 item 7.
 */
import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bookingSourceEnum, bookingStatusEnum } from './bookings';

/** The bookings made on a Nairobi day, by source and status (see the module comment). */
export const bookingDays = pgTable(
  'booking_days',
  {
    day: date().notNull(),
    source: bookingSourceEnum().notNull(),
    status: bookingStatusEnum().notNull(),
    bookings: integer().notNull(),
    guests: integer().notNull(),
    /** KES, to the cent. */
    amount_due_kes: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.source, table.status] })],
);

/** The bookings arriving on a day, by status (see the module comment). */
export const arrivalDays = pgTable(
  'arrival_days',
  {
    day: date().notNull(),
    status: bookingStatusEnum().notNull(),
    bookings: integer().notNull(),
    guests: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.status] })],
);

/** Guests per fee and vehicles per class of the bookings arriving on a day, by status. */
export const volumeDays = pgTable(
  'volume_days',
  {
    day: date().notNull(),
    status: bookingStatusEnum().notNull(),
    /** 'guest' (item: a conservation fee) or 'vehicle' (item: a vehicle fee). */
    kind: text().notNull(),
    item_public_id: text().notNull(),
    quantity: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.status, table.kind, table.item_public_id] })],
);

/**
 * A transaction's changes to `booking_days`, `arrival_days` and `volume_days`, written by the
 * row triggers as bookings change and added to the summaries when the transaction commits (a
 * deferred trigger, migration 0044), every transaction in the same key order: concurrent
 * bookings wait on a summary row only while committing and never deadlock over them.
 */
export const bookingDayChanges = pgTable('booking_day_changes', {
  day: date().notNull(),
  source: bookingSourceEnum().notNull(),
  status: bookingStatusEnum().notNull(),
  bookings: integer().notNull(),
  guests: integer().notNull(),
  amount_due_kes: numeric({ precision: 14, scale: 2 }).notNull(),
});

/** A transaction's changes to `arrival_days` (see `bookingDayChanges`). */
export const arrivalDayChanges = pgTable('arrival_day_changes', {
  day: date().notNull(),
  status: bookingStatusEnum().notNull(),
  bookings: integer().notNull(),
  guests: integer().notNull(),
});

/** A transaction's changes to `volume_days` (see `bookingDayChanges`). */
export const volumeDayChanges = pgTable('volume_day_changes', {
  day: date().notNull(),
  status: bookingStatusEnum().notNull(),
  kind: text().notNull(),
  item_public_id: text().notNull(),
  quantity: integer().notNull(),
});
