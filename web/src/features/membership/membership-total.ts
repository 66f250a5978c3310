/**
 * The membership cart's figures in the visitor's currency: the membership price (converted
 * from its currency) and the total with the beneficiary amounts (KES), each converted exactly
 * and rounded up to a whole unit once.
 *
 * spec: membership-backoffice.md §2.1 (price in the browser currency, converted from KES; a
 * total), §9 (conversion through KES; totals rounded up to whole numbers).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { convert } from '@hifadhi/shared/money/convert';
import { add } from '@hifadhi/shared/money/exact-amount';
import type { Rates } from '@hifadhi/shared/money/rates';
import { ceilToWhole } from '@hifadhi/shared/money/round';

/** Whole units of `to`: the price and price plus `beneficiariesKes` (a KES decimal string). */
export function membershipTotal(
  price: { amount: string; currency: CurrencyCode },
  beneficiariesKes: string,
  to: CurrencyCode,
  rates: Rates,
): { price: number; total: number } {
  const exactPrice = convert(price.amount, price.currency, to, rates);
  return {
    price: ceilToWhole(exactPrice),
    total: ceilToWhole(add(exactPrice, convert(beneficiariesKes, 'KES', to, rates))),
  };
}
