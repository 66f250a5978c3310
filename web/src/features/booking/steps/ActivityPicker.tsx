/**
 * The activities a visitor can add to the trip (priced ones only), each with its adult and
 * child price — or ranger price — for the party's residency in the visitor's currency, and
 * ADD TO CART.
 *
 * spec: public-site.md §2.8 (Activities step: activity details with child and adult prices),
 * §2.10 (activity picking).
 */
import { useState } from 'react';
import { useNotify } from '../../../components/notification-context';
import { Spinner } from '../../../components/Spinner';
import { imageUrl } from '../../../lib/image-url';
import {
  useActivities,
  useConservationFees,
  useCurrencies,
} from '../../catalogue/catalogue-queries';
import type { PublicActivity } from '../../catalogue/catalogue-types';
import { unitPrice } from '../../catalogue/unit-price';
import { ActivityCartDialog } from '../add-to-cart/ActivityCartDialog';
import { partyResidency } from '../add-to-cart/residency-options';
import { useTrip } from '../trip/trip-context';

export function ActivityPicker() {
  const { trip } = useTrip();
  const notify = useNotify();
  const activities = useActivities();
  const fees = useConservationFees();
  const currencies = useCurrencies();
  const [chosen, setChosen] = useState<PublicActivity | null>(null);
  const [open, setOpen] = useState(false);
  if (!activities.data || !currencies.data) return <Spinner label="Loading activities" />;
  const residency = partyResidency(trip.conservation, fees.data ?? []) ?? 'non_resident';
  const rates = currencies.data;

  const prices = (activity: PublicActivity) => {
    const entry =
      activity.price.find((candidate) => candidate.residency === residency) ?? activity.price[0];
    if (!entry) return 'No pricing has been set for this period';
    const price = (amount: string) =>
      unitPrice(amount, entry.currency_type, trip.user.currency, rates);
    return activity.ranger_marker
      ? `Ranger ${price(entry.adult_price)}`
      : `Adult ${price(entry.adult_price)} · Child ${price(entry.child_price)}`;
  };

  return (
    <div className="picker">
      <ul className="picker-list">
        {activities.data
          .filter((activity) => activity.pricing_status === 'true')
          .map((activity) => (
            <li key={activity.public_id} className="picker-item">
              <img
                src={imageUrl(activity.thumbnail)}
                alt=""
                width={120}
                height={80}
                loading="lazy"
                decoding="async"
              />
              <div className="picker-text">
                <h4>{activity.name}</h4>
                <p className="picker-facts">{prices(activity)}</p>
              </div>
              <button
                type="button"
                className="button primary"
                aria-label={`ADD TO CART: ${activity.name}`}
                onClick={() => {
                  setChosen(activity);
                  setOpen(true);
                }}
              >
                ADD TO CART
              </button>
            </li>
          ))}
      </ul>
      {chosen && (
        <ActivityCartDialog
          open={open}
          onClose={() => setOpen(false)}
          activity={chosen}
          mode="cart"
          onAdded={(line) => notify({ message: `${line.name} added to your cart`, tone: 'info' })}
        />
      )}
    </div>
  );
}
