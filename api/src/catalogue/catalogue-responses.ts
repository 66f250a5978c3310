/**
 * The public catalogue endpoints' response bodies, as zod schemas (so they appear in the
 * OpenAPI document) with the contract's field names. Amounts are exact decimal strings in the
 * currency beside them; `pricing_status` and `group_pricing_status` are 'true'/'false' text as
 * the spec writes them.
 *
 * Each is picked from the shared catalogue schema (never `.openapi()` on a shared schema itself:
 * zod 4 schemas built before `@hono/zod-openapi` loads lack that method).
 *
 * spec: api-contract.md §Catalogue; public-site.md §3 (Lookups).
 */
import {
  activitySchema,
  bankAccountSchema,
  conservationFeeSchema,
  currencySchema,
  facilitySchema,
  partnerLodgeSchema,
  pricingGroupSchema,
  vehicleFeeSchema,
} from '@hifadhi/shared/catalogue/catalogue';
import { z } from '@hono/zod-openapi';

export const publicFacilitySchema = facilitySchema
  .pick({
    public_id: true,
    name: true,
    description: true,
    thumbnail: true,
    facility_type: true,
    facility_pricing_rule: true,
    accomodation_type: true,
    maximum_guests: true,
    quantity: true,
    pricing_status: true,
    group_pricing_status: true,
    has_extras: true,
    lead_time: true,
    price: true,
    pack_prices: true,
    group_price: true,
  })
  .extend({ images: z.array(z.string()) })
  .openapi('PublicFacility');
export type PublicFacility = z.infer<typeof publicFacilitySchema>;

export const publicActivitySchema = activitySchema
  .pick({
    public_id: true,
    name: true,
    description: true,
    thumbnail: true,
    maximum_guests: true,
    pricing_status: true,
    ranger_marker: true,
    has_extras: true,
    time_frames: true,
    pick_up_location: true,
    price: true,
  })
  .openapi('PublicActivity');
export type PublicActivity = z.infer<typeof publicActivitySchema>;

export const publicConservationFeeSchema = conservationFeeSchema
  .pick({
    payment_public_id: true,
    payment_person: true,
    residency: true,
    marker: true,
    payment_person_currency: true,
    payment_person_amount: true,
    residency_proof: true,
  })
  .openapi('ConservationFee');

export const publicVehicleFeeSchema = vehicleFeeSchema
  .pick({
    vehicle_public_id: true,
    vehicle_charge_category: true,
    vehicle_charge_category_cost: true,
    vehicle_charge_cost_currency: true,
  })
  .openapi('VehicleFee');

export const publicCurrencySchema = currencySchema
  .pick({
    currency_public_id: true,
    currency_name: true,
    currency_sign: true,
    buy_amount: true,
    sell_amount: true,
  })
  .openapi('PublicCurrency');

const named = z.object({ public_id: z.string(), name: z.string() });

export const lookupsSchema = z
  .object({
    countries: z.array(z.object({ name: z.string(), code: z.string(), calling_code: z.string() })),
    genders: z.array(named),
    causes: z.array(named),
    gates: z.array(
      z.object({
        gate_public_id: z.string(),
        gate_name: z.string(),
        entry_mode_public_id: z.string(),
        /** The destination the gate admits to: offer a trip's gates by its destination. */
        destination_public_id: z.string(),
      }),
    ),
    entry_modes: z.array(
      z.object({ entry_mode_public_id: z.string(), entry_mode_name: z.string() }),
    ),
    pricing_groups: z.array(pricingGroupSchema),
    pick_up_locations: z.array(
      z.object({ location_public_id: z.string(), location_name: z.string() }),
    ),
    frequencies: z.array(named),
    anonymity: z.array(named),
    donation_payment_methods: z.array(named),
    /** Where a transfer goes, one account per currency (donations by bank). */
    bank_accounts: z.array(bankAccountSchema),
    destinations: z.array(
      z.object({ destination_public_id: z.string(), destination_name: z.string() }),
    ),
    /** Partners (tour operators) by name and partner type, for the staff lists' filters. */
    partners: z.array(
      z.object({ public_id: z.string(), name: z.string(), type_public_id: z.string() }),
    ),
    /** Schools, for the staff wizard's school bookings. */
    schools: z.array(z.object({ school_public_id: z.string(), school_name: z.string() })),
    /** Partner lodges (Escapes) with their pricing parameters and supplements. */
    partner_lodges: z.array(
      partnerLodgeSchema.pick({
        public_id: true,
        name: true,
        partner_name: true,
        currency: true,
        quantity: true,
        parameters: true,
        supplements: true,
      }),
    ),
  })
  .openapi('Lookups');
export type Lookups = z.infer<typeof lookupsSchema>;
