/**
 * Finding the booking an outbox operation names and reading it as the gate decides on it
 * (`GateBooking`), locked for the rest of the transaction so operations on one booking apply
 * one after another, each seeing the ones before.
 *
 * spec: research offline-checkin-anchors.md §1 (offline decision); shared/src/check-in/
 * decide-scan.ts.
 */

import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { GateBooking, GateBookingStatus } from '@hifadhi/shared/check-in/decide-scan';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { holdLapsed } from '../bookings/booking-hold';
import { isBookingPublicId } from '../bookings/booking-public-id';
import type { Transaction } from '../db/database';
import { bookingGuests, bookings } from '../db/schema/bookings';
import { bookingsOnAccount } from '../staff-bookings/booking-on-account';

/** A locked booking: its row and its gate view. */
export interface LockedBooking {
  row: typeof bookings.$inferSelect;
  gate: GateBooking;
}

/** How an operation names its booking. */
export type BookingName = { booking_public_id: string } | { booking_ref_code: string };

/**
 * The status the gate sees at `at`: a held booking whose hold has lapsed (unpaid, or paid less
 * than its payment schedule asks) is expired even before the sweep marks it.
 */
function gateStatus(row: typeof bookings.$inferSelect, at: Date): GateBookingStatus {
  return holdLapsed(row, at) ? 'expired' : row.booking_status;
}

/**
 * Locks and reads the booking `name` names, as of `at`.
 * @throws DomainError BOOKING_NOT_FOUND 'Booking not found'.
 */
export async function lockGateBooking(
  tx: Transaction,
  name: BookingName,
  at: Date,
): Promise<LockedBooking> {
  const where =
    'booking_public_id' in name
      ? isBookingPublicId(name.booking_public_id)
        ? eq(bookings.booking_public_id, name.booking_public_id)
        : undefined
      : eq(bookings.booking_ref_code, name.booking_ref_code);
  const [row] = where ? await tx.select().from(bookings).where(where).for('update') : [];
  if (!row) throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
  const [[guests], onAccount] = await Promise.all([
    tx
      .select({ total: sql<number>`coalesce(sum(${bookingGuests.payment_guests}), 0)::int` })
      .from(bookingGuests)
      .where(eq(bookingGuests.booking_id, row.id)),
    bookingsOnAccount(tx, [row.id]),
  ]);
  return {
    row,
    gate: {
      booking_ref_code: row.booking_ref_code,
      check_in_date: row.check_in,
      check_out_date: row.check_out,
      booking_status: gateStatus(row, at),
      booking_payment_balance: row.booking_payment_balance,
      currency: currencyCode.parse(row.currency),
      guest_total: guests?.total ?? 0,
      on_account: onAccount.has(row.id),
    },
  };
}
