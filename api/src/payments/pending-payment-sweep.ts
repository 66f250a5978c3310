/**
 * Settles payments the provider never told us about: pending M-Pesa payments whose callback has
 * not come and card payments whose browser never returned are asked about server to server (STK
 * query, card status query) once they are `settleAfterSeconds` old, for up to a day. Safe on
 * several API instances at once: settling locks the payment and is idempotent.
 *
 * spec: api-contract.md §Payments (paid when the callback or an STK query confirms it);
 * research/payments.md §1 ("Callbacks that never arrive": poll STK Query, then reconcile), §2
 * step 4 (rerun the query for payments stuck past a timeout).
 */
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { payments } from '../db/schema/payments';
import type { PaymentDeps } from './payments-runtime';
import { checkPayment, type SettleOutcome } from './settle-payment';

/** Pending payments older than a day are no longer asked about. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** Most payments asked about in one sweep. */
const SWEEP_BATCH = 50;

/** Asks about every pending online payment at least `settleAfterSeconds` old; returns outcomes. */
export async function settlePendingPayments(
  deps: PaymentDeps,
  settleAfterSeconds: number,
): Promise<SettleOutcome[]> {
  const now = deps.clock.now().getTime();
  const pending = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.method, ['mpesa', 'card']),
        lt(payments.created_at, new Date(now - settleAfterSeconds * 1000)),
        gt(payments.created_at, new Date(now - GIVE_UP_AFTER_MS)),
      ),
    )
    .orderBy(asc(payments.created_at))
    .limit(SWEEP_BATCH);
  const outcomes: SettleOutcome[] = [];
  for (const payment of pending) outcomes.push(await checkPayment(deps, payment));
  return outcomes;
}

/**
 * Runs `settlePendingPayments` every `intervalMs` until the returned function is called.
 * Failures are logged; the next sweep tries again.
 */
export function startPendingPaymentSweep(
  deps: PaymentDeps,
  options: { intervalMs: number; settleAfterSeconds: number },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settlePendingPayments(deps, options.settleAfterSeconds)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'payment sweep failed'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
