/**
 * Settling a payment from a provider's verdict, exactly once, inside one transaction that locks
 * the payment row:
 * - `paid`: unless the payment is already paid or the provider reference (M-Pesa receipt, card
 *   transaction) already credited another payment, appends a `paid` ledger row crediting the
 *   payment's `credit_amount`, marks the payment paid and applies it to its payable (whose
 *   after-commit work, the e-mail, runs once committed). When the payable cannot keep the money
 *   (a cancelled or expired booking, more than was owed) the payment is flagged for staff
 *   (`attention_reason`), never kept silently;
 * - `failed`: appends a `failed` row and marks a pending payment failed with the payer's reason;
 *   a failure reported after the payment was confirmed is recorded as `rejected` and it stays
 *   paid;
 * - `rejected`: appends a `rejected` row (a claim that does not match; nothing changes);
 * - `pending`: nothing.
 * When callbacks disagree (a success callback for a payment a failure callback already marked
 * failed), the STK query settles it: credited only if the provider confirms the payment.
 * A duplicate or late answer for a settled payment changes nothing.
 *
 * spec: api-contract.md §Payments (the same callback twice credits once); research/payments.md
 * §1 ("Duplicate/retried callbacks", "treat the STK Query as the source of truth"), §2 step 4.
 */
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { payments } from '../db/schema/payments';
import type { AfterCommit, AppliedCredit } from './payable';
import type { ProviderVerdict } from './payment-provider';
import {
  appendLedger,
  lockPayment,
  type PaymentRow,
  payableOf,
  paymentDonations,
  pendingProviderPayment,
  referenceAlreadyCredited,
} from './payment-records';
import type { PaymentDeps } from './payments-runtime';

/** What settling did. */
export type SettleOutcome = 'credited' | 'failed' | 'rejected' | 'pending' | 'already_settled';

/** Inside the transaction: a success callback for a failed payment, to confirm by STK query. */
type TransactionOutcome = SettleOutcome | 'disputed';

/** Where the verdict came from, as the ledger records it. */
export type VerdictSource = 'callback' | 'stk_query' | 'status_query' | 'gate';

/** The reason a payment the payer cancelled carries (`cancel-payment.ts`). */
export const PAYER_CANCELLED = 'Cancelled by the payer';

/** Why a provider's answer was recorded but not acted on, in the ledger's words. */
export const settleRejections = {
  duplicateReference: 'Provider reference has already credited another payment',
  failureAfterPaid: 'A failure was reported after the payment was confirmed; it stays paid',
  successNotConfirmed:
    'A success callback came after a failure and the STK query did not confirm it',
} as const;

/**
 * Settles payment `paymentId` with `verdict` (see the module comment).
 * @returns what was done; after-commit failures (e-mail) are logged, not thrown.
 */
export async function settlePayment(
  deps: PaymentDeps,
  paymentId: number,
  verdict: ProviderVerdict,
  source: VerdictSource,
): Promise<SettleOutcome> {
  const outcome = await settleOnce(deps, paymentId, verdict, source);
  if (outcome !== 'disputed') return outcome;
  return settleDispute(deps, paymentId, verdict as Extract<ProviderVerdict, { status: 'paid' }>);
}

/**
 * A success callback for a payment already marked failed (by a failure callback, or cancelled by
 * the payer): the STK query decides. Confirmed, the callback's verdict (with its receipt and
 * amount) credits the payment, recorded as the query's; otherwise the callback is rejected.
 */
async function settleDispute(
  deps: PaymentDeps,
  paymentId: number,
  verdict: Extract<ProviderVerdict, { status: 'paid' }>,
): Promise<SettleOutcome> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new Error(`Payment ${paymentId} does not exist`);
  const query = await deps.payments.providers.mpesa.check(pendingProviderPayment(payment));
  const outcome =
    query.status === 'paid'
      ? await settleOnce(deps, paymentId, verdict, 'stk_query')
      : await settleOnce(
          deps,
          paymentId,
          { status: 'rejected', reason: settleRejections.successNotConfirmed, raw: verdict.raw },
          'callback',
        );
  return outcome === 'disputed' ? 'rejected' : outcome;
}

