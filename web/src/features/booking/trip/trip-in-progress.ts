/**
 * Whether the visitor has a trip in progress: anything in the cart (guests, vehicles,
 * accommodation, activities, donations). Home and Start Over ask before emptying such a
 * trip. A trip once booked is emptied when its booking is created, so it never counts.
 *
 * spec: public-site.md §2.4 (home empties the carts), §2.10 (Start Over); issue 11 item 8
 * (leaving a trip in progress asks before emptying the cart).
 */
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

/** True when emptying the cart would lose something the visitor chose. */
export function isTripInProgress(trip: Trip): boolean {
  return cartLineCount(trip) > 0;
}
