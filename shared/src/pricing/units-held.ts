/**
 * How much of a facility's or an activity's capacity one line takes: the availability checks
 * and the quote's `quantity` both count with these.
 *
 * spec: pricing-rules.md §Lines; staff-booking.md §2.2, §2.6; public-site.md §3 (ranger
 * activities count rangers instead of adults and children).
 */
import type { Activity, Facility } from '../catalogue/catalogue';
import { DomainError } from '../errors';
import { messages } from '../messages';
import type { QuoteRequest } from '../schemas/quote';
import { facilityPricingKind } from './facility-rules';

/**
 * Units of `facility.quantity` one line takes per night: its number_of_rooms for a
 * research-centre room type; for The Stables its number_of_rooms, or when that is 0
 * ceil((adults + children) ÷ maximum_guests), at least 1; 1 for any other facility
 * (plain, camping site, pack or group prices).
 * @throws DomainError VALIDATION_FAILED 'Enter number of rooms needed' (field number_of_rooms)
 * for a room type with no rooms.
 * @example unitsHeld({ ...line, adults: 3, number_of_rooms: 0 }, stables) //=> 2
 */
export function unitsHeld(line: QuoteRequest['facilities'][number], facility: Facility): number {
  switch (facilityPricingKind(facility)) {
    case 'room_type':
      if (line.number_of_rooms < 1) {
        throw new DomainError('VALIDATION_FAILED', messages.roomsRequired, {
          fields: { number_of_rooms: messages.roomsRequired },
        });
      }
      return line.number_of_rooms;
    case 'stables':
      if (line.number_of_rooms > 0) return line.number_of_rooms;
      return Math.max(1, Math.ceil((line.adults + line.children) / (facility.maximum_guests || 1)));
    default:
      return 1;
  }
}

/**
 * Slots of `activity.maximum_guests` one line takes: its rangers for a ranger activity, else
 * adults + children + extra adults + extra children.
 * @example activityParticipants({ ...line, adults: 2, extra_pax_adults: 1 }, lionTracking) //=> 3
 */
export function activityParticipants(
  line: QuoteRequest['inventory'][number],
  activity: Activity,
): number {
  if (activity.ranger_marker) return line.rangers;
  return line.adults + line.children + line.extra_pax_adults + line.extra_pax_children;
}
