/**
 * The activity selection page: the activities to add, the booking summary, and the buttons
 * Proceed to Checkout (on to the booking information, only with a vehicle: 'Vehicle is
 * mandatory'), Amend Booking (back to the reservation stepper) and Start Over (a new guest
 * session from home, after asking: the cart is emptied). Notes that the conservation fee is mandatory and all else optional.
 *
 * spec: public-site.md §2.10, §4 (Proceed to Checkout only if the vehicle total is above zero).
 */
import { messages } from '@hifadhi/shared/messages';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useNotify } from '../../../components/notification-context';
import { ActivityPicker } from '../steps/ActivityPicker';
import { BookingSummary } from '../summary/BookingSummary';
import { hasVehicle } from '../trip/has-vehicle';
import { StartOverDialog } from '../trip/StartOverDialog';
import { useTrip } from '../trip/trip-context';

export function ActivitySelectionPage() {
  const { trip, dispatch } = useTrip();
  const notify = useNotify();
  const navigate = useNavigate();
  const [askingStartOver, setAskingStartOver] = useState(false);
  useEffect(() => {
    document.title = 'Choose activities — Kijani Conservancy';
  }, []);
  if (!trip.user.check_in || !trip.user.check_out) return <Navigate to="/index" replace />;

  return (
    <div className="page">
      <h1>Choose activities</h1>
      <p className="note">{messages.conservationMandatory}.</p>
      <div className="with-summary">
        <div className="step-content">
          <ActivityPicker />
          <div className="step-actions">
            <button
              type="button"
              className="button primary"
              onClick={() => {
                if (!hasVehicle(trip)) {
                  notify({ message: messages.vehicleMandatory, tone: 'error' });
                  return;
                }
                navigate('/booking-info');
              }}
            >
              Proceed to Checkout
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => navigate('/reservation')}
            >
              Amend Booking
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => setAskingStartOver(true)}
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
        onStartOver={() => {
          dispatch({ type: 'reset_guest_session' });
          navigate('/index');
        }}
      />
    </div>
  );
}
