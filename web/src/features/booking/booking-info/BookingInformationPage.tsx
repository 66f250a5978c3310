/**
 * The booking information page (`booking-info`): the booking information form beside the
 * booking summary. Without a stored check-in and check-out it goes back home.
 *
 * spec: public-site.md §2.1 (BookingInformation), §2.11.
 */
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { BookingSummary } from '../summary/BookingSummary';
import { useTrip } from '../trip/trip-context';
import { BookingInformationForm } from './BookingInformationForm';

export function BookingInformationPage() {
  const { trip } = useTrip();
  useEffect(() => {
    document.title = 'Booking information — Kijani Conservancy';
  }, []);
  if (!trip.user.check_in || !trip.user.check_out) return <Navigate to="/index" replace />;
  return (
    <div className="page">
      <h1>Booking information</h1>
      <div className="with-summary">
        <BookingInformationForm />
        <BookingSummary />
      </div>
    </div>
  );
}
