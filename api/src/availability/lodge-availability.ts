/**
 * Availability of partner lodges (check_date_external_facility_availability): the rooms of each
 * lodge free on every night of a stay, at the instant of the clock, counted from the external
 * accommodation lines that hold rooms then (desk-lines-store.ts).
 *
 * spec: staff-booking.md §2.4, §7 (check_date_external_facility_availability).
 */
import { type CalendarDate, eachNight } from '@hifadhi/shared/dates/calendar-date';
import { readHeldLodgeRooms } from '../bookings/desk-lines-store';
import { bookingInScope } from '../staff-bookings/staff-booking-read';
import type { AvailabilityDeps } from './availability-service';
import { heldNights, unitsHeldPerNight } from './held-capacity';

/** A lodge's rooms free on every night of a stay (never below 0). */
export interface LodgeAvailability {
  public_id: string;
  available_rooms: number;
}

/**
 * Every partner lodge (catalogue order) with its rooms free on every night from `checkIn` up
 * to `checkOut` (the night of `checkIn` for day use), counting the rooms booking
 * `excludeBooking` (a public id a user of partner `partner`, or staff when null, may see)
 * holds as free when given: the booking being amended keeps them.
 * @throws DomainError BOOKING_NOT_FOUND 'Booking not found' for an `excludeBooking` out of reach.
 */
export async function lodgeAvailability(
  deps: AvailabilityDeps,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  exclude?: { booking: string; partner: string | null },
): Promise<LodgeAvailability[]> {
  const at = deps.clock.now();
  const stay = heldNights(checkIn, checkOut);
  const excluded = exclude && (await bookingInScope(deps.db, exclude.booking, exclude.partner));
  const [held, snapshot] = await Promise.all([
    readHeldLodgeRooms(deps.db, null, stay, at, excluded),
    deps.catalogueCache.snapshot(at),
  ]);
  const perLodge = unitsHeldPerNight(held, stay);
  const nights = eachNight(stay.from, stay.until);
  return snapshot.catalogue.partner_lodges.map((lodge) => {
    const perNight = perLodge.get(lodge.public_id);
    const free = nights.map((night) => lodge.quantity - (perNight?.get(night) ?? 0));
    return { public_id: lodge.public_id, available_rooms: Math.max(0, Math.min(...free)) };
  });
}
