/**
 * Booking bans: a guest the conservancy will not take bookings for, recognised by e-mail
 * address, phone number or vehicle registration, from a start date to an end date (none: until
 * ended). Each identifier is also kept normalised (`*_key`, see `booking-bans/ban-keys.ts`), so
 * a booking is matched against bans by index.
 *
 * spec: staff-booking.md §3.13; api-contract.md §Staff bookings (`/booking-bans`).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const bookingBanStatusEnum = pgEnum('booking_ban_status', ['active', 'ended']);

export const bookingBans = pgTable(
  'booking_bans',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    booking_ban_public_id: uuid().notNull().unique().defaultRandom(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email_address: text(),
    phone_number: text(),
    vehicle_registration: text(),
    /** The e-mail address in lower case. */
    email_key: text(),
    /** The phone number's digits alone. */
    phone_key: text(),
    /** The registration in upper case without spaces or dashes. */
    vehicle_key: text(),
    booking_ban_start_date: date().notNull(),
    /** The last day of the ban (Africa/Nairobi); null: until ended. */
    booking_ban_end_date: date(),
    status: bookingBanStatusEnum().notNull().default('active'),
    reason: text().notNull(),
    /** The staff user's public id who made it (`session_user`). */
    created_by: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When and by whom it was ended early. */
    ended_at: timestamp({ withTimezone: true }),
    ended_by: text(),
    /** The `Idempotency-Key` it was made with: a retry answers this ban again. */
    idempotency_key: text().unique(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'booking_ban_dates',
      sql`${table.booking_ban_end_date} is null or ${table.booking_ban_end_date} >= ${table.booking_ban_start_date}`,
    ),
    check(
      'booking_ban_identifier',
      sql`coalesce(${table.email_key}, ${table.phone_key}, ${table.vehicle_key}) is not null`,
    ),
    index('booking_bans_email').on(table.email_key).where(sql`${table.status} = 'active'`),
    index('booking_bans_phone').on(table.phone_key).where(sql`${table.status} = 'active'`),
    index('booking_bans_vehicle').on(table.vehicle_key).where(sql`${table.status} = 'active'`),
    index('booking_bans_created').on(table.created_at, table.id),
  ],
);
