/**
 * The staff lifecycle operations on a booking — confirm, unconfirm, check in, check out, defer
 * the payment, mark complimentary (FOC), delete and reinstate — as steps, each run by
 * `runLifecycleStep` in one transaction that checks the lifecycle table, makes its change and
 * appends its one event (`confirmed`, `unconfirmed`, `checked_in`, `checked_out`,
 * `payment_deferred`, `marked_foc`, `deleted`, `reinstated`) with the staff user and, where
 * given, the reason, and one change-log row (booking-change-log.ts). An operation the booking already reflects (a retried confirm, a second
 * FOC, a deferral to the same date) answers the booking as it is and writes nothing.
 *
 * Capacity follows the status (migration 0003 keeps each line's `holds_until`): deleting
 * releases the booking's units and slots at once; confirming a hold that has lapsed and
 * reinstating a booking that held capacity take them back only if they are still free,
 * else 409 CAPACITY_EXCEEDED and nothing changes.
 *
 * spec: api-contract.md §Staff bookings; staff-booking.md §4; pricing-rules.md §"Totals and
 * payment" (a deferred payment keeps a hold until the date given).
 */
import { addDays, type CalendarDate, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import type { BookingStatus } from '@hifadhi/shared/schemas/booking';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { gates } from '../db/schema/catalogue';
import { checkIns } from '../db/schema/sync';
import { clerkId } from '../sync/clerk';
import { logBookingChange } from './booking-change-log';
import type { BookingOperation } from './booking-lifecycle';
import {
  allowedTransition,
  appendBookingEvent,
  type BookingRow,
  type BookingState,
  bookingState,
  holdsCapacity,
  lockStaffBooking,
  type OperationDeps,
  retakeCapacity,
  type StaffActor,
  ticketIfAdmitted,
  updateBooking,
} from './booking-operation';
import { staffBookingMessages } from './staff-booking-messages';

/** One lifecycle operation: its table column, its event and its change. */
export interface LifecycleStep {
  operation: BookingOperation;
  event: string;
  /** True when the booking already reflects the operation (nothing to write). */
  alreadyDone?(row: BookingRow): boolean;
  /**
   * The change to make on the way to `next` and the event's details; may refuse with a
   * DomainError (the transaction then writes nothing).
   */
  apply(
    tx: Transaction,
    row: BookingRow,
    next: BookingStatus,
    now: Date,
    actor: StaffActor,
  ): Promise<{ changes: Partial<BookingRow>; details: object }>;
}

/**
 * Runs lifecycle `step` on booking `bookingPublicId` for `actor` (see the module comment).
 * @returns the booking afterwards.
 * @throws DomainError BOOKING_NOT_FOUND, INVALID_TRANSITION, or the step's own refusal.
 */
export async function runLifecycleStep(
  deps: OperationDeps,
  step: LifecycleStep,
  bookingPublicId: string,
  actor: StaffActor,
): Promise<BookingState> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockStaffBooking(tx, bookingPublicId, actor);
    const outcome = allowedTransition(row, step.operation);
    if (!outcome.changes || step.alreadyDone?.(row)) return bookingState(row);
    const { changes, details } = await step.apply(tx, row, outcome.next, now, actor);
    const updated = await updateBooking(
      tx,
      row.id,
      { booking_status: outcome.next, ...changes },
      now,
    );
    await ticketIfAdmitted(tx, updated, now);
    await appendBookingEvent(tx, {
      bookingId: row.id,
      type: step.event,
      actor: actor.publicId,
      at: now,
      details: { previous_status: row.booking_status, booking_status: outcome.next, ...details },
    });
    await logBookingChange(
      tx,
      actor,
      { operation: step.operation, before: row, after: updated, details },
      now,
    );
    return bookingState(updated);
  });
}

/**
 * Confirms a held booking: its hold no longer expires. A hold that had lapsed is confirmed only
 * if its capacity is still free.
 * @throws DomainError CAPACITY_EXCEEDED.
 */
export const confirmStep: LifecycleStep = {
  operation: 'confirm',
  event: 'confirmed',
  async apply(tx, row, _next, now) {
    if (!holdsCapacity(row.booking_status, row, now)) await retakeCapacity(tx, row, now);
    return { changes: { hold_expires_at: null }, details: {} };
  },
};

/**
 * Takes a confirmed booking back to held (unconfirmed); it keeps its units and slots until
 * staff confirm, delete or cancel it. A booking with nothing left to pay (Paid or FOC) stays
 * confirmed: its ticket is valid at the gate, so unconfirming it would admit a guest the office
 * holds back.
 * @throws DomainError INVALID_TRANSITION for a paid or FOC booking.
 */
export const unconfirmStep: LifecycleStep = {
  operation: 'unconfirm',
  event: 'unconfirmed',
  async apply(_tx, row) {
    if (row.booking_payment_status === 'Paid' || row.booking_payment_status === 'FOC') {
      throw new DomainError('INVALID_TRANSITION', staffBookingMessages.settledStaysConfirmed);
    }
    return { changes: { hold_expires_at: null }, details: {} };
  },
};

