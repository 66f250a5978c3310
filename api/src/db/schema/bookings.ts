/**
 * The bookings' tables: the booking with its contact details and money, its guest, vehicle,
 * facility and activity lines, proof of residency, donations, and `booking_events`, the
 * booking's append-only history (a trigger in migration 0001 refuses UPDATE, DELETE and
 * TRUNCATE on it).
 *
 * Money is `numeric(14,2)` in the booking's currency (read back as decimal strings). Check-in,
 * check-out and line dates are `date` (`YYYY-MM-DD`, Africa/Nairobi); instants are
 * `timestamptz`.
 *
 * spec: public-site.md §3 (Booking form, Booking read back); staff-booking.md §3.1, §3.6–3.12;
 * api-contract.md §Bookings; pricing-rules.md §Money and rounding (rates at the time).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  activities,
  causes,
  conservationFees,
  currencies,
  destinations,
  entryModes,
  facilities,
  gates,
  groupBookingTypes,
  partners,
  pickUpLocations,
  pricingGroups,
  promoCodes,
  residencyEnum,
  vehicleFees,
} from './catalogue';
import { lineDiscountColumns } from './line-discounts';

export const bookingTypeEnum = pgEnum('booking_type', ['individual', 'group']);
export const bookingSourceEnum = pgEnum('booking_source', ['public', 'staff', 'gate']);
export const bookingStatusEnum = pgEnum('booking_status', [
  'held',
  'confirmed',
  'expired',
  'cancelled',
  'checked_in',
  'checked_out',
  'deleted',
]);
export const bookingPaymentStatusEnum = pgEnum('booking_payment_status', [
  'Unpaid',
  'Partially Paid',
  'Paid',
  'FOC',
]);

const money = () => numeric({ precision: 14, scale: 2 });

/**
 * What the staff lists search in (reference, names, e-mail, phone, space-separated), the
 * expression of the trigram index `bookings_search`; queries must use exactly this.
 */
export function bookingSearchText(table: {
  booking_ref_code: AnyPgColumn;
  first_name: AnyPgColumn;
  last_name: AnyPgColumn;
  email: AnyPgColumn;
  phone: AnyPgColumn;
}) {
  return sql`(${table.booking_ref_code} || ' ' || ${table.first_name} || ' ' || ${table.last_name} || ' ' || ${table.email} || ' ' || ${table.phone})`;
}

const count = () => integer().notNull().default(0);
const bookingId = () =>
  bigint({ mode: 'number' })
    .notNull()
    .references(() => bookings.id);

