/**
 * Reading and writing `payments` rows and appending to `payment_ledger`. The ledger is never
 * updated: every provider answer is a new row.
 *
 * spec: api-contract.md §Payments; public-site.md §3 Booking (read back) payments.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/database';
import { paymentLedger, payments } from '../db/schema/payments';
import type { PayableKind, PaymentDonation } from './payable';
import type { PendingProviderPayment } from './payment-provider';

export type PaymentRow = typeof payments.$inferSelect;

/** A payments row's provider view: what was asked and the provider's keys. */
export function pendingProviderPayment(row: PaymentRow): PendingProviderPayment {
  return {
    amount: new Decimal(row.amount),
    currency: row.currency as CurrencyCode,
    checkoutRequestId: row.checkout_request_id,
    merchantTrace: row.merchant_trace,
    applicationId: row.application_id,
  };
}

/** The payable kind and row id a payment is for. */
export function payableOf(row: PaymentRow): { kind: PayableKind; id: number } {
  const ids: Record<PayableKind, number | null> = {
    booking: row.booking_id,
    donation: row.donation_id,
    volunteer: row.volunteer_id,
    membership: row.member_id,
  };
  const id = ids[row.payable_kind];
  if (id === null) throw new Error(`Payment ${row.id} has no ${row.payable_kind}`);
  return { kind: row.payable_kind, id };
}

/** The donations a payment carries. */
export function paymentDonations(row: PaymentRow): PaymentDonation[] {
  return row.public_donations as PaymentDonation[];
}

/** The payment whose STK callback path ends in `token`, or null. */
export async function findByCallbackToken(db: Database, token: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.callback_token, token));
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `text` has the form of a public id (a UUID). */
export function isPublicId(text: string): boolean {
  return UUID.test(text);
}

/** The payment with `paymentPublicId`, or null (also for a malformed id). */
export async function findByPublicId(
  db: Database,
  paymentPublicId: string,
): Promise<PaymentRow | null> {
  if (!isPublicId(paymentPublicId)) return null;
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.payment_public_id, paymentPublicId));
  return row ?? null;
}

/** Locks (FOR UPDATE) and reads payment `id`. */
export async function lockPayment(tx: Transaction, id: number): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw new Error(`Payment ${id} does not exist`);
  return row;
}

/** One ledger row to append. */
export interface LedgerEntry {
  paymentId: number;
  provider: PaymentRow['method'];
  providerReference: string | null;
  status: 'paid' | 'failed' | 'rejected';
  amount: Decimal.Value;
  currency: string;
  creditedAmount?: Decimal.Value;
  source: string;
  reason?: string | null;
  raw: unknown;
  at: Date;
}

/** Appends `entry` to the ledger. */
export async function appendLedger(tx: Executor, entry: LedgerEntry): Promise<void> {
  await tx.insert(paymentLedger).values({
    payment_id: entry.paymentId,
    provider: entry.provider,
    provider_reference: entry.providerReference,
    status: entry.status,
    amount: new Decimal(entry.amount).toFixed(2),
    currency: entry.currency,
    credited_amount: new Decimal(entry.creditedAmount ?? 0).toFixed(2),
    source: entry.source,
    reason: entry.reason ?? null,
    raw_payload: entry.raw ?? {},
    at: entry.at,
  });
}

/** True when `reference` of `provider` has already credited a payment. */
export async function referenceAlreadyCredited(
  tx: Transaction,
  provider: PaymentRow['method'],
  reference: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentLedger.id })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.provider, provider),
        eq(paymentLedger.provider_reference, reference),
        eq(paymentLedger.status, 'paid'),
      ),
    );
  return row !== undefined;
}

/**
 * Everything credited to the payable `kind` `id`, in its own currency: the sum of the
 * `credited_amount` of its payments' `paid` ledger rows.
 */
export async function creditedTo(tx: Executor, kind: PayableKind, id: number): Promise<Decimal> {
  const column = {
    booking: payments.booking_id,
    donation: payments.donation_id,
    volunteer: payments.volunteer_id,
    membership: payments.member_id,
  }[kind];
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentLedger.credited_amount}), 0)` })
    .from(paymentLedger)
    .innerJoin(payments, eq(payments.id, paymentLedger.payment_id))
    .where(and(eq(column, id), eq(paymentLedger.status, 'paid')));
  return new Decimal(row?.total ?? 0);
}
