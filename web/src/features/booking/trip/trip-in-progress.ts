/**
 * Whether the visitor has a trip in progress: anything in the cart (guests, vehicles,
 * accommodation, activities, donations) that is not already booked — a cart equal, currency
 * aside, to the last booking created (`booked_trip`) is done with. Home and Start Over ask
 * before emptying a trip in progress.
 *
 * spec: public-site.md §2.4 (home empties the carts), §2.10 (Start Over); issue 11 item 8
 * (leaving a trip in progress asks before emptying the cart).
 */
import type { QuoteRequest } from '@hifadhi/shared/schemas/quote';
import { tripQuoteRequest } from '../quote/trip-quote-request';
import type { Trip } from './trip-types';

/** How many lines the cart holds: guest categories, vehicle categories, stays, activities, donations. */
export function cartLineCount(trip: Trip): number {
  return (
    trip.conservation.length +
    trip.vehicles.length +
    trip.facilities.length +
    trip.activities.length +
    trip.donations.length
  );
}

/** The request as compared: what is booked, not the currency it was shown in. */
function bookedPart(request: QuoteRequest): string {
  const { currency: _currency, ...rest } = request;
  return JSON.stringify(rest);
}

/** True when emptying the cart would lose something chosen and not yet booked. */
export function isTripInProgress(trip: Trip, booked: QuoteRequest | null): boolean {
  if (cartLineCount(trip) === 0) return false;
  const request = tripQuoteRequest(trip);
  return !(request && booked && bookedPart(request) === bookedPart(booked));
}
