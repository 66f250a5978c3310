/**
 * The catalogue's tables: currencies with their rate history, conservation and vehicle fees,
 * pricing groups, facilities with their price lists, pack prices (with tiers) and group
 * prices, activities with prices and time frames, and the lookups the screens offer.
 *
 * Public ids are the catalogue's own ids (`cf-nr-a`, `fac-stables`, `KES`), used as primary
 * keys. Money is `numeric` (read back as exact decimal strings, never floats), dates are
 * `date` (read back as `YYYY-MM-DD`). `sort_order` keeps the catalogue's own order.
 *
 * spec: public-site.md §3; staff-booking.md §3.2–3.5, §3.10; membership-backoffice.md §3.
 */
import { residency } from '@hifadhi/shared/catalogue/catalogue';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { facilityTypes } from './facility-types';

export const residencyEnum = pgEnum('residency', residency.enum);
export const guestMarkerEnum = pgEnum('guest_marker', ['A', 'C']);
export const beneficiaryGroupEnum = pgEnum('beneficiary_group', ['citizen', 'other']);

const sortOrder = () => integer().notNull().default(0);
const count = () => integer().notNull().default(0);

/** The conservancy itself: one row (id 1). */
export const conservancy = pgTable(
  'conservancy',
  {
    id: integer().primaryKey().default(1),
    name: text().notNull(),
    time_zone: text().notNull(),
    contact_phone: text().notNull(),
    reservations_email: text().notNull(),
    vat_rate: numeric().notNull(),
    catering_levy_rate: numeric().notNull(),
    /** The conservancy's KRA PIN, printed on its tax receipts. */
    kra_pin: text(),
  },
  (table) => [check('conservancy_single_row', sql`${table.id} = 1`)],
);

export const currencies = pgTable('currencies', {
  currency_public_id: text().primaryKey(),
  currency_name: text().notNull(),
  currency_sign: text().notNull(),
  description: text().notNull(),
  is_default: boolean().notNull().default(false),
  sort_order: sortOrder(),
});

/**
 * Every change of a currency's rates, appended with the instant it took effect; the rates in
 * force at an instant are the latest row at or before it. KES per one unit of the currency.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    currency_public_id: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    buy_amount: numeric().notNull(),
    sell_amount: numeric().notNull(),
    effective_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The `Idempotency-Key` it was added with: a retry adds no second rate. */
    idempotency_key: text().unique(),
  },
  (table) => [
    index('currency_rates_in_force').on(table.currency_public_id, table.effective_at),
    check('currency_rates_positive', sql`${table.buy_amount} > 0 and ${table.sell_amount} > 0`),
  ],
);

export const residencyGroups = pgTable('residency_groups', {
  code: residencyEnum().primaryKey(),
  name: text().notNull(),
  proof: text().notNull(),
  sort_order: sortOrder(),
});

export const destinations = pgTable('destinations', {
  destination_public_id: text().primaryKey(),
  destination_name: text().notNull(),
  sort_order: sortOrder(),
  /** Soft deleted by staff (restorable): offered nowhere and refused in new quotes and
   * bookings; bookings made before keep it. Refused while it has live gates. */
  deleted_at: timestamp({ withTimezone: true }),
  /** The Idempotency-Key of the request that added it from the staff app (a retry answers it). */
  idempotency_key: text().unique(),
});

export const entryModes = pgTable('entry_modes', {
  entry_mode_public_id: text().primaryKey(),
  entry_mode_name: text().notNull(),
  sort_order: sortOrder(),
  /** Soft deleted by staff (restorable): offered in no picker, refused in new bookings. */
  deleted_at: timestamp({ withTimezone: true }),
});

/**
 * A gate: the entry mode it serves and the destination it admits to (walk-ins at its kiosk are
 * priced at that destination's fee schedules; staff-booking.md §2.1, §3.1).
 */
export const gates = pgTable('gates', {
  gate_public_id: text().primaryKey(),
  gate_name: text().notNull(),
  entry_mode_public_id: text()
    .notNull()
    .references(() => entryModes.entry_mode_public_id),
  destination_public_id: text()
    .notNull()
    .references(() => destinations.destination_public_id),
  sort_order: sortOrder(),
  /** Soft deleted by staff (restorable): offered as no entry point and refused in new
   * bookings; bookings made before keep it. */
  deleted_at: timestamp({ withTimezone: true }),
  /** The Idempotency-Key of the request that added it from the staff app (a retry answers it). */
  idempotency_key: text().unique(),
});

