/**
 * The payment page's BOOKING TOTAL card: a spinner until the booking is read, then its priced
 * lines (its donations among them), the donations added on this page, the total (the amount
 * due with the page's donations), what is paid so far (never below 0) and the balance due
 * (the page's donations included), in the booking's currency with thousands separators.
 *
 * spec: public-site.md §2.9 (on the payment page the card becomes BOOKING TOTAL with a spinner
 * until the price is known and also lists online donations), §3 "Booking (read back)";
 * pricing-rules.md §"Totals and payment" (the amount due adds donations).
 */

import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import { Spinner } from '../../components/Spinner';
import { amountDue, paidSoFar } from './payment-amounts';
import type { PaymentPageDonation } from './payment-requests';

const KIND_TITLES = {
  conservation: 'Conservation entry fees',
  vehicle: 'Vehicle fees',
  accommodation: 'Accommodation',
  activity: 'Conservation activities',
  donation: 'Donations',
} as const;

interface BookingTotalProps {
  booking: BookingRead | undefined;
  /** The donations added on the page, each with an id of its own. */
  donations: (PaymentPageDonation & { id: string })[];
  /** Their sum in the booking's currency, whole units. */
  donationTotal: number;
}

export function BookingTotal({ booking, donations, donationTotal }: BookingTotalProps) {
  return (
    <aside className="summary-card" aria-labelledby="total-title" aria-busy={!booking}>
      <h2 id="total-title">BOOKING TOTAL</h2>
      {!booking ? (
        <div className="summary-loading">
          <Spinner label="Loading your booking" />
        </div>
      ) : (
        <>
          <p className="summary-dates">Booking reference {booking.booking_ref_code}</p>
          {(Object.keys(KIND_TITLES) as (keyof typeof KIND_TITLES)[]).map((kind) => {
            const lines = booking.lines.filter((line) => line.kind === kind);
            if (lines.length === 0) return null;
            return (
              <section key={kind} className="summary-section">
                <h3>{KIND_TITLES[kind]}</h3>
                <ul className="summary-lines">
                  {lines.map((line, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a booking's lines never reorder
                    <li key={`${line.ref}-${index}`} className="summary-line">
                      <div className="summary-line-text">
                        <span className="summary-line-label">{line.description}</span>
                        <span className="summary-line-detail">× {line.quantity}</span>
                      </div>
                      <span className="amount">{formatMoney(line.amount, booking.currency)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          {donations.length > 0 && (
            <section className="summary-section">
              <h3>Online donations</h3>
              <ul className="summary-lines">
                {donations.map((donation) => (
                  <li key={donation.id} className="summary-line">
                    <span className="summary-line-label">Donation (added here)</span>
                    <span className="amount">
                      {formatMoney(donation.new_donation_amount, donation.new_donation_currency_id)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <dl className="total-list">
            <div>
              <dt>Total</dt>
              <dd className="amount" data-testid="booking-total">
                {formatMoney(amountDue(booking) + donationTotal, booking.currency)}
              </dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd className="amount" data-testid="paid-so-far">
                {formatMoney(paidSoFar(booking), booking.currency)}
              </dd>
            </div>
            <div className="summary-total">
              <dt>Balance due</dt>
              <dd className="amount total-amount" data-testid="balance-due">
                {formatMoney(booking.booking_payment_balance + donationTotal, booking.currency)}
              </dd>
            </div>
          </dl>
          <p className="payment-status">Payment status: {booking.booking_payment_status}</p>
        </>
      )}
    </aside>
  );
}
