/**
 * The conservancy's catalogue: everything a quote is priced from (conservation fees, vehicle
 * fees, facilities with price lists, pack and group prices, activities, currencies with rates)
 * and the lookups the screens offer. Amounts are exact decimal strings in the currency given
 * beside them; dates are `YYYY-MM-DD` (already resolved from relative "+30d" forms).
 *
 * The API stores the catalogue in Postgres and serves it in this shape; the pricing engine,
 * the public site and the kiosk replica all consume this one type.
 *
 * spec: public-site.md §3; staff-booking.md §3.2–3.5, §3.10; membership-backoffice.md §3.
 */
import { z } from 'zod';
import { facilityPricingRules } from './facility-types';

/** An exact decimal amount written as a string, e.g. "1500" or "128.00". */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'Must be a decimal number');

/** A facility type's pricing rule (facility-types.ts). */
export const facilityPricingRuleSchema = z.enum(facilityPricingRules);

export const currencyCode = z.enum(['KES', 'USD']);
export type CurrencyCode = z.infer<typeof currencyCode>;

export const residency = z.enum(['citizen', 'resident', 'non_resident']);
export type Residency = z.infer<typeof residency>;

export const currencySchema = z.object({
  currency_public_id: currencyCode,
  currency_name: z.string(),
  currency_sign: z.string(),
  description: z.string(),
  /** KES per one unit when the conservancy buys this currency (KES → foreign divides by it). */
  buy_amount: decimalString,
  /** KES per one unit when the conservancy sells this currency (foreign → KES multiplies by it). */
  sell_amount: decimalString,
  default: z.boolean().optional(),
});
export type Currency = z.infer<typeof currencySchema>;

export const conservationFeeSchema = z.object({
  payment_public_id: z.string(),
  payment_person: z.string(),
  residency,
  /** A = adult, C = child. */
  marker: z.enum(['A', 'C']),
  payment_person_currency: currencyCode,
  payment_person_amount: decimalString,
  residency_proof: z.boolean(),
});
export type ConservationFee = z.infer<typeof conservationFeeSchema>;

export const vehicleFeeSchema = z.object({
  vehicle_public_id: z.string(),
  vehicle_charge_category: z.string(),
  vehicle_charge_cost_currency: currencyCode,
  vehicle_charge_category_cost: decimalString,
});
export type VehicleFee = z.infer<typeof vehicleFeeSchema>;

export const pricingGroupSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  /** True for the catering types priced by pack tiers (Self Catering, Chef Service). */
  pack: z.boolean(),
});
export type PricingGroup = z.infer<typeof pricingGroupSchema>;

export const facilityPriceSchema = z.object({
  residency,
  currency_type: currencyCode,
  mandatory_price: decimalString,
  adult_price: decimalString,
  child_price: decimalString,
});
export type FacilityPrice = z.infer<typeof facilityPriceSchema>;

export const packTierSchema = z.object({
  lower_limit: z.number().int().nonnegative(),
  upper_limit: z.number().int().nonnegative(),
  price: decimalString,
});

export const packPriceSchema = z.object({
  catering_type: z.string(),
  currency: currencyCode,
  tiers: z.array(packTierSchema),
});
export type PackPrice = z.infer<typeof packPriceSchema>;

export const groupPriceSchema = z.object({
  currency_type: currencyCode,
  from_number: z.number().int().nonnegative(),
  to_number: z.number().int().nonnegative(),
  maximum_number: z.number().int().nonnegative(),
  mandatory_price: decimalString,
  extra_price: decimalString,
});
export type GroupPrice = z.infer<typeof groupPriceSchema>;

/** A price list taking effect on `effective_from` (the night of that date and every later one). */
export const facilityPriceChangeSchema = z.object({
  effective_from: z.string(),
  price: z.array(facilityPriceSchema),
});
export type FacilityPriceChange = z.infer<typeof facilityPriceChangeSchema>;

/** Nights `start_date` to `end_date`, both included, on which no unit is on offer. */
export const facilityUnavailabilitySchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
});
export type FacilityUnavailability = z.infer<typeof facilityUnavailabilitySchema>;

/** Nights `start_date` to `end_date`, both included, costing `percentage` % more. */
export const facilitySurgeSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  percentage: decimalString,
});
export type FacilitySurge = z.infer<typeof facilitySurgeSchema>;

/** Maintenance: `units` of a facility down (not on offer) on the nights `start_date` to
 * `end_date`, both included ("2 of 16 bandas down 1–5 Dec"). */
