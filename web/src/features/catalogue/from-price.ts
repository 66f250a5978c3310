/**
 * The "from" price on a catalogue card: the least a visitor can pay for one night (a facility:
 * one unit with one adult, or Pelican House's smallest pack or group price) or for one place
 * on an activity (its lowest adult price, a ranger's for ranger activities), over every
 * residency, in the visitor's currency — converted exactly, rounded up to a whole unit.
 * Conservation and vehicle fees come on top and are not included.
 *
 * spec: public-site.md §1 (prices in the chosen currency, rounded up), §2.4 (cards), §3
 * "Facility" (price, pack prices, group price), "Activity"; issue 11 item 8 (facility cards
 * show a "from" price).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { convert } from '@hifadhi/shared/money/convert';
import {
  add,
  compareAmounts,
  type ExactAmount,
  exactAmount,
} from '@hifadhi/shared/money/exact-amount';
import { ratesFromCurrencies } from '@hifadhi/shared/money/rates';
import { ceilToWhole } from '@hifadhi/shared/money/round';
import type { PublicActivity, PublicCurrency, PublicFacility } from './catalogue-types';

interface PriceIn {
  amount: ExactAmount;
  currency: CurrencyCode;
}

/** What one night costs at the least, per price the facility lists. */
function facilityNightPrices(facility: PublicFacility): PriceIn[] {
  return [
    ...facility.price.map((entry) => ({
      amount: add(exactAmount(entry.mandatory_price), exactAmount(entry.adult_price)),
      currency: entry.currency_type,
    })),
    ...facility.pack_prices.flatMap((pack) =>
      pack.tiers.map((tier) => ({ amount: exactAmount(tier.price), currency: pack.currency })),
    ),
    ...(facility.group_pricing_status === 'true' ? facility.group_price : []).map((group) => ({
      amount: exactAmount(group.mandatory_price),
      currency: group.currency_type,
    })),
  ];
}

/** The least of `prices` in `currency`, whole units; null when there is none. */
function leastIn(
  prices: PriceIn[],
  currency: CurrencyCode,
  currencies: readonly PublicCurrency[],
): number | null {
  const rates = ratesFromCurrencies(currencies);
  const converted = prices
    .map((price) => convert(price.amount, price.currency, currency, rates))
    .filter((amount) => compareAmounts(amount, exactAmount(0)) > 0)
    .sort(compareAmounts);
  return converted[0] ? ceilToWhole(converted[0]) : null;
}

/** A facility's least price for one night in `currency` (whole units), null when unpriced. */
export function facilityFromPrice(
  facility: PublicFacility,
  currency: CurrencyCode,
  currencies: readonly PublicCurrency[],
): number | null {
  if (facility.pricing_status !== 'true') return null;
  return leastIn(facilityNightPrices(facility), currency, currencies);
}

/** An activity's least price for one adult (or ranger) in `currency`, null when unpriced. */
export function activityFromPrice(
  activity: PublicActivity,
  currency: CurrencyCode,
  currencies: readonly PublicCurrency[],
): number | null {
  if (activity.pricing_status !== 'true') return null;
  const prices = activity.price.map((entry) => ({
    amount: exactAmount(entry.adult_price),
    currency: entry.currency_type,
  }));
  return leastIn(prices, currency, currencies);
}
