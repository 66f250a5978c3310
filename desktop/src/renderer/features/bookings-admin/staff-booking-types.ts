/**
 * The staff bookings as `GET /bookings` and `GET /bookings/{id}` answer them (api/src/
 * staff-bookings): a page of summaries, and one booking (the booking as read back with its
 * source, partner, entry point and check-ins). Amounts are whole units of `currency`.
 *
 * spec: api-contract.md §Staff bookings; staff-booking.md §2.9, §3.12.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import type { ReplicaCheckIn } from '@hifadhi/shared/schemas/sync';
import type { PageAnswer } from '../../lib/paged-list/ResourceList';

export interface StaffBookingSummary {
  booking_public_id: string;
  booking_ref_code: string;
  booking_type: string;
  source: string;
  booking_status: string;
  booking_payment_status: string;
  currency: CurrencyCode;
  total_cost: number;
  booking_payment_balance: number;
  booking_check_in_date: string;
  booking_check_out_date: string;
  booking_details: {
    first_name: string;
    last_name: string;
    email_address: string;
    phone_number: string;
  };
  guest_total: number;
  partner_name: string | null;
  created_at: string;
}

export interface StaffBookingPage extends PageAnswer {
  data: StaffBookingSummary[];
}

export interface StaffBooking extends BookingRead {
  source: string;
  partner_public_id: string | null;
  partner_name: string | null;
  entry_point: string | null;
  check_ins: ReplicaCheckIn[];
}
