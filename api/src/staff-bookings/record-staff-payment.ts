/**
 * A payment staff received for a booking (cash at the office, a bank transfer, a cheque, a
 * voucher, an M-Pesa or card payment taken outside the site), recorded into the payments ledger
 * in one transaction with the booking's new balance and payment status and one
 * `payment_received` event naming the staff user, and one change-log row.
 *
 * - The amount is whole units of the booking's currency, from 1 up to the balance (more only
 *   when the caller accepts an over-payment: it is recorded whole and flagged for staff to
 *   refund the difference, with a `payment_needs_attention` event); the currency must be the
 *   booking's.
 * - A held booking whose unpaid hold lapsed takes its units and slots back only if they are
 *   still free (409 CAPACITY_EXCEEDED otherwise). A held booking is confirmed once the payment schedule is met: paid in full, or, arriving 30
 *   or more days after it was booked, its 30% deposit paid (pricing-rules.md); then, paid in
 *   full, it gets its ticket.
 * - A reference (bank slip, cheque number, M-Pesa receipt) credits once per channel: the same
 *   reference again is refused. A request repeated with the same `Idempotency-Key` answers the
 *   first payment again and records nothing.
 * - `method` is kept as given (`received_as`); the ledger's channel is cash for Cash and
 *   Voucher, bank for Bank Transfer and Cheque, mpesa for Mpesa, card for Credit Card.
 *
 * spec: api-contract.md §Staff bookings (POST /bookings/{id}/payments); pricing-rules.md
 * §"Totals and payment"; staff-booking.md §4 (paid).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../db/database';
import { payments } from '../db/schema/payments';
import { attentionReasons, paymentMessages } from '../payments/payment-messages';
import { appendLedger, creditedTo, referenceAlreadyCredited } from '../payments/payment-records';
import { paymentScheduleMet } from '../payments/payment-schedule-met';
import { logBookingChange } from './booking-change-log';
import {
  allowedTransition,
  appendBookingEvent,
  type BookingRow,
  bookingState,
  bookingStateSchema,
  holdsCapacity,
  lockStaffBooking,
  type OperationDeps,
  retakeCapacity,
  type StaffActor,
  ticketIfAdmitted,
  updateBooking,
} from './booking-operation';
import { staffBookingMessages } from './staff-booking-messages';

/** The ways staff receive a payment, as the contract names them. */
export const staffPaymentMethods = [
  'Cash',
  'Mpesa',
  'Credit Card',
  'Bank Transfer',
  'Cheque',
  'Voucher',
] as const;
export type StaffPaymentMethod = (typeof staffPaymentMethods)[number];

const channelOf: Record<StaffPaymentMethod, 'cash' | 'mpesa' | 'card' | 'bank'> = {
  Cash: 'cash',
  Mpesa: 'mpesa',
  'Credit Card': 'card',
  'Bank Transfer': 'bank',
  Cheque: 'bank',
  Voucher: 'cash',
};

/** A payment staff received: `amount` whole units of `currency`. */
export interface StaffPayment {
  method: StaffPaymentMethod;
  amount: number;
  currency: string;
  reference: string | null;
}

/** The recorded payment and the booking after it. */
export const recordedStaffPaymentSchema = bookingStateSchema.extend({
  payment_public_id: z.string(),
  method: z.enum(staffPaymentMethods),
  /** Whole units of `currency` (the booking's). */
  amount: z.number(),
  currency: z.string(),
  reference: z.string().nullable(),
});
export type RecordedStaffPayment = z.infer<typeof recordedStaffPaymentSchema>;

/** True when `credited` meets the booking's payment schedule (see the module comment). */
function scheduleMet(row: BookingRow, credited: Decimal): boolean {
  return paymentScheduleMet(
    { amountDue: row.amount_due, arrival: row.check_in, bookedAt: row.created_at },
    credited,
  );
}

/** The answer for payment row `payment` of booking `row`. */
function recorded(row: BookingRow, payment: typeof payments.$inferSelect): RecordedStaffPayment {
  return {
    ...bookingState(row),
    payment_public_id: payment.payment_public_id,
    method: payment.received_as as StaffPaymentMethod,
    amount: Number(payment.amount),
    currency: payment.currency,
    reference: payment.provider_reference,
  };
}

/** The payment already recorded with `key`, if any; refused when it was for another booking. */
async function replayed(tx: Transaction, row: BookingRow, key: string | null) {
  if (key === null) return null;
  const [payment] = await tx.select().from(payments).where(eq(payments.idempotency_key, key));
  if (!payment) return null;
  if (payment.booking_id !== row.id) {
    throw new DomainError('CONFLICT', staffBookingMessages.idempotencyKeyReused);
  }
  return recorded(row, payment);
}

function checkAmount(row: BookingRow, payment: StaffPayment, overpayment: boolean): void {
  if (payment.currency !== row.currency) {
    const message = staffBookingMessages.currencyMismatch(row.currency);
    throw new DomainError('VALIDATION_FAILED', message, { fields: { currency: message } });
  }
  if (overpayment) return;
  const balance = new Decimal(row.booking_payment_balance);
  if (balance.lte(0)) throw new DomainError('CONFLICT', staffBookingMessages.nothingToPay);
  if (balance.lt(payment.amount)) {
    const message = paymentMessages.amountAboveBalance(
      formatMoney(balance, row.currency as CurrencyCode),
    );
    throw new DomainError('VALIDATION_FAILED', message, { fields: { amount: message } });
  }
}

