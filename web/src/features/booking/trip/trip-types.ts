/**
 * The visitor's trip as the site keeps it in browser storage: who (a guest session), when,
 * in which currency, and the cart — conservation fees per guest category, vehicles per
 * category, facility lines, activity lines, donations and proof of residency. Counts are whole
 * numbers; donation amounts are exact decimal strings in their own currency.
 *
 * spec: public-site.md §3 ("Browser storage keys", "Cart facility line", "Cart activity line",
 * "Conservation guest fee line", "Vehicle line", "Donation within a booking", "Proof of
 * residency item").
 */
import type { CurrencyCode, Residency } from '@hifadhi/shared/catalogue/catalogue';
import type { ProofOfResidencyItem } from '@hifadhi/shared/schemas/booking-form';

/** `user_data`: the guest session, the searched dates and counts, and the chosen currency. */
export interface UserData {
  currency: CurrencyCode;
  type: 'guest';
  /** 'Guest' on every public request (spec §1). */
  session_id: 'Guest';
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  destination: string;
  /** `YYYY-MM-DD`, or '' until chosen. */
  check_in: string;
  /** `YYYY-MM-DD`, or '' until chosen. */
  check_out: string;
  /** Guests and vehicles counted in the search bar. */
  guests: number;
  vehicles: number;
}

/** `conservation_data`: guests of one guest category. */
export interface ConservationEntry {
  payment_public_id: string;
  payment_person: string;
  payment_guests: number;
}

/** `vehicle_data`: vehicles of one vehicle category. */
export interface VehicleEntry {
  vehicle_public_id: string;
  vehicle_charge_category: string;
  vehicles: number;
}

/** `facility_data`: one accommodation or camping line. */
export interface CartFacility {
  line_id: string;
  public_id: string;
  name: string;
  facility_type: string;
  accommodation_type: string | null;
  start_date: string;
  end_date: string;
  adults: number;
  children: number;
  extra_pax_adults: number;
  extra_pax_children: number;
  number_of_rooms: number;
  /** Pricing group public id (Pelican House only). */
  catering_type: string | null;
}

/** `activity_data`: one activity line. */
export interface CartActivity {
  line_id: string;
  public_id: string;
  name: string;
  date: string;
  ranger_marker: boolean;
  adults: number;
  children: number;
  rangers: number;
  extra_pax_adults: number;
  extra_pax_children: number;
  residency_adults: Residency | null;
  residency_children: Residency | null;
  residency_extra_adults: Residency | null;
  residency_extra_children: Residency | null;
  time_frame: string | null;
  pick_up_location: string | null;
}

/** `donation`: a donation added to the booking, `amount` an exact decimal string. */
export interface CartDonation {
  line_id: string;
  amount: string;
  currency: CurrencyCode;
  /** Cause public id. */
  cause: string | null;
  /** Cause name, as shown. */
  donation_to: string;
}

/** Everything the visitor has chosen so far. */
export interface Trip {
  user: UserData;
  conservation: ConservationEntry[];
  vehicles: VehicleEntry[];
  facilities: CartFacility[];
  activities: CartActivity[];
  donations: CartDonation[];
  proof_of_residency: ProofOfResidencyItem[];
}
