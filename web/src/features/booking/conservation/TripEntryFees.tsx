/**
 * The trip's own conservation and vehicle fees: the counters of `ConservationFeesPanel` on the
 * guests and vehicles stored with the trip, each change stored at once.
 *
 * spec: public-site.md §2.8 (Accommodation step), §2.1 (ExpressCheckout); §1 (conservation
 * and vehicle fees are mandatory).
 */
import { useTrip } from '../trip/trip-context';
import { ConservationFeesPanel } from './ConservationFeesPanel';

export function TripEntryFees() {
  const { trip, dispatch } = useTrip();
  return (
    <ConservationFeesPanel
      value={{ conservation: trip.conservation, vehicles: trip.vehicles }}
      currency={trip.user.currency}
      onChange={(value) => {
        dispatch({ type: 'set_conservation', entries: value.conservation });
        dispatch({ type: 'set_vehicles', entries: value.vehicles });
      }}
    />
  );
}
