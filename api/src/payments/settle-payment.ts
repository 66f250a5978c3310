/**
 * Settling a payment from a provider's verdict, exactly once, inside one transaction that locks
 * the payment row:
 * - `paid`: unless the payment is already settled or the provider reference (M-Pesa receipt,
 *   card transaction) already credited another payment, appends a `paid` ledger row crediting
 *   the payment's `credit_amount`, marks the payment paid and applies it to its payable (whose
 *   after-commit work, the e-mail, runs once committed);
 * - `failed`: appends a `failed` row and marks a pending payment failed with the payer's reason;
 * - `rejected`: appends a `rejected` row (a claim that does not match; nothing changes);
 * - `pending`: nothing.
 * A duplicate or late answer for a settled payment changes nothing.
 *
 * spec: api-contract.md §Payments (the same callback twice credits once); research/payments.md
 * §1 ("Duplicate/retried callbacks"), §2 step 4.
 */
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { payments } from '../db/schema/payments';
import type { AfterCommit } from './payable';
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

/** Where the verdict came from, as the ledger records it. */
export type VerdictSource = 'callback' | 'stk_query' | 'status_query' | 'gate';

const duplicateReference = 'Provider reference has already credited another payment';

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
  if (verdict.status === 'pending') return 'pending';
  const now = deps.clock.now();
  let afterCommit: AfterCommit | null = null;
  const outcome = await deps.db.transaction(async (tx): Promise<SettleOutcome> => {
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
    if (payment.status !== 'pending') return 'already_settled';
    if (verdict.status === 'failed') {
      await appendLedger(tx, entry('failed', { reason: verdict.reason }));
      await tx
        .update(payments)
        .set({ status: 'failed', failure_reason: verdict.reason, settled_at: now })
        .where(eq(payments.id, paymentId));
      return 'failed';
    }
    if (
      verdict.providerReference !== null &&
      (await referenceAlreadyCredited(tx, payment.method, verdict.providerReference))
    ) {
      await appendLedger(tx, entry('rejected', { reason: duplicateReference }));
      return 'rejected';
    }
    await appendLedger(tx, { ...entry('paid'), creditedAmount: payment.credit_amount });
    await tx
      .update(payments)
      .set({ status: 'paid', provider_reference: verdict.providerReference, settled_at: now })
      .where(eq(payments.id, paymentId));
    afterCommit = await applyToPayable(deps, tx, payment, verdict, now);
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
): Promise<AfterCommit | null> {
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

/** Asks the payment's provider how it ended and settles it with the answer. */
export async function checkPayment(deps: PaymentDeps, payment: PaymentRow): Promise<SettleOutcome> {
  if (payment.status !== 'pending') return 'already_settled';
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
