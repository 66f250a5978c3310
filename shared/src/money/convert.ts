/**
 * Currency conversion through KES, exactly: foreign → KES multiplies by the currency's
 * `sell_amount`, KES → foreign divides by its `buy_amount`, foreign → another foreign goes
 * through KES. Both directions favour the conservancy. The result is exact; round it once,
 * with `ceilToWhole`, after any discounts.
 *
 * spec: pricing-rules.md §"Money and rounding" 3.
 */
import type Decimal from 'decimal.js';
import type { CurrencyCode } from '../catalogue/catalogue';
import { divide, type ExactAmount, exactAmount, multiply } from './exact-amount';
import { type Rates, rateOf } from './rates';

/**
 * `amount` in `from` expressed in `to`, exact.
 * @throws DomainError CURRENCY_NOT_SUPPORTED when a rate needed is missing.
 * @example ceilToWhole(convert('1000', 'KES', 'USD', { USD: { buy_amount: '128', sell_amount: '131' } })) //=> 8
 */
export function convert(
  amount: ExactAmount | Decimal.Value,
  from: CurrencyCode,
  to: CurrencyCode,
  rates: Rates,
): ExactAmount {
  const exact = isExactAmount(amount) ? amount : exactAmount(amount);
  if (from === to) return exact;
  const inKes = from === 'KES' ? exact : multiply(exact, rateOf(rates, from).sell);
  return to === 'KES' ? inKes : divide(inKes, rateOf(rates, to).buy);
}

function isExactAmount(value: ExactAmount | Decimal.Value): value is ExactAmount {
  return typeof value === 'object' && 'numerator' in value && 'denominator' in value;
}
