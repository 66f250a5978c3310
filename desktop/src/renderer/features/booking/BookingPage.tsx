/**
 * One booking at the gate: who and when, the balance, check-in and check-out, its lines,
 * payments, check-ins, the proof of residency it needs, the gate payment and its receipts.
 *
 * spec: staff-booking.md §2 (Booking, Checkin, GatePayment, Receipt), §2.7, §3.12;
 * public-site.md §2.13 (what a confirmed booking shows).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Notice } from '../../components/Notice';
import { formatStay } from '../../lib/format-time';
import type { BookingView } from '../../lib/gate-types';
import { useGateData } from '../../lib/use-gate-data';
import { paymentStatusLabel } from '../gate/payment-status-label';
import { GatePaymentPanel } from '../payment/GatePaymentPanel';
import { ReceiptsPanel } from '../receipts/ReceiptsPanel';
import { useGateStatus } from '../status/status-context';
import { BookingHistory } from './BookingHistory';
import { BookingLines } from './BookingLines';
import { CheckInActions } from './CheckInActions';

export function BookingPage() {
  const { bookingId = '' } = useParams();
  const location = useLocation();
  const { status, refresh } = useGateStatus();
  const { data, error, reload } = useGateData<BookingView>(
    `/bookings/${encodeURIComponent(bookingId)}`,
  );
  const changed = () => {
    void reload();
    void refresh();
  };

  useEffect(() => {
    if (data && location.hash === '#payment') {
      document.getElementById('payment')?.scrollIntoView();
    }
  }, [data, location.hash]);

  if (error !== null && !data) return <ErrorNotice error={error} />;
  if (!data) return <p className="muted">Loading the booking…</p>;
  const { booking, summary, proof_of_residency: proof, receipts } = data;

  return (
    <>
      <div className="screen-head">
        <h1>
          Booking <span className="ref-code">{summary.booking_ref_code}</span>
          {summary.provisional && <span className="tag tag-warning">provisional reference</span>}
        </h1>
        <span className={`tag ${summary.inside ? 'tag-success' : ''}`}>
          {summary.inside ? 'Inside' : summary.booking_status.replace('_', ' ')}
        </span>
      </div>
      {summary.provisional && (
        <Notice tone="info">
          Made at this gate and not uploaded yet: the reference becomes final after the next sync.
        </Notice>
      )}
      <section className="panel booking-facts" aria-label="Guest and stay">
        <dl className="facts">
          <div>
            <dt>Guest</dt>
            <dd>
              {booking.first_name} {booking.last_name}
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{booking.phone}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{booking.email || '—'}</dd>
          </div>
          <div>
            <dt>Country</dt>
            <dd>{booking.country}</dd>
          </div>
          <div>
            <dt>Stay</dt>
            <dd>{formatStay(booking.check_in_date, booking.check_out_date)}</dd>
          </div>
          <div>
            <dt>Guests</dt>
            <dd>{booking.guest_total}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{paymentStatusLabel(booking)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatMoney(booking.total_cost, booking.currency)}</dd>
          </div>
          <div>
            <dt>Balance</dt>
            <dd className="strong">
              {formatMoney(booking.booking_payment_balance, booking.currency)}
            </dd>
          </div>
        </dl>
      </section>
      {proof.required && (
        <Notice tone="warning" title="Proof of residency">
          <p>{proof.message}</p>
          {proof.categories.length > 0 && (
            <p>Check documents for: {proof.categories.join(', ')}.</p>
          )}
        </Notice>
      )}
      {error !== null && <ErrorNotice error={error} />}
      <CheckInActions bookingPublicId={booking.booking_public_id} onRecorded={changed} />
      <GatePaymentPanel summary={summary} online={status?.mode === 'online'} onPaid={changed} />
      <BookingLines booking={booking} />
      <BookingHistory booking={booking} />
      <ReceiptsPanel
        bookingPublicId={booking.booking_public_id}
        receipts={receipts}
        onPrinted={changed}
      />
    </>
  );
}
