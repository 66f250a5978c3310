/**
 * The conservancy's departments and staff directory (people who work there, whether or not
 * they sign in; `user_public_id` links a staff member to their account when they have one).
 * Both are active or inactive and soft deleted.
 *
 * spec: membership-backoffice.md §2.5 (Staff: add-staff, edit-staff, all-staff), §3
 * (departments, staff), §4 (Staff: active or inactive), §7 (Staff service).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const departments = pgTable(
  'departments',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    name: text().notNull(),
    description: text(),
    is_active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('departments_name').on(sql`lower(${table.name})`)],
);

export const staffMembers = pgTable(
  'staff_members',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    /** The conservancy's personnel number, unique. */
    staff_number: text().notNull(),
    full_name: text().notNull(),
    email: text(),
    phone: text(),
    job_title: text(),
    department_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => departments.id),
    /** The user account of this person, when they sign in. */
    user_public_id: text(),
    is_active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_members_number').on(sql`upper(${table.staff_number})`),
    index('staff_members_department').on(table.department_id),
  ],
);
