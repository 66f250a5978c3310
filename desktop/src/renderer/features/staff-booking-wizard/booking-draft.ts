/**
 * The EditBooking wizard's starting draft. A booking made by staff carries the request it was
 * last priced from (`staff_request`: every line with its discount — camping multi-arrivals and
 * Escapes included — and the gate pass fields), so
 * the wizard starts exactly where it was left. Any other booking (public, kiosk) is put back
 * from its read-back: the guest, dates, currency, destination, guests by category, vehicles
 * from its priced vehicle lines, each accommodation line with its own dates and rooms, each
 * activity line.
 *
 * spec: staff-booking.md §2.1 (EditBooking prefilled from the existing booking), §3.12, §3.14.
 */
import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import type { StaffBookingRequest } from '@hifadhi/shared/schemas/staff-booking';
import { newLineId, type ProofTyped } from '../walk-in/walk-in-draft';
import {
  type BookingTypeCode,
  bookingTypes,
  emptyStaffDraft,
  type MemberChoice,
  type StaffBookingDraft,
} from './staff-booking-draft';

/** A booking as the staff read gives it (the part the wizard starts from). */
export interface AmendableBooking extends BookingRead {
  partner_public_id?: string | null;
  destination_public_id?: string | null;
  member_public_id?: string | null;
  /** The staff request the booking was last priced from; null when staff did not make it. */
  staff_request?: Partial<StaffBookingRequest> | null;
}

const total = <Row>(rows: readonly Row[], key: (row: Row) => string, n: (row: Row) => number) =>
  rows.reduce<Record<string, number>>((all, row) => {
    all[key(row)] = (all[key(row)] ?? 0) + n(row);
    return all;
  }, {});

const discounts = <Row extends { discount?: number }>(
  rows: readonly Row[],
  key: (row: Row) => string,
) =>
  Object.fromEntries(
    rows.filter((row) => row.discount).map((row) => [key(row), row.discount ?? 0]),
  );

/** The proofs of residency of a request, keyed as the proof step keys them. */
function proofsOf(request: Partial<StaffBookingRequest>): Record<string, ProofTyped> {
  const seen: Record<string, number> = {};
  return Object.fromEntries(
    (request.proof_of_residency ?? []).map((proof) => {
      seen[proof.payment_public_id] = (seen[proof.payment_public_id] ?? 0) + 1;
      const { proof_point, first_name, last_name, document_id } = proof;
      return [
        `${proof.payment_public_id}-${seen[proof.payment_public_id]}`,
        { proof_point, first_name, last_name, document_id },
      ];
    }),
  );
}

/** The draft of a staff request (see the module comment). */
function draftOfRequest(
  request: Partial<StaffBookingRequest>,
  base: StaffBookingDraft,
): StaffBookingDraft {
  const guests = request.guests ?? [];
  const vehicles = request.vehicles ?? [];
  const contacts = request.school_contacts;
  const isCorporate = request.booking_type === bookingTypes.corporate;
  return {
    ...base,
    first_name: request.first_name ?? base.first_name,
    last_name: request.last_name ?? base.last_name,
    email: request.email ?? base.email,
    phone: request.phone ?? base.phone,
    country: request.country ?? '',
    city: request.city ?? '',
    destination: request.destination ?? base.destination,
    currency: request.currency ?? base.currency,
    mode_registration: request.mode_registration ?? '',
    guests: total(
      guests,
      (line) => line.payment_public_id,
      (line) => line.payment_guests,
    ),
    guest_discounts: discounts(guests, (line) => line.payment_public_id),
    vehicles: total(
      vehicles,
      (line) => line.vehicle_public_id,
      (line) => line.vehicles,
    ),
    vehicle_discounts: discounts(vehicles, (line) => line.vehicle_public_id),
    facilities: (request.facilities ?? []).map((line) => ({
      line_id: newLineId(),
      public_id: line.public_id,
      adults: line.adults,
      children: line.children,
      number_of_rooms: line.number_of_rooms,
      catering_type: line.catering_type ?? '',
      start_date: line.start_date,
      end_date: line.end_date,
      discount: line.discount,
      extra_pax_adults: line.extra_pax_adults,
      extra_pax_children: line.extra_pax_children,
    })),
    activities: (request.inventory ?? []).map((line) => ({
      line_id: newLineId(),
      public_id: line.public_id,
      date: line.date,
      adults: line.adults,
      children: line.children,
      rangers: line.rangers,
      discount: line.discount,
    })),
    multi: (request.multi ?? []).map((line) => ({
      line_id: newLineId(),
      public_id: line.public_id,
      arrivals: line.arrivals.map((arrival) => ({ ...arrival, discount: arrival.discount ?? 0 })),
    })),
    external_facilities: (request.external_facilities ?? []).map((line) => ({
      line_id: newLineId(),
      public_id: line.public_id,
      start_date: line.start_date ?? base.check_in,
      end_date: line.end_date ?? base.check_out,
      rooms: line.rooms,
      parameters: Object.fromEntries(
        line.parameters.map((parameter) => [parameter.parameter_public_id, parameter.value]),
      ),
      supplements: Object.fromEntries(
        line.supplements.map((supplement) => [
          supplement.supplement_public_id,
          supplement.is_include,
        ]),
      ),
      discount: line.discount ?? 0,
    })),
    proofs: proofsOf(request),
    promo_code: request.promo_code ?? '',
    note: request.note ?? '',
    partner: request.partner ?? '',
    booking_type: (request.booking_type as BookingTypeCode | null) ?? base.booking_type,
    school: request.school ?? '',
    primary_contact: contacts?.primary_contact ?? '',
    primary_contact_email: contacts?.primary_contact_email ?? '',
    primary_contact_phone: contacts?.primary_contact_phone ?? '',
    secondary_contact: contacts?.secondary_contact ?? '',
    secondary_contact_email: contacts?.secondary_contact_email ?? '',
    secondary_contact_phone: contacts?.secondary_contact_phone ?? '',
    organisation_name: isCorporate ? (request.organisation_name ?? '') : '',
    organisation_email: isCorporate ? (request.organisation_email ?? '') : '',
    contact_name: isCorporate ? (request.name ?? '') : '',
  };
}

/**
 * The draft of `booking` (see the module comment), with `member` (the booking's member as the
 * picker shows it) when it has one; `today` only fills what it lacks.
 */
export function draftOfBooking(
  booking: AmendableBooking,
  today: string,
  member: MemberChoice | null = null,
): StaffBookingDraft {
  const base: StaffBookingDraft = {
    ...emptyStaffDraft('edit', today),
    first_name: booking.booking_details.first_name,
    last_name: booking.booking_details.last_name,
    email: booking.booking_details.email_address,
    phone: booking.booking_details.phone_number,
    destination: booking.destination_public_id ?? '',
    check_in: booking.check_in_date,
    check_out: booking.check_out_date,
    currency: booking.currency,
    member,
    partner: booking.partner_public_id ?? '',
  };
  if (booking.staff_request) return draftOfRequest(booking.staff_request, base);
  return {
    ...base,
    guests: total(
      booking.guests,
      (guest) => guest.payment_public_id,
      (guest) => guest.payment_guests,
    ),
    vehicles: total(
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
  };
}
