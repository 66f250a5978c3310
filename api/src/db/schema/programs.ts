/**
 * Volunteer applications to the immersive conservation programmes (`volunteer_programs` in the
 * catalogue): the applicant form, the programme's price and currency when applying, and the
 * payment status ('Unpaid' until a payment is confirmed by the provider, then 'Paid').
 *
 * spec: public-site.md §3 "Applicant form", "Volunteer application", §4 Volunteer;
 * membership-backoffice.md §3 (Volunteer program, Volunteer).
 */
import {
  bigint,
  date,
  index,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { currencies, volunteerPrograms } from './catalogue';

export const volunteerPaymentStatusEnum = pgEnum('volunteer_payment_status', ['Unpaid', 'Paid']);

export const volunteers = pgTable(
  'volunteers',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    volunteer_public_id: uuid().notNull().unique().defaultRandom(),
    program_public_id: text()
      .notNull()
      .references(() => volunteerPrograms.public_id),
    title: text().notNull(),
    first_name: text().notNull(),
    sur_name: text().notNull(),
    email: text().notNull(),
    tel: text().notNull(),
    dob: date().notNull(),
    /** Country code ('KE') or name. */
    code: text().notNull(),
    id_alien_number: text().notNull(),
    postal_address: text(),
    postal_code: text(),
    /** Gender public id. */
    gender: text().notNull(),
    place_of_issue: text(),
    date_of_issue: date(),
    expiry_date: date(),
    dietary: text(),
    /** The programme's price when applying, in `currency`. */
    price: numeric({ precision: 14, scale: 2 }).notNull(),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    payment_status: volunteerPaymentStatusEnum().notNull().default('Unpaid'),
    paid_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('volunteers_program').on(table.program_public_id, table.payment_status)],
);
