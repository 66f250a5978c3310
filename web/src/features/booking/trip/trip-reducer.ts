/**
 * Every change the visitor makes to the trip, as a pure reducer: new objects for the parts
 * that change, the rest shared, so storage writes only what changed. Counts below 0 become 0.
 *
 * spec: public-site.md §2.4 (home resets to a guest session in KES), §2.5 (adding stores the
 * item with its conservation and vehicle data), §2.9 (delete a line; an accommodation chosen
 * from the summary becomes the only facility), §5 (counters cannot go below 0).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { ProofOfResidencyItem } from '@hifadhi/shared/schemas/booking-form';
import { emptyTrip } from './trip-storage';
import type {
  CartActivity,
  CartDonation,
  CartFacility,
  ConservationEntry,
  Trip,
  UserData,
  VehicleEntry,
} from './trip-types';

export type TripAction =
  | { type: 'reset_guest_session' }
  | { type: 'set_currency'; currency: CurrencyCode }
  | { type: 'set_dates'; check_in: string; check_out: string }
  | { type: 'set_destination'; destination: string }
  | { type: 'set_search_counts'; guests: number; vehicles: number }
  | { type: 'set_contact'; contact: Pick<UserData, 'first_name' | 'last_name' | 'email' | 'phone'> }
  | { type: 'set_conservation'; entries: ConservationEntry[] }
  | { type: 'set_vehicles'; entries: VehicleEntry[] }
  | { type: 'add_facility'; line: CartFacility }
  | { type: 'keep_only_facility'; line_id: string }
  | { type: 'remove_facility'; line_id: string }
  | { type: 'add_activity'; line: CartActivity }
  | { type: 'remove_activity'; line_id: string }
  | { type: 'add_donation'; line: CartDonation }
  | { type: 'remove_donation'; line_id: string }
  | { type: 'set_proof_of_residency'; items: ProofOfResidencyItem[] }
  | { type: 'remove_guest_category'; payment_public_id: string }
  | { type: 'remove_vehicle_category'; vehicle_public_id: string };

const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** The trip after `action`. */
export function tripReducer(trip: Trip, action: TripAction): Trip {
  switch (action.type) {
    case 'reset_guest_session':
      return emptyTrip();
    case 'set_currency':
      return { ...trip, user: { ...trip.user, currency: action.currency } };
    case 'set_dates':
      return {
        ...trip,
        user: { ...trip.user, check_in: action.check_in, check_out: action.check_out },
      };
    case 'set_destination':
      return { ...trip, user: { ...trip.user, destination: action.destination } };
    case 'set_search_counts':
      return {
        ...trip,
        user: { ...trip.user, guests: whole(action.guests), vehicles: whole(action.vehicles) },
      };
    case 'set_contact':
      return { ...trip, user: { ...trip.user, ...action.contact } };
    case 'set_conservation':
      return {
        ...trip,
        conservation: action.entries
          .map((entry) => ({ ...entry, payment_guests: whole(entry.payment_guests) }))
          .filter((entry) => entry.payment_guests > 0),
      };
    case 'set_vehicles':
      return {
        ...trip,
        vehicles: action.entries
          .map((entry) => ({ ...entry, vehicles: whole(entry.vehicles) }))
          .filter((entry) => entry.vehicles > 0),
      };
    case 'add_facility':
      return { ...trip, facilities: [...trip.facilities, action.line] };
    case 'keep_only_facility':
      return {
        ...trip,
        facilities: trip.facilities.filter((line) => line.line_id === action.line_id),
      };
    case 'remove_facility':
      return {
        ...trip,
        facilities: trip.facilities.filter((line) => line.line_id !== action.line_id),
      };
    case 'add_activity':
      return { ...trip, activities: [...trip.activities, action.line] };
    case 'remove_activity':
      return {
        ...trip,
        activities: trip.activities.filter((line) => line.line_id !== action.line_id),
      };
    case 'add_donation':
      return { ...trip, donations: [...trip.donations, action.line] };
    case 'remove_donation':
      return {
        ...trip,
        donations: trip.donations.filter((line) => line.line_id !== action.line_id),
      };
    case 'set_proof_of_residency':
      return { ...trip, proof_of_residency: action.items };
    case 'remove_guest_category':
      return {
        ...trip,
        conservation: trip.conservation.filter(
          (entry) => entry.payment_public_id !== action.payment_public_id,
        ),
        proof_of_residency: trip.proof_of_residency.filter(
          (item) => item.payment_public_id !== action.payment_public_id,
        ),
      };
    case 'remove_vehicle_category':
      return {
        ...trip,
        vehicles: trip.vehicles.filter(
          (entry) => entry.vehicle_public_id !== action.vehicle_public_id,
        ),
      };
  }
}
