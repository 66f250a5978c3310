/**
 * The express checkout's day visit: the day (check-in that day, check-out the next), then the
 * guests per category and the vehicles, the conservation and vehicle fees being all a day
 * visit needs.
 *
 * spec: public-site.md §2.1 (ExpressCheckout), §1 (conservation and vehicle fees are
 * mandatory), §5 "Dates" (no past dates), §9 (days for fees).
 */
import { addDays } from '@hifadhi/shared/dates/calendar-date';
import { DateField } from '../../../components/DateField';
import { conservancyToday } from '../../../lib/today';
import { TripEntryFees } from '../conservation/TripEntryFees';
import { useTrip } from '../trip/trip-context';

export function DayVisitFields() {
  const { trip, dispatch } = useTrip();
  const today = conservancyToday();
  return (
    <section className="step-section" aria-labelledby="day-visit-title">
      <h2 id="day-visit-title">Your day visit</h2>
      <DateField
        label="Day of your visit"
        today={today}
        value={trip.user.check_in}
        onChange={(day) =>
          dispatch({ type: 'set_dates', check_in: day, check_out: day ? addDays(day, 1) : '' })
        }
      />
      <TripEntryFees />
    </section>
  );
}
