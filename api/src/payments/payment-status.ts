/**
 * Reading payments back: one payment's status (settling it first with the provider when it is
 * still pending, which is what the site's Confirm Payment does), a booking's payments for its
 * read-back, and the reason a booking's latest payment failed for the payment failure page.
 *
 * spec: public-site.md §2.14, §3 Booking (read back) and Payment failure (reason), §4 Payment
 * (Confirm Payment reloads), §7 (get booking payment failure).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { BookingPayment } from '@hifadhi/shared/schemas/booking';
import Decimal from 'decimal.js';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { payments } from '../db/schema/payments';
import { readConservancyContact } from '../mail/conservancy-contact';
import { paymentMessages } from './payment-messages';
import { findByPublicId, isPublicId, type PaymentRow } from './payment-records';
import type { PaymentDeps } from './payments-runtime';
import { checkPayment } from './settle-payment';

/** A payment as `GET /public/payments/{payment_public_id}` answers. */
export interface PaymentStatus {
  payment_public_id: string;
  method: PaymentRow['method'];
  status: PaymentRow['status'];
  amount: number;
  currency: CurrencyCode;
  reference: string | null;
  reason: string | null;
  created_at: string;
  paid_at: string | null;
}

function statusOf(row: PaymentRow): PaymentStatus {
  return {
    payment_public_id: row.payment_public_id,
    method: row.method,
    status: row.status,
    amount: new Decimal(row.amount).toNumber(),
    currency: row.currency as CurrencyCode,
    reference: row.provider_reference,
    reason: row.failure_reason,
    created_at: row.created_at.toISOString(),
    paid_at: row.status === 'paid' ? (row.settled_at?.toISOString() ?? null) : null,
  };
}

/**
 * Payment `paymentPublicId`, asked about with its provider first when still pending.
 * @throws DomainError NOT_FOUND for an unknown payment.
 */
export async function readPaymentStatus(
  deps: PaymentDeps,
  paymentPublicId: string,
): Promise<PaymentStatus> {
  const payment = await findByPublicId(deps.db, paymentPublicId);
  if (payment === null) throw new DomainError('NOT_FOUND', paymentMessages.paymentNotFound);
  if (payment.status === 'pending') await checkPayment(deps, payment);
  return statusOf((await findByPublicId(deps.db, paymentPublicId)) ?? payment);
}

/** Booking `bookingId`'s payments, oldest first, as its read-back lists them (whole units). */
export async function bookingPayments(db: Executor, bookingId: number): Promise<BookingPayment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.booking_id, bookingId))
    .orderBy(asc(payments.created_at), asc(payments.id));
  return rows.map((row) => {
    const { amount, reason, ...rest } = statusOf(row);
    return { ...rest, amount: Math.ceil(amount) };
  });
}

/** The payment failure page's content. */
export interface BookingPaymentFailure {
  booking_public_id: string;
  booking_ref_code: string;
  /** The provider's decline reason of the latest failed payment; null when none failed. */
  reason: string | null;
  contact_email: string;
  contact_phone: string;
}

/**
 * Why booking `bookingPublicId`'s latest payment failed, with the conservancy's contacts.
 * @throws DomainError BOOKING_NOT_FOUND for an unknown booking.
 */
export async function readBookingPaymentFailure(
  db: Executor,
  bookingPublicId: string,
): Promise<BookingPaymentFailure> {
  const [booking] = isPublicId(bookingPublicId)
    ? await db
        .select({
          id: bookings.id,
          booking_public_id: bookings.booking_public_id,
          booking_ref_code: bookings.booking_ref_code,
        })
        .from(bookings)
        .where(eq(bookings.booking_public_id, bookingPublicId))
    : [];
  if (!booking) throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
  const [failed] = await db
    .select({ reason: payments.failure_reason })
    .from(payments)
    .where(and(eq(payments.booking_id, booking.id), eq(payments.status, 'failed')))
    .orderBy(desc(payments.settled_at), desc(payments.id))
    .limit(1);
  const contact = await readConservancyContact(db);
  return {
    booking_public_id: booking.booking_public_id,
    booking_ref_code: booking.booking_ref_code,
    reason: failed?.reason ?? null,
    contact_email: contact.reservations_email,
    contact_phone: contact.contact_phone,
  };
}
