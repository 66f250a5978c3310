/**
 * Settling a payment flagged for attention (money its payable cannot keep): by a refund staff
 * made, recorded as they describe it (`resolution`), or by a credit note, which this issues on
 * the payment's booking (`issueCreditNote`: numbered in sequence, never more than was paid,
 * with its `credit_note_issued` event) with `resolution` as its reason, then records the
 * resolution as "Credit note CN-00000N of KES X issued: …".
 *
 * The first settlement stands: a payment already settled answers as it is, issuing nothing.
 * A retried credit-note settlement cannot issue a second note: the note's idempotency key is
 * the payment's (`attention:{payment_public_id}`), so a retry after the note was issued (even
 * if the resolution was not yet recorded) finds that note and records it.
 *
 * spec: api-contract.md §Payments, §Staff bookings (POST /bookings/{id}/credit-notes);
 * staff-booking.md §4 (credit note issued), §6 (credit-note ability); issue 13 item 4.
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { AttentionResolveBody } from '@hifadhi/shared/schemas/payments-admin';
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
import { issueCreditNote } from '../staff-bookings/issue-credit-note';
import { paymentsAdminMessages } from './payments-admin-messages';

/** The booking a payment was made for: its public id and currency; null for other payables. */
async function bookingOfPayment(deps: OperationDeps, paymentPublicId: string) {
  const [row] = await deps.db
    .select({ booking_public_id: bookings.booking_public_id, currency: bookings.currency })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.booking_id))
    .where(eq(payments.payment_public_id, paymentPublicId));
  return row ?? null;
}

/**
 * Settles flagged payment `paymentPublicId` as `body` says, by `actor` (see the module
 * comment).
 * @throws DomainError NOT_FOUND (no flagged payment has this id); CONFLICT (a credit note for
 *   a payment not made for a booking); the credit note's own refusals (VALIDATION_FAILED above
 *   what may still be credited, INVALID_TRANSITION on a deleted booking).
 */
export async function resolveFlaggedPayment(
  deps: OperationDeps,
  paymentPublicId: string,
  body: AttentionResolveBody,
  actor: StaffActor,
): Promise<PaymentNeedingAttention> {
  const resolve = (resolution: string) =>
    resolvePaymentAttention(deps.db, {
      paymentPublicId,
      resolution,
      staffPublicId: actor.publicId,
      now: deps.clock.now(),
    });
  if (body.credit_note === undefined) return resolve(body.resolution);

  const [flagged] = isPublicId(paymentPublicId)
    ? await listPaymentsNeedingAttention(deps.db, { includeResolved: true, paymentPublicId })
    : [];
  if (!flagged) throw new DomainError('NOT_FOUND', flaggedPaymentNotFound);
  if (flagged.resolved_at !== null) return flagged;
  const booking = await bookingOfPayment(deps, paymentPublicId);
  if (booking === null) {
    throw new DomainError('CONFLICT', paymentsAdminMessages.creditNoteOnlyForBookings);
  }
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
