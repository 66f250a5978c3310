/**
 * Whether the trip has a vehicle: a vehicle fee above zero is required before checkout.
 *
 * spec: public-site.md §4 (Proceed to Checkout only if the vehicle total is above zero), §5
 * "Payment" (alert 'Vehicle is mandatory').
 */
import type { Trip } from './trip-types';

/** True when at least one vehicle of some category is in the trip. */
export function hasVehicle(trip: Pick<Trip, 'vehicles'>): boolean {
  return trip.vehicles.some((entry) => entry.vehicles > 0);
}
