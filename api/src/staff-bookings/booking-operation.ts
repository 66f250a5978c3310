/**
 * What every staff booking operation shares: inside one transaction, lock the booking (404 when
 * it does not exist or a partner user may not see it), ask the lifecycle table whether the
 * operation is allowed from its status (409 INVALID_TRANSITION otherwise, nothing written),
 * apply the operation's change and append its one booking event naming the staff user. Also
 * whether a booking holds its units and slots (as migration 0019 decides), and taking them
 * back while they are still free, for operations that revive a lapsed or deleted booking.
 *
 * spec: api-contract.md §Staff bookings (403 / 409 INVALID_TRANSITION, one event per
 * operation); staff-booking.md §4; ARCHITECTURE.md §Errors.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isBookingPublicId } from '../bookings/booking-public-id';
import type { Clock } from '../clock';
import type { Database, Transaction } from '../db/database';
import { bookingEvents, bookings } from '../db/schema/bookings';
import { bookingStillFits } from '../payments/recheck-booking-capacity';
import { issueBookingTicket } from '../tickets/booking-ticket';
import {
  type BookingOperation,
  type Transition,
  type TransitionContext,
  transition,
} from './booking-lifecycle';
import { bookingsOnAccount } from './booking-on-account';
import { partnerScope } from './staff-booking-list';
import { staffBookingMessages } from './staff-booking-messages';

export type BookingRow = typeof bookings.$inferSelect;

/** What the operations need: the database and the clock. */
export interface OperationDeps {
  db: Database;
  clock: Clock;
}

/** Who asks: the staff user's public id and, for a partner user, its institution. */
export interface StaffActor {
  publicId: string;
  partnerPublicId: string | null;
  /** The user's e-mail address for the change log; read from the user when not given. */
  email?: string;
}

/** A booking's state after an operation, as the operations answer it. */
export const bookingStateSchema = z.object({
  booking_public_id: z.string(),
  booking_status: z.string(),
  booking_payment_status: z.string(),
  /** Whole units of the booking's currency. */
  booking_payment_balance: z.number(),
});
export type BookingState = z.infer<typeof bookingStateSchema>;

/** The answer of an operation from the booking row. */
export function bookingState(row: BookingRow): BookingState {
  return {
    booking_public_id: row.booking_public_id,
    booking_status: row.booking_status,
    booking_payment_status: row.booking_payment_status,
    booking_payment_balance: Number(row.booking_payment_balance),
  };
}

/**
 * Locks (FOR UPDATE) and reads booking `bookingPublicId` if `actor` may see it.
 * @throws DomainError BOOKING_NOT_FOUND 'Booking not found'.
 */
export async function lockStaffBooking(
  tx: Transaction,
  bookingPublicId: string,
  actor: StaffActor,
): Promise<BookingRow> {
  const [row] = isBookingPublicId(bookingPublicId)
    ? await tx
        .select()
        .from(bookings)
        .where(
          and(eq(bookings.booking_public_id, bookingPublicId), partnerScope(actor.partnerPublicId)),
        )
        .for('update')
    : [];
  if (!row) throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
  return row;
}

/**
 * The lifecycle's answer for `operation` on `row`.
 * @throws DomainError INVALID_TRANSITION with the table's words when refused.
 */
export function allowedTransition(
  row: BookingRow,
  operation: BookingOperation,
  context: TransitionContext = {},
): Extract<Transition, { allowed: true }> {
  const outcome = transition(row.booking_status, operation, {
    statusBeforeDelete: row.status_before_delete,
    ...context,
  });
  if (!outcome.allowed) throw new DomainError('INVALID_TRANSITION', outcome.message);
  return outcome;
}

/** Appends the operation's one event to the booking's history. */
export async function appendBookingEvent(
  tx: Transaction,
  event: { bookingId: number; type: string; actor: string; at: Date; details: object },
): Promise<void> {
  await tx.insert(bookingEvents).values({
    booking_id: event.bookingId,
    type: event.type,
    actor: event.actor,
    at: event.at,
    payload: event.details,
  });
}

/** Writes `changes` to booking `id` and reads it back. */
export async function updateBooking(
  tx: Transaction,
  id: number,
  changes: Partial<BookingRow>,
  now: Date,
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ ...changes, updated_at: now })
    .where(eq(bookings.id, id))
    .returning();
  return row!;
}

/**
 * Issues the booking's ticket once it is admitted (confirmed or checked in) and either nothing
 * is left to pay (Paid or FOC) or its partner pays on account (`payment_period` 1); nothing
 * otherwise.
 */
export async function ticketIfAdmitted(tx: Transaction, row: BookingRow, now: Date) {
  const admitted = row.booking_status === 'confirmed' || row.booking_status === 'checked_in';
  if (!admitted) return;
  const settled = row.booking_payment_status === 'Paid' || row.booking_payment_status === 'FOC';
  if (settled || (await bookingsOnAccount(tx, [row.id])).has(row.id)) {
    await issueBookingTicket(tx, row.id, now);
  }
}

/** Whether a booking holds its units and slots at `now` (as Postgres decides: booking-hold.ts). */
export { holdsCapacity } from '../bookings/booking-hold';

/** Takes the booking's capacity back, or refuses with 409 CAPACITY_EXCEEDED. */
export async function retakeCapacity(tx: Transaction, row: BookingRow, now: Date): Promise<void> {
  if (!(await bookingStillFits(tx, row.id, now))) {
    throw new DomainError('CAPACITY_EXCEEDED', staffBookingMessages.capacityTaken);
  }
}
