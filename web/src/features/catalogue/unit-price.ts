/**
 * A catalogue price (a fee per person per day, an activity's adult price, …) shown in the
 * visitor's currency: converted exactly through KES with the rates in force, rounded up to a
 * whole unit, with thousands separators ("KES 1,500", "USD 12").
 *
 * spec: public-site.md §1 (prices in the chosen currency after conversion with the stored buy
 * and sell rates; thousands separators; rounded up); pricing-rules.md §"Money and rounding".
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { convert } from '@hifadhi/shared/money/convert';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { ratesFromCurrencies } from '@hifadhi/shared/money/rates';
import { ceilToWhole } from '@hifadhi/shared/money/round';
import type { PublicCurrency } from './catalogue-types';

/**
 * `amount` (exact decimal string in `from`) in `to`, formatted.
 * @throws DomainError CURRENCY_NOT_SUPPORTED when `currencies` has no rate for a currency.
 * @example unitPrice('100', 'USD', 'KES', currencies) //=> 'KES 13,100'
 */
export function unitPrice(
  amount: string,
  from: CurrencyCode,
  to: CurrencyCode,
  currencies: readonly PublicCurrency[],
): string {
  const rates = ratesFromCurrencies(currencies);
  return formatMoney(ceilToWhole(convert(amount, from, to, rates)), to);
}
