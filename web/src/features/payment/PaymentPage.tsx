/**
 * The payment page of a booking (`payment/info/{booking_id}`): how long the booking is still
 * held (or that the hold has run out, before any payment is asked for), what happened to the
 * last payment (a card payment without a result, which can be cancelled to pay again; a
 * deposit received), the choice of the 30%
 * deposit or the whole balance when arrival is 30 or more days ahead, the payment method cards
 * and the M-Pesa form — only while the KES balance is below 70,000, else the notice that such
 * payments cannot be processed — or the card form, each showing the amount it asks for
 * (donations added on the page included), a donation to add, and the BOOKING TOTAL card.
 * A paid booking goes to its confirmation page; a part-paid one stays payable here.
 *
 * spec: public-site.md §2.12, §4 "Payment", §5 "Payment", §8 (Mpesa notice); pricing-rules.md
 * §"Totals and payment" (deposit).
 */

import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { messages } from '@hifadhi/shared/messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { normalisePhone } from '@hifadhi/shared/phone/normalise-phone';
import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { apiGet } from '../../lib/api-client';
import { conservancyToday } from '../../lib/today';
import { primeQuery, reloadQuery } from '../../lib/use-api-query';
import { newLineId } from '../booking/trip/new-line-id';
import { type DonationDraft, DonationEntry } from '../donation/DonationEntry';
import { BookingTotal } from './BookingTotal';
import { bookingKeys, useBooking } from './booking-queries';
import { CardForm } from './CardForm';
import { DepositChoice, type PaymentPart } from './DepositChoice';
import { HoldCountdown } from './HoldCountdown';
import { MpesaForm } from './MpesaForm';
import { PaymentMethodCards, type PaymentMode } from './PaymentMethodCards';
import {
  amountToPay,
  depositOffered,
  donationsInBookingCurrency,
  mpesaOffered,
  paidSoFar,
} from './payment-amounts';
import { paymentNotices } from './payment-notices';
import {
  type PaymentPageDonation,
  requestCardCheckout,
  requestMpesaPayment,
} from './payment-requests';
import { UnfinishedCardPayment } from './UnfinishedCardPayment';

/** The booking's latest payment when it is a card payment still without a result. */
function unfinishedCardPayment(booking: BookingRead) {
  const latest = booking.payments.at(-1);
  return latest?.method === 'card' && latest.status === 'pending' ? latest : null;
}

export function PaymentPage() {
  const { bookingId = '' } = useParams();
  const navigate = useNavigate();
  const booking = useBooking(bookingId);
  const [mode, setMode] = useState<PaymentMode>('Mpesa');
  const [part, setPart] = useState<PaymentPart>('deposit');
  const [drafts, setDrafts] = useState<(DonationDraft & { id: string; currency: CurrencyCode })[]>(
    [],
  );
  const [holdRanOut, setHoldRanOut] = useState(false);
  const data = booking.data;
  const successPath = `/success/booking/${bookingId}`;
  const expireHold = useCallback(() => setHoldRanOut(true), []);

  useEffect(() => {
    document.title = 'Payment — Kijani Conservancy';
  }, []);
  useEffect(() => {
    if (data?.booking_payment_status === 'Paid') navigate(successPath, { replace: true });
  }, [data, navigate, successPath]);

  const paid = useCallback(async () => {
    const fresh = await apiGet<BookingRead>(bookingKeys.booking(bookingId));
    primeQuery(bookingKeys.booking(bookingId), fresh);
    setDrafts([]);
    if (fresh.booking_payment_status === 'Paid') navigate(successPath, { replace: true });
    return fresh.booking_payment_status === 'Paid';
  }, [bookingId, navigate, successPath]);

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

  const currency: CurrencyCode = mode === 'Mpesa' ? 'KES' : (data?.currency ?? 'KES');
  const donations: (PaymentPageDonation & { id: string })[] = drafts.map((draft) => ({
    id: draft.id,
    new_donation_currency_id: draft.currency,
    new_donation_currency_name: draft.currency,
    new_donation_amount: draft.amount,
    cause: draft.cause,
  }));
  const expired = holdRanOut || data?.booking_status === 'expired';
  const cancelled = data?.booking_status === 'cancelled';
  const deposit = data ? depositOffered(data, conservancyToday()) : null;
  const payNow = deposit !== null && part === 'deposit' ? deposit : null;
  const unfinished = data ? unfinishedCardPayment(data) : null;

  return (
    <div className="page">
      <h1>Payment</h1>
      <div className="with-summary">
        <div className="payment-options">
          {data && (expired || cancelled) && (
            <div className="notice" role="alert">
              <p>{expired ? paymentNotices.holdExpired : paymentNotices.cancelled}</p>
              <Link className="button primary" to="/index">
                Start a new booking
              </Link>
            </div>
          )}
          {data && !expired && !cancelled && (
            <>
              {data.hold_expires_at && (
                <HoldCountdown expiresAt={data.hold_expires_at} onExpired={expireHold} />
              )}
              {unfinished && (
                <UnfinishedCardPayment
                  paymentPublicId={unfinished.payment_public_id}
                  onSettled={async () => reloadQuery(bookingKeys.booking(bookingId))}
                />
              )}
              {data.booking_payment_status === 'Partially Paid' && (
                <p className="notice" role="status">
                  {(data.booking_status === 'held'
                    ? paymentNotices.partlyPaidOnHold
                    : paymentNotices.partlyPaid)(
                    formatMoney(paidSoFar(data), data.currency),
                    formatMoney(data.booking_payment_balance, data.currency),
                  )}
                </p>
              )}
              {deposit !== null && (
                <DepositChoice
                  part={part}
                  onChange={setPart}
                  deposit={deposit}
                  balance={data.booking_payment_balance}
                  currency={data.currency}
                />
              )}
              <PaymentMethodCards mode={mode} onChange={setMode} />
              {mode === 'Mpesa' ? (
                mpesaOffered(data) ? (
                  <MpesaForm
                    defaultPhone={normalisePhone(data.booking_details.phone_number) ?? ''}
                    requestPush={(phone) =>
                      requestMpesaPayment(bookingId, phone, donations, payNow)
                    }
                    onPaid={paid}
                    amountKes={amountToPay(data, 'KES', donations, payNow)}
                  />
                ) : (
                  <p className="notice" role="note">
                    {messages.mpesaLimit}
                  </p>
                )
              ) : (
                <CardForm
                  defaultEmail={data.booking_details.email_address}
                  requestCheckout={(email) =>
                    requestCardCheckout(bookingId, email, donations, payNow)
                  }
                  charge={{
                    amount: amountToPay(data, data.currency, donations, payNow),
                    currency: data.currency,
                  }}
                />
              )}
              <details className="form-section">
                <summary>Add a donation</summary>
                <DonationEntry
                  currency={currency}
                  onAdd={(donation) =>
                    setDrafts((current) => [...current, { ...donation, id: newLineId(), currency }])
                  }
                />
              </details>
            </>
          )}
        </div>
        <BookingTotal
          booking={data}
          donations={donations}
          donationTotal={data ? donationsInBookingCurrency(data, donations) : 0}
        />
      </div>
    </div>
  );
}
