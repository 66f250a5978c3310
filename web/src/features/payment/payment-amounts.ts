/**
 * What the payment page shows and asks for, worked out as the API works it out
 * (api/src/payments/start-payment.ts): the amount due (grand total plus the donations already
 * on the booking), what is paid so far, the donations added on the page in the booking's
 * currency, the 30% deposit when arrival is far enough ahead, and the amount a payment asks
 * for — the balance or the deposit, plus the page's donations, in whole KES for M-Pesa
 * (converted at the booking's own rates) or in the booking's currency for a card.
 * Whole units throughout, each conversion rounded up once.
 *
 * spec: public-site.md §2.9 (BOOKING TOTAL lists online donations), §4 "Payment" (mode Mpesa
 * forces currency KES; otherwise currency follows the booking's currency), §5 "Payment" (Mpesa
 * only when the KES balance is below 70,000); pricing-rules.md §"Money and rounding" 3,
 * §"Totals and payment" (amount due adds donations; balance = amount due − payments; a 30%
 * deposit for arrival 30 or more days ahead).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import { convert } from '@hifadhi/shared/money/convert';
import type { Rates } from '@hifadhi/shared/money/rates';
import { ceilToWhole } from '@hifadhi/shared/money/round';
import { mpesaAllowed, paymentSchedule } from '@hifadhi/shared/pricing/payment-terms';
import type { BookingRead } from '@hifadhi/shared/schemas/booking';

/** A donation added on the payment page: an exact decimal string ≥ 1 in its currency. */
export interface PageDonation {
  new_donation_currency_id: CurrencyCode;
  new_donation_amount: string;
}

/** The rates stored on the booking, KES per unit of its currency. */
export function bookingRates(booking: BookingRead): Rates {
  return {
    [booking.currency]: {
      buy_amount: booking.currency_buying_rate_at_time,
      sell_amount: booking.currency_selling_rate_at_time,
    },
  };
}

/** The balance in `currency`, whole units (rounded up). */
export function balanceIn(booking: BookingRead, currency: CurrencyCode): number {
  return ceilToWhole(
    convert(booking.booking_payment_balance, booking.currency, currency, bookingRates(booking)),
  );
}

/** True while the balance in KES is below 70,000. */
export function mpesaOffered(booking: BookingRead): boolean {
  return mpesaAllowed(booking.booking_payment_balance, booking.currency, bookingRates(booking));
}

/** The amount due, whole units of the booking currency: the grand total and its donations. */
export function amountDue(booking: BookingRead): number {
  return booking.lines
    .filter((line) => line.kind === 'donation')
    .reduce((sum, line) => sum + line.amount, booking.total_cost);
}

/** What has been paid towards the amount due, whole units of the booking currency (≥ 0). */
export function paidSoFar(booking: BookingRead): number {
  return Math.max(amountDue(booking) - booking.booking_payment_balance, 0);
}

/** The page's donations in the booking currency, each rounded up, summed. */
export function donationsInBookingCurrency(
  booking: BookingRead,
  donations: readonly PageDonation[],
): number {
  return donations.reduce(
    (sum, donation) =>
      sum +
      ceilToWhole(
        convert(
          donation.new_donation_amount,
          donation.new_donation_currency_id,
          booking.currency,
          bookingRates(booking),
        ),
      ),
    0,
  );
}

/** The 30% deposit offered now, whole units of the booking currency; null when none is. */
export function depositOffered(booking: BookingRead, today: CalendarDate): number | null {
  if (booking.booking_payment_status !== 'Unpaid') return null;
  const schedule = paymentSchedule(amountDue(booking), booking.check_in_date, today);
  return schedule.kind === 'deposit' ? schedule.deposit : null;
}

/**
 * What a payment asks for, whole units of `currency` (KES for M-Pesa, the booking's currency
 * for a card): `part` of the balance (default all of it) plus the page's donations.
 */
export function amountToPay(
  booking: BookingRead,
  currency: CurrencyCode,
  donations: readonly PageDonation[],
  part: number | null = null,
): number {
  const credit =
    (part ?? booking.booking_payment_balance) + donationsInBookingCurrency(booking, donations);
  return ceilToWhole(convert(credit, booking.currency, currency, bookingRates(booking)));
}