export const facilityMaintenanceSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  units: z.number().int().positive(),
});
export type FacilityMaintenance = z.infer<typeof facilityMaintenanceSchema>;

/** Allocation: `units` of a facility set aside for partner `partner_public_id` (a tour operator)
 * on the nights `start_date` to `end_date`, both included: only that partner's bookings take
 * them (membership-backoffice.md §2.5, §3 allocations; facility-schedules.ts `unitsSetAside`). */
export const facilityAllocationSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  units: z.number().int().positive(),
  partner_public_id: z.string(),
});
export type FacilityAllocation = z.infer<typeof facilityAllocationSchema>;

/**
 * A facility's deal for the partners of one discount type (a named kind of partner tied to
 * partner type `partner_type_public_id`): percentages 0–100 that replace the partner's
 * facility_discount and facility_commission on this facility's lines (pricing-rules.md
 * §Discounts; staff-booking.md §3.5 `discounts`).
 */
export const facilityTypeDiscountSchema = z.object({
  discount_type_id: z.string(),
  partner_type_public_id: z.string(),
  discount: decimalString,
  commission: decimalString,
});
export type FacilityTypeDiscount = z.infer<typeof facilityTypeDiscountSchema>;

/** An item's own offer: `discount` percent (0–100) off every booking of it while on. */
const ownOffer = {
  /** Percent off every line of it while `discount_status` is true. Absent = none. */
  discount: decimalString.optional(),
  discount_status: z.boolean().optional(),
};

export const facilitySchema = z.object({
  public_id: z.string(),
  name: z.string(),
  /** Its facility type's name ('Accomodation', 'Camping Sites', or one staff added). */
  facility_type: z.string(),
  /** Its type's pricing rule (facility-types.ts); absent on older replicas: read from the name. */
  facility_pricing_rule: facilityPricingRuleSchema.optional(),
  /** 'Pelican', 'Stables', 'Research Centre', 'Bandas', … or null for camping sites. */
  accomodation_type: z.string().nullable(),
  description: z.string(),
  thumbnail: z.string(),
  /** Units of this facility available each night. */
  quantity: z.number().int().nonnegative(),
  /** Guests one unit takes. */
  maximum_guests: z.number().int().nonnegative(),
  /** Days of notice Fully Catered needs on public routes. */
  lead_time: z.number().int().nonnegative(),
  pricing_status: z.enum(['true', 'false']),
  group_pricing_status: z.enum(['true', 'false']),
  has_extras: z.boolean(),
  /** Research-centre room types: priced and capped per room. */
  room_type: z.boolean().optional(),
  price: z.array(facilityPriceSchema).default([]),
  pack_prices: z.array(packPriceSchema).default([]),
  group_price: z.array(groupPriceSchema).default([]),
  /** Its price includes VAT (pricing-rules.md §Taxes); absent = exempt. */
  vat: z.boolean().optional(),
  /** Its price includes the catering levy (catered accommodation and food). */
  catering_levy: z.boolean().optional(),
  /**
   * Later price lists, by effective date: a night is priced with the latest one in force on
   * it, `price` before the first (pricing-rules.md §Lines; api-contract.md §Catalogue
   * administration). Absent = none.
   */
  price_changes: z.array(facilityPriceChangeSchema).optional(),
  /** Closures: no unit on offer on these nights. Absent = none. */
  unavailability: z.array(facilityUnavailabilitySchema).optional(),
  /** Surge schedules: nights inside them cost more. Absent = none. */
  surges: z.array(facilitySurgeSchema).optional(),
  /** Maintenance: that many units fewer on offer on these nights. Absent = none. */
  maintenance: z.array(facilityMaintenanceSchema).optional(),
  /** Allocations: units set aside for one partner on these nights. Absent = none. */
  allocations: z.array(facilityAllocationSchema).optional(),
  ...ownOffer,
  /** Its deals per discount type (live ones only). Absent = none. */
  discounts: z.array(facilityTypeDiscountSchema).optional(),
});
export type Facility = z.infer<typeof facilitySchema>;

export const activityPriceSchema = z.object({
  residency,
  currency_type: currencyCode,
  adult_price: decimalString,
  child_price: decimalString,
});
export type ActivityPrice = z.infer<typeof activityPriceSchema>;