export const bookings = pgTable(
  'bookings',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    booking_public_id: uuid().notNull().unique().defaultRandom(),
    booking_ref_code: text().notNull().unique(),
    booking_type: bookingTypeEnum().notNull().default('individual'),
    group_booking_type_public_id: text().references(() => groupBookingTypes.booking_type_public_id),
    source: bookingSourceEnum().notNull(),
    booking_status: bookingStatusEnum().notNull().default('held'),
    booking_payment_status: bookingPaymentStatusEnum().notNull().default('Unpaid'),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    check_in: date().notNull(),
    check_out: date().notNull(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text(),
    /** Country calling code chosen on the form ("254"). */
    code: text(),
    /** ISO 3166 alpha-2 code of the visitor's country. */
    country: text().notNull(),
    city: text().notNull(),
    additional_note: text(),
    newsletter: boolean().notNull().default(false),
    entry_mode_public_id: text().references(() => entryModes.entry_mode_public_id),
    /** The gate the visitor enters by. */
    entry_point: text().references(() => gates.gate_public_id),
    /** Vehicle registration number. */
    mode_registration: text(),
    terms: boolean().notNull().default(false),
    disclaimer: boolean().notNull().default(false),
    destination_public_id: text().references(() => destinations.destination_public_id),
    promo_code: text().references(() => promoCodes.code),
    member_public_id: text(),
    partner_public_id: text().references(() => partners.public_id),
    /** KES per one unit of the booking currency in force when the booking was created. */
    currency_buying_rate_at_time: numeric().notNull(),
    currency_selling_rate_at_time: numeric().notNull(),
    /** Grand total (conservation + vehicles + accommodation + activities), whole units. */
    total_cost: money().notNull(),
    /** Grand total plus donations. */
    amount_due: money().notNull(),
    /** Amount due minus payments received. */
    booking_payment_balance: money().notNull(),
    /** When a held booking expires unless paid; null once confirmed. */
    hold_expires_at: timestamp({ withTimezone: true }),
    /**
     * The address a public booking was made from (`auth/client-address.ts`), for the cap on
     * one client's unpaid holds; null for staff and gate bookings.
     */
    client_address: text(),
    /** The status a soft-deleted booking had, which reinstating restores; null otherwise. */
    status_before_delete: bookingStatusEnum(),
    /** The date (Africa/Nairobi) staff deferred the balance's payment to; null when not deferred. */
    payment_deferred_until: date(),
    /**
     * Guests of all its conservation fee lines, kept by a trigger on `booking_guests`
     * (migration 0012) for the staff lists' guest-count filter; never written by the API.
     */
    guest_total: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('booking_dates', sql`${table.check_out} >= ${table.check_in}`),
    index('bookings_status_hold').on(table.booking_status, table.hold_expires_at),
    index('bookings_check_in').on(table.check_in),
    // The staff lists: newest first, by status or partner, and overstays by check-out date.
    index('bookings_created').on(table.created_at, table.id),
    index('bookings_status_created').on(table.booking_status, table.created_at, table.id),
    index('bookings_partner_created').on(table.partner_public_id, table.created_at, table.id),
    index('bookings_status_check_out').on(table.booking_status, table.check_out),
    // Inspection and today's check-ins: confirmed stays that began by today are few.
    index('bookings_status_check_in').on(table.booking_status, table.check_in),
    // The staff lists' date range: stays overlapping `from` … `to`, both ends included.
    index('bookings_stay').using(
      'gist',
      sql`daterange(${table.check_in}, ${table.check_out}, '[]')`,
    ),
    // The staff lists' search: part of the reference, a name, the e-mail or the phone.
    index('bookings_search').using('gin', sql`${bookingSearchText(table)} gin_trgm_ops`),
    index('bookings_promo_code').on(table.promo_code).where(sql`${table.promo_code} is not null`),
  ],
);

/** One conservation fee line: guests of one guest category. */
export const bookingGuests = pgTable(
  'booking_guests',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    booking_id: bookingId(),
    payment_public_id: text()
      .notNull()
      .references(() => conservationFees.payment_public_id),
    payment_guests: count(),
    amount: money().notNull(),
    ...lineDiscountColumns(),
  },
  (table) => [index('booking_guests_booking').on(table.booking_id)],
);

/** One vehicle fee line: vehicles of one category. */
export const bookingVehicles = pgTable(
  'booking_vehicles',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    booking_id: bookingId(),
    vehicle_public_id: text()
      .notNull()
      .references(() => vehicleFees.vehicle_public_id),
    vehicles: count(),
    amount: money().notNull(),
    ...lineDiscountColumns(),
  },
  (table) => [index('booking_vehicles_booking').on(table.booking_id)],
);

