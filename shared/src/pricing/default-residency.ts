/**
 * The residency a facility line or an activity group is priced at when the request leaves it
 * out: that of the booking's first adult (marker 'A') guest category, else of its first guest
 * category, else non_resident. Guest categories with no guests do not count.
 *
 * spec: pricing-rules.md §Lines (Accommodation: defaults to the residency of the first adult
 * guest category).
 */
import type { ConservationFee, Residency } from '../catalogue/catalogue';
import type { QuoteRequest } from '../schemas/quote';

/** @example defaultResidency([{ payment_public_id: 'cf-res-a', payment_guests: 6 }], fees) //=> 'resident' */
export function defaultResidency(
  guests: QuoteRequest['guests'],
  conservationFees: readonly ConservationFee[],
): Residency {
  const categories = guests
    .filter((line) => line.payment_guests > 0)
    .map((line) => conservationFees.find((fee) => fee.payment_public_id === line.payment_public_id))
    .filter((fee) => fee !== undefined);
  const category = categories.find((fee) => fee.marker === 'A') ?? categories[0];
  return category?.residency ?? 'non_resident';
}
