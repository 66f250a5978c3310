/**
 * The public catalogue reads put together as the shared pricing engine's catalogue, for the
 * local preview of a quote while the API's own quote is on its way. The public endpoints leave
 * out fields pricing does not read (an activity's minimum guests and lead time, a currency's
 * description), so they are filled with neutral values; research-centre rooms are priced per
 * room as the engine's room types.
 *
 * spec: public-site.md §1 (prices after conversion with stored rates); pricing-rules.md.
 */
import type { PricingCatalogue } from '@hifadhi/shared/pricing/price-quote';
import type {
  Lookups,
  PublicActivity,
  PublicConservationFee,
  PublicCurrency,
  PublicFacility,
  PublicVehicleFee,
} from '../../catalogue/catalogue-types';

/** Everything the preview needs, as read from the API. */
export interface PublicCatalogueParts {
  facilities: PublicFacility[];
  activities: PublicActivity[];
  conservationFees: PublicConservationFee[];
  vehicleFees: PublicVehicleFee[];
  currencies: PublicCurrency[];
  lookups: Lookups;
}

/** The pricing catalogue of `parts`. */
export function pricingCatalogue(parts: PublicCatalogueParts): PricingCatalogue {
  return {
    conservation_fees: parts.conservationFees,
    vehicle_fees: parts.vehicleFees,
    facilities: parts.facilities.map(({ images: _images, ...facility }) => ({
      ...facility,
      room_type: facility.accomodation_type === 'Research Centre',
    })),
    activities: parts.activities.map((activity) => ({
      ...activity,
      minimum_guests: 0,
      lead_time: 0,
    })),
    currencies: parts.currencies.map((currency) => ({ ...currency, description: '' })),
    pricing_groups: parts.lookups.pricing_groups,
    causes: parts.lookups.causes,
  };
}
