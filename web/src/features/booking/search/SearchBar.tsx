/**
 * The search bar: CHECK-IN, CHECK-OUT, guests, vehicles and MAKE BOOKING (ADJUST BOOKING away
 * from home), which leads to the reservation stepper once both dates are given, else shows
 * the snackbar 'CHECK-IN AND CHECK-OUT DATES MUST BE PROVIDED'. The dates and counts are
 * stored with the trip as they change; the vehicles counted here go to the first vehicle
 * category when the visitor has not chosen categories yet.
 *
 * A typed past date, or a check-out not after the check-in, is refused at once with its message.
 *
 * spec: public-site.md §2.4 (search bar), §5 "Dates", §8 (snackbar).
 */
import { messages } from '@hifadhi/shared/messages';
import { useNavigate } from 'react-router';
import { Counter } from '../../../components/Counter';
import { DateField } from '../../../components/DateField';
import { useNotify } from '../../../components/notification-context';
import { conservancyToday } from '../../../lib/today';
import { useVehicleFees } from '../../catalogue/catalogue-queries';
import { useTrip } from '../trip/trip-context';
import { earliestCheckOut, withCheckIn } from './search-dates';

export function SearchBar({ onHome }: { onHome: boolean }) {
  const { trip, dispatch } = useTrip();
  const notify = useNotify();
  const navigate = useNavigate();
  const vehicleFees = useVehicleFees();
  const today = conservancyToday();
  const { check_in, check_out, guests, vehicles } = trip.user;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!check_in || !check_out) {
      notify({ message: messages.datesMissingSnackbar, tone: 'warning' });
      return;
    }
    const firstCategory = vehicleFees.data?.[0];
    if (vehicles > 0 && trip.vehicles.length === 0 && firstCategory) {
      dispatch({
        type: 'set_vehicles',
        entries: [
          {
            vehicle_public_id: firstCategory.vehicle_public_id,
            vehicle_charge_category: firstCategory.vehicle_charge_category,
            vehicles,
          },
        ],
      });
    }
    navigate('/reservation');
  };

  return (
    <form className="search-bar" onSubmit={submit} aria-label="Search availability" noValidate>
      <DateField
        label="CHECK-IN"
        today={today}
        value={check_in}
        onChange={(date) => dispatch({ type: 'set_dates', ...withCheckIn(date, check_out) })}
      />
      <DateField
        label="CHECK-OUT"
        today={today}
        min={earliestCheckOut(check_in) || earliestCheckOut(today)}
        outOfRange="Check-out must be at least one day after check-in."
        value={check_out}
        onChange={(date) => dispatch({ type: 'set_dates', ...withCheckIn(check_in, date) })}
      />
      <Counter
        label="Guests"
        value={guests}
        onChange={(count) => dispatch({ type: 'set_search_counts', guests: count, vehicles })}
      />
      <Counter
        label="Vehicles"
        value={vehicles}
        onChange={(count) => dispatch({ type: 'set_search_counts', guests, vehicles: count })}
      />
      <button type="submit" className="button primary search-submit">
        {onHome ? 'MAKE BOOKING' : 'ADJUST BOOKING'}
      </button>
    </form>
  );
}
