/**
 * Home: the photo slider, the search bar, and tabs Activities, Accommodation, Camping and
 * Terms and Conditions. Loading it starts a new guest session in KES with an empty cart.
 *
 * spec: public-site.md §2.4.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { SearchBar } from '../booking/search/SearchBar';
import { useTrip } from '../booking/trip/trip-context';
import { ActivityGrid } from './ActivityGrid';
import { FacilityGrid } from './FacilityGrid';
import { PhotoSlider } from './PhotoSlider';

const TermsAndConditions = lazy(() =>
  import('./TermsAndConditions').then((module) => ({ default: module.TermsAndConditions })),
);

export function HomePage() {
  const { dispatch } = useTrip();
  useEffect(() => {
    dispatch({ type: 'reset_guest_session' });
    document.title = 'Kijani Conservancy — Book your visit';
  }, [dispatch]);

  return (
    <div className="home">
      <PhotoSlider />
      <section className="home-search" aria-labelledby="search-heading">
        <h1 id="search-heading">Plan your visit</h1>
        <SearchBar onHome />
      </section>
      <Tabs
        label="Explore the conservancy"
        tabs={[
          { id: 'activities', label: 'Activities', content: <ActivityGrid /> },
          {
            id: 'accommodation',
            label: 'Accommodation',
            content: <FacilityGrid kind="accommodation" />,
          },
          { id: 'camping', label: 'Camping', content: <FacilityGrid kind="campsite" /> },
          {
            id: 'terms',
            label: 'Terms and Conditions',
            content: (
              <Suspense fallback={<Spinner />}>
                <TermsAndConditions />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
