/**
 * Recording a payment taken at the gate (cash, or a bank slip) for a booking: a payment row and
 * its `paid` ledger row, credited through the same path as online payments, so the balance,
 * payment status, confirmation, ticket and e-mail follow. `reference` (a receipt or bank slip
 * number) credits once. The sync task calls this for a kiosk's cash payment.
 *
 * spec: pricing-rules.md §"Totals and payment" (a larger balance paid in several payments at the
 * gate); staff-booking.md (gate payment in cash); api-contract.md §Payments.
 */
import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { payments } from '../db/schema/payments';
import { partOfBalance } from './part-of-balance';
import type { PaymentDeps } from './payments-runtime';
import { type SettleOutcome, settlePayment } from './settle-payment';

/** A payment taken at the gate, in whole units of the booking's currency. */
export interface GatePayment {
  bookingPublicId: string;
  method: 'cash' | 'bank';
  amount: number;
  /** Receipt or bank slip number; null when there is none. */
  reference: string | null;
  /** Who took it: a staff user's or device's public id. */
  recordedBy: string;
}

/**
 * Records `payment` (see the module comment).
 * @throws DomainError BOOKING_NOT_FOUND; CONFLICT when the booking is cancelled, expired or
 *   paid; VALIDATION_FAILED for an amount outside 1 … balance.
 */
export async function recordGatePayment(
  deps: PaymentDeps,
  payment: GatePayment,
): Promise<{ payment_public_id: string; outcome: SettleOutcome }> {
  const now = deps.clock.now();
  const paymentPublicId = randomUUID();
  const { paymentId, currency } = await deps.db.transaction(async (tx) => {
    const state = await deps.handlers.booking.lockByPublicId(tx, payment.bookingPublicId, now);
    if (state === null) throw deps.handlers.booking.notFound();
    if (state.refusal) throw state.refusal;
    const amount = partOfBalance(state, payment.amount).toFixed(2);
    const [row] = await tx
      .insert(payments)
      .values({
        payment_public_id: paymentPublicId,
        payable_kind: 'booking',
        booking_id: state.id,
        method: payment.method,
        amount,
        currency: state.currency,
        credit_amount: amount,
        payable_currency: state.currency,
        created_at: now,
      })
      .returning({ id: payments.id });
    return { paymentId: row!.id, currency: state.currency };
  });
  const outcome = await settlePayment(
    deps,
    paymentId,
    {
      status: 'paid',
      amount: new Decimal(payment.amount),
      currency,
      providerReference: payment.reference,
      raw: { recorded_by: payment.recordedBy },
    },
    'gate',
  );
  return { payment_public_id: paymentPublicId, outcome };
}
