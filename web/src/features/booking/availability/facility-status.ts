/**
 * What a facility can offer for the visitor's dates, and how to say it: not bookable when no
 * pricing is set (never "available"), full when no unit is free, else how many units (and
 * guests) are free. The API's availability answer counts held and confirmed bookings.
 *
 * spec: public-site.md §2.8 (the page checks public facility availability), §5 (pricing_status
 * 'false': 'No pricing has been set for this period'); issue 11 item 8 (a full facility says it
 * is full; an unpriced facility is not offered as available).
 */
import { messages } from '@hifadhi/shared/messages';
import type { PublicFacility } from '../../catalogue/catalogue-types';
import type { FacilityAvailability } from './availability-queries';

export type FacilityStatus =
  | { kind: 'unpriced' }
  | { kind: 'checking' }
  | { kind: 'full' }
  | { kind: 'free'; units: number; guests: number };

/** True when the facility has a price list the visitor can be charged by. */
export function isPriced(
  facility: Pick<PublicFacility, 'pricing_status' | 'price' | 'pack_prices' | 'group_price'>,
): boolean {
  return (
    facility.pricing_status === 'true' &&
    (facility.price.length > 0 ||
      facility.pack_prices.length > 0 ||
      facility.group_price.length > 0)
  );
}

/** The facility's status for the dates `free` was read for (undefined while reading). */
export function facilityStatus(
  facility: Pick<PublicFacility, 'pricing_status' | 'price' | 'pack_prices' | 'group_price'>,
  free: FacilityAvailability | undefined,
): FacilityStatus {
  if (!isPriced(facility)) return { kind: 'unpriced' };
  if (!free) return { kind: 'checking' };
  if (free.available_units <= 0 || free.available_guests <= 0) return { kind: 'full' };
  return { kind: 'free', units: free.available_units, guests: free.available_guests };
}

/** The status in words, e.g. "2 of 6 free for your dates — up to 4 guests". */
export function facilityStatusText(status: FacilityStatus, quantity: number): string {
  switch (status.kind) {
    case 'unpriced':
      return `Not bookable: ${messages.pricingNotSet.toLowerCase()}`;
    case 'checking':
      return 'Checking availability…';
    case 'full':
      return 'Full for your dates: nothing is free';
    case 'free':
      return `${status.units} of ${quantity} free for your dates — up to ${status.guests} guests`;
  }
}
