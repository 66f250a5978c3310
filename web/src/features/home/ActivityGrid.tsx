/**
 * The activity grid of the home page: activities whose pricing_status is 'true' and which
 * have a thumbnail, each with ADD TO CART (the activity dialog, loaded on first use) and a
 * link to its page, and its "from" price per adult (per ranger) in the visitor's currency.
 *
 * spec: public-site.md §2.4 (activity grid), §2.5.
 */

import { formatMoney } from '@hifadhi/shared/money/format-money';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useNotify } from '../../components/notification-context';
import { useTrip } from '../booking/trip/trip-context';
import { useActivities, useCurrencies } from '../catalogue/catalogue-queries';
import type { PublicActivity } from '../catalogue/catalogue-types';
import { activityFromPrice } from '../catalogue/from-price';
import { CardGridPlaceholder } from './CardGridPlaceholder';
import { CatalogueCard } from './CatalogueCard';

const ActivityCartDialog = lazy(() =>
  import('../booking/add-to-cart/ActivityCartDialog').then((module) => ({
    default: module.ActivityCartDialog,
  })),
);

export function ActivityGrid() {
  const activities = useActivities();
  const currencies = useCurrencies().data;
  const { currency } = useTrip().trip.user;
  const notify = useNotify();
  const [chosen, setChosen] = useState<PublicActivity | null>(null);
  const [open, setOpen] = useState(false);
  if (!activities.data) {
    return activities.error ? (
      <p role="alert">{activities.error.message}</p>
    ) : (
      <CardGridPlaceholder label="Loading activities" />
    );
  }
  const shown = activities.data.filter(
    (activity) => activity.pricing_status === 'true' && activity.thumbnail,
  );
  return (
    <>
      <div className="card-grid">
        {shown.map((activity) => {
          const from = currencies ? activityFromPrice(activity, currency, currencies) : null;
          return (
            <CatalogueCard
              key={activity.public_id}
              name={activity.name}
              thumbnail={activity.thumbnail}
              facts={
                activity.ranger_marker
                  ? `Ranger escort, up to ${activity.maximum_guests} rangers`
                  : `Up to ${activity.maximum_guests} guests`
              }
              price={
                from === null
                  ? undefined
                  : `From ${formatMoney(from, currency)} per ${activity.ranger_marker ? 'ranger' : 'adult'}`
              }
            >
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
              <Link className="button secondary" to={`/activity/${activity.public_id}`}>
                Details<span className="visually-hidden">: {activity.name}</span>
              </Link>
            </CatalogueCard>
          );
        })}
      </div>
      {chosen && (
        <Suspense fallback={null}>
          <ActivityCartDialog
            open={open}
            onClose={() => setOpen(false)}
            activity={chosen}
            mode="cart"
            onAdded={(line) => notify({ message: `${line.name} added to your cart`, tone: 'info' })}
          />
        </Suspense>
      )}
    </>
  );
}