/** An activity's price list taking effect on `effective_from` (that date and every later one). */
export const activityPriceChangeSchema = z.object({
  effective_from: z.string(),
  price: z.array(activityPriceSchema),
});
export type ActivityPriceChange = z.infer<typeof activityPriceChangeSchema>;

export const activitySchema = z.object({
  public_id: z.string(),
  name: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  /** Guest slots per date. */
  maximum_guests: z.number().int().nonnegative(),
  minimum_guests: z.number().int().nonnegative(),
  lead_time: z.number().int().nonnegative(),
  pricing_status: z.enum(['true', 'false']),
  /** Ranger activities are priced adult_price × rangers. */
  ranger_marker: z.boolean(),
  has_extras: z.boolean(),
  pick_up_location: z.boolean(),
  time_frames: z.array(z.string()),
  price: z.array(activityPriceSchema).default([]),
  /**
   * Later price lists, by effective date: a line is priced with the latest one in force on its
   * date, `price` before the first (as a facility's; api-contract.md §Catalogue
   * administration). Absent = none.
   */
  price_changes: z.array(activityPriceChangeSchema).optional(),
  /** Its price includes VAT (pricing-rules.md §Taxes; the spec's inventory `vat`). */
  vat: z.boolean().optional(),
  /** Closures: dates on which it takes no guests (same shape as a facility's). Absent = none. */
  unavailability: z.array(facilityUnavailabilitySchema).optional(),
  /** Surge schedules: dates inside them cost more (same shape as a facility's). Absent = none. */
  surges: z.array(facilitySurgeSchema).optional(),
  ...ownOffer,
});
export type Activity = z.infer<typeof activitySchema>;

/**
 * A pricing parameter of a partner lodge (staff-booking.md §3.9): what the desk counts for an
 * escape (adults sharing, children, rooms, …) and its price in the lodge's currency, per night
 * (`per_night`: price × value × nights) or once for the stay (`per_stay`: price × value). A
 * non-priced parameter (`non_priced_parameter`, e.g. infants) is recorded but costs nothing.
 */
export const partnerLodgeParameterSchema = z.object({
  parameter_public_id: z.string(),
  facility_parameter_name: z.string(),
  /** The value the desk's table starts with. */
  parameter_default_value: z.number().int().nonnegative(),
  facility_pricing_point: z.enum(['per_night', 'per_stay']),
  price: decimalString,
  non_priced_parameter: z.boolean(),
});
export type PartnerLodgeParameter = z.infer<typeof partnerLodgeParameterSchema>;

/** A supplement of a partner lodge; `is_include` is whether the desk's switch starts on. */
export const partnerLodgeSupplementSchema = z.object({
  supplement_public_id: z.string(),
  name: z.string(),
  supplement_price: decimalString,
  facility_pricing_point: z.enum(['per_night', 'per_stay']),
  is_include: z.boolean(),
});
export type PartnerLodgeSupplement = z.infer<typeof partnerLodgeSupplementSchema>;

/**
 * External accommodation ("Escapes"): a partner's lodge outside the conservancy that the desk
 * sells with a booking (staff-booking.md §2.4, §3.9). Prices are in `currency`; `quantity` is
 * the rooms the partner offers the conservancy each night; the conservancy earns
 * `percentage_commission` % of what the guest pays, booked under `analysis_code`.
 */
export const partnerLodgeSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  /** The lodge's partner (operator) name. */
  partner_name: z.string(),
  description: z.string(),
  code: z.string(),
  analysis_code: z.string(),
  currency: currencyCode,
  quantity: z.number().int().nonnegative(),
  percentage_commission: decimalString,
  pricing_status: z.enum(['true', 'false']),
  parameters: z.array(partnerLodgeParameterSchema),
  supplements: z.array(partnerLodgeSupplementSchema).default([]),
  /** Its price includes VAT (pricing-rules.md §Taxes); absent = exempt. */
  vat: z.boolean().optional(),
  /** Its price includes the catering levy (full board). */
  catering_levy: z.boolean().optional(),
});
export type PartnerLodge = z.infer<typeof partnerLodgeSchema>;

/**
 * A school conservation fee rate (get_newly_scheduled_school_pricing, staff-booking.md §4, §7):
 * what a school booking to `destination_public_id` pays per guest of category
 * `payment_public_id` per conservation day, instead of the ordinary fee, for check-ins from
 * `start_date` to `end_date` (both included).
 */
