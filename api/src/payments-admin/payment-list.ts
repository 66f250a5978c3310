/**
 * The payments list of the back office: money received and payments still waiting for their
 * provider, of every payable (bookings, donations, volunteer applications, memberships), by
 * M-Pesa, card, bank or cash, online, at the gate or recorded by staff; newest first (by when
 * received, or started while pending), filtered in SQL by Nairobi day range, channel, status
 * and a search text. Failed payments have their own list (`payment-failures.ts`).
 *
 * spec: staff-booking.md §2.9 (payments list, searches by key and by date range);
 * membership-backoffice.md §7; api-contract.md §Payments.
 */
import type { PaymentListQuery } from '@hifadhi/shared/schemas/payments-admin';
import { and, eq, inArray } from 'drizzle-orm';
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

export const paymentSummarySchema = paymentBasicsSchema.extend({
  /** How staff received it (Cash, Bank Transfer, Cheque, …); null for the payer's own. */
  received_as: z.string().nullable(),
  status: z.enum(['paid', 'pending']),
  /** M-Pesa receipt, card transaction index, bank or cheque reference, cash receipt. */
  provider_reference: z.string().nullable(),
  /** The staff user's (or gate device's) public id, and the user's name; null online. */
  recorded_by: z.string().nullable(),
  recorded_by_name: z.string().nullable(),
  /** Why staff must look at it (money the payable cannot keep), until settled. */
  attention_reason: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const paymentPageSchema = pageSchema(paymentSummarySchema);
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** A page of the payments list for `query` (see the module comment). */
export async function listPayments(db: Executor, query: PaymentListQuery): Promise<PaymentPage> {
  const where = and(
    query.status === undefined
      ? inArray(payments.status, ['paid', 'pending'])
      : eq(payments.status, query.status),
    query.method === undefined ? undefined : eq(payments.method, query.method),
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
      received_as: row.received_as,
      status: row.status === 'paid' ? 'paid' : 'pending',
      provider_reference: row.provider_reference,
      recorded_by: row.recorded_by,
      recorded_by_name: row.recorded_by_name,
      attention_reason: row.attention_resolved_at === null ? row.attention_reason : null,
    })),
  };
}
