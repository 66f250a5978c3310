/**
 * What each line of a priced cart was discounted by, kind by kind. The engine applies the
 * discounts one after another (pricing-rules.md §Discounts: the line's own, the member's, the
 * partner's, the promo code's) and rounds each line up once; this prices the same cart with the
 * same catalogue and rates again, adding one kind of discount at a time (none; the staff line
 * discounts, a camping arrival's own included; + member; + partner; + promo code, which is the
 * quote itself), and takes each kind's discount as the line's price before it less its price
 * after it. So the four add up to the line's list price less its amount, in whole units of the
 * booking currency, and never disagree with the quote.
 *
 * spec: pricing-rules.md §Discounts; membership-backoffice.md §3 (Revenue chart response
 * fields: bookings_discounts, discount_total); issue 17.
 */
import { type PricingContext, priceQuote } from '@hifadhi/shared/pricing/price-quote';
import type { Quote, QuoteRequest } from '@hifadhi/shared/schemas/quote';

/** A line's discounts by kind, whole units of the booking currency. */
export interface LineDiscounts {
  staff_discount_amount: number;
  member_discount_amount: number;
  partner_discount_amount: number;
  promo_discount_amount: number;
}

/** No discount of any kind. */
export const NO_DISCOUNTS: LineDiscounts = {
  staff_discount_amount: 0,
  member_discount_amount: 0,
  partner_discount_amount: 0,
  promo_discount_amount: 0,
};

/** `request` without any line's own discount (nor any camping arrival's). */
function withoutLineDiscounts(request: QuoteRequest): QuoteRequest {
  const strip = <L extends object>(lines: readonly L[] | undefined) =>
    lines?.map((line) => ({ ...line, discount: undefined }));
  return {
    ...request,
    guests: strip(request.guests)!,
    vehicles: strip(request.vehicles)!,
    facilities: strip(request.facilities)!,
    inventory: strip(request.inventory)!,
    external_facilities: strip(request.external_facilities),
    multi: request.multi?.map((line) => ({
      ...line,
      discount: undefined,
      arrivals: line.arrivals.map((arrival) => ({ ...arrival, discount: undefined })),
    })),
  };
}

/**
 * The discounts of each of `quote.lines` (same order), `quote` being `request` priced with
 * `context`.
 * @throws Error when the steps do not price the same lines: a defect, never a visitor's mistake.
 */
export function quoteLineDiscounts(
  request: QuoteRequest,
  context: PricingContext,
  quote: Quote,
): LineDiscounts[] {
  const base = { catalogue: context.catalogue, rates: context.rates };
  const steps = [
    priceQuote(withoutLineDiscounts(request), base),
    priceQuote(request, base),
    priceQuote(request, { ...base, member: context.member }),
    priceQuote(request, { ...base, member: context.member, partner: context.partner }),
    quote,
  ];
  for (const step of steps) {
    if (
      step.lines.length !== quote.lines.length ||
      step.lines.some((line, i) => line.kind !== quote.lines[i]!.kind)
    ) {
      throw new Error('Pricing the discounts one by one gave other lines than the quote');
    }
  }
  const off = (step: number, i: number) =>
    steps[step - 1]!.lines[i]!.amount - steps[step]!.lines[i]!.amount;
  return quote.lines.map((_, i) => ({
    staff_discount_amount: off(1, i),
    member_discount_amount: off(2, i),
    partner_discount_amount: off(3, i),
    promo_discount_amount: off(4, i),
  }));
}

/** `discounts` as the line tables' discount columns (decimal strings). */
export function discountColumns(discounts: LineDiscounts): Record<keyof LineDiscounts, string> {
  return {
    staff_discount_amount: String(discounts.staff_discount_amount),
    member_discount_amount: String(discounts.member_discount_amount),
    partner_discount_amount: String(discounts.partner_discount_amount),
    promo_discount_amount: String(discounts.promo_discount_amount),
  };
}
