/**
 * What a booking made by staff (`POST /bookings`) keeps beside the booking row: its booking
 * type code, who pays (`payment_period` 0 guest, 1 partner on account), the school or the
 * corporate organisation and their contacts, the staff request it was last priced from (its
 * lines with their staff discounts, for amending) and the pricing basis it was priced with
 * (rates, member, partner and promo discounts, facility price schedules in force), so an
 * amendment re-prices at the booking's own rates, never today's. One row per staff booking.
 *
 * spec: staff-booking.md §2.8, §3.1, §3.14; api-contract.md §Staff bookings (`POST /bookings`,
 * `PATCH /bookings/{id}`); pricing-rules.md §"Money and rounding" 3.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { schools } from './catalogue';

export const staffBookingDetails = pgTable(
  'staff_booking_details',
  {
    booking_id: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => bookings.id),
    /** FF9330A3 individual, 8D7E6504 school, C3237489 corporate (staff-booking.md §9). */
    booking_type_code: text().notNull(),
    /** 0: the guest pays; 1: the partner pays on account. */
    payment_period: smallint().notNull().default(0),
    school_public_id: text().references(() => schools.school_public_id),
    /** School contacts or the corporate organisation and contact person, as given. */
    group_details: jsonb(),
    /** The staff request as last priced (lines with their discounts, gate pass fields). */
    request: jsonb().notNull(),
    /** What it was priced with: rates, member, partner and promo discounts, schedules. */
    pricing_basis: jsonb().notNull(),
    /** The `Idempotency-Key` it was created with: a retry answers this booking again. */
    idempotency_key: text().unique(),
    /** The staff user's public id who made it. */
    created_by: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [check('staff_booking_payment_period', sql`${table.payment_period} in (0, 1)`)],
);
