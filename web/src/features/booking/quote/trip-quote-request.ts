/**
 * The trip as the API's quote request (api-contract.md §Quote), the body of `POST
 * /public/quotes` and the cart part of `POST /public/bookings`: only the fields the public
 * schema accepts, every count filled in, lines with nobody in them left out. Facility lines
 * carry no residency: the API prices them at the booking's default (pricing-rules.md §Lines).
 *
 * spec: api-contract.md §Quote, §Bookings; public-site.md §7 "Public booking post".
 */
import type { QuoteRequest } from '@hifadhi/shared/schemas/quote';
import type { Trip } from '../trip/trip-types';

/** The request, or null while the trip has no check-in or check-out. */
export function tripQuoteRequest(trip: Trip): QuoteRequest | null {
  const { check_in, check_out, currency } = trip.user;
  if (!check_in || !check_out) return null;
  return {
    check_in,
    check_out,
    currency,
    guests: trip.conservation
      .filter((entry) => entry.payment_guests > 0)
      .map(({ payment_public_id, payment_guests }) => ({ payment_public_id, payment_guests })),
    vehicles: trip.vehicles
      .filter((entry) => entry.vehicles > 0)
      .map(({ vehicle_public_id, vehicles }) => ({ vehicle_public_id, vehicles })),
    facilities: trip.facilities.map((line) => ({
      public_id: line.public_id,
      start_date: line.start_date,
      end_date: line.end_date,
      adults: line.adults,
      children: line.children,
      extra_pax_adults: line.extra_pax_adults,
      extra_pax_children: line.extra_pax_children,
      number_of_rooms: line.number_of_rooms,
      catering_type: line.catering_type,
    })),
    inventory: trip.activities.map((line) => ({
      public_id: line.public_id,
      date: line.date,
      adults: line.adults,
      children: line.children,
      extra_pax_adults: line.extra_pax_adults,
      extra_pax_children: line.extra_pax_children,
      rangers: line.rangers,
      residency_adults: line.residency_adults,
      residency_children: line.residency_children,
      residency_extra_adults: line.residency_extra_adults,
      residency_extra_children: line.residency_extra_children,
      time_frame: line.time_frame,
      pick_up_location: line.pick_up_location,
    })),
    donations: trip.donations.map(({ amount, currency: donationCurrency, cause }) => ({
      amount,
      currency: donationCurrency,
      cause,
    })),
    promo_code: null,
    // The destination the fee panel asked for: its fee schedules price the trip.
    destination: trip.user.destination || null,
  };
}

/** True when the request has something to price. */
export function hasLines(request: QuoteRequest): boolean {
  return (
    request.guests.length +
      request.vehicles.length +
      request.facilities.length +
      request.inventory.length +
      request.donations.length >
    0
  );
}
