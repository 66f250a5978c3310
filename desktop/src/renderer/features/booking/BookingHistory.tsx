/**
 * A booking's payments and its check-ins and check-outs, as the kiosk knows them (its own
 * queued operations included).
 *
 * spec: staff-booking.md §4 (checked in, checked out, paid); research
 * offline-checkin-anchors.md §1 (forced check-ins).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { formatInstant } from '../../lib/format-time';
import type { ReplicaBooking } from '../../lib/gate-types';

const methodNames: Record<string, string> = { mpesa: 'M-Pesa', card: 'Card', cash: 'Cash' };

export function BookingHistory({ booking }: { booking: ReplicaBooking }) {
  return (
    <div className="columns">
      <section className="panel" aria-labelledby="payments-title">
        <h2 id="payments-title">Payments</h2>
        {booking.payments.length === 0 ? (
          <p className="muted">No payments yet.</p>
        ) : (
          <ul className="plain-list">
            {booking.payments.map((payment) => (
              <li key={payment.payment_public_id}>
                <strong>{formatMoney(payment.amount, payment.currency)}</strong>{' '}
                {methodNames[payment.method] ?? payment.method} · {payment.status}
                {payment.reference ? ` · ${payment.reference}` : ''} ·{' '}
                {formatInstant(payment.paid_at ?? payment.created_at)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="check-ins-title">
        <h2 id="check-ins-title">Check-ins</h2>
        {booking.check_ins.length === 0 ? (
          <p className="muted">Not checked in yet.</p>
        ) : (
          <ul className="plain-list">
            {booking.check_ins.map((event) => (
              <li key={event.check_in_public_id}>
                {event.direction === 'check_in' ? 'In' : 'Out'} · {event.gate_public_id} ·{' '}
                {formatInstant(event.device_time)}
                {event.forced && <span className="tag tag-warning">flagged</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