/** Conservation fee per guest category (residency × adult/child), per day. */
export const conservationFees = pgTable('conservation_fees', {
  payment_public_id: text().primaryKey(),
  payment_person: text().notNull(),
  residency: residencyEnum().notNull(),
  marker: guestMarkerEnum().notNull(),
  payment_person_currency: text()
    .notNull()
    .references(() => currencies.currency_public_id),
  payment_person_amount: numeric().notNull(),
  residency_proof: boolean().notNull(),
  sort_order: sortOrder(),
});

/** Vehicle fee per vehicle category, per day. */
export const vehicleFees = pgTable('vehicle_fees', {
  vehicle_public_id: text().primaryKey(),
  vehicle_charge_category: text().notNull(),
  vehicle_charge_cost_currency: text()
    .notNull()
    .references(() => currencies.currency_public_id),
  vehicle_charge_category_cost: numeric().notNull(),
  sort_order: sortOrder(),
});

/** Pricing groups, which are also the catering types (pack = priced by pack tiers). */
export const pricingGroups = pgTable('pricing_groups', {
  public_id: text().primaryKey(),
  name: text().notNull(),
  pack: boolean().notNull(),
  sort_order: sortOrder(),
  /** Soft deleted: offered for no new stay; bookings that have it keep it. */
  deleted_at: timestamp({ withTimezone: true }),
});

export const facilities = pgTable('facilities', {
  public_id: text().primaryKey(),
  name: text().notNull(),
  /** Its facility type (facility-types.ts). */
  facility_type: text()
    .notNull()
    .references(() => facilityTypes.public_id),
  accomodation_type: text(),
  description: text().notNull(),
  thumbnail: text().notNull(),
  images: text().array().notNull().default(sql`'{}'::text[]`),
  /** Units available each night. */
  quantity: integer().notNull(),
  /** Guests one unit takes. */
  maximum_guests: integer().notNull(),
  /** Days of notice Fully Catered needs on public routes. */
  lead_time: count(),
  pricing_status: boolean().notNull(),
  group_pricing_status: boolean().notNull(),
  has_extras: boolean().notNull(),
  /** Research-centre room types; null when the catalogue does not say. */
  room_type: boolean(),
  /** Its price includes VAT (pricing-rules.md §Taxes). */
  vat: boolean().notNull().default(false),
  /** Its price includes the catering levy (catered accommodation). */
  catering_levy: boolean().notNull().default(false),
  /** Its own offer: percent off every booking of it while `discount_status` is on. */
  discount: numeric().notNull().default('0'),
  discount_status: boolean().notNull().default(false),
  /** Offered (true) or deactivated by staff; an inactive facility is out of the catalogue. */
  active: boolean().notNull().default(true),
  /** Soft deleted by staff at this instant (restorable); null while not deleted. */
  deleted_at: timestamp({ withTimezone: true }),
  sort_order: sortOrder(),
});

/** A facility's nightly price entry for one residency group. */
export const facilityPrices = pgTable(
  'facility_prices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    facility_public_id: text()
      .notNull()
      .references(() => facilities.public_id, { onDelete: 'cascade' }),
    residency: residencyEnum().notNull(),
    currency_type: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    mandatory_price: numeric().notNull(),
    adult_price: numeric().notNull(),
    child_price: numeric().notNull(),
    sort_order: sortOrder(),
  },
  (table) => [unique().on(table.facility_public_id, table.residency)],
);

/** Pack prices of a facility for one pack catering type (Pelican House). */
export const facilityPackPrices = pgTable(
  'facility_pack_prices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    facility_public_id: text()
      .notNull()
      .references(() => facilities.public_id, { onDelete: 'cascade' }),
    catering_type: text()
      .notNull()
      .references(() => pricingGroups.public_id),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    sort_order: sortOrder(),
  },
  (table) => [unique().on(table.facility_public_id, table.catering_type)],
);

