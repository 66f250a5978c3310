/**
 * Settling a payment flagged for attention (money its payable cannot keep):
 * - by a refund paid out (`refund`: amount, method, reference), which this records on the
 *   payment's booking (`recordRefund`: never more than was paid less what was already refunded
 *   or credited, with its change-log row) with `resolution` as its reason, then records the resolution as
 *   "Refund of KES X by M-Pesa, reference …: …", in one transaction;
 * - by a credit note, which this issues on the payment's booking (`issueCreditNote`: numbered
 *   in sequence, never more than was paid, with its `credit_note_issued` event) with
 *   `resolution` as its reason, then records the resolution as "Credit note CN-00000N of KES X
 *   issued: …";
 * - otherwise as staff describe it (`resolution`).
 *
 * The first settlement stands: a payment already settled answers as it is, writing nothing.
 * A retried refund or credit-note settlement cannot write a second one: its idempotency key is
 * the payment's (`attention:{payment_public_id}`), so a retry finds the first and records it.
 *
 * spec: api-contract.md §Payments, §Staff bookings (POST /bookings/{id}/credit-notes);
 * staff-booking.md §4 (credit note issued), §6 (credit-note ability); issue 13 item 4; issue
 * 17 item 5.
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { AttentionResolveBody, Refund } from '@hifadhi/shared/schemas/payments-admin';
import { eq } from 'drizzle-orm';
import { bookings } from '../db/schema/bookings';
import { payments } from '../db/schema/payments';
import { isPublicId } from '../payments/payment-records';
import {
  flaggedPaymentNotFound,
  listPaymentsNeedingAttention,
  type PaymentNeedingAttention,
  resolvePaymentAttention,
} from '../payments/payments-needing-attention';
import type { OperationDeps, StaffActor } from '../staff-bookings/booking-operation';
import { lockStaffBooking } from '../staff-bookings/booking-operation';
import { issueCreditNote } from '../staff-bookings/issue-credit-note';
import { paymentsAdminMessages, refundAmountInWords } from './payments-admin-messages';
import { recordRefund } from './record-refund';

/** The booking a payment was made for: its public id and currency; null for other payables. */
async function bookingOfPayment(deps: OperationDeps, paymentPublicId: string) {
  const [row] = await deps.db
    .select({
      payment_id: payments.id,
      booking_public_id: bookings.booking_public_id,
      currency: bookings.currency,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.booking_id))
    .where(eq(payments.payment_public_id, paymentPublicId));
  return row ?? null;
}

/**
 * The flagged payment `paymentPublicId` with its booking, or the payment as it is when it is
 * already settled (`booking` null).
 * @throws DomainError NOT_FOUND (no flagged payment has this id); CONFLICT with `notForBooking`
 *   when it was not made for a booking.
 */
async function unsettledBookingPayment(
  deps: OperationDeps,
  paymentPublicId: string,
  notForBooking: string,
) {
  const [flagged] = isPublicId(paymentPublicId)
    ? await listPaymentsNeedingAttention(deps.db, { includeResolved: true, paymentPublicId })
    : [];
  if (!flagged) throw new DomainError('NOT_FOUND', flaggedPaymentNotFound);
  if (flagged.resolved_at !== null) return { flagged, booking: null };
  const booking = await bookingOfPayment(deps, paymentPublicId);
  if (booking === null) throw new DomainError('CONFLICT', notForBooking);
  return { flagged, booking };
}

/** Settles flagged payment `paymentPublicId` by `refund`, for `reason` (see the module comment). */
async function settleByRefund(
  deps: OperationDeps,
  paymentPublicId: string,
  refund: Refund,
  reason: string,
  actor: StaffActor,
): Promise<PaymentNeedingAttention> {
  const { flagged, booking } = await unsettledBookingPayment(
    deps,
    paymentPublicId,
    paymentsAdminMessages.refundOnlyForBookings,
  );
  if (booking === null) return flagged;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockStaffBooking(tx, booking.booking_public_id, actor);
    const paid = await recordRefund(tx, row, {
      paymentId: booking.payment_id,
      refund,
      reason,
      actor,
      now,
      idempotencyKey: `attention:${paymentPublicId}`,
    });
    return resolvePaymentAttention(tx, {
      paymentPublicId,
      resolution: paymentsAdminMessages.refundResolution(
        refundAmountInWords(paid.amount, paid.currency),
        paid.method,
        paid.reference,
        reason,
      ),
      staffPublicId: actor.publicId,
      now,
    });
  });
}

/**
 * Settles flagged payment `paymentPublicId` as `body` says, by `actor` (see the module
 * comment).
 * @throws DomainError NOT_FOUND (no flagged payment has this id); CONFLICT (a refund or credit
 *   note for a payment not made for a booking); VALIDATION_FAILED (a refund above what was paid
 *   less what was refunded or credited, a credit note above what may still be credited); the credit note's
 *   INVALID_TRANSITION on a deleted booking.
 */
export async function resolveFlaggedPayment(
  deps: OperationDeps,
  paymentPublicId: string,
  body: AttentionResolveBody,
  actor: StaffActor,
): Promise<PaymentNeedingAttention> {
  if (body.refund !== undefined) {
    return settleByRefund(deps, paymentPublicId, body.refund, body.resolution, actor);
  }
  const resolve = (resolution: string) =>
    resolvePaymentAttention(deps.db, {
      paymentPublicId,
      resolution,
      staffPublicId: actor.publicId,
      now: deps.clock.now(),
    });
  if (body.credit_note === undefined) return resolve(body.resolution);

  const { flagged, booking } = await unsettledBookingPayment(
    deps,
    paymentPublicId,
    paymentsAdminMessages.creditNoteOnlyForBookings,
  );
  if (booking === null) return flagged;
  const note = await issueCreditNote(
    deps,
    booking.booking_public_id,
    actor,
    { amount: body.credit_note.amount, reason: body.resolution },
    `attention:${paymentPublicId}`,
  );
  return resolve(
    paymentsAdminMessages.creditNoteResolution(
      note.number,
      formatMoney(note.amount, currencyCode.parse(booking.currency)),
      body.resolution,
    ),
  );
}
