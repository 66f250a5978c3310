/**
 * Catalogue administration's tables: a facility's closures (unavailability), surge schedules
 * and price changes by effective date, and the change log of every catalogue write staff make.
 * The three schedule tables are catalogue: each write moves `catalogue_version` (triggers in
 * their migration), so quotes and kiosks' replicas see it at once. Dates are `date`
 * (Africa/Nairobi), both ends included; percentages and prices are exact `numeric`.
 *
 * spec: api-contract.md §Catalogue administration; membership-backoffice.md §2.5 (change logs).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { facilities } from './catalogue';
import { removedBy } from './catalogue-schedules';

const facilityRef = () =>
  text()
    .notNull()
    .references(() => facilities.public_id, { onDelete: 'cascade' });

/** Nights start_date to end_date (both included) on which no unit of the facility is offered. */
export const facilityUnavailability = pgTable(
  'facility_unavailability',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    facility_public_id: facilityRef(),
    start_date: date().notNull(),
    end_date: date().notNull(),
    reason: text().notNull(),
    /** The staff user's public id who made it. */
    created_by: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    /** The `Idempotency-Key` it was made with: a retry answers this row again. */
    idempotency_key: text().unique(),
    ...removedBy(),
  },
  (table) => [
    index('facility_unavailability_facility').on(table.facility_public_id, table.start_date),
    check('facility_unavailability_dates', sql`${table.start_date} <= ${table.end_date}`),
  ],
);

/** Nights start_date to end_date (both included) costing `percentage` % more. */
export const facilitySurges = pgTable(
  'facility_surges',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    facility_public_id: facilityRef(),
    start_date: date().notNull(),
    end_date: date().notNull(),
    percentage: numeric().notNull(),
    created_by: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    idempotency_key: text().unique(),
    ...removedBy(),
  },
  (table) => [
    index('facility_surges_facility').on(table.facility_public_id, table.start_date),
    check('facility_surges_dates', sql`${table.start_date} <= ${table.end_date}`),
    check('facility_surges_percentage', sql`${table.percentage} > 0`),
  ],
);

/**
 * A facility's price list from `effective_from` on (the `price` entries of the catalogue's
 * facility, as JSON with decimal strings); one per facility and date, a later post for the
 * same date replaces it. The facility's own `facility_prices` are in force before the first.
 */
export const facilityPriceChanges = pgTable(
  'facility_price_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    facility_public_id: facilityRef(),
    effective_from: date().notNull(),
    price: jsonb().notNull(),
    created_by: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [unique().on(table.facility_public_id, table.effective_from)],
);
