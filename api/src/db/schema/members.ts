/**
 * Individual members registered on the public site, and their beneficiaries. The membership's
 * `amount` is the setting's price plus the beneficiary amounts, in `currency`; each
 * beneficiary's `amount` is in KES (membership-backoffice.md §9). `payment_status` is the
 * spec's boolean; once paid, `expiry_date` is one year on.
 *
 * spec: membership-backoffice.md §2.1, §3 (Member, Beneficiary), §9 (member_reference_number).
 */
import {
  bigint,
  boolean,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { currencies, membershipSettings, residencyEnum } from './catalogue';

export const members = pgTable('members', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  public_id: uuid().notNull().unique().defaultRandom(),
  /** Random 6-character base-36 string, upper case. */
  member_reference_number: text().notNull().unique(),
  member_setting: text()
    .notNull()
    .references(() => membershipSettings.public_id),
  residence: residencyEnum().notNull(),
  household_type: text().notNull(),
  registration_type: text().notNull().default('public'),
  title: text().notNull(),
  first_name: text().notNull(),
  sur_name: text().notNull(),
  gender_id: text().notNull(),
  dob: date().notNull(),
  email: text().notNull(),
  /** Country code ('KE') or name. */
  code: text().notNull(),
  tel_number: text().notNull(),
  postal_address: text().notNull(),
  postal_code: text().notNull(),
  town: text().notNull(),
  id_alien_number: text(),
  promo_code: text(),
  amount: numeric({ precision: 14, scale: 2 }).notNull(),
  currency: text()
    .notNull()
    .references(() => currencies.currency_public_id),
  payment_status: boolean().notNull().default(false),
  /** 'Mpesa' or 'Credit Card' once paid online. */
  payment_method: text(),
  registration_date: date().notNull(),
  expiry_date: date(),
  paid_at: timestamp({ withTimezone: true }),
  /** The CRM's ids (membership-backoffice.md §3): record, opportunity, account, contact. */
  salesforce_id: text(),
  salesforce_uuid: text(),
  salesforce_account_uuid: text(),
  salesforce_contact_uuid: text(),
  /** The `Idempotency-Key` of a staff registration: the same key again answers this member. */
  idempotency_key: text().unique(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Set when staff delete the member (soft: restore clears it). */
  deleted_at: timestamp({ withTimezone: true }),
});

export const memberBeneficiaries = pgTable(
  'member_beneficiaries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    member_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id),
    title: text().notNull(),
    first_name: text().notNull(),
    sur_name: text().notNull(),
    gender_id: text().notNull(),
    dob: date().notNull(),
    id_alien_number: text(),
    email: text(),
    postal_address: text(),
    postal_code: text(),
    phone_number: text(),
    /** KES charged for this beneficiary (0 when the membership's price covers them). */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (table) => [index('member_beneficiaries_member').on(table.member_id)],
);
