/**
 * A payable's online payments still waiting for the provider, and how much of its balance they
 * already cover, so a second STK push or card checkout for a balance already being paid is
 * refused instead of charging the payer twice. Called under the payable's row lock, so two
 * simultaneous requests for one balance start one payment. A payment blocks for
 * `PENDING_BLOCKS_MINUTES` at most: an M-Pesa prompt times out long before (and the STK query
 * settles it), and a card page abandoned that long does not keep the payer from paying; should
 * an old one be paid after all, whatever exceeds the amount due is flagged for a refund.
 *
 * spec: public-site.md §2.12 (Payment page), §4 Payment; pricing-rules.md §"Totals and payment"
 * (balance = amount due − payments received).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import Decimal from 'decimal.js';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { payments } from '../db/schema/payments';
import { type PayableKind, payableColumn } from './payable';
import { type PaymentRow, paymentDonations } from './payment-records';

/** What the payer is told when a pending payment already covers the balance. */
export const pendingPaymentMessages = {
  mpesa: (amount: string, phoneEnd: string) =>
    `A payment of ${amount} is already waiting for confirmation on the phone ending ${phoneEnd}. ` +
    'Approve or cancel the M-Pesa prompt on that phone, then try again if it is still needed.',
  card: (amount: string) =>
    `A card payment of ${amount} is already open in another window. ` +
    'Finish it there or cancel it before trying again.',
} as const;

/** How long a pending payment keeps another from starting. */
export const PENDING_BLOCKS_MINUTES = 15;

/**
 * The pending M-Pesa and card payments of payable `kind` `id` started in the last
 * `PENDING_BLOCKS_MINUTES` before `now`, oldest first.
 */
export async function pendingPaymentsOf(
  tx: Executor,
  kind: PayableKind,
  id: number,
  now: Date,
): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments[payableColumn[kind]], id),
        eq(payments.status, 'pending'),
        inArray(payments.method, ['mpesa', 'card']),
        gt(payments.created_at, new Date(now.getTime() - PENDING_BLOCKS_MINUTES * 60_000)),
      ),
    )
    .orderBy(asc(payments.created_at), asc(payments.id));
}

/**
 * How much of the payable's balance `pending` covers, in the payable's currency: their credit
 * amounts less the donations they add (a donation adds to what is owed, it pays none of it).
 */
export function balanceCoveredBy(pending: readonly PaymentRow[]): Decimal {
  return pending.reduce((sum, row) => {
    const donations = paymentDonations(row).reduce(
      (total, donation) => total.plus(donation.booking_currency_amount),
      new Decimal(0),
    );
    return sum.plus(new Decimal(row.credit_amount).minus(donations));
  }, new Decimal(0));
}

/** The CONFLICT (409) telling the payer that `pending` is still waiting, and what to do. */
export function pendingPaymentRefusal(pending: PaymentRow): DomainError {
  const amount = formatMoney(pending.amount, pending.currency as CurrencyCode);
  const message =
    pending.method === 'mpesa'
      ? pendingPaymentMessages.mpesa(amount, (pending.phone ?? '').slice(-4))
      : pendingPaymentMessages.card(amount);
  return new DomainError('CONFLICT', message, { messages: [message] });
}
