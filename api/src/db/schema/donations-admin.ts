/**
 * What the back office keeps beside the catalogue's causes and the donations:
 * - `cause_settings`: a cause's public flag (public causes show on the Support Us form) and its
 *   soft delete; a cause without a row is public;
 * - `donation_cancellations`: a cancelled donation, who cancelled it (`cancelled_by`), why and
 *   when; one per donation, never removed;
 * - `staff_donations`: which staff user recorded a donation (add-donation), and the
 *   `Idempotency-Key` a retry answers again.
 *
 * spec: membership-backoffice.md §2.5 (Donors and donations), §3 (Donation: cause with a public
 * flag, cancelled_by on cancel), §7 (Donations).
 */
import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { causes } from './catalogue';
import { donations } from './donations';

export const causeSettings = pgTable('cause_settings', {
  cause_public_id: text()
    .primaryKey()
    .references(() => causes.public_id, { onDelete: 'cascade' }),
  is_public: boolean().notNull().default(true),
  deleted_at: timestamp({ withTimezone: true }),
});

export const donationCancellations = pgTable('donation_cancellations', {
  donation_id: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => donations.id),
  /** The staff user's public id. */
  cancelled_by: text().notNull(),
  cancelled_by_email: text().notNull(),
  reason: text().notNull(),
  cancelled_at: timestamp({ withTimezone: true }).notNull(),
});

export const staffDonations = pgTable('staff_donations', {
  donation_id: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => donations.id),
  created_by: text().notNull(),
  idempotency_key: text().unique(),
});
