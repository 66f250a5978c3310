/**
 * Applies a `check_in` outbox operation (a check-in or check-out made at a kiosk): the server
 * decides the scan again with the shared `decideScan`, from what it knows when the operation
 * arrives (the booking, every check-in event already recorded at any gate, the revoked codes,
 * the ticket keys), at the kiosk's time of the scan. The event is always appended (the guests
 * went through the gate); when the server's decision is not `valid` (ticket already used at
 * another gate, booking cancelled or unpaid, wrong date, …) it is appended with `forced` set
 * and the operation is listed for review. A valid check-in or check-out also moves the
 * booking's status and adds a booking event.
 *
 * spec: research offline-checkin-anchors.md §1 (forced check-ins are recorded, not rejected),
 * §2 (gate events are appended, never last-writer-wins); staff-booking.md §4 (checked in,
 * checked out); shared/src/check-in/decide-scan.ts.
 */
import {
  type CheckInEvent,
  decideScan,
  type ScanSubject,
} from '@hifadhi/shared/check-in/decide-scan';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { type CheckInPayload, checkInPayloadSchema } from '@hifadhi/shared/schemas/sync';
import { type TicketVerification, verifyTicket } from '@hifadhi/shared/tickets/ticket-code';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { bookingEvents, bookings } from '../db/schema/bookings';
import { checkIns } from '../db/schema/sync';
import { bookingTickets } from '../db/schema/tickets';
import { ticketPublicKeys } from '../tickets/ticket-signing-keys';
import { clerkId } from './clerk';
import { type BookingName, lockGateBooking } from './gate-booking';
import { type AppliedOperation, deviceActor, type OperationApplier } from './outbox-operation';

function namedBooking(payload: CheckInPayload): BookingName | null {
  if (payload.booking_public_id !== undefined) {
    return { booking_public_id: payload.booking_public_id };
  }
  if (payload.booking_ref_code !== undefined) return { booking_ref_code: payload.booking_ref_code };
  return null;
}

/**
 * The scanned code checked against the server's ticket keys (null for a typed lookup) and the
 * booking the operation names: the one in a readable code, else the one named in the payload.
 */
async function scannedBooking(
  tx: Transaction,
  payload: CheckInPayload,
): Promise<{ verification: TicketVerification | null; name: BookingName | null }> {
  if (payload.ticket_code === undefined) return { verification: null, name: namedBooking(payload) };
  const verification = verifyTicket(payload.ticket_code, await ticketPublicKeys(tx));
  const readable = verification.result === 'valid' || verification.result === 'revoked_key';
  return {
    verification,
    name: readable
      ? { booking_ref_code: verification.payload.booking_ref_code }
      : namedBooking(payload),
  };
}

/**
 * See the module comment.
 * @throws ZodError for a payload that is not a check-in; DomainError BOOKING_NOT_FOUND when it
 *   names no booking the server has.
 */
export const applyCheckIn: OperationApplier = {
  within: 'transaction',
  apply: async (tx, context, raw) => {
    const payload = checkInPayloadSchema.parse(raw);
    const { verification, name } = await scannedBooking(tx, payload);
    if (name === null) throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
    const booking = await lockGateBooking(tx, name, context.device_time);
    const subject: ScanSubject =
      verification === null
        ? { kind: 'lookup', booking_ref_code: booking.row.booking_ref_code }
        : { kind: 'ticket', verification };
    const [recorded, revoked] = await Promise.all([
      tx
        .select({
          direction: checkIns.direction,
          gate_public_id: checkIns.gate_public_id,
          device_time: checkIns.device_time,
        })
        .from(checkIns)
        .where(eq(checkIns.booking_id, booking.row.id))
        .orderBy(asc(checkIns.device_time), asc(checkIns.id)),
      tx
        .select({ issued_at: bookingTickets.issued_at })
        .from(bookingTickets)
        .where(
          and(eq(bookingTickets.booking_id, booking.row.id), isNotNull(bookingTickets.revoked_at)),
        ),
    ]);
    const events: CheckInEvent[] = recorded.map((event) => ({
      booking_ref_code: booking.row.booking_ref_code,
      direction: event.direction,
      gate_public_id: event.gate_public_id,
      at: event.device_time.toISOString(),
    }));
    const decision = decideScan({
      subject,
      booking: booking.gate,
      revocations: revoked.map((code) => ({
        booking_ref_code: booking.row.booking_ref_code,
        issued_at: code.issued_at.toISOString(),
        reason: 'reissued' as const,
      })),
      events,
      today: calendarDateAt(context.device_time),
      gate_public_id: context.device.gate_public_id,
      direction: payload.direction,
    });
    const forced = decision.status !== 'valid';
    const [event] = await tx
      .insert(checkIns)
      .values({
        booking_id: booking.row.id,
        gate_public_id: context.device.gate_public_id,
        device_id: context.device.device_id,
        clerk_id: await clerkId(tx, payload.clerk_public_id),
        direction: payload.direction,
        device_time: context.device_time,
        forced,
        decision_status: decision.status,
        decision_message: decision.message,
        idempotency_key: context.idempotency_key,
      })
      .returning({ check_in_public_id: checkIns.check_in_public_id });
    const movable = ['confirmed', 'checked_in', 'checked_out'] as const;
    if (!forced && movable.some((status) => status === booking.row.booking_status)) {
      await tx
        .update(bookings)
        .set({ booking_status: payload.direction === 'check_in' ? 'checked_in' : 'checked_out' })
        .where(
          and(eq(bookings.id, booking.row.id), inArray(bookings.booking_status, [...movable])),
        );
    }
    await tx.insert(bookingEvents).values({
      booking_id: booking.row.id,
      type: payload.direction === 'check_in' ? 'checked_in' : 'checked_out',
      actor: deviceActor(context.device),
      at: context.now,
      payload: {
        gate_public_id: context.device.gate_public_id,
        device_time: context.device_time.toISOString(),
        forced,
        decision_status: decision.status,
      },
    });
    const answer: AppliedOperation = {
      status: forced ? 'forced' : 'applied',
      result: {
        check_in_public_id: event!.check_in_public_id,
        booking_public_id: booking.row.booking_public_id,
        booking_ref_code: booking.row.booking_ref_code,
        direction: payload.direction,
        forced,
        decision: { status: decision.status, message: decision.message },
      },
    };
    return answer;
  },
};
