/**
 * Bookings as a table the clerk can open one by one: reference, guest, stay, guests, payment
 * and balance, and whether they are inside.
 *
 * spec: staff-booking.md §2.9 (booking lists), §3.12.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { Link } from 'react-router';
import { paymentStatusLabel } from '../features/gate/payment-status-label';
import { formatStay } from '../lib/format-time';
import type { BookingSummary } from '../lib/gate-types';
import { ColumnHeads } from './ColumnHeads';

interface BookingTableProps {
  caption: string;
  bookings: BookingSummary[];
  empty: string;
}

export function BookingTable({ caption, bookings, empty }: BookingTableProps) {
  if (bookings.length === 0) {
    return (
      <section className="panel">
        <h2>{caption}</h2>
        <p className="muted">{empty}</p>
      </section>
    );
  }
  return (
    <section className="panel">
      <table className="table">
        <caption>{caption}</caption>
        <ColumnHeads
          columns={['Reference', 'Guest', 'Stay', 'Guests', 'Payment', 'Balance', 'At the gate']}
        />
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.booking_public_id}>
              <td>
                <Link to={`/bookings/${booking.booking_public_id}`} className="ref-link">
                  {booking.booking_ref_code}
                </Link>
                {booking.provisional && <span className="tag tag-warning">provisional</span>}
              </td>
              <td>
                {booking.first_name} {booking.last_name}
                <br />
                <span className="muted">{booking.phone}</span>
              </td>
              <td>{formatStay(booking.check_in_date, booking.check_out_date)}</td>
              <td>{booking.guest_total}</td>
              <td>{paymentStatusLabel(booking)}</td>
              <td>{formatMoney(booking.booking_payment_balance, booking.currency)}</td>
              <td>
                {booking.inside ? (
                  <span className="tag tag-success">Inside</span>
                ) : (
                  <span className="tag">{booking.booking_status.replace('_', ' ')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
