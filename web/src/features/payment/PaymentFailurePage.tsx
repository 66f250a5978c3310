/**
 * The payment failure page (`payment-failure/{booking_id}`): the card provider's decline
 * reason, the booking reference, a link back to the payment page to try again, and the
 * conservancy's contact e-mail and phone.
 *
 * spec: public-site.md §2.14, §8 (Payment failure page: the decline reason, with a retry link).
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { conservancy } from '../../lib/conservancy-contact';
import { usePaymentFailure } from './booking-queries';

export function PaymentFailurePage() {
  const { bookingId = '' } = useParams();
  const failure = usePaymentFailure(bookingId);
  const data = failure.data;
  const email = data?.contact_email ?? conservancy.reservationsEmail;
  const phone = data?.contact_phone ?? conservancy.contactPhone;
  useEffect(() => {
    document.title = 'Payment not completed — Kijani Conservancy';
  }, []);
  return (
    <section className="page narrow">
      <h1>Your payment did not go through</h1>
      {!data && !failure.error ? (
        <Spinner label="Loading" />
      ) : (
        <>
          <p className="notice" role="alert">
            {data?.reason ?? failure.error?.message ?? 'The card payment was not completed.'}
          </p>
          {data && (
            <p>
              Booking reference: <strong>{data.booking_ref_code}</strong>
            </p>
          )}
        </>
      )}
      <p>
        <Link className="button primary" to={`/payment/info/${bookingId}`}>
          Try the payment again
        </Link>
      </p>
      <p>
        Need help? Write to <a href={`mailto:${email}`}>{email}</a> or call{' '}
        <a href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</a>.
      </p>
    </section>
  );
}
