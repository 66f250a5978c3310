/**
 * Exchange rates: for each currency, KES per one unit when the conservancy buys it
 * (`buy_amount`) and when it sells it (`sell_amount`), as the decimal strings they are stored
 * as ("128.00"). KES is always 1/1. A booking keeps the rates in force when it was created
 * and is priced again with them.
 *
 * spec: pricing-rules.md §"Money and rounding" 3; staff-booking.md §3.2 (Currency exchange).
 */
import Decimal from 'decimal.js';
import type { Currency, CurrencyCode } from '../catalogue/catalogue';
import { DomainError } from '../errors';

/** One currency's rates, KES per unit, as stored. */
export interface CurrencyRate {
  buy_amount: string;
  sell_amount: string;
}

/** Rates by currency code; KES may be left out (it is 1/1). */
export type Rates = Partial<Record<CurrencyCode, CurrencyRate>>;

/**
 * The rates of the catalogue's currency list, strings kept exactly as stored.
 * @example ratesFromCurrencies(catalogue.currencies).USD //=> { buy_amount: '128.00', sell_amount: '131.00' }
 */
export function ratesFromCurrencies(
  currencies: readonly Pick<Currency, 'currency_public_id' | 'buy_amount' | 'sell_amount'>[],
): Rates {
  const rates: Rates = {};
  for (const currency of currencies) {
    rates[currency.currency_public_id] = {
      buy_amount: currency.buy_amount,
      sell_amount: currency.sell_amount,
    };
  }
  return rates;
}

/**
 * The rates of `currency` as decimals: KES per unit bought and sold. KES is 1/1.
 * @throws DomainError CURRENCY_NOT_SUPPORTED when `rates` has no positive rates for it.
 */
export function rateOf(rates: Rates, currency: CurrencyCode): { buy: Decimal; sell: Decimal } {
  if (currency === 'KES') return { buy: new Decimal(1), sell: new Decimal(1) };
  const rate = rates[currency];
  const buy = rate ? new Decimal(rate.buy_amount) : null;
  const sell = rate ? new Decimal(rate.sell_amount) : null;
  if (!buy?.gt(0) || !sell?.gt(0)) {
    throw new DomainError('CURRENCY_NOT_SUPPORTED', `No exchange rate is set for ${currency}`);
  }
  return { buy, sell };
}

/** Every non-KES currency of `rates` with its rates as stored (a quote's `rates`). */
export function foreignRates(rates: Rates): Record<string, CurrencyRate> {
  const foreign: Record<string, CurrencyRate> = {};
  for (const [code, rate] of Object.entries(rates)) {
    if (code !== 'KES' && rate) {
      foreign[code] = { buy_amount: rate.buy_amount, sell_amount: rate.sell_amount };
    }
  }
  return foreign;
}
