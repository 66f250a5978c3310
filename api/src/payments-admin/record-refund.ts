/**
 * Recording a refund paid out on a booking (`refunds`): an amount in the booking's currency
 * (exact, cents allowed), how it was paid back, its reference and reason, by whom and when
 * (with its Nairobi day). All the refunds of a booking together may not exceed what was paid
 * for it (its `paid` ledger credits) less the credit notes issued on it (given-back.ts): money
 * owed back once as a credit note is not paid back again in cash. A request retried with the
 * same idempotency key finds its refund and writes none again. One change-log row (operation
 * `refund`) records it, in the caller's transaction.
 *
 * spec: api-contract.md §Payments; membership-backoffice.md §2.5 (change logs), §7; issue 17
 * item 5.
 */
import { type CurrencyCode, currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import type { Refund } from '@hifadhi/shared/schemas/payments-admin';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { refunds } from '../db/schema/refunds';
import { logBookingChange } from '../staff-bookings/booking-change-log';
import type { BookingRow, StaffActor } from '../staff-bookings/booking-operation';
import { paidLessGivenBack } from './given-back';
import { paymentsAdminMessages, refundAmountInWords } from './payments-admin-messages';

/** A refund as recorded: `amount` a decimal string in `currency` ("1000.00"). */
export interface RecordedRefund {
  refund_public_id: string;
  amount: string;
  currency: CurrencyCode;
  method: Refund['method'];
  reference: string;
}

function recorded(row: typeof refunds.$inferSelect): RecordedRefund {
  return {
    refund_public_id: row.refund_public_id,
    amount: row.amount,
    currency: currencyCode.parse(row.currency),
    method: row.method,
    reference: row.reference,
  };
}

/**
 * Records `request.refund` on `booking` (locked by the caller in `tx`), settling payment
 * `request.paymentId`, for `request.reason`, by `request.actor` at `request.now`; answers the
 * refund already recorded under `request.idempotencyKey` instead when there is one.
 * @throws DomainError VALIDATION_FAILED (field `refund.amount`) above what was paid less what
 *   was already refunded or credited.
 */
export async function recordRefund(
  tx: Transaction,
  booking: BookingRow,
  request: {
    paymentId: number;
    refund: Refund;
    reason: string;
    actor: StaffActor;
    now: Date;
    idempotencyKey: string;
  },
): Promise<RecordedRefund> {
  const [earlier] = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.idempotency_key, request.idempotencyKey));
  if (earlier) return recorded(earlier);

  const currency = currencyCode.parse(booking.currency);
  const available = Decimal.max(await paidLessGivenBack(tx, booking.id), 0);
  if (available.lt(request.refund.amount)) {
    const message = paymentsAdminMessages.refundAbovePaid(
      refundAmountInWords(available.toFixed(2), currency),
    );
    throw new DomainError('VALIDATION_FAILED', message, { fields: { 'refund.amount': message } });
  }
  const [row] = await tx
    .insert(refunds)
    .values({
      booking_id: booking.id,
      payment_id: request.paymentId,
      amount: new Decimal(request.refund.amount).toFixed(2),
      currency,
      method: request.refund.method,
      reference: request.refund.reference,
      reason: request.reason,
      refunded_by: request.actor.publicId,
      refunded_at: request.now,
      refunded_on: calendarDateAt(request.now),
      idempotency_key: request.idempotencyKey,
    })
    .returning();
  await logBookingChange(
    tx,
    request.actor,
    {
      operation: 'refund',
      before: booking,
      after: booking,
      details: {
        refund_public_id: row!.refund_public_id,
        amount: row!.amount,
        currency,
        method: row!.method,
        reference: row!.reference,
        reason: request.reason,
      },
    },
    request.now,
  );
  return recorded(row!);
}
