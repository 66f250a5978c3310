/**
 * What every staff screen about one booking starts with: the booking read (`GET /bookings/{id}`,
 * query key its path), and its title and status tags for `DetailLayout`.
 *
 * spec: staff-booking.md §3.12 (booking as read back); api-contract.md §Staff bookings.
 */
import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/staff-api';
import { statusInWords, statusTone } from './booking-words';
import type { StaffBooking } from './staff-booking-types';

/** Booking `bookingPublicId` for staff, and its API path (also its query key). */
export function useStaffBooking(bookingPublicId: string) {
  const path = `/bookings/${encodeURIComponent(bookingPublicId)}`;
  const booking = useQuery({ queryKey: [path], queryFn: () => staffGet<StaffBooking>(path) });
  return { path, booking };
}

/** "Booking ABC123" with the reference styled as one. */
export function BookingTitle({ booking }: { booking: StaffBooking }) {
  return (
    <>
      Booking <span className="ref-code">{booking.booking_ref_code}</span>
    </>
  );
}

/** The booking's status and payment status as tags. */
export function BookingStatusTags({ booking }: { booking: StaffBooking }) {
  return (
    <>
      <span className={statusTone(booking.booking_status)} data-testid="booking-status">
        {statusInWords(booking.booking_status)}
      </span>
      <span
        className={statusTone(booking.booking_payment_status)}
        data-testid="booking-payment-status"
      >
        {booking.booking_payment_status}
      </span>
    </>
  );
}
