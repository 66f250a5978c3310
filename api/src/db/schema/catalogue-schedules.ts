/**
 * More catalogue schedules staff write: a facility's maintenance (some of its units down for a
 * date range, e.g. "2 of 16 bandas down 1–5 Dec") and an activity's closures (unavailability)
 * and surges, like a facility's (catalogue-admin.ts). Each write moves `catalogue_version`
 * (triggers in their migration), so quotes, availability and kiosks' replicas see it at once.
 * Dates are `date` (Africa/Nairobi), both ends included; percentages are exact `numeric`.
 *
 * spec: membership-backoffice.md §3 (Facility: maintenance; Activity: schedules), §7
 * (maintenance down, inventory unavailability); api-contract.md §Catalogue administration.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { activities, facilities } from './catalogue';

const facilityRef = () =>
  text()
    .notNull()
    .references(() => facilities.public_id, { onDelete: 'cascade' });

const activityRef = () =>
  text()
    .notNull()
    .references(() => activities.public_id, { onDelete: 'cascade' });

/** Who made a schedule, when, and the `Idempotency-Key` a retry answers the same row for. */
export const madeBy = () => ({
  created_by: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull(),
  idempotency_key: text().unique(),
});

/**
 * When and by whom (staff public id) a schedule was removed: null while it is in force. A
 * removed schedule closes, raises or sets aside nothing until it is restored.
 */
export const removedBy = () => ({
  deleted_at: timestamp({ withTimezone: true }),
  deleted_by: text(),
});

/** `units` of the facility down (not on offer) on the nights start_date to end_date. */
export const facilityMaintenance = pgTable(
  'facility_maintenance',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    facility_public_id: facilityRef(),
    start_date: date().notNull(),
    end_date: date().notNull(),
    units: integer().notNull(),
    reason: text().notNull(),
    ...madeBy(),
    ...removedBy(),
  },
  (table) => [
    index('facility_maintenance_facility').on(table.facility_public_id, table.start_date),
    check('facility_maintenance_dates', sql`${table.start_date} <= ${table.end_date}`),
    check('facility_maintenance_units', sql`${table.units} > 0`),
  ],
);

/** Dates start_date to end_date on which the activity takes no guests. */
export const activityUnavailability = pgTable(
  'activity_unavailability',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    activity_public_id: activityRef(),
    start_date: date().notNull(),
    end_date: date().notNull(),
    reason: text().notNull(),
    ...madeBy(),
    ...removedBy(),
  },
  (table) => [
    index('activity_unavailability_activity').on(table.activity_public_id, table.start_date),
    check('activity_unavailability_dates', sql`${table.start_date} <= ${table.end_date}`),
  ],
);

/** Dates start_date to end_date on which the activity costs `percentage` % more. */
export const activitySurges = pgTable(
  'activity_surges',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    activity_public_id: activityRef(),
    start_date: date().notNull(),
    end_date: date().notNull(),
    percentage: numeric().notNull(),
    ...madeBy(),
    ...removedBy(),
  },
  (table) => [
    index('activity_surges_activity').on(table.activity_public_id, table.start_date),
    check('activity_surges_dates', sql`${table.start_date} <= ${table.end_date}`),
    check('activity_surges_percentage', sql`${table.percentage} > 0`),
  ],
);
