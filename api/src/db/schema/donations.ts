/**
 * Donations: the Support Us form's donations and the donations visitors add on a booking's
 * payment page (those carry `booking_id` and the booker's details). `paid` is 1 once a payment
 * for it is confirmed by the provider, 0 until then.
 *
 * Money is `numeric(14,2)` in the donation's own currency; `dob` is a `date` (`YYYY-MM-DD`).
 *
 * spec: public-site.md §3 "Donation form (Support Us)", "Stored donation"; §4 Donation;
 * membership-backoffice.md §3 Donation.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import {
  anonymityOptions,
  causes,
  currencies,
  donationFrequencies,
  donationPaymentMethods,
} from './catalogue';

export const donations = pgTable(
  'donations',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    donation_ref_code: text().notNull().unique(),
    /** The booking this donation was added to on its payment page; null for Support Us. */
    booking_id: bigint({ mode: 'number' }).references(() => bookings.id),
    cause_public_id: text().references(() => causes.public_id),
    payment_method_public_id: text().references(() => donationPaymentMethods.public_id),
    frequency_public_id: text().references(() => donationFrequencies.public_id),
    anonymity_public_id: text().references(() => anonymityOptions.public_id),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    title: text(),
    first_name: text().notNull(),
    sur_name: text().notNull(),
    email: text().notNull(),
    /** ISO code or name of the donor's country. */
    country: text(),
    phone_number: text(),
    city: text(),
    gender: text(),
    dob: date(),
    feedback: text(),
    /** Contact preferences: email, phone, sms, post. */
    preference: text().array().notNull().default(sql`'{}'::text[]`),
    /** 1 once paid, 0 until then (the spec's `paid`). */
    paid: smallint().notNull().default(0),
    paid_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('donation_paid_flag', sql`${table.paid} in (0, 1)`),
    check('donation_amount_positive', sql`${table.amount} > 0`),
    index('donations_booking').on(table.booking_id),
  ],
);
