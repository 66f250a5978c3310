/**
 * The reservation stepper: 1 Accommodation (conservation and vehicle fees, facilities), 2
 * Activities, 3 Payment (the booking information form), beside the booking summary. The step
 * is kept in the address (`?step=2`) so a reload stays on it. Without a stored check-in and
 * check-out the page goes back to the home page. Leaving the activities step needs a vehicle
 * ('Vehicle is mandatory').
 *
 * spec: public-site.md §2.8, §4 (stepper 1 to 3), §5 "Payment" (Vehicle is mandatory).
 */
import { messages } from '@hifadhi/shared/messages';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useNotify } from '../../../components/notification-context';
import { BookingInformationForm } from '../booking-info/BookingInformationForm';
import { TripEntryFees } from '../conservation/TripEntryFees';
import { SearchBar } from '../search/SearchBar';
import { BookingSummary } from '../summary/BookingSummary';
import { hasVehicle } from '../trip/has-vehicle';
import { useTrip } from '../trip/trip-context';
import { ActivityPicker } from './ActivityPicker';
import { FacilityPicker } from './FacilityPicker';
import { ReservationStepper } from './ReservationStepper';

const STEPS = ['Accommodation', 'Activities', 'Payment'];

export function ReservationPage() {
  const { trip } = useTrip();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('step'));
  const step = requested >= 1 && requested <= STEPS.length ? requested : 1;

  useEffect(() => {
    document.title = `Reservation: ${STEPS[step - 1]} — Kijani Conservancy`;
    window.scrollTo({ top: 0 });
  }, [step]);

  if (!trip.user.check_in || !trip.user.check_out) return <Navigate to="/index" replace />;
  const chosenGuests = trip.conservation.reduce((sum, entry) => sum + entry.payment_guests, 0);

  const goTo = (next: number) => {
    if (next === STEPS.length && !hasVehicle(trip)) {
      notify({ message: messages.vehicleMandatory, tone: 'error' });
      return;
    }
    setParams({ step: String(next) });
  };

  return (
    <div className="page reservation">
      <h1 className="visually-hidden">Reservation</h1>
      <SearchBar onHome={false} />
      <ReservationStepper steps={STEPS} current={step} onSelect={goTo} />
      <div className="with-summary">
        <div className="step-content">
          {step === 1 && (
            <>
              <section className="step-section" aria-labelledby="entry-fees-title">
                <h2 id="entry-fees-title">Who is coming</h2>
                <p className="note">{messages.conservationMandatory}.</p>
                {chosenGuests !== trip.user.guests && trip.user.guests > 0 && (
                  <p className="note" aria-live="polite">
                    You searched for {trip.user.guests} guests; {chosenGuests} chosen below.
                  </p>
                )}
                <TripEntryFees />
              </section>
              <section className="step-section" aria-labelledby="facilities-title">
                <h2 id="facilities-title">Where to stay</h2>
                <FacilityPicker />
              </section>
              <div className="step-actions">
                <button type="button" className="button primary" onClick={() => goTo(2)}>
                  {trip.facilities.length > 0 ? 'Done with Accommodation' : 'Skip Facilities'}
                </button>
              </div>
            </>
          )}
          {step === 2 && (
            <>
              <section className="step-section" aria-labelledby="activities-title">
                <h2 id="activities-title">Conservation activities</h2>
                <ActivityPicker />
              </section>
              <div className="step-actions">
                <button type="button" className="button secondary" onClick={() => goTo(1)}>
                  Back
                </button>
                <button type="button" className="button primary" onClick={() => goTo(3)}>
                  {trip.activities.length > 0 ? 'Done with Activities' : 'Skip Activities'}
                </button>
              </div>
            </>
          )}
          {step === 3 && <BookingInformationForm />}
        </div>
        <BookingSummary />
      </div>
    </div>
  );
}
