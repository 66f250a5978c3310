/**
 * How many guests a facility line may take, and how the adults and children counters share it.
 *
 * spec: public-site.md §4 (available slots for adults are capacity minus the children count,
 * and for children capacity minus the adult count), §5 (guest choices capped; default cap 10
 * when capacity is unknown), §9 (default slot count 10; capacity is maximum_guests).
 */
import { facilityPricingRule } from '@hifadhi/shared/catalogue/facility-types';
import type { PublicFacility } from '../../catalogue/catalogue-types';
import type { FacilityAvailability } from '../availability/availability-queries';

/** Slots when no capacity is known. spec: public-site.md §9. */
export const DEFAULT_SLOTS = 10;

/**
 * Guests the line may take: the free guests of the stay when the API said so, else the
 * facility's maximum_guests × quantity, else 10; with rooms chosen, at most rooms ×
 * maximum_guests.
 */
export function facilityGuestCapacity(
  facility: Pick<PublicFacility, 'maximum_guests' | 'quantity'> | null,
  availability: FacilityAvailability | undefined,
  rooms: number | null,
): number {
  const free =
    availability?.available_guests ??
    (facility && facility.maximum_guests * facility.quantity > 0
      ? facility.maximum_guests * facility.quantity
      : DEFAULT_SLOTS);
  if (rooms === null || !facility) return free;
  return Math.min(free, rooms * facility.maximum_guests);
}

/** Highest count for one group: the capacity less what the other group has taken. */
export function slotsLeft(capacity: number, otherGroup: number): number {
  return Math.max(0, capacity - otherGroup);
}

/** True when the visitor picks a number of rooms (accommodation of several units). */
export function hasRooms(
  facility: Pick<PublicFacility, 'facility_type' | 'facility_pricing_rule' | 'quantity'>,
): boolean {
  return facilityPricingRule(facility) === 'accommodation' && facility.quantity > 1;
}
