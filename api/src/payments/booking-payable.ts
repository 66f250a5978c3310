/**
 * A booking as a payable. What is owed is its `booking_payment_balance` in the booking currency
 * (M-Pesa converts it to KES at the booking's rates). A confirmed payment:
 * - records the donations added on the payment page (raising `amount_due`);
 * - derives the balance and payment status from the ledger: balance = amount due − everything
 *   credited (never below 0); 'Paid' at 0, 'Partially Paid' once anything is credited;
 * - confirms a held public booking once what was paid meets its payment schedule (the 30%
 *   deposit when booked 30 or more days ahead, everything otherwise: `paymentScheduleMet`): it
 *   becomes `confirmed` and its hold no longer expires. Paid less, it stays `held` (Partially
 *   Paid) and its hold still expires at `hold_expires_at`. A staff or gate booking is confirmed
 *   by any payment, as staff book it to be paid at the gate;
 * - a payment that arrives after the hold lapsed confirms the booking only if it meets the
 *   schedule and every line still fits (capacity is checked again); otherwise the booking is
 *   `expired` and a `payment_needs_attention` event asks staff to re-accommodate or refund, for
 *   this payment and for money received before the lapse (`flagExpiredBookingMoney`, as the
 *   hold sweep does). A payment for a booking that expired with money already flagged, or after
 *   cancellation, is flagged the same way;
 * - once 'Paid' and confirmed, issues the ticket code and, after commit, e-mails the
 *   confirmation with its QR.
 * A payment beyond the amount due (two attempts both paid) is flagged for a refund the same
 * way. The reason is handed back to be set on the payment, where staff find it
 * (`GET /payments/attention`). Every change is a booking event (`payment_received`, `confirmed`,
 * `payment_needs_attention`, `confirmation_emailed`).
 *
 * spec: public-site.md §3 Booking (read back), §2.13, §4 Payment; pricing-rules.md §"Totals and
 * payment"; api-contract.md §Payments.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Rates } from '@hifadhi/shared/money/rates';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { holdLapsed } from '../bookings/booking-hold';
import type { Database, Transaction } from '../db/database';
import { bookingEvents, bookings } from '../db/schema/bookings';
import { recordBookingDonations } from '../donations/record-booking-donations';
import { readBookingConfirmationDetails } from '../mail/booking-confirmation-details';
import { bookingConfirmationMail } from '../mail/booking-confirmation-mail';
import { readConservancyContact } from '../mail/conservancy-contact';
import type { Mailer } from '../mail/mailer';
import { ticketQrPng } from '../mail/ticket-qr';
import { type BookingTicket, issueBookingTicket } from '../tickets/booking-ticket';
import { currentRates } from './current-rates';
import { flagExpiredBookingMoney } from './flag-expired-booking-money';
import type { AppliedCredit, CreditedPayment, PayableHandler, PayableState } from './payable';
import { attentionReasons, paymentMessages } from './payment-messages';
import { creditedTo, isPublicId } from './payment-records';
import { paymentScheduleMet } from './payment-schedule-met';
import { bookingStillFits } from './recheck-booking-capacity';

type BookingRow = typeof bookings.$inferSelect;

/** What crediting a booking needs besides the transaction. */
export interface BookingPayableDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

/** True when the booking's hold is over at `now`: expired, or held past its lapsed hold. */
function holdOver(booking: BookingRow, now: Date): boolean {
  return booking.booking_status === 'expired' || holdLapsed(booking, now);
}

/**
 * The rates a payment of `booking` converts with: its own currency at the rates it was made at
 * (M-Pesa charges a USD booking in KES at those), other currencies (donations added on the
 * payment page) at the rates in force at `now`.
 */
async function bookingRates(tx: Transaction, booking: BookingRow, now: Date): Promise<Rates> {
  const rates = await currentRates(tx, now);
  if (booking.currency === 'KES') return rates;
  return {
    ...rates,
    [booking.currency]: {
      buy_amount: booking.currency_buying_rate_at_time,
      sell_amount: booking.currency_selling_rate_at_time,
    },
  };
}

