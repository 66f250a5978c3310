/**
 * The booking confirmed page (`success/booking/{booking_id}`): thanks with the guest's first
 * name, the booking reference, guests, check-in and check-out, the conservation entry fees per
 * guest category with counts, the accommodation, the activities (name, date, adults and
 * children, or rangers for a ranger activity), the donations, the vehicles, the total — the
 * amount due, donations included, which is what a paid booking paid — with its currency, and a
 * note that the confirmation e-mail is sent. A booking with a balance left (unpaid, or a
 * deposit paid) shows what is paid and links back to its payment page.
 *
 * spec: public-site.md §2.13, §3 (ranger activities count rangers); pricing-rules.md §"Totals
 * and payment" (the amount due adds donations).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { conservancy } from '../../../lib/conservancy-contact';
import { formatDate } from '../../../lib/format-date';
import { useActivities } from '../../catalogue/catalogue-queries';
import { useBooking } from '../../payment/booking-queries';
import { amountDue, paidSoFar } from '../../payment/payment-amounts';
import { activityParticipants } from './activity-participants';

export function BookingConfirmedPage() {
  const { bookingId = '' } = useParams();
  const booking = useBooking(bookingId);
  const data = booking.data;
  const activities = useActivities().data;
  // Until the catalogue says which activities are ranger activities, who takes part is unknown.
  const rangerActivityIds = useMemo(
    () =>
      activities &&
      new Set(
        activities
          .filter((activity) => activity.ranger_marker)
          .map((activity) => activity.public_id),
      ),
    [activities],
  );
  useEffect(() => {
    document.title = 'Booking confirmed — Kijani Conservancy';
  }, []);

  if (!data) {
    return (
      <section className="page narrow">
        {booking.error ? <p role="alert">{booking.error.message}</p> : <Spinner label="Loading" />}
      </section>
    );
  }
  const paid = data.booking_payment_status === 'Paid';
  // A part payment below the payment schedule leaves the booking held (its hold still lapses).
  const partlyPaid =
    data.booking_payment_status === 'Partially Paid' && data.booking_status !== 'held';
  const participants = rangerActivityIds && activityParticipants(data, rangerActivityIds);
  const donations = data.lines.filter((line) => line.kind === 'donation');
  return (
    <section className="page narrow confirmed">
      <h1>{paid || partlyPaid ? 'Booking confirmed' : 'Booking received'}</h1>
      <p className="lead">
        Thank you, {data.booking_details.first_name}!{' '}
        {paid
          ? 'Your visit is booked and paid.'
          : partlyPaid
            ? 'Your visit is booked and your deposit is paid.'
            : 'Your booking is waiting for payment.'}
      </p>
      <dl className="facts">
        <div>
          <dt>Booking reference</dt>
          <dd>{data.booking_ref_code}</dd>
        </div>
        <div>
          <dt>Guests</dt>
          <dd>{data.guest_total}</dd>
        </div>
        <div>
          <dt>Check-in</dt>
          <dd>{formatDate(data.check_in_date)}</dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>{formatDate(data.check_out_date)}</dd>
        </div>
        <div>
          <dt>Vehicles</dt>
          <dd>{data.vehicle_count}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd data-testid="confirmed-total">{formatMoney(amountDue(data), data.currency)}</dd>
        </div>
        {!paid && (
          <>
            <div>
              <dt>Paid</dt>
              <dd>{formatMoney(paidSoFar(data), data.currency)}</dd>
            </div>
            <div>
              <dt>Balance to pay</dt>
              <dd data-testid="confirmed-balance">
                {formatMoney(data.booking_payment_balance, data.currency)}
              </dd>
            </div>
          </>
        )}
      </dl>
      <h2>Conservation entry fees</h2>
      <ul>
        {data.guests.map((guest) => (
          <li key={guest.payment_public_id}>
            {guest.payment_person}: {guest.payment_guests}
          </li>
        ))}
      </ul>
      <h2>Accommodation</h2>
      {data.facility_bookings.length === 0 ? (
        <p>No accommodation booked.</p>
      ) : (
        <ul>
          {data.facility_bookings.map((facility) => (
            <li key={facility.facility_booking_public_id}>
              {facility.facility_name}: {formatDate(facility.facility_booking_check_in_date)} →{' '}
              {formatDate(facility.facility_booking_check_out_date)}
            </li>
          ))}
        </ul>
      )}
      <h2>Activities</h2>
      {data.inventory_bookings.length === 0 ? (
        <p>No activities booked.</p>
      ) : !participants ? (
        <Spinner label="Loading the activities" />
      ) : (
        <ul>
          {data.inventory_bookings.map((activity, index) => (
            <li key={activity.inventory_booking_public_id}>
              {activity.inventory_name}, {formatDate(activity.inventory_booking_date)}:{' '}
              {participants[index]}
            </li>
          ))}
        </ul>
      )}
      <h2>Donations</h2>
      {donations.length === 0 ? (
        <p>No donations.</p>
      ) : (
        <ul>
          {donations.map((donation, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a booking's lines never reorder
            <li key={`${donation.ref}-${index}`}>
              {donation.description}: {formatMoney(donation.amount, data.currency)}
            </li>
          ))}
        </ul>
      )}
      {paid ? (
        <p className="note">
          A confirmation e-mail with your gate pass has been sent to{' '}
          {data.booking_details.email_address}.
        </p>
      ) : (
        <Link className="button primary" to={`/payment/info/${bookingId}`}>
          {partlyPaid ? 'Pay the balance' : 'Pay for this booking'}
        </Link>
      )}
      <p>
        Questions? Write to{' '}
        <a href={`mailto:${conservancy.reservationsEmail}`}>{conservancy.reservationsEmail}</a> or
        call {conservancy.contactPhone}.
      </p>
    </section>
  );
}
