/**
 * The public catalogue as the API serves it (api-contract.md §Catalogue): the shared
 * catalogue types, less the fields the public endpoints leave out. Amounts are exact decimal
 * strings in the currency beside them.
 *
 * spec: api-contract.md §Catalogue; public-site.md §3 "Facility", "Activity", "Lookups".
 */
import type {
  Activity,
  BankAccount,
  ConservationFee,
  Currency,
  Facility,
  PricingGroup,
  VehicleFee,
} from '@hifadhi/shared/catalogue/catalogue';

/** `GET /public/facilities`: a camping site or accommodation with its price lists. */
export type PublicFacility = Omit<Facility, 'room_type'> & { images: string[] };

/** `GET /public/activities`: an activity with its prices and time frames. */
export type PublicActivity = Omit<Activity, 'minimum_guests' | 'lead_time'>;

/** `GET /public/conservation-fees`: one guest category's fee per day. */
export type PublicConservationFee = ConservationFee;

/** `GET /public/vehicle-fees`: one vehicle category's fee per day. */
export type PublicVehicleFee = VehicleFee;

/** `GET /public/currencies`: a currency with the rates in force, KES per unit. */
export type PublicCurrency = Pick<
  Currency,
  'currency_public_id' | 'currency_name' | 'currency_sign' | 'buy_amount' | 'sell_amount'
>;

interface Named {
  public_id: string;
  name: string;
}

/** `GET /public/lookups`: every picker's choices. */
export interface Lookups {
  countries: { name: string; code: string; calling_code: string }[];
  genders: Named[];
  causes: Named[];
  gates: {
    gate_public_id: string;
    gate_name: string;
    entry_mode_public_id: string;
    /** The destination the gate admits to. */
    destination_public_id: string;
  }[];
  entry_modes: { entry_mode_public_id: string; entry_mode_name: string }[];
  pricing_groups: PricingGroup[];
  pick_up_locations: { location_public_id: string; location_name: string }[];
  frequencies: Named[];
  anonymity: Named[];
  donation_payment_methods: Named[];
  /** Where a transfer goes, one account per currency. */
  bank_accounts: BankAccount[];
  destinations: { destination_public_id: string; destination_name: string }[];
}