function refusalOf(booking: BookingRow, now: Date): DomainError | null {
  if (booking.booking_status === 'cancelled' || booking.booking_status === 'deleted') {
    return new DomainError('CONFLICT', paymentMessages.bookingCancelled);
  }
  if (holdOver(booking, now)) return new DomainError('CONFLICT', paymentMessages.bookingExpired);
  if (new Decimal(booking.booking_payment_balance).lte(0)) {
    return new DomainError('CONFLICT', paymentMessages.alreadyPaid('booking'));
  }
  return null;
}

async function stateOf(tx: Transaction, booking: BookingRow, now: Date): Promise<PayableState> {
  return {
    kind: 'booking',
    id: booking.id,
    publicId: booking.booking_public_id,
    reference: booking.booking_ref_code,
    currency: booking.currency as CurrencyCode,
    balance: new Decimal(booking.booking_payment_balance),
    rates: await bookingRates(tx, booking, now),
    email: booking.email,
    description: 'Booking Total',
    refusal: refusalOf(booking, now),
  };
}

async function lockBooking(tx: Transaction, id: number): Promise<BookingRow> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!booking) throw new Error(`Booking ${id} does not exist`);
  return booking;
}

/**
 * True when the payment leaves enough credited to confirm `booking`: a public booking once
 * `credited` of `amountDue` meets its payment schedule; a staff or gate booking on any payment.
 */
function paidEnoughToConfirm(booking: BookingRow, amountDue: Decimal, credited: Decimal): boolean {
  if (booking.source !== 'public') return true;
  return paymentScheduleMet(
    { amountDue, arrival: booking.check_in, bookedAt: booking.created_at },
    credited,
  );
}

/** The booking status after a payment, and why staff must look at it (or null). */
async function statusAfterPayment(
  tx: Transaction,
  booking: BookingRow,
  enough: boolean,
  now: Date,
): Promise<{ status: BookingRow['booking_status']; attention: string | null }> {
  if (booking.booking_status === 'cancelled' || booking.booking_status === 'deleted') {
    return { status: booking.booking_status, attention: attentionReasons.bookingCancelled };
  }
  const expiredWithMoney =
    booking.booking_status === 'expired' && booking.booking_payment_status !== 'Unpaid';
  if (expiredWithMoney || (holdOver(booking, now) && !enough)) {
    return { status: 'expired', attention: attentionReasons.holdExpiredBeforeSchedule };
  }
  if (holdOver(booking, now)) {
    return (await bookingStillFits(tx, booking.id, now))
      ? { status: 'confirmed', attention: null }
      : { status: 'expired', attention: attentionReasons.holdExpired };
  }
  if (booking.booking_status === 'held') {
    return { status: enough ? 'confirmed' : 'held', attention: null };
  }
  return { status: booking.booking_status, attention: null };
}

