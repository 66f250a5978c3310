/**
 * A quote line while it is still exact: what each line pricer returns, before discounts and
 * before its single ceiling. Amounts are in the booking currency.
 *
 * spec: pricing-rules.md §Lines (each line computed exactly, then discounted, then rounded up).
 */
import type Decimal from 'decimal.js';
import type { CurrencyCode } from '../catalogue/catalogue';
import { convert } from '../money/convert';
import type { ExactAmount } from '../money/exact-amount';
import type { Rates } from '../money/rates';
import type { QuoteLine } from '../schemas/quote';

/** A quote line whose `amount` is exact, in the booking currency, not yet discounted. */
export interface ExactLine extends Omit<QuoteLine, 'amount'> {
  amount: ExactAmount;
}

/** The booking currency and the rates every price is converted with. */
export interface BookingMoney {
  currency: CurrencyCode;
  rates: Rates;
}

/**
 * A catalogue price (`amount` in `from`) in the booking currency, exact.
 * @throws DomainError CURRENCY_NOT_SUPPORTED when a rate is missing.
 */
export function inBookingCurrency(
  money: BookingMoney,
  amount: ExactAmount | Decimal.Value,
  from: CurrencyCode,
): ExactAmount {
  return convert(amount, from, money.currency, money.rates);
}
