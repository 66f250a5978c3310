/**
 * The booking information page (`booking-info`, and `express-booking-info` on the express
 * checkout, whose booking is paid at `express-payment-info/{booking_id}`): the booking
 * information form beside the booking summary. Without a stored check-in and check-out it goes
 * back to where the trip starts (home, or the express checkout).
 *
 * spec: public-site.md §2.1 (BookingInformation / ExpressBookingInformation), §2.11.
 */
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { BookingSummary } from '../summary/BookingSummary';
import { useTrip } from '../trip/trip-context';
import { BookingInformationForm } from './BookingInformationForm';

const expressPaymentPath = (bookingId: string) => `/express-payment-info/${bookingId}`;

export function BookingInformationPage({ express = false }: { express?: boolean }) {
  const { trip } = useTrip();
  const title = express ? 'Express checkout: your details' : 'Booking information';
  useEffect(() => {
    document.title = `${title} — Kijani Conservancy`;
  }, [title]);
  if (!trip.user.check_in || !trip.user.check_out) {
    return <Navigate to={express ? '/express-selection' : '/index'} replace />;
  }
  return (
    <div className="page">
      <h1>{title}</h1>
      <div className="with-summary">
        <BookingInformationForm paymentPath={express ? expressPaymentPath : undefined} />
        <BookingSummary />
      </div>
    </div>
  );
}
