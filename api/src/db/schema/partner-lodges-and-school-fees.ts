/**
 * External accommodation ("Escapes") and school pricing in the catalogue, and the booking lines
 * that hold partner lodges' rooms:
 * - `partner_lodges`: partners' lodges outside the conservancy the desk sells, with their
 *   rooms per night, commission and analysis code, and their pricing parameters and
 *   supplements (staff-booking.md §2.4, §3.9);
 * - `school_conservation_fees`: what a school booking to a destination pays per guest category
 *   per conservation day, for check-ins between two dates (get_newly_scheduled_school_pricing);
 *   an administrator schedules next year's rates as new rows;
 * - `booking_external_facilities`: one external accommodation line of a booking, holding
 *   `rooms` of its lodge on each night from start to end date until `holds_until` (kept from
 *   the booking by the same triggers as booking_facilities', migration 0003 and this one);
 * - `booking_camping_arrivals`: the arrivals of a camping multi-arrivals line, kept beside the
 *   facility line that holds the site on their nights (staff-booking.md §2.3, §3.8).
 * The catalogue tables move `catalogue_version` on every write (triggers in the migration), so
 * cached catalogues reload. Money is exact `numeric`; dates are `date` (Africa/Nairobi).
 *
 * spec: staff-booking.md §2.3, §2.4, §3.9, §4, §7, §9; pricing-rules.md §Lines, §Taxes.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingFacilities, bookings } from './bookings';
import { conservationFees, currencies, destinations } from './catalogue';
import { lineDiscountColumns } from './line-discounts';

const sortOrder = () => integer().notNull().default(0);

/** A partner's lodge outside the conservancy (an "Escape"). */
export const partnerLodges = pgTable(
  'partner_lodges',
  {
    public_id: text().primaryKey(),
    name: text().notNull(),
    partner_name: text().notNull(),
    description: text().notNull(),
    code: text().notNull(),
    analysis_code: text().notNull(),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    /** Rooms the partner offers the conservancy each night. */
    quantity: integer().notNull(),
    /** The conservancy's commission, percent of what the guest pays. */
    percentage_commission: numeric().notNull(),
    pricing_status: boolean().notNull(),
    /** Its price includes VAT (pricing-rules.md §Taxes). */
    vat: boolean().notNull().default(false),
    /** Its price includes the catering levy (full board). */
    catering_levy: boolean().notNull().default(false),
    sort_order: sortOrder(),
    /** Soft deleted: left out of the catalogue, so no quote names it; restorable. */
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('partner_lodge_quantity', sql`${table.quantity} >= 0`),
    check(
      'partner_lodge_commission',
      sql`${table.percentage_commission} >= 0 and ${table.percentage_commission} <= 100`,
    ),
  ],
);

/** A pricing parameter of a partner lodge: price × value, per night or per stay. */
export const partnerLodgeParameters = pgTable(
  'partner_lodge_parameters',
  {
    parameter_public_id: text().primaryKey(),
    lodge_public_id: text()
      .notNull()
      .references(() => partnerLodges.public_id, { onDelete: 'cascade' }),
    facility_parameter_name: text().notNull(),
    parameter_default_value: integer().notNull().default(0),
    facility_pricing_point: text().notNull(),
    price: numeric().notNull(),
    non_priced_parameter: boolean().notNull().default(false),
    sort_order: sortOrder(),
  },
  (table) => [
    index('partner_lodge_parameters_lodge').on(table.lodge_public_id),
    check(
      'partner_lodge_parameter_point',
      sql`${table.facility_pricing_point} in ('per_night', 'per_stay')`,
    ),
  ],
);

