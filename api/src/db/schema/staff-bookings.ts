/**
 * What the back office adds to a booking: credit notes (numbered in sequence, never more in
 * total than was paid) and alerts (notes staff put on a booking, listed as alerted).
 *
 * Money is `numeric(14,2)` in the booking's currency; instants are `timestamptz`.
 *
 * spec: api-contract.md §Staff bookings (credit notes; lists alerted and unticketed_alerted);
 * staff-booking.md §2.9, §4 (credit note issued).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { currencies } from './catalogue';

/** A credit note issued on a booking: money the conservancy owes back to its payer. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    credit_note_public_id: uuid().notNull().unique().defaultRandom(),
    /** 1, 2, 3 … across the conservancy, without gaps. */
    number: integer().notNull().unique(),
    booking_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    /** Whole units of `currency` (the booking's). */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    reason: text().notNull(),
    /** The staff user's public id. */
    issued_by: text().notNull(),
    /** The `Idempotency-Key` it was issued with: a retry answers this note again. */
    idempotency_key: text().unique(),
    issued_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('credit_note_amount_positive', sql`${table.amount} > 0`),
    index('credit_notes_booking').on(table.booking_id),
  ],
);

/** A note staff put on a booking for the gate and the back office; active until resolved. */
export const bookingAlerts = pgTable(
  'booking_alerts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    note_public_id: uuid().notNull().unique().defaultRandom(),
    booking_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    note: text().notNull(),
    created_by: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolved_at: timestamp({ withTimezone: true }),
    /** The `Idempotency-Key` it was added with: a retry answers this alert again. */
    idempotency_key: text().unique(),
  },
  (table) => [
    index('booking_alerts_active').on(table.booking_id).where(sql`${table.resolved_at} is null`),
  ],
);