/** One facility line: units of a facility held for every night from start to end date. */
export const bookingFacilities = pgTable(
  'booking_facilities',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    facility_booking_public_id: uuid().notNull().unique().defaultRandom(),
    booking_id: bookingId(),
    facility_public_id: text()
      .notNull()
      .references(() => facilities.public_id),
    start_date: date().notNull(),
    end_date: date().notNull(),
    /** Units of the facility's nightly quantity this line takes. */
    units_held: integer().notNull(),
    /**
     * Until when this line holds its units: its booking's hold_expires_at while held and
     * unpaid, 'infinity' once paid or confirmed or checked in, null when it holds nothing
     * (expired, cancelled, checked out). Kept by triggers from the booking (migration 0003);
     * never written by the API.
     */
    holds_until: timestamp({ withTimezone: true, mode: 'string' }),
    number_of_rooms: count(),
    residency: residencyEnum(),
    catering_type: text().references(() => pricingGroups.public_id),
    adults: count(),
    children: count(),
    extra_pax_adults: count(),
    extra_pax_children: count(),
    amount: money().notNull(),
    ...lineDiscountColumns(),
  },
  (table) => [
    index('booking_facilities_booking').on(table.booking_id),
    // The staff lists' accommodation filter: the bookings of one facility.
    index('booking_facilities_facility_booking').on(table.facility_public_id, table.booking_id),
    check('booking_facility_dates', sql`${table.end_date} >= ${table.start_date}`),
    index('booking_facilities_nights').on(
      table.facility_public_id,
      table.start_date,
      table.end_date,
    ),
    // The nights a line holds, [start_date, end_date), or its start date alone for day use,
    // of the lines that hold or may hold units: availability finds those overlapping a stay
    // with `&&` on this range, among a few thousand rather than every line ever booked.
    index('booking_facilities_held_nights')
      .using(
        'gist',
        sql`daterange(${table.start_date}, greatest(${table.end_date}, ${table.start_date} + 1))`,
      )
      .where(sql`${table.holds_until} is not null`),
  ],
);

/** One activity line: participants of an activity on a date. */
export const bookingActivities = pgTable(
  'booking_activities',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inventory_booking_public_id: uuid().notNull().unique().defaultRandom(),
    booking_id: bookingId(),
    activity_public_id: text()
      .notNull()
      .references(() => activities.public_id),
    date: date().notNull(),
    adults: count(),
    children: count(),
    extra_pax_adults: count(),
    extra_pax_children: count(),
    rangers: count(),
    residency_adults: residencyEnum(),
    residency_children: residencyEnum(),
    residency_extra_adults: residencyEnum(),
    residency_extra_children: residencyEnum(),
    time_frame: text(),
    pick_up_location: text().references(() => pickUpLocations.location_public_id),
    /** Slots of the activity's maximum_guests this line takes on its date. */
    participants: integer().notNull(),
    /** Until when this line holds its slots; kept by triggers, as booking_facilities'. */
    holds_until: timestamp({ withTimezone: true, mode: 'string' }),
    /** Exact price of one adult and one child (at their residencies), booking currency. */
    cost_per_adult: numeric().notNull().default('0'),
    cost_per_child: numeric().notNull().default('0'),
    amount: money().notNull(),
    ...lineDiscountColumns(),
  },
  (table) => [
    index('booking_activities_booking').on(table.booking_id),
    // The staff lists' activity filter: the bookings of one activity.
    index('booking_activities_activity_booking').on(table.activity_public_id, table.booking_id),
    index('booking_activities_date').on(table.activity_public_id, table.date),
    index('booking_activities_held')
      .on(table.activity_public_id, table.date)
      .where(sql`${table.holds_until} is not null`),
  ],
);

/** Proof of residency given for a guest of a category that needs it. */
export const bookingResidencyProofs = pgTable(
  'booking_residency_proofs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    residency_proof_public_id: uuid().notNull().unique().defaultRandom(),
    booking_id: bookingId(),
    payment_public_id: text()
      .notNull()
      .references(() => conservationFees.payment_public_id),
    /** The kind of document shown (national ID, passport, alien ID, …). */
    proof_point: text().notNull(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    document_id: text().notNull(),
  },
  (table) => [index('booking_residency_proofs_booking').on(table.booking_id)],
);

/** A donation made with a booking, in its own currency. */
export const bookingDonations = pgTable(
  'booking_donations',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    booking_id: bookingId(),
    cause_public_id: text().references(() => causes.public_id),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    amount: money().notNull(),
    /** The donation converted to the booking currency and rounded up, as in amount_due. */
    booking_amount: money().notNull(),
  },
  (table) => [index('booking_donations_booking').on(table.booking_id)],
);

/**
 * The booking's history, append-only: each row is one thing that happened (`type`, e.g.
 * `created`, `payment_received`), its details (`payload`) and who did it (`actor`: a staff
 * user's public id, `public`, a device, `system`).
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    booking_id: bookingId(),
    type: text().notNull(),
    payload: jsonb().notNull().default({}),
    actor: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_events_booking').on(table.booking_id, table.id)],
);