/** One tier of a pack price: the nightly price for lower_limit ≤ adults ≤ upper_limit. */
export const facilityPackPriceTiers = pgTable(
  'facility_pack_price_tiers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pack_price_id: integer()
      .notNull()
      .references(() => facilityPackPrices.id, { onDelete: 'cascade' }),
    lower_limit: integer().notNull(),
    upper_limit: integer().notNull(),
    price: numeric().notNull(),
    sort_order: sortOrder(),
  },
  (table) => [check('pack_tier_limits', sql`${table.lower_limit} <= ${table.upper_limit}`)],
);

/** Group price tiers of a facility (non-pack catering types). */
export const facilityGroupPrices = pgTable(
  'facility_group_prices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    facility_public_id: text()
      .notNull()
      .references(() => facilities.public_id, { onDelete: 'cascade' }),
    currency_type: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    from_number: integer().notNull(),
    to_number: integer().notNull(),
    maximum_number: integer().notNull(),
    mandatory_price: numeric().notNull(),
    extra_price: numeric().notNull(),
    sort_order: sortOrder(),
  },
  (table) => [check('group_price_range', sql`${table.from_number} <= ${table.to_number}`)],
);

export const pickUpLocations = pgTable('pick_up_locations', {
  location_public_id: text().primaryKey(),
  location_name: text().notNull(),
  sort_order: sortOrder(),
  /** Soft deleted by staff (restorable): offered in no picker, refused in new bookings. */
  deleted_at: timestamp({ withTimezone: true }),
});

/** Activities (the spec's inventory). */
export const activities = pgTable('activities', {
  public_id: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  thumbnail: text().notNull(),
  /** Its pictures (stored names; uploads are served at `GET /catalogue-images/{name}`). */
  images: text().array().notNull().default(sql`'{}'::text[]`),
  /** Guest slots per date. */
  maximum_guests: integer().notNull(),
  minimum_guests: count(),
  lead_time: count(),
  pricing_status: boolean().notNull(),
  ranger_marker: boolean().notNull(),
  has_extras: boolean().notNull(),
  pick_up_location: boolean().notNull(),
  /** Its price includes VAT (pricing-rules.md §Taxes). */
  vat: boolean().notNull().default(false),
  /** Its own offer: percent off every booking of it while `discount_status` is on. */
  discount: numeric().notNull().default('0'),
  discount_status: boolean().notNull().default(false),
  /** Offered (true) or deactivated by staff; an inactive activity is out of the catalogue. */
  active: boolean().notNull().default(true),
  /** Soft deleted by staff at this instant (restorable); null while not deleted. */
  deleted_at: timestamp({ withTimezone: true }),
  sort_order: sortOrder(),
});

/** An activity's price entry for one residency group, per participant. */
export const activityPrices = pgTable(
  'activity_prices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    activity_public_id: text()
      .notNull()
      .references(() => activities.public_id, { onDelete: 'cascade' }),
    residency: residencyEnum().notNull(),
    currency_type: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    adult_price: numeric().notNull(),
    child_price: numeric().notNull(),
    sort_order: sortOrder(),
  },
  (table) => [unique().on(table.activity_public_id, table.residency)],
);

/** Preferred times an activity offers ("7:00 PM"). */
export const activityTimeFrames = pgTable(
  'activity_time_frames',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    activity_public_id: text()
      .notNull()
      .references(() => activities.public_id, { onDelete: 'cascade' }),
    time_frame: text().notNull(),
    sort_order: sortOrder(),
  },
  (table) => [unique().on(table.activity_public_id, table.time_frame)],
);

const namedLookup = (name: string) =>
  pgTable(name, {
    public_id: text().primaryKey(),
    name: text().notNull(),
    sort_order: sortOrder(),
  });

export const causes = namedLookup('causes');
export const donationFrequencies = namedLookup('donation_frequencies');
export const anonymityOptions = namedLookup('anonymity_options');
export const donationPaymentMethods = namedLookup('donation_payment_methods');

