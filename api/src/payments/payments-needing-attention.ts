/**
 * The payments staff must look at: money that arrived for something that cannot keep it (a
 * cancelled booking, a booking whose hold expired and whose capacity was taken, more than the
 * amount due, a donation, application or membership already paid). Each is a refund to make (or
 * a guest to re-accommodate), listed newest first with what it paid for and why, until staff
 * record how they settled it (`resolvePaymentAttention`: when, who, and what was done).
 *
 * spec: api-contract.md §Payments; pricing-rules.md §"Totals and payment" (balance = amount due
 * − payments received); public-site.md §4 Payment.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import Decimal from 'decimal.js';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { donations } from '../db/schema/donations';
import { members } from '../db/schema/members';
import { payments } from '../db/schema/payments';
import { volunteers } from '../db/schema/programs';
import type { PayableKind } from './payable';
import { isPublicId } from './payment-records';

/** One payment to look at. Amounts are in `currency` (whole KES for M-Pesa). */
export interface PaymentNeedingAttention {
  payment_public_id: string;
  payable_kind: PayableKind;
  /** booking_ref_code, donation_ref_code, member_reference_number or volunteer_public_id. */
  payable_reference: string;
  method: 'mpesa' | 'card' | 'bank' | 'cash';
  amount: number;
  currency: CurrencyCode;
  /** M-Pesa receipt or card transaction, to find the money with the provider. */
  provider_reference: string | null;
  phone: string | null;
  email: string | null;
  reason: string;
  flagged_at: string;
  /** How staff settled it, once they have. */
  resolved_at: string | null;
  resolved_by: string | null;
  resolution: string | null;
}

/** Message of a payment id that names no flagged payment. */
export const flaggedPaymentNotFound = 'No flagged payment has this id';

/** Most payments listed at once. */
const LIST_LIMIT = 200;

/**
 * The flagged payments, newest first (at most 200): those staff have not settled yet, or every
 * one with `includeResolved`.
 */
export async function listPaymentsNeedingAttention(
  db: Executor,
  options: { includeResolved?: boolean; paymentPublicId?: string } = {},
): Promise<PaymentNeedingAttention[]> {
  const rows = await db
    .select({
      payment_public_id: payments.payment_public_id,
      payable_kind: payments.payable_kind,
      booking_ref_code: bookings.booking_ref_code,
      donation_ref_code: donations.donation_ref_code,
      member_reference_number: members.member_reference_number,
      volunteer_public_id: volunteers.volunteer_public_id,
      method: payments.method,
      amount: payments.amount,
      currency: payments.currency,
      provider_reference: payments.provider_reference,
      phone: payments.phone,
      email: payments.email,
      reason: payments.attention_reason,
      flagged_at: payments.attention_at,
      resolved_at: payments.attention_resolved_at,
      resolved_by: payments.attention_resolved_by,
      resolution: payments.attention_resolution,
    })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.booking_id))
    .leftJoin(donations, eq(donations.id, payments.donation_id))
    .leftJoin(members, eq(members.id, payments.member_id))
    .leftJoin(volunteers, eq(volunteers.id, payments.volunteer_id))
    .where(
      and(
        isNotNull(payments.attention_reason),
        options.includeResolved ? undefined : isNull(payments.attention_resolved_at),
        options.paymentPublicId === undefined
          ? undefined
          : eq(payments.payment_public_id, options.paymentPublicId),
      ),
    )
    .orderBy(desc(payments.attention_at), desc(payments.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    payment_public_id: row.payment_public_id,
    payable_kind: row.payable_kind,
    payable_reference:
      row.booking_ref_code ??
      row.donation_ref_code ??
      row.member_reference_number ??
      row.volunteer_public_id ??
      '',
    method: row.method,
    amount: new Decimal(row.amount).toNumber(),
    currency: row.currency as CurrencyCode,
    provider_reference: row.provider_reference,
    phone: row.phone,
    email: row.email,
    reason: row.reason ?? '',
    flagged_at: (row.flagged_at ?? new Date(0)).toISOString(),
    resolved_at: row.resolved_at?.toISOString() ?? null,
    resolved_by: row.resolved_by,
    resolution: row.resolution,
  }));
}

/**
 * Records how staff settled flagged payment `paymentPublicId` (`resolution`, e.g. "Refunded by
 * M-Pesa reversal QK12…"), by staff `staffPublicId`, at `now`. Settling it again changes
 * nothing (the first record stands), so a retried request is harmless.
 * @throws DomainError NOT_FOUND for an id that names no flagged payment.
 */
export async function resolvePaymentAttention(
  db: Executor,
  request: { paymentPublicId: string; resolution: string; staffPublicId: string; now: Date },
): Promise<PaymentNeedingAttention> {
  if (isPublicId(request.paymentPublicId)) {
    await db
      .update(payments)
      .set({
        attention_resolved_at: request.now,
        attention_resolved_by: request.staffPublicId,
        attention_resolution: request.resolution,
      })
      .where(
        and(
          eq(payments.payment_public_id, request.paymentPublicId),
          isNotNull(payments.attention_reason),
          isNull(payments.attention_resolved_at),
        ),
      );
  }
  const [settled] = isPublicId(request.paymentPublicId)
    ? await listPaymentsNeedingAttention(db, {
        includeResolved: true,
        paymentPublicId: request.paymentPublicId,
      })
    : [];
  if (!settled) throw new DomainError('NOT_FOUND', flaggedPaymentNotFound);
  return settled;
}
