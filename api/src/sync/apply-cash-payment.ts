/**
 * Applies a `cash_payment` outbox operation: the cash goes into the payments ledger through the
 * payments module's gate payment (`recordGatePayment`), credited like any other payment, so the
 * balance, payment status, confirmation and ticket follow. The operation's idempotency key is
 * the ledger reference, and a reference credits once, so even a crash between the ledger's
 * commit and the outbox's cannot credit the cash twice: a retry finds the credit and answers
 * with it.
 *
 * Cash the server cannot credit (the booking was cancelled, its hold lapsed, it is already
 * paid, or the amount is above what is still due) is recorded `forced` with the reason and
 * listed for review: the money was taken at the gate, so the operation is never dropped.
 *
 * The ledger is written in the payments module's own transactions, outside the outbox's.
 *
 * spec: research offline-checkin-anchors.md §1 (queued payments, forced operations);
 * pricing-rules.md §"Totals and payment" (several payments at the gate); staff-booking.md
 * (gate payment in cash).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { cashPaymentPayloadSchema } from '@hifadhi/shared/schemas/sync';
import { and, eq } from 'drizzle-orm';
import { isBookingPublicId } from '../bookings/booking-public-id';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { paymentLedger, payments } from '../db/schema/payments';
import { isUniqueViolation } from '../db/unique-violation';
import type { PaymentDeps } from '../payments/payments-runtime';
import { recordGatePayment } from '../payments/record-gate-payment';
import { type AppliedOperation, deviceActor, type OperationApplier } from './outbox-operation';

/** The cash payment already credited under ledger reference `reference`, if any. */
async function creditedCash(db: Executor, reference: string): Promise<string | null> {
  const [row] = await db
    .select({ payment_public_id: payments.payment_public_id })
    .from(paymentLedger)
    .innerJoin(payments, eq(payments.id, paymentLedger.payment_id))
    .where(
      and(
        eq(paymentLedger.provider, 'cash'),
        eq(paymentLedger.provider_reference, reference),
        eq(paymentLedger.status, 'paid'),
      ),
    );
  return row?.payment_public_id ?? null;
}

async function bookingMoney(db: Executor, bookingPublicId: string) {
  const [row] = isBookingPublicId(bookingPublicId)
    ? await db
        .select({
          currency: bookings.currency,
          booking_ref_code: bookings.booking_ref_code,
          booking_payment_balance: bookings.booking_payment_balance,
          booking_payment_status: bookings.booking_payment_status,
          booking_status: bookings.booking_status,
        })
        .from(bookings)
        .where(eq(bookings.booking_public_id, bookingPublicId))
    : [];
  if (!row) throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
  return row;
}

/**
 * Why the ledger refused the cash (a `DomainError` such as a cancelled booking), or null when
 * a racing upload of the same operation credited its reference first; anything else is thrown.
 */
function refusalOf(error: unknown): DomainError | null {
  if (isUniqueViolation(error, 'payment_ledger_reference_credits_once')) return null;
  if (error instanceof DomainError && error.code !== 'BOOKING_NOT_FOUND') return error;
  throw error;
}

/**
 * The applier over the payments module `payments` (see the module comment).
 * @throws ZodError for a payload that is not a cash payment; DomainError BOOKING_NOT_FOUND, and
 *   VALIDATION_FAILED for cash in another currency than the booking's.
 */
export function cashPaymentApplier(paymentDeps: PaymentDeps): OperationApplier {
  return {
    within: 'services',
    apply: async (db, context, raw) => {
      const payload = cashPaymentPayloadSchema.parse(raw);
      const before = await bookingMoney(db, payload.booking_public_id);
      if (before.currency !== payload.currency) {
        const message = messages.cashInBookingCurrency(before.currency);
        throw new DomainError('VALIDATION_FAILED', message, { fields: { currency: message } });
      }
      let refusal: DomainError | null = null;
      if ((await creditedCash(db, context.idempotency_key)) === null) {
        try {
          await recordGatePayment(paymentDeps, {
            bookingPublicId: payload.booking_public_id,
            method: 'cash',
            amount: payload.amount,
            reference: context.idempotency_key,
            recordedBy: payload.clerk_public_id ?? deviceActor(context.device),
          });
        } catch (error) {
          refusal = refusalOf(error);
        }
      }
      // Credited under this key, now or before (a lost answer, or a racing upload of it).
      const paymentPublicId = await creditedCash(db, context.idempotency_key);
      const after = await bookingMoney(db, payload.booking_public_id);
      const answer: AppliedOperation = {
        status: paymentPublicId === null ? 'forced' : 'applied',
        result: {
          booking_public_id: payload.booking_public_id,
          booking_ref_code: after.booking_ref_code,
          payment_public_id: paymentPublicId,
          amount: payload.amount,
          currency: payload.currency,
          credited: paymentPublicId !== null,
          ...(paymentPublicId === null && refusal ? { reason: refusal.message } : {}),
          booking_status: after.booking_status,
          booking_payment_status: after.booking_payment_status,
          booking_payment_balance: Number.parseInt(after.booking_payment_balance, 10),
        },
      };
      return answer;
    },
  };
}
