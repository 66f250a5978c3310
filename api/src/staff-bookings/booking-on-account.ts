/**
 * Which bookings are on a partner's account: made by staff with `payment_period` 1 (the partner
 * pays by invoice). Such a booking is confirmed at once, gets its ticket like a paid one and is
 * admitted at the gate as on account; its balance is the partner's to settle, not the guests'.
 *
 * spec: staff-booking.md §2 (Complete Booking (partner To Pay)), §3.1 (`payment_period`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { staffBookingDetails } from '../db/schema/staff-booking-details';

/** The ids among `bookingIds` whose partner pays on account (`payment_period` 1). */
export async function bookingsOnAccount(
  db: Executor,
  bookingIds: readonly number[],
): Promise<Set<number>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .select({ booking_id: staffBookingDetails.booking_id })
    .from(staffBookingDetails)
    .where(
      and(
        inArray(staffBookingDetails.booking_id, [...bookingIds]),
        eq(staffBookingDetails.payment_period, 1),
      ),
    );
  return new Set(rows.map((row) => row.booking_id));
}
