/**
 * Contacts of a facility or an activity (the spec's facility and activity contacts): who to
 * call about it, active or not, soft deleted and restorable. Not part of the pricing
 * catalogue, so writes here do not move `catalogue_version`.
 *
 * spec: membership-backoffice.md §3 (Facility, Activity: contacts), §4 (Contacts: active or
 * inactive), §7 (facility contact, activity contacts).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { activities, facilities } from './catalogue';

export const catalogueContacts = pgTable(
  'catalogue_contacts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    /** The facility it belongs to, or null for an activity's contact. */
    facility_public_id: text().references(() => facilities.public_id, { onDelete: 'cascade' }),
    /** The activity it belongs to, or null for a facility's contact. */
    activity_public_id: text().references(() => activities.public_id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** What the contact does there ('Lodge manager'). */
    role: text(),
    phone: text(),
    email: text(),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull(),
    deleted_at: timestamp({ withTimezone: true }),
    /** The `Idempotency-Key` it was added with: a retry answers this contact again. */
    idempotency_key: text().unique(),
  },
  (table) => [
    index('catalogue_contacts_facility').on(table.facility_public_id),
    index('catalogue_contacts_activity').on(table.activity_public_id),
    check(
      'catalogue_contacts_one_owner',
      sql`(${table.facility_public_id} is null) <> (${table.activity_public_id} is null)`,
    ),
  ],
);
