/**
 * The payment page of a booking (`payment/info/{booking_id}`): the BOOKING TOTAL card, a
 * donation to add, the payment method cards, and the M-Pesa form — only while the KES balance
 * is below 70,000, else the notice that such payments cannot be processed — or the card form.
 * A paid booking goes to its confirmation page.
 *
 * spec: public-site.md §2.12, §4 "Payment", §5 "Payment", §8 (Mpesa notice).
 */

import { messages } from '@hifadhi/shared/messages';
import { normalisePhone } from '@hifadhi/shared/phone/normalise-phone';
import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { apiGet } from '../../lib/api-client';
import { reloadQuery } from '../../lib/use-api-query';
import { newLineId } from '../booking/trip/new-line-id';
import { type DonationDraft, DonationEntry } from '../donation/DonationEntry';
import { BookingTotal } from './BookingTotal';
import { bookingKeys, useBooking } from './booking-queries';
import { CardForm } from './CardForm';
import { MpesaForm } from './MpesaForm';
import { PaymentMethodCards, type PaymentMode } from './PaymentMethodCards';
import { balanceIn, mpesaOffered } from './payment-amounts';
import {
  type PaymentPageDonation,
  requestCardCheckout,
  requestMpesaPayment,
} from './payment-requests';

export function PaymentPage() {
  const { bookingId = '' } = useParams();
  const navigate = useNavigate();
  const booking = useBooking(bookingId);
  const [mode, setMode] = useState<PaymentMode>('Mpesa');
  const [drafts, setDrafts] = useState<(DonationDraft & { id: string })[]>([]);
  const data = booking.data;
  const successPath = `/success/booking/${bookingId}`;

  useEffect(() => {
    document.title = 'Payment — Kijani Conservancy';
  }, []);
  useEffect(() => {
    if (data?.booking_payment_status === 'Paid') navigate(successPath, { replace: true });
  }, [data, navigate, successPath]);

  if (booking.error && !data) {
    return (
      <section className="page narrow">
        <h1>Payment</h1>
        <p role="alert">{booking.error.message}</p>
        <Link className="button" to="/index">
          Go to the home page
        </Link>
      </section>
    );
  }

  const currency = mode === 'Mpesa' ? 'KES' : (data?.currency ?? 'KES');
  const donations: (PaymentPageDonation & { id: string })[] = drafts.map((draft) => ({
    id: draft.id,
    new_donation_currency_id: currency,
    new_donation_currency_name: currency,
    new_donation_amount: draft.amount,
    cause: draft.cause,
  }));
  const confirm = async () => {
    const fresh = await apiGet<BookingRead>(bookingKeys.booking(bookingId));
    reloadQuery(bookingKeys.booking(bookingId));
    if (fresh.booking_payment_status !== 'Paid') return false;
    navigate(successPath, { replace: true });
    return true;
  };

  return (
    <div className="page">
      <h1>Payment</h1>
      <div className="with-summary">
        <div className="payment-options">
          <PaymentMethodCards mode={mode} onChange={setMode} />
          {data &&
            (mode === 'Mpesa' ? (
              mpesaOffered(data) ? (
                <MpesaForm
                  defaultPhone={normalisePhone(data.booking_details.phone_number) ?? ''}
                  requestPush={(phone) => requestMpesaPayment(bookingId, phone, donations)}
                  onConfirm={confirm}
                  amountKes={balanceIn(data, 'KES')}
                />
              ) : (
                <p className="notice" role="note">
                  {messages.mpesaLimit}
                </p>
              )
            ) : (
              <CardForm
                defaultEmail={data.booking_details.email_address}
                requestCheckout={(email) => requestCardCheckout(bookingId, email, donations)}
                charge={{ amount: data.booking_payment_balance, currency: data.currency }}
              />
            ))}
          <details className="form-section">
            <summary>Add a donation</summary>
            <DonationEntry
              currency={currency}
              onAdd={(donation) =>
                setDrafts((current) => [...current, { ...donation, id: newLineId() }])
              }
            />
          </details>
        </div>
        <BookingTotal booking={data} donations={donations} />
      </div>
    </div>
  );
}
