/**
 * The booking just made, for a role without the booking page (a partner's agent): its
 * reference, status and total in the booking's currency.
 *
 * spec: staff-booking.md §2.1 (Complete Booking), §3.12 (booking as read back).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { Notice } from '../../components/Notice';
import { statusInWords } from '../bookings-admin/booking-words';

interface BookingMadeProps {
  booking: {
    booking_public_id: string;
    booking_ref_code: string;
    booking_status: string;
    total_cost: number;
    currency: CurrencyCode;
  };
}

export function BookingMade({ booking }: BookingMadeProps) {
  return (
    <section className="panel" data-booking={booking.booking_public_id}>
      <Notice tone="success" title="Booking made">
        <dl className="facts">
          <div>
            <dt>Reference</dt>
            <dd className="ref-code" data-testid="made-reference">
              {booking.booking_ref_code}
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd data-testid="made-status">{statusInWords(booking.booking_status)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd data-testid="made-total">{formatMoney(booking.total_cost, booking.currency)}</dd>
          </div>
        </dl>
      </Notice>
    </section>
  );
}
