/**
 * What the reports keep beside the bookings.
 *
 * `bookings_paid`: the instant each booking first became fully Paid (its first
 * `payment_received` event saying `Paid`, as the daily report defines revenue). A trigger on
 * `booking_events` (migration 0029) writes it as events are appended, so it stays right as
 * bookings change; the revenue reports and charts read it instead of scanning the history.
 *
 * `payment_days`: the paid ledger rows of each Nairobi day by method, payable kind and currency:
 * how many, their amount and their KES (each row converted and rounded as the daily report
 * does). The ledger is append-only, so a trigger on its inserts (migration 0036) keeps it
 * exact; the payment and currency reports and the ledger's charts read a year from it.
 *
 * `booking_revenue` and `revenue_days`: the revenue charts' figures kept ahead. For each booking
 * paid in full, its KES per series (`section`: conservation, vehicles, accommodation, activities,
 * donations; `residency`; `vehicle` class; `activity`), each the booking's lines of that series
 * converted at its selling rate and rounded to the cent, on the Nairobi day it became Paid;
 * and their sums per day. Triggers (migration 0037) recompute a booking's rows when it becomes
 * Paid, when any of its lines is written or removed, or when its rate changes, taking its old
 * rows back out of the day's sums, so they stay right as bookings change; the day's sums change
 * when the transaction commits (`revenue_day_changes`, migration 0051), so bookings paid at
 * once do not deadlock.
 *
 * `accounting_codes`: the codes the accounting export writes. An analysis code per revenue kind
 * (conservation, vehicle, accommodation, activity, donation, membership, volunteer), for one
 * catalogue item (`item_public_id`: a conservation fee, vehicle fee, facility, activity or
 * cause) or, with no item, the kind's default; and the customer code of walk-in (non-partner)
 * payers per currency (`walk_in_customer`, `item_public_id` the currency). Partners' own
 * customer codes are their users' `customer_code_kes` / `customer_code_usd`.
 *
 * spec: membership-backoffice.md §3 (Facility: analysis codes; Partner: customer_code,
 * customer_code_usd), §7 (Reports and charts: batch files); issue 17 items 4 and 6.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { payableKindEnum, paymentMethodEnum } from './payments';

/** When each booking first became fully Paid (see the module comment). */
export const bookingsPaid = pgTable(
  'bookings_paid',
  {
    booking_id: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => bookings.id),
    paid_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('bookings_paid_at').on(table.paid_at, table.booking_id)],
);

export const accountingCodeKinds = [
  'conservation',
  'vehicle',
  'accommodation',
  'activity',
  'donation',
  'membership',
  'volunteer',
  'walk_in_customer',
] as const;
export const accountingCodeKindEnum = pgEnum('accounting_code_kind', accountingCodeKinds);

/** An analysis or customer code of the accounting export (see the module comment). */
export const accountingCodes = pgTable(
  'accounting_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: accountingCodeKindEnum().notNull(),
    /** The catalogue item or currency it is for; null: the kind's default. */
    item_public_id: text(),
    code: text().notNull(),
  },
  (table) => [
    uniqueIndex('accounting_codes_item').on(table.kind, sql`coalesce(${table.item_public_id}, '')`),
  ],
);

/** The paid ledger rows of a day by method, payable kind and currency (see the module comment). */
export const paymentDays = pgTable(
  'payment_days',
  {
    /** The Nairobi day the rows were received (`payment_ledger.at`). */
    day: date().notNull(),
    provider: paymentMethodEnum().notNull(),
    payable_kind: payableKindEnum().notNull(),
    currency: text().notNull(),
    payments: integer().notNull(),
    /** In `currency`. */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    amount_kes: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.provider, table.payable_kind, table.currency] }),
  ],
);

/** One paid booking's KES in one series of the revenue charts (see the module comment). */
export const bookingRevenue = pgTable(
  'booking_revenue',
  {
    booking_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    /** The Nairobi day it became Paid. */
    day: date().notNull(),
    series: text().notNull(),
    key: text().notNull(),
    label: text().notNull(),
    sort: integer().notNull(),
    kes: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.booking_id, table.series, table.key] })],
);

/** The revenue charts' KES per Nairobi day, series and key (see the module comment). */
export const revenueDays = pgTable(
  'revenue_days',
  {
    day: date().notNull(),
    series: text().notNull(),
    key: text().notNull(),
    label: text().notNull(),
    sort: integer().notNull(),
    kes: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.day, table.key] })],
);
