/**
 * What the reports keep beside the bookings.
 *
 * `bookings_paid`: the instant each booking first became fully Paid (its first
 * `payment_received` event saying `Paid`, as the daily report defines revenue). A trigger on
 * `booking_events` (migration 0029) writes it as events are appended, so it stays right as
 * bookings change; the revenue reports and charts read it instead of scanning the history.
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
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

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
    uniqueIndex('accounting_codes_item').on(
      table.kind,
      sql`coalesce(${table.item_public_id}, '')`,
    ),
  ],
);
