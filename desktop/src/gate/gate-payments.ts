/**
 * Gate payments. Cash (offline too): queued as a `cash_payment` towards the booking and laid
 * over its balance at once; never more than the balance, only in the booking's currency.
 * M-Pesa (online only): the gate syncs first so the server knows a fresh walk-in and its cash,
 * then asks the API for an STK push (`POST /public/payments/mpesa`) and follows it
 * (`GET /public/payments/{payment_public_id}`), syncing once it is paid.
 * Money is whole units of the booking currency.
 *
 * spec: staff-booking.md §2 (GatePayment, receipt-payment); public-site.md §5 (M-Pesa);
 * api-contract.md §Payments; k-contract.md §Gate payment and receipts.
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingPayment } from '@hifadhi/shared/schemas/booking';
import { mpesaPhone } from '@hifadhi/shared/schemas/payment';
import { z } from 'zod';
import { type ApiClient, PAYMENT_TIMEOUT_MS } from './api-client';
import { type BookingSummary, summaryOf } from './booking-summaries';
import { type GateBookingView, gateBookingById } from './gate-bookings';
import { OfflineError, parseInput, validationError } from './gate-errors';
import { enqueueCashPayment } from './outbox';
import type { ReplicaDatabase } from './replica-database';

/** What the clerk is told when M-Pesa is asked for offline. */
export const MPESA_OFFLINE =
  'M-Pesa needs the internet. The kiosk is offline: take cash, or try again when it is back online.';

export const cashPaymentRequestSchema = z.strictObject({
  amount: z.number().int('Must be a whole number').min(1, messages.amountMinimum),
  currency: currencyCode,
});

export const mpesaPaymentRequestSchema = z.strictObject({ phone: mpesaPhone });

/** Booking statuses the gate takes no money for (the API would refuse it on upload). */
const unpayable = new Set(['cancelled', 'expired', 'deleted']);

function payableView(db: ReplicaDatabase, bookingPublicId: string): GateBookingView {
  const view = gateBookingById(db, bookingPublicId);
  if (!view) throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
  const { booking } = view;
  if (unpayable.has(booking.booking_status)) {
    throw new DomainError(
      'CONFLICT',
      `Booking ${booking.booking_ref_code} is ${booking.booking_status}: it cannot be paid.`,
    );
  }
  if (booking.booking_payment_balance <= 0) {
    throw new DomainError('CONFLICT', `Booking ${booking.booking_ref_code} is already paid.`);
  }
  return view;
}

/**
 * Takes `body` ({ amount, currency }) in cash towards the booking.
 * @throws DomainError BOOKING_NOT_FOUND; CONFLICT (cancelled, expired, deleted or paid);
 *   VALIDATION_FAILED (another currency, or more than the balance).
 */
export function takeCash(
  db: ReplicaDatabase,
  bookingPublicId: string,
  body: unknown,
  clerkPublicId: string,
  now: Date,
): { summary: BookingSummary; payment: BookingPayment } {
  const { amount, currency } = parseInput(cashPaymentRequestSchema, body);
  const { booking } = payableView(db, bookingPublicId);
  if (currency !== booking.currency) {
    throw validationError(
      `Take the cash in ${booking.currency}, the booking's currency.`,
      'currency',
    );
  }
  if (amount > booking.booking_payment_balance) {
    const balance = formatMoney(booking.booking_payment_balance, booking.currency, 0);
    throw validationError(`The balance is ${balance}: take no more than that.`, 'amount');
  }
  const operation = enqueueCashPayment(
    db,
    { booking_public_id: bookingPublicId, amount, currency, clerk_public_id: clerkPublicId },
    now,
  );
  const after = gateBookingById(db, bookingPublicId) as GateBookingView;
  const payment = after.booking.payments.find((p) => p.reference === operation.idempotency_key);
  return { summary: summaryOf(after), payment: payment as BookingPayment };
}

export interface MpesaDeps {
  db: ReplicaDatabase;
  api: ApiClient;
  /** STK pushes started here: payment public id → booking public id. */
  pushes: Map<string, string>;
  online(): boolean;
  /** One sync cycle now. @throws when it fails. */
  syncOnce(): Promise<unknown>;
}

const startedSchema = z.object({ payment_public_id: z.string() });
const paymentStatusSchema = z.object({
  status: z.enum(['pending', 'paid', 'failed']),
  reason: z.string().nullable().optional(),
});

/**
 * Sends an STK push for the booking's balance to `body.phone`.
 * @throws OfflineError (MPESA_OFFLINE) offline or when the API does not answer;
 *   DomainError as for cash; ApiAnswerError when the API refuses it.
 */
export async function startMpesa(
  deps: MpesaDeps,
  bookingPublicId: string,
  body: unknown,
): Promise<{ payment_public_id: string; status: 'pending' }> {
  const { phone } = parseInput(mpesaPaymentRequestSchema, body);
  payableView(deps.db, bookingPublicId);
  if (!deps.online()) throw new OfflineError(MPESA_OFFLINE);
  await deps.syncOnce().catch(() => {
    throw new OfflineError(MPESA_OFFLINE);
  });
  const started = startedSchema.parse(
    await deps.api.call('POST', '/public/payments/mpesa', MPESA_OFFLINE, {
      body: { booking_id: bookingPublicId, phone },
      timeoutMs: PAYMENT_TIMEOUT_MS,
    }),
  );
  deps.pushes.set(started.payment_public_id, bookingPublicId);
  return { payment_public_id: started.payment_public_id, status: 'pending' };
}

const mpesaWords = {
  pending: 'Waiting for the guest to enter their M-Pesa PIN.',
  paid: 'Paid by M-Pesa.',
  failed: 'The M-Pesa payment did not go through.',
} as const;

/**
 * Where an STK push stands; once paid the gate syncs so the booking shows it.
 * @throws OfflineError when the API does not answer; ApiAnswerError (e.g. 404 unknown payment).
 */
export async function followMpesa(
  deps: MpesaDeps,
  paymentPublicId: string,
): Promise<{
  status: 'pending' | 'paid' | 'failed';
  message: string;
  summary: BookingSummary | null;
}> {
  const answer = paymentStatusSchema.parse(
    await deps.api.call(
      'GET',
      `/public/payments/${encodeURIComponent(paymentPublicId)}`,
      MPESA_OFFLINE,
    ),
  );
  if (answer.status === 'paid') await deps.syncOnce().catch(() => undefined);
  const bookingPublicId = deps.pushes.get(paymentPublicId);
  const view = bookingPublicId ? gateBookingById(deps.db, bookingPublicId) : null;
  const message =
    answer.status === 'failed' && answer.reason
      ? `${mpesaWords.failed} ${answer.reason}`
      : mpesaWords[answer.status];
  return { status: answer.status, message, summary: view ? summaryOf(view) : null };
}