async function settleOnce(
  deps: PaymentDeps,
  paymentId: number,
  verdict: ProviderVerdict,
  source: VerdictSource,
): Promise<TransactionOutcome> {
  if (verdict.status === 'pending') return 'pending';
  const now = deps.clock.now();
  let afterCommit: AfterCommit | null = null;
  const outcome = await deps.db.transaction(async (tx): Promise<TransactionOutcome> => {
    const payment = await lockPayment(tx, paymentId);
    const entry = (status: 'paid' | 'failed' | 'rejected', extra: { reason?: string } = {}) => ({
      paymentId,
      provider: payment.method,
      providerReference: verdict.status === 'paid' ? verdict.providerReference : null,
      status,
      amount: verdict.status === 'paid' ? verdict.amount : 0,
      currency: verdict.status === 'paid' ? verdict.currency : payment.currency,
      source,
      raw: verdict.raw,
      at: now,
      ...extra,
    });

    if (verdict.status === 'rejected') {
      await appendLedger(tx, entry('rejected', { reason: verdict.reason }));
      return 'rejected';
    }
    if (verdict.status === 'failed') {
      if (payment.status === 'paid') {
        await appendLedger(tx, entry('rejected', { reason: settleRejections.failureAfterPaid }));
      }
      if (payment.status !== 'pending') return 'already_settled';
      await appendLedger(tx, entry('failed', { reason: verdict.reason }));
      await tx
        .update(payments)
        .set({ status: 'failed', failure_reason: verdict.reason, settled_at: now })
        .where(eq(payments.id, paymentId));
      return 'failed';
    }
    if (payment.status === 'paid') return 'already_settled';
    // A failed payment (a failure callback, or cancelled by the payer) that a callback says is
    // paid after all is confirmed by an STK query first; a query's own answer is the provider's.
    if (payment.status === 'failed' && source === 'callback') return 'disputed';
    if (
      verdict.providerReference !== null &&
      (await referenceAlreadyCredited(tx, payment.method, verdict.providerReference))
    ) {
      await appendLedger(tx, entry('rejected', { reason: settleRejections.duplicateReference }));
      return 'rejected';
    }
    await appendLedger(tx, { ...entry('paid'), creditedAmount: payment.credit_amount });
    const applied = await applyToPayable(deps, tx, payment, verdict, now);
    await tx
      .update(payments)
      .set({
        status: 'paid',
        provider_reference: verdict.providerReference,
        failure_reason: null,
        settled_at: now,
        ...(applied.attention === null
          ? {}
          : { attention_reason: applied.attention, attention_at: now }),
      })
      .where(eq(payments.id, paymentId));
    afterCommit = applied.afterCommit;
    return 'credited';
  });
  if (afterCommit !== null) {
    const work: AfterCommit = afterCommit;
    await work().catch((error: unknown) =>
      deps.logger.error({ err: error, payment_id: paymentId }, 'after-payment work failed'),
    );
  }
  return outcome;
}

async function applyToPayable(
  deps: PaymentDeps,
  tx: Transaction,
  payment: PaymentRow,
  verdict: Extract<ProviderVerdict, { status: 'paid' }>,
  now: Date,
): Promise<AppliedCredit> {
  const { kind, id } = payableOf(payment);
  return deps.handlers[kind].applyCredit(
    tx,
    id,
    {
      paymentId: payment.id,
      paymentPublicId: payment.payment_public_id,
      method: payment.method,
      amount: verdict.amount,
      currency: verdict.currency,
      creditAmount: new Decimal(payment.credit_amount),
      providerReference: verdict.providerReference,
      donations: paymentDonations(payment),
    },
    now,
  );
}

/**
 * Asks the payment's provider how it ended and settles it with the answer: a pending payment, or
 * one the payer cancelled (whose money may have arrived after all).
 */
export async function checkPayment(deps: PaymentDeps, payment: PaymentRow): Promise<SettleOutcome> {
  const cancelledByPayer =
    payment.status === 'failed' && payment.failure_reason === PAYER_CANCELLED;
  if (payment.status !== 'pending' && !cancelledByPayer) return 'already_settled';
  if (payment.method !== 'mpesa' && payment.method !== 'card') return 'pending';
  const provider = deps.payments.providers[payment.method];
  const verdict = await provider.check(pendingProviderPayment(payment));
  return settlePayment(
    deps,
    payment.id,
    verdict,
    payment.method === 'mpesa' ? 'stk_query' : 'status_query',
  );
}
