/**
 * The payer cancelling a payment still waiting for the provider (a card page left open, an
 * M-Pesa prompt they mean to ignore), so they can start another: the provider is asked first
 * (an answer settles it as usual); still pending, the payment is marked failed 'Cancelled by the
 * payer'. Money that arrives for it after all is still credited: a success callback is confirmed
 * by an STK query, a card return by the status query, and anything beyond the amount due is
 * flagged for staff to refund (`settle-payment.ts`).
 *
 * spec: public-site.md §2.12, §4 Payment; issue 11 item 2 (a second payment is refused while
 * one is pending: wait for it or cancel it).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema/payments';
import { paymentMessages } from './payment-messages';
import { appendLedger, findByPublicId, lockPayment } from './payment-records';
import { type PaymentStatus, readPaymentStatus } from './payment-status';
import type { PaymentDeps } from './payments-runtime';
import { checkPayment, PAYER_CANCELLED } from './settle-payment';

/**
 * Cancels payment `paymentPublicId` unless the provider has finished it; answers its status.
 * @throws DomainError NOT_FOUND for an unknown payment; CONFLICT when it is already paid.
 */
export async function cancelPayment(
  deps: PaymentDeps,
  paymentPublicId: string,
): Promise<PaymentStatus> {
  const payment = await findByPublicId(deps.db, paymentPublicId);
  if (payment === null) throw new DomainError('NOT_FOUND', paymentMessages.paymentNotFound);
  if (payment.status === 'pending') await checkPayment(deps, payment);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    if (locked.status === 'paid') {
      throw new DomainError('CONFLICT', paymentMessages.paymentAlreadyPaid);
    }
    if (locked.status !== 'pending') return;
    await appendLedger(tx, {
      paymentId: locked.id,
      provider: locked.method,
      providerReference: null,
      status: 'failed',
      amount: 0,
      currency: locked.currency,
      source: 'payer',
      reason: PAYER_CANCELLED,
      raw: {},
      at: now,
    });
    await tx
      .update(payments)
      .set({ status: 'failed', failure_reason: PAYER_CANCELLED, settled_at: now })
      .where(eq(payments.id, locked.id));
  });
  return readPaymentStatus(deps, paymentPublicId);
}
