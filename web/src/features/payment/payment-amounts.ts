/**
 * What the payment page asks for: the balance in the currency being paid (M-Pesa always takes
 * KES, converted at the booking's own rates; card takes the booking's currency) and whether
 * M-Pesa may be offered for it.
 *
 * spec: public-site.md §4 "Payment" (mode Mpesa forces currency KES; otherwise currency follows
 * the booking's currency), §5 "Payment" (Mpesa only when the KES balance is below 70,000);
 * pricing-rules.md §"Money and rounding" 3 (rates at the time of booking), §"Totals and payment".
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { convert } from '@hifadhi/shared/money/convert';
import type { Rates } from '@hifadhi/shared/money/rates';
import { ceilToWhole } from '@hifadhi/shared/money/round';
import { mpesaAllowed } from '@hifadhi/shared/pricing/payment-terms';
import type { BookingRead } from '@hifadhi/shared/schemas/booking';

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
