/**
 * What the booking wizard's steps read of the catalogue: the pickers (destinations, countries,
 * currencies, catering types) and the fee categories, facilities and activities to book. The
 * kiosk's walk-in fills it from its replica (`GET /gate/v1/walk-in/options`); the staff
 * wizard from the API's public catalogue. Prices are decimal strings in their currency.
 *
 * spec: staff-booking.md §2.1 (steps), §3.2 (lookups), §3.3, §3.4, §3.5, §3.10.
 */

import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { FacilityPricingRule } from '@hifadhi/shared/catalogue/facility-types';

export interface WizardCatalogue {
  destinations: readonly { destination_public_id: string; destination_name: string }[];
  countries: readonly { code: string; name: string }[];
  currencies: readonly { currency_public_id: CurrencyCode }[];
  conservation_fees: readonly {
    payment_public_id: string;
    payment_person: string;
    residency: string;
    payment_person_amount: string;
    payment_person_currency: CurrencyCode;
    residency_proof: boolean;
  }[];
  vehicle_fees: readonly {
    vehicle_public_id: string;
    vehicle_charge_category: string;
    vehicle_charge_category_cost: string;
    vehicle_charge_cost_currency: CurrencyCode;
  }[];
  facilities: readonly {
    public_id: string;
    name: string;
    facility_type: string;
    accomodation_type: string | null;
    /** Its type's pricing rule (absent on older replicas: read from the type's name). */
    facility_pricing_rule?: FacilityPricingRule | undefined;
    /** Pack or group prices set: its lines need a catering type (pricing/facility-rules.ts). */
    group_pricing_status: string;
    pack_prices: readonly unknown[];
    /** Takes extra adults and children priced apart (staff routes offer them). */
    has_extras?: boolean;
  }[];
  activities: readonly { public_id: string; name: string; ranger_marker: boolean }[];
  /** Catering types (Pelican House). */
  pricing_groups: readonly { public_id: string; name: string }[];
}
