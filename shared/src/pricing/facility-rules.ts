/**
 * How a facility is priced and who a facility line counts, read from the catalogue record:
 * - `room_type`: research-centre room types (`room_type: true`), priced and capped per room;
 * - `pack_or_group`: a facility with pack or group prices set (Pelican House, or any other whose
 *   `group_pricing_status` is 'true' or which has pack prices), priced by pack tiers or group
 *   price by catering type, whatever its accommodation type is called;
 * - `stables`: a facility with extras (`has_extras`, The Stables), rooms plus per-person shares;
 * - `camping`: a facility whose type carries the camping rule (facility-types.ts), mandatory
 *   price per started 7 days;
 * - `plain`: any other accommodation.
 *
 * spec: pricing-rules.md §Lines (Accommodation and camping); staff-booking.md §3.5, §9.
 */
import type { Facility } from '../catalogue/catalogue';
import { facilityPricingRule } from '../catalogue/facility-types';
import type { QuoteRequest } from '../schemas/quote';

export type FacilityPricingKind = 'room_type' | 'pack_or_group' | 'stables' | 'camping' | 'plain';

/**
 * True when `facility` has pack or group prices set (group_pricing_status 'true', or pack
 * prices present): its lines need a catering type and are priced by them.
 */
export function hasPackOrGroupPrices(facility: {
  group_pricing_status: string;
  pack_prices: readonly unknown[];
}): boolean {
  return facility.group_pricing_status === 'true' || facility.pack_prices.length > 0;
}

/** The pricing rule `facility` follows (see the module comment). */
export function facilityPricingKind(facility: Facility): FacilityPricingKind {
  if (facility.room_type) return 'room_type';
  if (hasPackOrGroupPrices(facility)) return 'pack_or_group';
  if (facility.has_extras) return 'stables';
  if (facilityPricingRule(facility) === 'camping') return 'camping';
  return 'plain';
}

/** The guests of a facility line, by how they are priced. */
export interface FacilityGuests {
  adults: number;
  children: number;
  extra_adults: number;
  extra_children: number;
}

/**
 * The guests a line brings to `facility`. Only a facility with extras prices extra guests
 * apart (and lets them stay beyond a room's maximum); anywhere else an extra adult counts as
 * an adult and an extra child as a child, so nobody stays free or uncounted.
 */
export function facilityGuests(
  line: QuoteRequest['facilities'][number],
  facility: Facility,
): FacilityGuests {
  if (facilityPricingKind(facility) === 'stables') {
    return {
      adults: line.adults,
      children: line.children,
      extra_adults: line.extra_pax_adults,
      extra_children: line.extra_pax_children,
    };
  }
  return {
    adults: line.adults + line.extra_pax_adults,
    children: line.children + line.extra_pax_children,
    extra_adults: 0,
    extra_children: 0,
  };
}