async function creditBooking(
  deps: BookingPayableDeps,
  tx: Transaction,
  id: number,
  payment: CreditedPayment,
  now: Date,
): Promise<AppliedCredit> {
  const booking = await lockBooking(tx, id);
  await recordBookingDonations(tx, booking, payment.donations, now);
  const amountDue = payment.donations.reduce(
    (sum, donation) => sum.plus(donation.booking_currency_amount),
    new Decimal(booking.amount_due),
  );
  const credited = await creditedTo(tx, 'booking', id);
  const { status, attention } = await statusAfterPayment(
    tx,
    booking,
    paidEnoughToConfirm(booking, amountDue, credited),
    now,
  );
  const balance = Decimal.max(amountDue.minus(credited), 0);
  const overpaid = credited.minus(amountDue);
  const paymentStatus = balance.isZero() ? 'Paid' : credited.gt(0) ? 'Partially Paid' : 'Unpaid';
  const confirmedNow = status === 'confirmed' && booking.booking_status !== 'confirmed';
  const reasons = [
    attention,
    overpaid.gt(0)
      ? attentionReasons.overpaid(formatMoney(overpaid, booking.currency as CurrencyCode, 2))
      : null,
  ].filter((reason): reason is string => reason !== null);
  await tx
    .update(bookings)
    .set({
      amount_due: amountDue.toFixed(2),
      booking_payment_balance: balance.toFixed(2),
      booking_payment_status: paymentStatus,
      booking_status: status,
      hold_expires_at: status === 'confirmed' ? null : booking.hold_expires_at,
      updated_at: now,
    })
    .where(eq(bookings.id, id));

  const event = (type: string, payload: Record<string, unknown>) => ({
    booking_id: id,
    type,
    payload,
    actor: 'system',
    at: now,
  });
  await tx.insert(bookingEvents).values([
    event('payment_received', {
      payment_public_id: payment.paymentPublicId,
      method: payment.method,
      amount: payment.amount.toString(),
      currency: payment.currency,
      credited: payment.creditAmount.toString(),
      donations: payment.donations,
      booking_payment_balance: balance.toString(),
      booking_payment_status: paymentStatus,
    }),
    ...(confirmedNow ? [event('confirmed', { payment_public_id: payment.paymentPublicId })] : []),
    ...reasons.map((reason) =>
      event('payment_needs_attention', { payment_public_id: payment.paymentPublicId, reason }),
    ),
  ]);
  // Expired here rather than by the sweep: the money received before the lapse is flagged too.
  if (booking.booking_status === 'held' && status === 'expired') {
    await flagExpiredBookingMoney(tx, [id], now);
  }

  const attentionText = reasons.length > 0 ? reasons.join('; ') : null;
  const admitted = status === 'confirmed' || status === 'checked_in';
  if (paymentStatus !== 'Paid' || !admitted) return { afterCommit: null, attention: attentionText };
  const ticket = await issueBookingTicket(tx, id, now);
  return { afterCommit: () => sendConfirmation(deps, id, ticket), attention: attentionText };
}

/** E-mails the booking's confirmation with its ticket and records that it went. */
async function sendConfirmation(
  deps: BookingPayableDeps,
  bookingId: number,
  ticket: BookingTicket,
): Promise<void> {
  const [details, contact, qr] = await Promise.all([
    readBookingConfirmationDetails(deps.db, bookingId),
    readConservancyContact(deps.db),
    ticketQrPng(ticket.ticket_code),
  ]);
  const receipt = await deps.mailer.send(
    bookingConfirmationMail(details, { ticket_code: ticket.ticket_code, qr_png: qr }, contact),
    `booking-confirmation-${details.booking_ref_code}`,
  );
  await deps.db.insert(bookingEvents).values({
    booking_id: bookingId,
    type: 'confirmation_emailed',
    payload: { to: details.email, message_id: receipt.messageId },
    actor: 'system',
  });
  deps.logger.info(
    { booking_ref_code: details.booking_ref_code, file: receipt.file },
    'booking confirmation sent',
  );
}

/** The booking payable handler. */
export function createBookingPayable(deps: BookingPayableDeps): PayableHandler {
  return {
    kind: 'booking',
    notFound: () => new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound),
    async lockByPublicId(tx, publicId, now) {
      if (!isPublicId(publicId)) return null;
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.booking_public_id, publicId))
        .for('update');
      return booking ? stateOf(tx, booking, now) : null;
    },
    async publicIdOf(db, id) {
      const [row] = await db
        .select({ publicId: bookings.booking_public_id })
        .from(bookings)
        .where(eq(bookings.id, id));
      if (!row) throw new Error(`Booking ${id} does not exist`);
      return row.publicId;
    },
    applyCredit: (tx, id, payment, now) => creditBooking(deps, tx, id, payment, now),
    sitePath: (publicId, outcome) =>
      outcome === 'failed' ? `/payment-failure/${publicId}` : `/payment/info/${publicId}`,
  };
}
