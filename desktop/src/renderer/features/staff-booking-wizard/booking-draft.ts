/**
 * The EditBooking wizard's starting draft: the booking as read back (`GET /bookings/{id}`) put
 * back into the wizard's fields — the guest, dates, currency, guests by category, vehicles by
 * category (its priced vehicle lines), each accommodation line with its own dates and rooms,
 * each activity line — and, when the read-back carries them, the gate pass fields the booking
 * was made with (destination, country, member, partner, promo code, group fields).
 *
 * spec: staff-booking.md §2.1 (EditBooking prefilled from the existing booking), §3.12, §3.14.
 */
import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import { newLineId } from '../walk-in/walk-in-draft';
import {
  type BookingTypeCode,
  emptyStaffDraft,
  type MemberChoice,
  type StaffBookingDraft,
} from './staff-booking-draft';

/** What a staff booking's read-back may add beyond the public one. */
export interface AmendableBooking extends BookingRead {
  partner_public_id?: string | null;
  destination_public_id?: string | null;
  country?: string | null;
  booking_type_code?: string | null;
  promo_code?: string | null;
  note?: string | null;
  member?: MemberChoice | null;
}

const counts = <Row>(rows: readonly Row[], key: (row: Row) => string, n: (row: Row) => number) =>
  rows.reduce<Record<string, number>>((all, row) => {
    all[key(row)] = (all[key(row)] ?? 0) + n(row);
    return all;
  }, {});

/** The draft of `booking` (see the module comment); `today` only fills what it lacks. */
export function draftOfBooking(booking: AmendableBooking, today: string): StaffBookingDraft {
  const base = emptyStaffDraft('edit', today);
  return {
    ...base,
    first_name: booking.booking_details.first_name,
    last_name: booking.booking_details.last_name,
    email: booking.booking_details.email_address,
    phone: booking.booking_details.phone_number,
    country: booking.country ?? '',
    destination: booking.destination_public_id ?? '',
    check_in: booking.check_in_date,
    check_out: booking.check_out_date,
    currency: booking.currency,
    guests: counts(
      booking.guests,
      (guest) => guest.payment_public_id,
      (guest) => guest.payment_guests,
    ),
    vehicles: counts(
      booking.lines.filter((line) => line.kind === 'vehicle'),
      (line) => line.ref,
      (line) => line.quantity,
    ),
    facilities: booking.facility_bookings.map((line) => ({
      line_id: newLineId(),
      public_id: line.facility_public_id,
      adults: line.facility_booking_adults,
      children: line.facility_booking_children,
      number_of_rooms: line.no_of_rooms,
      catering_type: '',
      start_date: line.facility_booking_check_in_date,
      end_date: line.facility_booking_check_out_date,
    })),
    activities: booking.inventory_bookings.map((line) => ({
      line_id: newLineId(),
      public_id: line.inventory_id,
      date: line.inventory_booking_date,
      adults: line.inventory_booking_adults,
      children: line.inventory_booking_children,
      rangers: 0,
    })),
    member: booking.member ?? null,
    partner: booking.partner_public_id ?? '',
    promo_code: booking.promo_code ?? '',
    note: booking.note ?? '',
    booking_type: (booking.booking_type_code as BookingTypeCode | undefined) ?? base.booking_type,
  };
}
