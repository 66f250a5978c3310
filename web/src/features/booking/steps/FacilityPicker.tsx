/**
 * Step 1 of the reservation: the conservancy's accommodation and camping sites with what is
 * free for the trip's dates (full, or not bookable when unpriced — then without ADD TO CART),
 * their prices, and ADD TO CART.
 *
 * spec: public-site.md §2.8 (Accommodation step: facility booking, selected facility details
 * with price packs; the page checks public facility availability for the stored dates).
 */
import { facilityPricingRule } from '@hifadhi/shared/catalogue/facility-types';
import { useState } from 'react';
import { useNotify } from '../../../components/notification-context';
import { Spinner } from '../../../components/Spinner';
import { imageUrl } from '../../../lib/image-url';
import { useFacilities } from '../../catalogue/catalogue-queries';
import type { PublicFacility } from '../../catalogue/catalogue-types';
import { FacilityCartDialog } from '../add-to-cart/FacilityCartDialog';
import { useFacilityAvailability } from '../availability/availability-queries';
import { facilityStatus, facilityStatusText } from '../availability/facility-status';
import { useTrip } from '../trip/trip-context';
import { FacilityPrices } from './FacilityPrices';

/** The picker's groups, by the pricing rule of each facility's type. */
const GROUPS = [
  { rule: 'accommodation', title: 'Accommodation', kind: 'accommodation' },
  { rule: 'camping', title: 'Camping', kind: 'campsite' },
] as const;

export function FacilityPicker() {
  const { trip } = useTrip();
  const notify = useNotify();
  const facilities = useFacilities();
  const availability = useFacilityAvailability(trip.user.check_in, trip.user.check_out);
  const [chosen, setChosen] = useState<PublicFacility | null>(null);
  const [open, setOpen] = useState(false);
  if (!facilities.data) return <Spinner label="Loading accommodation" />;
  const freeOf = (id: string) => availability.data?.find((entry) => entry.public_id === id);

  return (
    <div className="picker">
      {GROUPS.map((group) => (
        <section key={group.rule} aria-labelledby={`picker-${group.kind}`}>
          <h3 id={`picker-${group.kind}`}>{group.title}</h3>
          <ul className="picker-list">
            {facilities.data
              ?.filter((facility) => facilityPricingRule(facility) === group.rule)
              .map((facility) => {
                const status = facilityStatus(facility, freeOf(facility.public_id));
                const bookable = status.kind === 'free' || status.kind === 'checking';
                return (
                  <li key={facility.public_id} className="picker-item">
                    <img
                      src={imageUrl(facility.thumbnail)}
                      alt=""
                      width={120}
                      height={80}
                      loading="lazy"
                      decoding="async"
                    />
                    <div className="picker-text">
                      <h4>{facility.name}</h4>
                      <p className="picker-facts">
                        Up to {facility.maximum_guests} guests
                        {facility.quantity > 1 ? ' per unit' : ''}
                      </p>
                      <p className={`picker-status is-${status.kind}`}>
                        {facilityStatusText(status, facility.quantity)}
                      </p>
                    </div>
                    <button
                      type="button"
                      className="button primary"
                      disabled={!bookable}
                      aria-label={`ADD TO CART: ${facility.name}`}
                      onClick={() => {
                        setChosen(facility);
                        setOpen(true);
                      }}
                    >
                      ADD TO CART
                    </button>
                    <details className="picker-prices">
                      <summary>Prices</summary>
                      <FacilityPrices facility={facility} currency={trip.user.currency} />
                    </details>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
      {chosen && (
        <FacilityCartDialog
          open={open}
          onClose={() => setOpen(false)}
          facility={chosen}
          choices={facilities.data.filter((other) => other.facility_type === chosen.facility_type)}
          kind={facilityPricingRule(chosen) === 'camping' ? 'campsite' : 'accommodation'}
          mode="cart"
          onAdded={(line) => notify({ message: `${line.name} added to your cart`, tone: 'info' })}
        />
      )}
    </div>
  );
}
