/**
 * Cancels a booking: a held or confirmed booking becomes `cancelled`, with a `cancelled`
 * event naming who did it, and from that commit on it holds no units or slots. Cancelling a
 * booking already cancelled changes nothing and adds no event (so a repeated request never
 * releases anything twice). Expired, checked-in and checked-out bookings cannot be cancelled.
 * The route comes with the staff task.
 *
 * spec: staff-booking.md §4 (booking lifecycle); research/offline-checkin-anchors.md §3
 * (idempotent cancellation, BC Parks PR #28).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { BookingStatus } from '@hifadhi/shared/schemas/booking';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Transaction } from '../db/database';
import { bookingEvents, bookings } from '../db/schema/bookings';
import { isBookingPublicId } from './booking-public-id';

export interface CancelBookingDeps {
  db: Database;
  clock: Clock;
}

type BookingRow = typeof bookings.$inferSelect;

/** Records the cancellation elsewhere in the same transaction (a staff change-log row). */
export type CancellationRecorder = (
  tx: Transaction,
  change: { before: BookingRow; after: BookingRow },
  at: Date,
) => Promise<void>;

const CANCELLABLE: readonly BookingStatus[] = ['held', 'confirmed'];

/**
 * Cancels booking `bookingPublicId` on behalf of `actor` (a staff user's public id, `public`,
 * `system`); `record`, when given, is called with the booking before and after.
 * @returns the booking's public id and status (`cancelled`).
 * @throws DomainError BOOKING_NOT_FOUND 'Booking not found'; CONFLICT 'A booking that is
 * {status} cannot be cancelled' for an expired, checked-in or checked-out booking.
 */
export async function cancelBooking(
  deps: CancelBookingDeps,
  bookingPublicId: string,
  actor: string,
  record?: CancellationRecorder,
): Promise<{ booking_public_id: string; booking_status: 'cancelled' }> {
  if (!isBookingPublicId(bookingPublicId)) {
    throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.booking_public_id, bookingPublicId))
      .for('update');
    if (!booking) throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
    const result = { booking_public_id: bookingPublicId, booking_status: 'cancelled' as const };
    if (booking.booking_status === 'cancelled') return result;
    if (!CANCELLABLE.includes(booking.booking_status)) {
      throw new DomainError('CONFLICT', messages.bookingNotCancellable(booking.booking_status));
    }
    const [after] = await tx
      .update(bookings)
      .set({ booking_status: 'cancelled', updated_at: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    await tx.insert(bookingEvents).values({
      booking_id: booking.id,
      type: 'cancelled',
      actor,
      at: now,
      payload: { previous_status: booking.booking_status },
    });
    await record?.(tx, { before: booking, after: after! }, now);
    return result;
  });
}
