/**
 * What each booking line was discounted by, kind by kind, as the pricing engine priced it: the
 * line's own (staff) discount with a camping arrival's, the member's, the partner's (facility
 * discount and commission) and the promo code's. Whole units of the booking currency; each is
 * the line's price before that discount less its price after it (each rounded up as the engine
 * rounds), so list price = amount + the four. Spread into the conservation, vehicle, facility,
 * external accommodation and activity line tables (migration 0040); donations are never
 * discounted. Written by `insertLines` (bookings/line-discounts.ts computes them); the revenue
 * charts' `discount` series reads them.
 *
 * spec: pricing-rules.md §Discounts; membership-backoffice.md §3 (Revenue chart response
 * fields: bookings_discounts, discount_total); issue 17.
 */
import { numeric } from 'drizzle-orm/pg-core';

const discount = () => numeric({ precision: 14, scale: 2 }).notNull().default('0');

/** The four discount amount columns of a booking line table. */
export function lineDiscountColumns() {
  return {
    staff_discount_amount: discount(),
    member_discount_amount: discount(),
    partner_discount_amount: discount(),
    promo_discount_amount: discount(),
  };
}
