/**
 * What the conservancy asks of a payer once a cart is priced: whether M-Pesa may be offered,
 * the payment schedule, the cancellation charge, and whether a promo code is valid.
 * Amounts are whole units of the booking currency; dates are `YYYY-MM-DD` (Africa/Nairobi).
 *
 * spec: pricing-rules.md §"Totals and payment", §Discounts 4; public-site.md §9.
 */
import type { CurrencyCode, PromoCode } from '../catalogue/catalogue';
import { addDays, type CalendarDate, daysBetween } from '../dates/calendar-date';
import { convert } from '../money/convert';
import { compareAmounts, divide, exactAmount, multiply } from '../money/exact-amount';
import type { Rates } from '../money/rates';
import { ceilToWhole } from '../money/round';

/** M-Pesa takes balances below this many KES. */
export const MPESA_LIMIT_KES = 70_000;
/** Arrival this many days ahead or more allows paying a deposit. */
export const DEPOSIT_NOTICE_DAYS = 30;
/** The deposit, percent of the amount due. */
export const DEPOSIT_PERCENTAGE = 30;
/** Days from booking within which the deposit is due. */
export const DEPOSIT_DUE_DAYS = 7;

/**
 * True while `balance` (whole units of `currency`) is below KES 70,000 once converted to KES
 * (foreign amounts at the sell rate); a larger balance is paid by card or bank.
 * @throws DomainError CURRENCY_NOT_SUPPORTED when a rate is missing.
 * @example mpesaAllowed(69_999, 'KES', rates) //=> true
 */
export function mpesaAllowed(balance: number, currency: CurrencyCode, rates: Rates): boolean {
  const inKes = convert(balance, currency, 'KES', rates);
  return compareAmounts(inKes, exactAmount(MPESA_LIMIT_KES)) < 0;
}

/** Pay everything now, or a deposit now and the balance at the gate. */
export type PaymentSchedule =
  | { kind: 'pay_in_full'; pay_now: number }
  | { kind: 'deposit'; deposit: number; deposit_due_by: CalendarDate; balance_at_gate: number };

/**
 * The schedule for `amount` (whole units) booked on `today` for arrival on `arrival`: 30 or
 * more days ahead, a 30% deposit (rounded up) within 7 days and the balance at the gate;
 * otherwise (including arrival within 7 days) the full amount now.
 * @example paymentSchedule(48160, '2026-12-21', '2026-11-21')
 * //=> { kind: 'deposit', deposit: 14448, deposit_due_by: '2026-11-28', balance_at_gate: 33712 }
 */
export function paymentSchedule(
  amount: number,
  arrival: CalendarDate,
  today: CalendarDate,
): PaymentSchedule {
  if (daysBetween(today, arrival) < DEPOSIT_NOTICE_DAYS) {
    return { kind: 'pay_in_full', pay_now: amount };
  }
  const deposit = percentOf(amount, DEPOSIT_PERCENTAGE);
  return {
    kind: 'deposit',
    deposit,
    deposit_due_by: addDays(today, DEPOSIT_DUE_DAYS),
    balance_at_gate: amount - deposit,
  };
}

/**
 * Percent of the booking charged on cancellation `daysBeforeArrival` days ahead: 61 or more
 * 20%; 31 to 60 40%; 8 to 30 50%; 7 or fewer, or a no show (0 or less), 100%.
 * @example cancellationPercentage(45) //=> 40
 */
export function cancellationPercentage(daysBeforeArrival: number): 20 | 40 | 50 | 100 {
  if (daysBeforeArrival >= 61) return 20;
  if (daysBeforeArrival >= 31) return 40;
  if (daysBeforeArrival >= 8) return 50;
  return 100;
}

/**
 * The charge for cancelling on `cancelledOn` a booking of `amount` (whole units) arriving on
 * `arrival`: its percentage of the amount, rounded up.
 * @example cancellationCharge(48160, '2026-11-21', '2026-12-21') //=> { percentage: 50, charge: 24080 }
 */
export function cancellationCharge(
  amount: number,
  cancelledOn: CalendarDate,
  arrival: CalendarDate,
): { percentage: number; charge: number } {
  const percentage = cancellationPercentage(daysBetween(cancelledOn, arrival));
  return { percentage, charge: percentOf(amount, percentage) };
}

/**
 * True when `promo` may be used on `today`: between its start and end dates inclusive, and
 * used by fewer than max_uses bookings so far (`uses`: the bookings holding or having paid
 * it, as the API counts them in api/src/catalogue-admin/promo-code-uses.ts).
 * @example isPromoCodeValid(karibu10, '2026-11-21', 499) //=> true
 */
export function isPromoCodeValid(
  promo: Pick<PromoCode, 'start_date' | 'end_date' | 'max_uses'>,
  today: CalendarDate,
  uses: number,
): boolean {
  return promo.start_date <= today && today <= promo.end_date && uses < promo.max_uses;
}

function percentOf(amount: number, percentage: number): number {
  return ceilToWhole(divide(multiply(exactAmount(amount), percentage), 100));
}
