/**
 * The payment failures list: payments that ended unpaid, newest first, each with the payer's
 * words (`reason`, what the payment page showed) and the provider's own (`provider_reason`,
 * `provider_result_code`: Daraja's ResultDesc and ResultCode, the card gateway's decline text
 * and status; see `provider-failure-reason.ts`). `outcome` is `cancelled` when the payer
 * cancelled it (on the site, or the M-Pesa prompt on the phone), else `failed`. Filtered in SQL
 * by Nairobi day range, channel, outcome and a search text.
 *
 * spec: staff-booking.md §2.9 (payment failures list); public-site.md §2.14 (the decline reason
 * from the provider); research/payments.md §1 (ResultCodes).
 */
import {
  type PaymentFailureQuery,
  paymentFailureOutcomes,
} from '@hifadhi/shared/schemas/payments-admin';
import { and, eq, not } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { payments } from '../db/schema/payments';
import {
  dayRange,
  pagePayments,
  pageSchema,
  paymentAt,
  paymentBasics,
  paymentBasicsSchema,
  paymentSearch,
} from './payment-rows';
import { cancelledPayment } from './provider-failure-reason';

export const paymentFailureSchema = paymentBasicsSchema.extend({
  outcome: z.enum(paymentFailureOutcomes),
  /** The payer's words, as the payment page showed them. */
  reason: z.string(),
  /** The provider's words (Daraja ResultDesc, the card gateway's decline text), if it answered. */
  provider_reason: z.string().nullable(),
  /** Daraja ResultCode, or the card gateway's Lite_Payment_Card_Status. */
  provider_result_code: z.string().nullable(),
  started_at: z.string(),
});
export type PaymentFailure = z.infer<typeof paymentFailureSchema>;

export const paymentFailurePageSchema = pageSchema(paymentFailureSchema);
export type PaymentFailurePage = z.infer<typeof paymentFailurePageSchema>;

/** A page of the payment failures for `query` (see the module comment). */
export async function listPaymentFailures(
  db: Executor,
  query: PaymentFailureQuery,
): Promise<PaymentFailurePage> {
  const where = and(
    eq(payments.status, 'failed'),
    query.method === undefined ? undefined : eq(payments.method, query.method),
    query.outcome === undefined
      ? undefined
      : query.outcome === 'cancelled'
        ? cancelledPayment
        : not(cancelledPayment),
    ...dayRange(paymentAt, query.from, query.to),
    paymentSearch(query.search),
  );
  const { rows, total } = await pagePayments(db, where, query);
  return {
    page: query.page,
    items: query.items,
    total,
    data: rows.map((row) => ({
      ...paymentBasics(row),
      outcome: row.cancelled ? 'cancelled' : 'failed',
      reason: row.failure_reason ?? '',
      provider_reason: row.provider_reason,
      provider_result_code: row.provider_result_code,
      started_at: row.created_at.toISOString(),
    })),
  };
}
