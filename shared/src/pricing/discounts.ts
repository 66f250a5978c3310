/**
 * Discounts: percentages applied one after another, multiplicatively, to a line's exact
 * amount before its ceiling. Which discounts reach which kind of line, in this order:
 * 1. the line's own `discount` (staff routes);
 * 2. the member's entry_discount (conservation), accommodation_discount (accommodation and
 *    camping) or activity_discount (activities);
 * 3. the partner's conservation_fee_discount (conservation), facility_discount and then
 *    facility_commission (accommodation and camping);
 * 4. the promo code's percentage_off on every line except donations.
 * External accommodation (a partner's lodge) takes its own discount and the promo code only:
 * member and partner discounts are the conservancy's own facilities'. Donations are never
 * discounted.
 *
 * spec: pricing-rules.md §Discounts; staff-booking.md §9 (Price calculation rules).
 */
import Decimal from 'decimal.js';
import { DomainError } from '../errors';
import { messages } from '../messages';
import { add, divide, type ExactAmount, multiply } from '../money/exact-amount';
import type { QuoteLine } from '../schemas/quote';
import type { PricingContext } from './price-quote';

/** A percentage 0–100 as stored ("12.5") or parsed (12.5); absent means no discount. */
export type Percentage = string | number | null | undefined;

/**
 * `amount` less each percentage in turn: amount × Π (100 − p) / 100, exact.
 * @throws DomainError VALIDATION_FAILED 'Must be between 0-100%' for a percentage outside 0–100.
 * @example applyDiscounts(exactAmount(1000), ['10', 50]) //=> 450
 */
export function applyDiscounts(
  amount: ExactAmount,
  percentages: readonly Percentage[],
): ExactAmount {
  return percentages.reduce<ExactAmount>((discounted, percentage) => {
    if (percentage === null || percentage === undefined) return discounted;
    const off = new Decimal(percentage);
    if (off.lt(0) || off.gt(100)) {
      throw new DomainError('VALIDATION_FAILED', messages.discountRange);
    }
    return divide(add(multiply(discounted, 100), multiply(discounted, off.negated())), 100);
  }, amount);
}

/** The percentages, in order, that apply to a line of `kind` with its own `lineDiscount`. */
export function discountsFor(
  kind: QuoteLine['kind'],
  lineDiscount: Percentage,
  { member, partner, promo }: Pick<PricingContext, 'member' | 'partner' | 'promo'>,
): Percentage[] {
  const promoOff = promo?.percentage_off;
  switch (kind) {
    case 'conservation':
      return [lineDiscount, member?.entry_discount, partner?.conservation_fee_discount, promoOff];
    case 'vehicle':
      return [lineDiscount, promoOff];
    case 'accommodation':
      return [
        lineDiscount,
        member?.accommodation_discount,
        partner?.facility_discount,
        partner?.facility_commission,
        promoOff,
      ];
    case 'external_accommodation':
      return [lineDiscount, promoOff];
    case 'activity':
      return [lineDiscount, member?.activity_discount, promoOff];
    case 'donation':
      return [];
  }
}
