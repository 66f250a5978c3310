/**
 * The price per night of a facility with pack or group prices (Pelican House, or any other
 * with them set: facility-rules.ts), by catering type. With a pack catering type (pricing group
 * `pack: true`: Self Catering, Chef Service) it is the pack tier whose lower_limit ≤ adults ≤
 * upper_limit (children stay free). With any other catering type it is the group price tier
 * whose from_number ≤ guests ≤ to_number: mandatory_price + extra_price × max(0, guests −
 * maximum_number), guests being adults + children.
 *
 * The messages are the spec's, which name Pelican.
 *
 * spec: pricing-rules.md §Lines (Pelican); staff-booking.md §9 (catering codes).
 */
import type { CurrencyCode, Facility, PricingGroup } from '../catalogue/catalogue';
import { DomainError } from '../errors';
import { messages } from '../messages';
import { add, type ExactAmount, exactAmount, multiply } from '../money/exact-amount';
import type { QuoteRequest } from '../schemas/quote';
import type { FacilityGuests } from './facility-rules';
import { findReference } from './line-errors';

/**
 * The nightly price in the currency of the tier that applies (not yet converted).
 * @throws DomainError VALIDATION_FAILED 'Please select a catering type for Pelican
 * accommodation' (field catering_type) without a catering type; UNKNOWN_REFERENCE for an
 * unknown one; NO_SPECIAL_PRICING 'No special Pricing available for the selected
 * Accommodation' when group_pricing_status is 'false' or no tier covers the party.
 * @example packOrGroupNightlyPrice({ catering_type: '9a9a77eb' }, pelican, groups, sixAdults)
 * //=> { amount: 40000, currency: 'KES' }
 */
export function packOrGroupNightlyPrice(
  line: QuoteRequest['facilities'][number],
  facility: Facility,
  pricingGroups: readonly PricingGroup[],
  guests: FacilityGuests,
): { amount: ExactAmount; currency: CurrencyCode } {
  if (!line.catering_type) {
    throw new DomainError('VALIDATION_FAILED', messages.cateringTypeAccommodation, {
      fields: { catering_type: messages.cateringTypeAccommodation },
    });
  }
  const cateringType = line.catering_type;
  const group = findReference(pricingGroups, (candidate) => candidate.public_id === cateringType, {
    field: 'catering_type',
    what: 'catering type',
    id: cateringType,
  });
  if (group.pack) {
    const pack = facility.pack_prices.find(
      (candidate) => candidate.catering_type === group.public_id,
    );
    const tier = pack?.tiers.find(
      (candidate) =>
        candidate.lower_limit <= guests.adults && guests.adults <= candidate.upper_limit,
    );
    if (!pack || !tier) throw noSpecialPricing();
    return { amount: exactAmount(tier.price), currency: pack.currency };
  }
  if (facility.group_pricing_status === 'false') throw noSpecialPricing();
  const party = guests.adults + guests.children;
  const tier = facility.group_price.find(
    (candidate) => candidate.from_number <= party && party <= candidate.to_number,
  );
  if (!tier) throw noSpecialPricing();
  return {
    amount: add(
      exactAmount(tier.mandatory_price),
      multiply(exactAmount(tier.extra_price), Math.max(0, party - tier.maximum_number)),
    ),
    currency: tier.currency_type,
  };
}

function noSpecialPricing(): DomainError {
  return new DomainError('NO_SPECIAL_PRICING', messages.noSpecialPricing);
}