/**
 * Records `payment` for booking `bookingPublicId` (see the module comment).
 * @throws DomainError BOOKING_NOT_FOUND; INVALID_TRANSITION (expired, cancelled, deleted);
 *   CONFLICT when nothing is left to pay, the reference already credited, or the key was used
 *   for another booking; VALIDATION_FAILED (amount above the balance, another currency).
 */
export async function recordStaffPayment(
  deps: OperationDeps,
  bookingPublicId: string,
  actor: StaffActor,
  payment: StaffPayment,
  idempotencyKey: string | null,
): Promise<RecordedStaffPayment> {
  const now = deps.clock.now();
  return deps.db.transaction((tx) =>
    recordStaffPaymentIn(tx, now, { bookingPublicId, actor, payment, idempotencyKey }),
  );
}

/** What `recordStaffPaymentIn` records. */
export interface StaffPaymentRequest {
  bookingPublicId: string;
  actor: StaffActor;
  payment: StaffPayment;
  idempotencyKey: string | null;
  /**
   * Accept more than the balance (also on a booking with nothing left to pay): the whole amount
   * is recorded and the payment flagged for staff to refund the difference, as an online
   * over-payment is (`GET /payments/attention`).
   */
  overpayment?: boolean;
}

/**
 * `recordStaffPayment` inside the caller's transaction `tx` at `now`, for work that records a
 * payment together with its own rows (a bank slip's allocation). Same answers and errors.
 */
export async function recordStaffPaymentIn(
  tx: Transaction,
  now: Date,
  request: StaffPaymentRequest,
): Promise<RecordedStaffPayment> {
  const { bookingPublicId, actor, payment, idempotencyKey } = request;
  const row = await lockStaffBooking(tx, bookingPublicId, actor);
  const again = await replayed(tx, row, idempotencyKey);
  if (again) return again;
  allowedTransition(row, 'record_payment');
  checkAmount(row, payment, request.overpayment === true);
  // A lapsed hold holds nothing: paid now, it takes its units back only if they are free.
  if (!holdsCapacity(row.booking_status, row, now)) await retakeCapacity(tx, row, now);
  const channel = channelOf[payment.method];
  if (
    payment.reference !== null &&
    (await referenceAlreadyCredited(tx, channel, payment.reference))
  ) {
    throw new DomainError('CONFLICT', staffBookingMessages.referenceCredited);
  }

  const amount = new Decimal(payment.amount).toFixed(2);
  const [inserted] = await tx
    .insert(payments)
    .values({
      payable_kind: 'booking',
      booking_id: row.id,
      method: channel,
      status: 'paid',
      amount,
      currency: row.currency,
      credit_amount: amount,
      payable_currency: row.currency,
      provider_reference: payment.reference,
      received_as: payment.method,
      recorded_by: actor.publicId,
      idempotency_key: idempotencyKey,
      created_at: now,
      settled_at: now,
    })
    .returning();
  await appendLedger(tx, {
    paymentId: inserted!.id,
    provider: channel,
    providerReference: payment.reference,
    status: 'paid',
    amount,
    currency: row.currency,
    creditedAmount: amount,
    source: 'staff',
    raw: { recorded_by: actor.publicId, received_as: payment.method },
    at: now,
  });

  const credited = await creditedTo(tx, 'booking', row.id);
  const balance = Decimal.max(new Decimal(row.amount_due).minus(credited), 0);
  const excess = Decimal.min(amount, credited.minus(row.amount_due));
  const attention = excess.gt(0)
    ? attentionReasons.overpaid(formatMoney(excess, row.currency as CurrencyCode, 2))
    : null;
  if (attention !== null) {
    await tx
      .update(payments)
      .set({ attention_reason: attention, attention_at: now })
      .where(eq(payments.id, inserted!.id));
  }
  const paymentStatus = balance.isZero() ? 'Paid' : 'Partially Paid';
  const { next } = allowedTransition(row, 'record_payment', {
    scheduleMet: scheduleMet(row, credited),
  });
  const updated = await updateBooking(
    tx,
    row.id,
    {
      booking_status: next,
      booking_payment_balance: balance.toFixed(2),
      booking_payment_status: paymentStatus,
      ...(next === 'confirmed' ? { hold_expires_at: null } : {}),
    },
    now,
  );
  await ticketIfAdmitted(tx, updated, now);
  await appendBookingEvent(tx, {
    bookingId: row.id,
    type: 'payment_received',
    actor: actor.publicId,
    at: now,
    details: {
      payment_public_id: inserted!.payment_public_id,
      method: payment.method,
      amount,
      currency: row.currency,
      reference: payment.reference,
      booking_payment_balance: balance.toFixed(2),
      booking_payment_status: paymentStatus,
      previous_status: row.booking_status,
      booking_status: next,
    },
  });
  await logBookingChange(
    tx,
    actor,
    {
      operation: 'record_payment',
      before: row,
      after: updated,
      details: {
        payment_public_id: inserted!.payment_public_id,
        method: payment.method,
        amount,
        reference: payment.reference,
      },
    },
    now,
  );
  if (attention !== null) {
    await appendBookingEvent(tx, {
      bookingId: row.id,
      type: 'payment_needs_attention',
      actor: actor.publicId,
      at: now,
      details: { payment_public_id: inserted!.payment_public_id, reason: attention },
    });
  }
  return recorded(updated, inserted!);
}
