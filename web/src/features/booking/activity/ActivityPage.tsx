/**
 * An activity's page (`activity/{activity_id}`): a carousel advancing every 3 seconds (pausing
 * on hover), the description, the child and adult price — or the ranger price — per residency
 * in the visitor's currency, the search bar for the trip's dates, and BOOK NOW, whose dialog
 * adds the activity to the trip and goes to the reservation stepper.
 *
 * spec: public-site.md §2.7, §9 (activity carousel 3000 ms).
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Carousel } from '../../../components/Carousel';
import { Spinner } from '../../../components/Spinner';
import { imageUrl } from '../../../lib/image-url';
import { useActivities, useCurrencies } from '../../catalogue/catalogue-queries';
import { unitPrice } from '../../catalogue/unit-price';
import { ActivityCartDialog } from '../add-to-cart/ActivityCartDialog';
import { RESIDENCY_OPTIONS } from '../add-to-cart/residency-options';
import { SearchBar } from '../search/SearchBar';
import { useTrip } from '../trip/trip-context';

/** Carousel interval, milliseconds. spec: public-site.md §9. */
const CAROUSEL_MS = 3000;

export function ActivityPage() {
  const { activityId = '' } = useParams();
  const { trip } = useTrip();
  const navigate = useNavigate();
  const activities = useActivities();
  const currencies = useCurrencies();
  const [open, setOpen] = useState(false);
  const activity = activities.data?.find((candidate) => candidate.public_id === activityId);
  useEffect(() => {
    if (activity) document.title = `${activity.name} — Kijani Conservancy`;
  }, [activity]);

  if (!activities.data || !currencies.data) return <Spinner label="Loading" />;
  if (!activity) {
    return (
      <section className="page narrow">
        <h1>Activity not found</h1>
        <Link className="button" to="/index">
          Go to the home page
        </Link>
      </section>
    );
  }
  const rates = currencies.data;
  const price = (amount: string, from: 'KES' | 'USD') =>
    unitPrice(amount, from, trip.user.currency, rates);
  return (
    <article className="page detail">
      <h1>{activity.name}</h1>
      <Carousel
        label={`Pictures of ${activity.name}`}
        intervalMs={CAROUSEL_MS}
        images={[{ src: imageUrl(activity.thumbnail), alt: activity.name }]}
      />
      <p>{activity.description}</p>
      {activity.pricing_status === 'true' ? (
        <table className="price-table">
          <caption>Prices per person</caption>
          <thead>
            <tr>
              <th scope="col">Residency</th>
              {activity.ranger_marker ? (
                <th scope="col">Ranger price</th>
              ) : (
                <>
                  <th scope="col">Adult price</th>
                  <th scope="col">Child price</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {activity.price.map((entry) => (
              <tr key={entry.residency}>
                <th scope="row">
                  {RESIDENCY_OPTIONS.find((option) => option.value === entry.residency)?.label}
                </th>
                <td>{price(entry.adult_price, entry.currency_type)}</td>
                {!activity.ranger_marker && (
                  <td>{price(entry.child_price, entry.currency_type)}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No pricing has been set for this period.</p>
      )}
      <h2>Your dates</h2>
      <SearchBar onHome={false} />
      <button type="button" className="button primary" onClick={() => setOpen(true)}>
        BOOK NOW
      </button>
      <ActivityCartDialog
        open={open}
        onClose={() => setOpen(false)}
        activity={activity}
        mode="reservation"
        onAdded={() => navigate('/reservation')}
      />
    </article>
  );
}
