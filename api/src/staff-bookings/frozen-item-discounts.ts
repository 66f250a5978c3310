/**
 * The facilities' and activities' own offers (discount, discount_status) and the facilities'
 * deals per discount type a booking was priced with, kept in its pricing basis so an amendment
 * re-prices at the offers and deals of the day it was made — an offer ended or a deal changed
 * since does not change an existing booking, as the partner's and member's terms do not. A
 * facility or activity added to the catalogue later has no frozen entry and is priced as it
 * stands. Pure; percentages stay the catalogue's decimal strings.
 *
 * spec: pricing-rules.md §"Money and rounding" 3 (a booking is priced again at what was in
 * force when it was created), §Discounts; docs/pricing.md "Facility and activity discounts".
 */
import type { Activity, Facility } from '@hifadhi/shared/catalogue/catalogue';

type FacilityDiscounts = Pick<Facility, 'discount' | 'discount_status' | 'discounts'>;
type ActivityDiscounts = Pick<Activity, 'discount' | 'discount_status'>;

/** The offers and deals, by public id; plain JSON. */
export interface ItemDiscounts {
  facilities: Record<string, FacilityDiscounts>;
  activities: Record<string, ActivityDiscounts>;
}

interface DiscountedParts {
  facilities: readonly Facility[];
  activities: readonly Activity[];
}

/**
 * The offers and deals of `catalogue` as it stands; an item without an offer or deals is kept
 * as having none (discount_status false, no deals), so one set later does not reach the booking.
 */
export function itemDiscountsOf(catalogue: DiscountedParts): ItemDiscounts {
  return {
    facilities: Object.fromEntries(
      catalogue.facilities.map(({ public_id, discount, discount_status, discounts }) => [
        public_id,
        { discount, discount_status: discount_status ?? false, discounts: discounts ?? [] },
      ]),
    ),
    activities: Object.fromEntries(
      catalogue.activities.map(({ public_id, discount, discount_status }) => [
        public_id,
        { discount, discount_status: discount_status ?? false },
      ]),
    ),
  };
}

/** `catalogue` with the offers and deals of `frozen` put back (items it lacks as they stand). */
export function withItemDiscounts<C extends DiscountedParts>(
  catalogue: C,
  frozen: ItemDiscounts,
): C {
  return {
    ...catalogue,
    facilities: catalogue.facilities.map((facility) => ({
      ...facility,
      ...frozen.facilities[facility.public_id],
    })),
    activities: catalogue.activities.map((activity) => ({
      ...activity,
      ...frozen.activities[activity.public_id],
    })),
  };
}
