/**
 * Checks a campsite or accommodation before it goes into the cart, in the spec's order, and
 * gives the first problem: no facility chosen; no check-in and check-out; no start and end
 * date; a Pelican without catering type; nobody in the party; no pricing; a Pelican catering
 * type with no special pricing.
 *
 * spec: public-site.md §5 "Campsite or accommodation add-to-cart" (items 1–6), "Facility page
 * reservation"; §9 (the two special Pelican catering types 9a9a77eb and 266677c3).
 */
import { messages } from '@hifadhi/shared/messages';
import { hasPackOrGroupPrices } from '@hifadhi/shared/pricing/facility-rules';
import type { PublicFacility } from '../../catalogue/catalogue-types';
import { type CartProblem, MISSING_DATA } from './cart-problem';

/** The two pack catering types of Pelican House (Self Catering, Chef Service). spec §9. */
export const PELICAN_PACK_CATERING_TYPES = ['9a9a77eb', '266677c3'];

/** What the dialog holds when the visitor asks to add the facility. */
export interface FacilityCartDraft {
  facility: Pick<
    PublicFacility,
    'accomodation_type' | 'pricing_status' | 'group_pricing_status' | 'pack_prices'
  > | null;
  /** The trip's dates, '' when not chosen. */
  check_in: string;
  check_out: string;
  start_date: string;
  end_date: string;
  catering_type: string | null;
  adults: number;
  children: number;
}

/** True for a facility priced by catering type: Pelican House, or any with pack or group prices. */
export function isPelican(
  facility: Pick<PublicFacility, 'group_pricing_status' | 'pack_prices'>,
): boolean {
  return hasPackOrGroupPrices(facility);
}

/**
 * The first problem of `draft`, or null when it may be added. `kind` picks the wording of the
 * campsite or the accommodation variant.
 */
export function facilityCartProblem(
  draft: FacilityCartDraft,
  kind: 'campsite' | 'accommodation',
): CartProblem | null {
  const { facility } = draft;
  if (!facility) {
    return {
      title: 'Error',
      message: kind === 'campsite' ? messages.noCampsiteSelected : messages.noFacilitySelected,
    };
  }
  if (!draft.check_in || !draft.check_out) {
    return { title: MISSING_DATA, message: messages.checkInOutRequired };
  }
  if (!draft.start_date || !draft.end_date) {
    return { title: MISSING_DATA, message: messages.startEndRequired };
  }
  if (isPelican(facility) && !draft.catering_type) {
    return {
      title: MISSING_DATA,
      message:
        kind === 'campsite' ? messages.cateringTypeCampsite : messages.cateringTypeAccommodation,
    };
  }
  if (draft.adults + draft.children < 1) {
    return { title: MISSING_DATA, message: messages.atLeastOneGuest };
  }
  if (facility.pricing_status === 'false') {
    return { title: 'Pricing Error', message: messages.pricingNotSet };
  }
  if (
    isPelican(facility) &&
    draft.catering_type !== null &&
    !PELICAN_PACK_CATERING_TYPES.includes(draft.catering_type) &&
    facility.group_pricing_status === 'false'
  ) {
    return { title: 'Pricing Error', message: messages.noSpecialPricing };
  }
  return null;
}
