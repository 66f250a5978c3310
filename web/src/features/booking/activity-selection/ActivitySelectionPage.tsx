/**
 * The activity selection page (`activity-selection`), and the express checkout
 * (`express-selection`), the short path of a day visit: the day, the guests and vehicles, then
 * the same activities. Both show the booking summary and the buttons Proceed to Checkout (on
 * to the booking information — the express one on the express checkout — only with a
 * vehicle: 'Vehicle is mandatory'), Amend Booking (back to the reservation stepper; not on the
 * express checkout) and Start Over (a new guest session from home, after asking: the cart is
 * emptied). Notes that the conservation fee is mandatory and all else optional.
 *
 * spec: public-site.md §2.1 (ActivitySelection / ExpressCheckout), §2.10, §4 (Proceed to
 * Checkout goes to BookingInformation, ExpressBookingInformation on ExpressCheckout, only if
 * the vehicle total is above zero).
 */
import { messages } from '@hifadhi/shared/messages';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useNotify } from '../../../components/notification-context';
import { DayVisitFields } from '../express/DayVisitFields';
import { ActivityPicker } from '../steps/ActivityPicker';
import { BookingSummary } from '../summary/BookingSummary';
import { hasVehicle } from '../trip/has-vehicle';
import { StartOverDialog } from '../trip/StartOverDialog';
import { useTrip } from '../trip/trip-context';
import { isTripInProgress } from '../trip/trip-in-progress';
import { readBookedTrip } from '../trip/trip-storage';

export function ActivitySelectionPage({ express = false }: { express?: boolean }) {
  const { trip, dispatch } = useTrip();
  const notify = useNotify();
  const navigate = useNavigate();
  const [askingStartOver, setAskingStartOver] = useState(false);
  const title = express ? 'Express checkout: day visit' : 'Choose activities';
  const hasDates = Boolean(trip.user.check_in && trip.user.check_out);
  useEffect(() => {
    document.title = `${title} — Kijani Conservancy`;
  }, [title]);
  if (!express && !hasDates) return <Navigate to="/index" replace />;

  const startOver = () => {
    dispatch({ type: 'reset_guest_session' });
    navigate('/index');
  };

  const proceed = () => {
    if (!hasDates) {
      notify({ message: 'Choose the day of your visit.', tone: 'warning' });
      return;
    }
    if (express && !trip.conservation.some((entry) => entry.payment_guests > 0)) {
      notify({ message: messages.atLeastOneGuest, tone: 'warning' });
      return;
    }
    if (!hasVehicle(trip)) {
      notify({ message: messages.vehicleMandatory, tone: 'error' });
      return;
    }
    navigate(express ? '/express-booking-info' : '/booking-info');
  };

  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="note">{messages.conservationMandatory}.</p>
      <div className="with-summary">
        <div className="step-content">
          {express && <DayVisitFields />}
          {hasDates && <ActivityPicker />}
          <div className="step-actions">
            <button type="button" className="button primary" onClick={proceed}>
              Proceed to Checkout
            </button>
            {!express && (
              <button
                type="button"
                className="button secondary"
                onClick={() => navigate('/reservation')}
              >
                Amend Booking
              </button>
            )}
            <button
              type="button"
              className="button secondary"
              onClick={() =>
                isTripInProgress(trip, readBookedTrip()) ? setAskingStartOver(true) : startOver()
              }
            >
              Start Over
            </button>
          </div>
        </div>
        <BookingSummary />
      </div>
      <StartOverDialog
        open={askingStartOver}
        onKeep={() => setAskingStartOver(false)}
        onStartOver={startOver}
      />
    </div>
  );
}