/** The conservancy's bank accounts for transfers, one per currency (donations by bank). */
export const bankAccounts = pgTable('bank_accounts', {
  public_id: text().primaryKey(),
  currency: text()
    .notNull()
    .references(() => currencies.currency_public_id),
  bank_name: text().notNull(),
  branch: text().notNull(),
  account_name: text().notNull(),
  account_number: text().notNull(),
  swift_code: text().notNull(),
  sort_order: sortOrder(),
});

export const volunteerPrograms = pgTable('volunteer_programs', {
  public_id: text().primaryKey(),
  name: text().notNull(),
  start_date: date().notNull(),
  end_date: date().notNull(),
  currency: text()
    .notNull()
    .references(() => currencies.currency_public_id),
  price: numeric().notNull(),
  max_applicants: integer().notNull(),
  description: text().notNull(),
  sort_order: sortOrder(),
});

/** Membership levels with their price and their discounts (percent). */
export const membershipSettings = pgTable('membership_settings', {
  public_id: text().primaryKey(),
  custom_name: text().notNull(),
  membership_type: text().notNull(),
  residence: residencyEnum().notNull(),
  name: text().notNull(),
  price: numeric().notNull(),
  currency: text()
    .notNull()
    .references(() => currencies.currency_public_id),
  number_of_persons: count(),
  number_of_children: count(),
  entry_discount: numeric().notNull(),
  accommodation_discount: numeric().notNull(),
  activity_discount: numeric().notNull(),
  sort_order: sortOrder(),
});

/** Price of one extra membership beneficiary, KES, by group. */
export const beneficiaryAmounts = pgTable('beneficiary_amounts', {
  beneficiary_group: beneficiaryGroupEnum().primaryKey(),
  amount: numeric().notNull(),
});

/** Partners (tour operators) with their discounts and commission (percent). */
export const partners = pgTable('partners', {
  public_id: text().primaryKey(),
  name: text().notNull(),
  type_public_id: text().notNull(),
  conservation_fee_discount: numeric().notNull(),
  facility_discount: numeric().notNull(),
  facility_commission: numeric().notNull(),
  email: text().notNull(),
  postal_address: text().notNull().default(''),
  postal_code: text().notNull().default(''),
  tel: text().notNull().default(''),
  /** Its customer codes in the conservancy's accounts, for KES and for USD invoices. */
  customer_code: text(),
  customer_code_usd: text(),
  kra_pin_number: text(),
  /** Set while suspended: no booking may be made or quoted for it. */
  suspended_at: timestamp({ withTimezone: true }),
  deleted_at: timestamp({ withTimezone: true }),
  /** The `Idempotency-Key` it was added with: a retry answers this partner again. */
  idempotency_key: text().unique(),
  sort_order: sortOrder(),
});

export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text().primaryKey(),
    percentage_off: numeric().notNull(),
    start_date: date().notNull(),
    end_date: date().notNull(),
    max_uses: integer().notNull(),
    /** Inactive or deleted codes are refused by quotes and bookings. */
    active: boolean().notNull().default(true),
    deleted_at: timestamp({ withTimezone: true }),
    promo_type_public_id: text(),
    sort_order: sortOrder(),
    /** The `Idempotency-Key` it was made with: a retry answers this code again. */
    idempotency_key: text().unique(),
  },
  (table) => [check('promo_code_period', sql`${table.start_date} <= ${table.end_date}`)],
);

export const schools = pgTable('schools', {
  school_public_id: text().primaryKey(),
  school_name: text().notNull(),
  sort_order: sortOrder(),
  /** Soft deleted by staff (restorable): offered in no picker, refused in new quotes. */
  deleted_at: timestamp({ withTimezone: true }),
});

export const groupBookingTypes = pgTable('group_booking_types', {
  booking_type_public_id: text().primaryKey(),
  booking_type_name: text().notNull(),
  sort_order: sortOrder(),
});

/** Seeds applied to this database, so each runs once (`demo-catalogue`). */
export const seedRuns = pgTable('seed_runs', {
  name: text().primaryKey(),
  applied_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The catalogue's version: one row (id 1) whose `version` goes up, by statement triggers
 * (migration 0003), with every write to a catalogue table. The API caches the pricing
 * catalogue in memory and reloads it when this number has moved. Booking state is never
 * cached.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
    changed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.id} = 1`)],
);
