/**
 * Reads of a booking for the payment, confirmation and failure pages: the booking as read back
 * (`GET /public/bookings/{id}`), and why its last card payment failed (`GET
 * /public/bookings/{id}/payment-failure`).
 *
 * spec: api-contract.md §Bookings, §Payments; public-site.md §3 "Booking (read back)",
 * "Payment failure: reason", §7 (get booking by booking_id; get booking payment failure).
 */
import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import { apiGet } from '../../lib/api-client';
import { useApiQuery } from '../../lib/use-api-query';

/** The payment failure page's content. */
export interface PaymentFailure {
  booking_public_id: string;
  booking_ref_code: string;
  /** The card provider's decline reason; null when no payment failed. */
  reason: string | null;
  contact_email: string;
  contact_phone: string;
}

export const bookingKeys = {
  booking: (id: string) => `/public/bookings/${encodeURIComponent(id)}`,
  failure: (id: string) => `/public/bookings/${encodeURIComponent(id)}/payment-failure`,
};

/** The booking `id` as read back, with its lines and payments. */
export function useBooking(id: string) {
  const key = bookingKeys.booking(id);
  return useApiQuery(key, () => apiGet<BookingRead>(key));
}

/** Why the last payment of booking `id` failed. */
export function usePaymentFailure(id: string) {
  const key = bookingKeys.failure(id);
  return useApiQuery(key, () => apiGet<PaymentFailure>(key));
}
