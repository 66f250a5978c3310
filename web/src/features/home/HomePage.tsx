/**
 * Home: the photo slider, the search bar, the calls to action, and tabs Activities,
 * Accommodation, Camping and Terms and Conditions. Loading it starts a new guest
 * session in KES with an empty cart — after asking, when a trip is in progress ("Keep my
 * trip" keeps it and stays on home).
 *
 * spec: public-site.md §2.4; issue 11 item 8 (leaving a trip in progress asks first).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { SearchBar } from '../booking/search/SearchBar';
import { StartOverDialog } from '../booking/trip/StartOverDialog';
import { useTrip } from '../booking/trip/trip-context';
import { isTripInProgress } from '../booking/trip/trip-in-progress';
import { readBookedTrip } from '../booking/trip/trip-storage';
import { ActivityGrid } from './ActivityGrid';
import { CallsToAction } from './CallsToAction';
import { FacilityGrid } from './FacilityGrid';
import { PhotoSlider } from './PhotoSlider';

const TermsAndConditions = lazy(() =>
  import('./TermsAndConditions').then((module) => ({ default: module.TermsAndConditions })),
);

export function HomePage() {
  const { trip, dispatch } = useTrip();
  // Decided once, on arrival: a trip in progress is asked about, anything else starts afresh.
  const [asking, setAsking] = useState(() => isTripInProgress(trip, readBookedTrip()));
  const askedOnArrival = useRef(asking);
  useEffect(() => {
    document.title = 'Kijani Conservancy — Book your visit';
    if (!askedOnArrival.current) dispatch({ type: 'reset_guest_session' });
  }, [dispatch]);

  return (
    <div className="home">
      <StartOverDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onStartOver={() => {
          dispatch({ type: 'reset_guest_session' });
          setAsking(false);
        }}
      />
      <PhotoSlider />
      <section className="home-search" aria-labelledby="search-heading">
        <h1 id="search-heading">Plan your visit</h1>
        <SearchBar onHome />
      </section>
      <CallsToAction />
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
