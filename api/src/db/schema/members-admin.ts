/**
 * The members back office's own tables: corporate members (§2.3, soft deleted) and the notices
 * sent to members (renewal reminders before expiry, payment reminders of unpaid memberships),
 * each kind at most once per member and period.
 *
 * spec: membership-backoffice.md §2.3, §3 (Corporate member), §7 (Members: remind payment).
 */
import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './members';

export const corporateMembers = pgTable('corporate_members', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  public_id: uuid().notNull().unique().defaultRandom(),
  /** The spec's Member ID, shown on the form (e.g. CORP-0001). */
  member_id: text().notNull().unique(),
  company_name: text().notNull(),
  contact_person_name: text().notNull(),
  contact_person_phone_number: text().notNull(),
  phone_number: text().notNull(),
  email: text().notNull(),
  email1: text(),
  email2: text(),
  postal_address: text().notNull(),
  postal_code: text().notNull(),
  town: text().notNull(),
  country: text().notNull(),
  expiry_date: date(),
  payment_status: boolean().notNull().default(false),
  payment_method: text(),
  /** Amount paid, KES. */
  amount: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
  vehicles: integer().notNull().default(0),
  passengers: integer().notNull().default(0),
  visits: integer().notNull().default(0),
  salesforce_id: text(),
  salesforce_uuid: text(),
  salesforce_account_uuid: text(),
  salesforce_contact_uuid: text(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp({ withTimezone: true }),
});

/** A notice e-mailed to a member: `renewal` (period: the expiry date) or `payment_reminder` (period: YYYY-MM). */
export const memberNotices = pgTable(
  'member_notices',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    member_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text().notNull(),
    period: text().notNull(),
    email: text().notNull(),
    sent_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [unique('member_notices_once').on(table.member_id, table.kind, table.period)],
);