/**
 * Checks a booking's guests in (a confirmed booking) or out (a checked-in one) from the back
 * office, recording the passage in `check_ins` as a gate does (clerk: the staff user; no
 * device; decision `valid`), so the gates' replicas, the lists and the reports see it. The gate
 * is `input.gate_public_id`, else the booking's entry gate.
 * @throws DomainError VALIDATION_FAILED (field gate_public_id) when neither names a gate.
 */
export function gatePassageStep(
  direction: 'check_in' | 'check_out',
  input: { gate_public_id?: string | null },
): LifecycleStep {
  return {
    operation: direction,
    event: direction === 'check_in' ? 'checked_in' : 'checked_out',
    async apply(tx, row, _next, now, actor) {
      const gate = input.gate_public_id ?? row.entry_point;
      const [known] = gate
        ? await tx
            .select({ gate_public_id: gates.gate_public_id })
            .from(gates)
            .where(eq(gates.gate_public_id, gate))
        : [];
      if (!known) {
        const message = gate ? staffBookingMessages.unknownGate : staffBookingMessages.gateRequired;
        throw new DomainError('VALIDATION_FAILED', message, {
          fields: { gate_public_id: message },
        });
      }
      await tx.insert(checkIns).values({
        booking_id: row.id,
        gate_public_id: known.gate_public_id,
        clerk_id: await clerkId(tx, actor.publicId),
        direction,
        device_time: now,
        forced: false,
        decision_status: 'valid',
        decision_message: staffBookingMessages.backOfficePassage,
      });
      return { changes: {}, details: { gate_public_id: known.gate_public_id } };
    },
  };
}

/** The start of the day after `date` in Nairobi (UTC+03:00 all year): the end of `date`. */
function endOfDay(date: CalendarDate): Date {
  return new Date(`${addDays(date, 1)}T00:00:00+03:00`);
}

/**
 * Defers the payment of what is left to pay to `until` (a date, Africa/Nairobi): a held booking
 * keeps its hold to the end of that day instead of expiring sooner (a hold that already lapsed
 * only while its units are still free).
 * @throws DomainError CONFLICT when nothing is left to pay; VALIDATION_FAILED (field until)
 *   for a date before today.
 */
export function deferPaymentStep(input: { until: CalendarDate; reason: string }): LifecycleStep {
  return {
    operation: 'defer_payment',
    event: 'payment_deferred',
    alreadyDone: (row) => row.payment_deferred_until === input.until,
    async apply(tx, row, next, now) {
      if (row.booking_payment_status === 'Paid' || row.booking_payment_status === 'FOC') {
        throw new DomainError('CONFLICT', staffBookingMessages.nothingToDefer);
      }
      if (input.until < calendarDateAt(now)) {
        const message = staffBookingMessages.deferBeforeToday;
        throw new DomainError('VALIDATION_FAILED', message, { fields: { until: message } });
      }
      // A lapsed hold holds nothing: kept longer, it takes its units back only while free.
      if (!holdsCapacity(row.booking_status, row, now)) await retakeCapacity(tx, row, now);
      return {
        changes: {
          payment_deferred_until: input.until,
          ...(next === 'held' ? { hold_expires_at: endOfDay(input.until) } : {}),
        },
        details: { until: input.until, reason: input.reason },
      };
    },
  };
}

/**
 * Marks a booking complimentary: payment status `FOC`, balance 0; a held booking is confirmed
 * (and gets its ticket). Payments already received stay in the ledger.
 * @throws DomainError CAPACITY_EXCEEDED (a lapsed hold whose units are taken).
 */
export function focStep(input: { reason: string }): LifecycleStep {
  return {
    operation: 'foc',
    event: 'marked_foc',
    alreadyDone: (row) => row.booking_payment_status === 'FOC',
    async apply(tx, row, next, now) {
      if (next !== row.booking_status && !holdsCapacity(row.booking_status, row, now)) {
        await retakeCapacity(tx, row, now);
      }
      return {
        changes: {
          booking_payment_status: 'FOC',
          booking_payment_balance: '0',
          ...(next === 'confirmed' ? { hold_expires_at: null } : {}),
        },
        details: {
          reason: input.reason,
          previous_payment_status: row.booking_payment_status,
          previous_balance: row.booking_payment_balance,
        },
      };
    },
  };
}

/**
 * Soft-deletes a booking: status `deleted`, its units and slots released; the status it had is
 * kept for reinstating.
 */
export function deleteStep(input: { reason: string }): LifecycleStep {
  return {
    operation: 'delete',
    event: 'deleted',
    apply: async (_tx, row) => ({
      changes: { status_before_delete: row.booking_status },
      details: { reason: input.reason },
    }),
  };
}

/**
 * Reinstates a deleted booking to the status it had. One that held capacity takes it back only
 * if it is still free.
 * @throws DomainError CAPACITY_EXCEEDED (nothing changes).
 */
export const reinstateStep: LifecycleStep = {
  operation: 'reinstate',
  event: 'reinstated',
  async apply(tx, row, next, now) {
    if (holdsCapacity(next, row, now)) await retakeCapacity(tx, row, now);
    return { changes: { status_before_delete: null }, details: {} };
  },
};
