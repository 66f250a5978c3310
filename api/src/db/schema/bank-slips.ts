/**
 * Bank slips: money the bank says arrived (a transfer or deposit, with the bank's reference),
 * recorded by staff before they know what it pays for, then allocated to one booking, which
 * records it as that booking's Bank Transfer payment (`payment_id`). A slip is recorded once per
 * bank and reference and allocated at most once.
 *
 * Money is `numeric(14,2)` in whole units of `currency`; instants are `timestamptz`.
 *
 * spec: staff-booking.md §2.9 (bank slips, with allocate); membership-backoffice.md §2.5, §7.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { currencies } from './catalogue';
import { payments } from './payments';

export const bankSlips = pgTable(
  'bank_slips',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bank_slip_public_id: uuid().notNull().unique().defaultRandom(),
    bank: text().notNull(),
    /** The bank's reference of the transfer or deposit. */
    reference: text().notNull(),
    /** Whole units of `currency`. */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    /** The day the bank received it (Africa/Nairobi). */
    paid_on: date().notNull(),
    payer: text(),
    note: text(),
    /** The staff user (public id) who recorded it, and when. */
    recorded_by: text().notNull(),
    recorded_at: timestamp({ withTimezone: true }).notNull(),
    /** Once allocated: the booking, the payment it became, who allocated it and when. */
    booking_id: bigint({ mode: 'number' }).references(() => bookings.id),
    payment_id: bigint({ mode: 'number' })
      .unique()
      .references(() => payments.id),
    allocated_by: text(),
    allocated_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('bank_slip_amount_positive', sql`${table.amount} > 0`),
    check(
      'bank_slip_allocated_whole',
      sql`num_nonnulls(${table.booking_id}, ${table.payment_id}, ${table.allocated_by}, ${table.allocated_at}) in (0, 4)`,
    ),
    uniqueIndex('bank_slip_bank_reference').on(
      sql`lower(${table.bank})`,
      sql`lower(${table.reference})`,
    ),
    index('bank_slip_recorded').on(table.recorded_at),
  ],
);