export const schoolConservationFeeSchema = z.object({
  public_id: z.string(),
  destination_public_id: z.string(),
  payment_public_id: z.string(),
  /** The line's description ("Citizen Student (school)"). */
  name: z.string(),
  currency: currencyCode,
  amount: decimalString,
  start_date: z.string(),
  end_date: z.string(),
});
export type SchoolConservationFee = z.infer<typeof schoolConservationFeeSchema>;

export const membershipSettingSchema = z.object({
  public_id: z.string(),
  custom_name: z.string(),
  membership_type: z.string(),
  residence: residency,
  name: z.string(),
  price: decimalString,
  currency: currencyCode,
  number_of_persons: z.number().int().nonnegative(),
  number_of_children: z.number().int().nonnegative(),
  entry_discount: decimalString,
  accommodation_discount: decimalString,
  activity_discount: decimalString,
});
export type MembershipSetting = z.infer<typeof membershipSettingSchema>;

export const partnerSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  type_public_id: z.string(),
  conservation_fee_discount: decimalString,
  facility_discount: decimalString,
  facility_commission: decimalString,
  email: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const promoCodeSchema = z.object({
  code: z.string(),
  percentage_off: decimalString,
  start_date: z.string(),
  end_date: z.string(),
  max_uses: z.number().int().nonnegative(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const volunteerProgramSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  currency: currencyCode,
  price: decimalString,
  max_applicants: z.number().int().nonnegative(),
  description: z.string(),
});
export type VolunteerProgram = z.infer<typeof volunteerProgramSchema>;

const named = z.object({ public_id: z.string(), name: z.string() });

/**
 * A bank account the conservancy takes transfers into (donations by bank), one per currency;
 * the payer quotes the donation's reference.
 *
 * spec: public-site.md §2.15 (donation payment page: card, bank or mobile), §9 (bank option).
 */
export const bankAccountSchema = z.object({
  public_id: z.string(),
  currency: currencyCode,
  bank_name: z.string(),
  branch: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  swift_code: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const staffUserSchema = z.object({
  email: z.string(),
  full_name: z.string(),
  user_type: z.enum(['Administrator', 'Gate Clerk', 'Inspection Ranger', 'Partner']),
  partner_public_id: z.string().optional(),
  password: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const catalogueSchema = z.object({
  conservancy: z.object({
    name: z.string(),
    time_zone: z.string(),
    contact_phone: z.string(),
    reservations_email: z.string(),
    vat_rate: decimalString,
    catering_levy_rate: decimalString,
    /** The conservancy's KRA PIN, printed on its tax receipts; null when not set. */
    kra_pin: z.string().nullish(),
  }),
  currencies: z.array(currencySchema),
  destinations: z.array(
    z.object({ destination_public_id: z.string(), destination_name: z.string() }),
  ),
  entry_modes: z.array(z.object({ entry_mode_public_id: z.string(), entry_mode_name: z.string() })),
  gates: z.array(
    z.object({
      gate_public_id: z.string(),
      gate_name: z.string(),
      entry_mode_public_id: z.string(),
      /** The destination the gate admits to: a walk-in there is priced at its fee schedules. */
      destination_public_id: z.string(),
    }),
  ),
  residency_groups: z.array(z.object({ code: residency, name: z.string(), proof: z.string() })),
  conservation_fees: z.array(conservationFeeSchema),
  vehicle_fees: z.array(vehicleFeeSchema),
  pricing_groups: z.array(pricingGroupSchema),
  facilities: z.array(facilitySchema),
  pick_up_locations: z.array(
    z.object({ location_public_id: z.string(), location_name: z.string() }),
  ),
  activities: z.array(activitySchema),
  causes: z.array(named),
  donation_frequencies: z.array(named),
  anonymity_options: z.array(named),
  donation_payment_methods: z.array(named),
  bank_accounts: z.array(bankAccountSchema).default([]),
  volunteer_programs: z.array(volunteerProgramSchema),
  membership_settings: z.array(membershipSettingSchema),
  beneficiary_amounts: z.object({ citizen: decimalString, other: decimalString }),
  partners: z.array(partnerSchema),
  promo_codes: z.array(promoCodeSchema),
  schools: z.array(z.object({ school_public_id: z.string(), school_name: z.string() })),
  school_conservation_fees: z.array(schoolConservationFeeSchema).default([]),
  partner_lodges: z.array(partnerLodgeSchema).default([]),
  group_booking_types: z.array(
    z.object({ booking_type_public_id: z.string(), booking_type_name: z.string() }),
  ),
  staff_users: z.array(staffUserSchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;
