/**
 * Whether a booking whose hold lapsed before its payment arrived still fits: its facility,
 * activity and external accommodation (partner lodge) lines are checked again, inside the crediting transaction, with the bookings'
 * no-overbooking check (the same row locks and counts as a new booking). The lapsed booking
 * itself holds nothing at that instant, so it is not counted twice.
 *
 * spec: api-contract.md §Bookings (a booking that would exceed capacity is refused inside the
 * transaction); ARCHITECTURE.md §Ownership (availability and capacity).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { asc, eq } from 'drizzle-orm';
import { heldNights } from '../availability/held-capacity';
import { reserveLodgeRooms } from '../bookings/desk-lines-store';
import { reserveCapacity } from '../bookings/reserve-capacity';
import { takePromoCodeUse } from '../catalogue-admin/promo-code-uses';
import type { Transaction } from '../db/database';
import { bookingActivities, bookingFacilities, bookings } from '../db/schema/bookings';
import { bookingExternalFacilities } from '../db/schema/partner-lodges-and-school-fees';

/**
 * Takes the capacity of every line of booking `bookingId` at `now` with the no-overbooking
 * check (row locks and counts as a new booking of its partner: its own allocations are free to
 * it, other partners' are not); the booking's own lines must not hold at that
 * instant, or they count twice.
 * @throws DomainError CAPACITY_EXCEEDED on the field of the first line that does not fit
 *   (`facilities.{i}.public_id`, `inventory.{i}.date`, `external_facilities.{i}.public_id`,
 *   lines in id order).
 */
export async function reserveBookingLines(
  tx: Transaction,
  bookingId: number,
  now: Date,
): Promise<void> {
  const [facilityLines, activityLines, lodgeLines, [booking]] = await Promise.all([
    tx
      .select()
      .from(bookingFacilities)
      .where(eq(bookingFacilities.booking_id, bookingId))
      .orderBy(asc(bookingFacilities.id)),
    tx
      .select()
      .from(bookingActivities)
      .where(eq(bookingActivities.booking_id, bookingId))
      .orderBy(asc(bookingActivities.id)),
    tx
      .select()
      .from(bookingExternalFacilities)
      .where(eq(bookingExternalFacilities.booking_id, bookingId))
      .orderBy(asc(bookingExternalFacilities.id)),
    tx
      .select({ partner_public_id: bookings.partner_public_id })
      .from(bookings)
      .where(eq(bookings.id, bookingId)),
  ]);
  await reserveCapacity(
    tx,
    {
      facilities: facilityLines.map((line, index) => ({
        index,
        facility_public_id: line.facility_public_id,
        nights: heldNights(line.start_date, line.end_date),
        units_held: line.units_held,
      })),
      activities: activityLines.map((line, index) => ({
        index,
        activity_public_id: line.activity_public_id,
        date: line.date,
        participants: line.participants,
      })),
    },
    now,
    booking?.partner_public_id ?? null,
  );
  await reserveLodgeRooms(
    tx,
    lodgeLines.map((line, index) => ({
      index,
      lodge_public_id: line.lodge_public_id,
      nights: heldNights(line.start_date, line.end_date),
      rooms: line.rooms,
    })),
    now,
  );
}

/**
 * True when every line of booking `bookingId` still fits at `now` and, when it was made with a
 * promo code, the code has a use left for it (catalogue-admin/promo-code-uses.ts: a lapsed
 * hold gave its use back); takes the row locks.
 */
export async function bookingStillFits(
  tx: Transaction,
  bookingId: number,
  now: Date,
): Promise<boolean> {
  try {
    await reserveBookingLines(tx, bookingId, now);
    const [booking] = await tx
      .select({ promo_code: bookings.promo_code })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (booking?.promo_code) await takePromoCodeUse(tx, booking.promo_code, now, bookingId);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CAPACITY_EXCEEDED') return false;
    if (error instanceof DomainError && error.fields?.promo_code) return false;
    throw error;
  }
}
