/**
 * Discounts: percentages applied one after another, multiplicatively, to a line's exact
 * amount before its ceiling. Which discounts reach which kind of line, in this order:
 * 1. the line's own `discount` (staff routes);
 * 1b. the facility's or activity's own offer: its `discount` while its `discount_status` is on
 *    (every booking of it gets it, public ones too);
 * 2. the member's entry_discount (conservation), accommodation_discount (accommodation and
 *    camping) or activity_discount (activities);
 * 3. the partner's conservation_fee_discount (conservation), facility_discount and then
 *    facility_commission (accommodation and camping) — except where the facility has a deal
 *    for the partner's type (a discount type tied to that partner type): that deal's discount
 *    and then its commission instead;
 * 4. the promo code's percentage_off on every line except donations.
 * External accommodation (a partner's lodge) takes its own discount and the promo code only:
 * member and partner discounts are the conservancy's own facilities'. Donations are never
 * discounted.
 *
 * spec: pricing-rules.md §Discounts; staff-booking.md §3.5 (discount, discount_status,
 * discounts), §3.7, §9 (Price calculation rules); membership-backoffice.md §3 (Facility:
 * commission, discounts); docs/pricing.md "Facility and activity discounts".
 */
import Decimal from 'decimal.js';
import type { Facility } from '../catalogue/catalogue';
import { DomainError } from '../errors';
import { messages } from '../messages';
import { add, divide, type ExactAmount, multiply } from '../money/exact-amount';
import type { QuoteLine } from '../schemas/quote';
import type { PartnerDiscounts, PricingCatalogue, PricingContext } from './price-quote';

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

/** A facility's or an activity's own offer: its discount while its discount_status is on. */
function ownOffer(item: Pick<Facility, 'discount' | 'discount_status'> | undefined): Percentage {
  return item?.discount_status ? item.discount : undefined;
}

/**
 * The partner's discount and commission on `facility`'s lines: the facility's deal for the
 * partner's type when it has one (the first, should several match), else the partner's own.
 */
function partnerFacilityDeal(
  facility: Facility | undefined,
  partner: PartnerDiscounts | null | undefined,
): [Percentage, Percentage] {
  const type = partner?.type_public_id;
  const deal = type
    ? facility?.discounts?.find((entry) => entry.partner_type_public_id === type)
    : undefined;
  return deal
    ? [deal.discount, deal.commission]
    : [partner?.facility_discount, partner?.facility_commission];
}

/** What discountsFor reads besides the line: the items' offers and deals, and the parties. */
export type DiscountContext = {
  catalogue: Pick<PricingCatalogue, 'facilities' | 'activities'>;
} & Pick<PricingContext, 'member' | 'partner' | 'promo'>;

/**
 * The percentages, in order, that apply to a line of `line.kind` for the item `line.ref` (a
 * facility's or an activity's public id; unknown ids carry no offer) with its own
 * `lineDiscount`. Absent entries are skipped by applyDiscounts.
 */
export function discountsFor(
  line: Pick<QuoteLine, 'kind' | 'ref'>,
  lineDiscount: Percentage,
  { catalogue, member, partner, promo }: DiscountContext,
): Percentage[] {
  const promoOff = promo?.percentage_off;
  switch (line.kind) {
    case 'conservation':
      return [lineDiscount, member?.entry_discount, partner?.conservation_fee_discount, promoOff];
    case 'vehicle':
      return [lineDiscount, promoOff];
    case 'accommodation': {
      const facility = catalogue.facilities.find((item) => item.public_id === line.ref);
      return [
        lineDiscount,
        ownOffer(facility),
        member?.accommodation_discount,
        ...partnerFacilityDeal(facility, partner),
        promoOff,
      ];
    }
    case 'external_accommodation':
      return [lineDiscount, promoOff];
    case 'activity': {
      const activity = catalogue.activities.find((item) => item.public_id === line.ref);
      return [lineDiscount, ownOffer(activity), member?.activity_discount, promoOff];
    }
    case 'donation':
      return [];
  }
}