/** A supplement of a partner lodge; `is_include` is the desk switch's starting position. */
export const partnerLodgeSupplements = pgTable(
  'partner_lodge_supplements',
  {
    supplement_public_id: text().primaryKey(),
    lodge_public_id: text()
      .notNull()
      .references(() => partnerLodges.public_id, { onDelete: 'cascade' }),
    name: text().notNull(),
    supplement_price: numeric().notNull(),
    facility_pricing_point: text().notNull(),
    is_include: boolean().notNull().default(false),
    sort_order: sortOrder(),
  },
  (table) => [
    index('partner_lodge_supplements_lodge').on(table.lodge_public_id),
    check(
      'partner_lodge_supplement_point',
      sql`${table.facility_pricing_point} in ('per_night', 'per_stay')`,
    ),
  ],
);

/** A school conservation fee rate of a destination and guest category, between two dates. */
export const schoolConservationFees = pgTable(
  'school_conservation_fees',
  {
    public_id: text().primaryKey(),
    destination_public_id: text()
      .notNull()
      .references(() => destinations.destination_public_id),
    payment_public_id: text()
      .notNull()
      .references(() => conservationFees.payment_public_id),
    /** The quote line's description ("Citizen Student (school)"). */
    name: text().notNull(),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    amount: numeric().notNull(),
    start_date: date().notNull(),
    end_date: date().notNull(),
    sort_order: sortOrder(),
    /** Soft deleted: left out of the catalogue, so the ordinary fee applies; restorable. */
    deleted_at: timestamp({ withTimezone: true }),
    /** The Idempotency-Key of the add that made it: a retry answers this rate. */
    idempotency_key: text().unique(),
  },
  (table) => [
    index('school_conservation_fees_in_force').on(
      table.destination_public_id,
      table.payment_public_id,
      table.start_date,
    ),
    check('school_conservation_fee_dates', sql`${table.start_date} <= ${table.end_date}`),
    check('school_conservation_fee_amount', sql`${table.amount} >= 0`),
  ],
);

/** One external accommodation line: rooms of a partner lodge held from start to end date. */
export const bookingExternalFacilities = pgTable(
  'booking_external_facilities',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    facility_booking_public_id: uuid().notNull().unique().defaultRandom(),
    booking_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    lodge_public_id: text()
      .notNull()
      .references(() => partnerLodges.public_id),
    start_date: date().notNull(),
    end_date: date().notNull(),
    /** Rooms of the lodge's nightly quantity this line takes. */
    rooms: integer().notNull(),
    /** Until when this line holds its rooms; kept by triggers, as booking_facilities'. */
    holds_until: timestamp({ withTimezone: true, mode: 'string' }),
    /** Each pricing parameter's value: [{ parameter_public_id, value }]. */
    parameters: jsonb().notNull(),
    /** Each supplement's switch: [{ supplement_public_id, is_include }]. */
    supplements: jsonb().notNull(),
    discount: numeric(),
    commission_percentage: numeric().notNull(),
    /** The conservancy's commission on `amount`, to the cent, booking currency. */
    commission_amount: numeric({ precision: 14, scale: 2 }).notNull(),
    analysis_code: text().notNull(),
    /** Whole units of the booking currency. */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    ...lineDiscountColumns(),
  },
  (table) => [
    index('booking_external_facilities_booking').on(table.booking_id),
    check('booking_external_facility_dates', sql`${table.end_date} >= ${table.start_date}`),
    index('booking_external_facilities_held_nights')
      .using(
        'gist',
        sql`daterange(${table.start_date}, greatest(${table.end_date}, ${table.start_date} + 1))`,
      )
      .where(sql`${table.holds_until} is not null`),
  ],
);

/** One arrival of a camping multi-arrivals line, on the facility line holding the site. */
export const bookingCampingArrivals = pgTable(
  'booking_camping_arrivals',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    booking_facility_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => bookingFacilities.id, { onDelete: 'cascade' }),
    start_date: date().notNull(),
    end_date: date().notNull(),
    adults: integer().notNull().default(0),
    children: integer().notNull().default(0),
    /** The arrival's own discount, percent; null when none. */
    discount: numeric(),
    expected_to_pay: boolean().notNull(),
  },
  (table) => [
    index('booking_camping_arrivals_line').on(table.booking_facility_id),
    check('booking_camping_arrival_dates', sql`${table.end_date} >= ${table.start_date}`),
  ],
);
