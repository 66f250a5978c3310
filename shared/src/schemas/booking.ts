/**
 * The public booking request (a quote request plus the booking form and proof of residency)
 * and the two booking answers: the booking just created and the booking read back.
 * Money in answers is whole units of the booking currency, after rounding.
 *
 * spec: api-contract.md §Bookings; public-site.md §3 "Booking form", "Booking (read back)",
 * §5 "Payment" (Vehicle is mandatory); staff-booking.md §5 (proof of residency).
 */
import { z } from 'zod';
import { currencyCode, decimalString } from '../catalogue/catalogue';
import { messages } from '../messages';
import { bookingFormFields, proofOfResidencySchema } from './booking-form';
import { calendarDate, onceValid, phoneMatchesCountryRule, phoneMessages } from './common';
import { publicQuoteRequestSchema, quoteLineSchema } from './quote';

/**
 * `POST /public/bookings`: the public quote request, the booking form's fields (flat) and
 * `proof_of_residency`. Refuses unknown and staff-only fields (`discount`, `member`,
 * `partner`, …); requires check-in and check-out, at least one guest (a conservation fee line
 * with payment_guests > 0) and at least one vehicle ('Vehicle is mandatory' on `vehicles`).
 * Dates against today and availability are the booking service's to check.
 */
export const publicBookingRequestSchema = publicQuoteRequestSchema
  .safeExtend({ ...bookingFormFields, proof_of_residency: proofOfResidencySchema })
  .check(
    phoneMatchesCountryRule('phone', 'country', phoneMessages),
    z.refine<{ guests: { payment_guests: number }[] }>(
      (booking) => booking.guests.some((guest) => guest.payment_guests > 0),
      { message: messages.atLeastOneGuest, path: ['guests'], ...onceValid('guests') },
    ),
    z.refine<{ vehicles: { vehicles: number }[] }>(
      (booking) => booking.vehicles.some((vehicle) => vehicle.vehicles > 0),
      { message: messages.vehicleMandatory, path: ['vehicles'], ...onceValid('vehicles') },
    ),
  );
export type PublicBookingRequest = z.infer<typeof publicBookingRequestSchema>;
export type PublicBookingRequestInput = z.input<typeof publicBookingRequestSchema>;

/**
 * Lifecycle of a booking: held until paid or expired, then confirmed, checked in and out;
 * `deleted` is staff's soft delete (holds nothing, can be reinstated).
 */
export const bookingStatuses = [
  'held',
  'confirmed',
  'expired',
  'cancelled',
  'checked_in',
  'checked_out',
  'deleted',
] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const bookingPaymentStatuses = ['Unpaid', 'Partially Paid', 'Paid'] as const;
export const bookingPaymentStatusSchema = z.enum(bookingPaymentStatuses);
export type BookingPaymentStatus = z.infer<typeof bookingPaymentStatusSchema>;

/** Whole units of the booking currency. */
const wholeAmount = z.number().int().nonnegative();
const instant = z.iso.datetime({ offset: true });

/** `201` answer of `POST /public/bookings`. `hold_expires_at` is an ISO 8601 instant. */
export const bookingCreatedSchema = z.object({
  booking_public_id: z.string(),
  booking_ref_code: z.string(),
  currency: currencyCode,
  total_cost: wholeAmount,
  booking_payment_balance: wholeAmount,
  booking_payment_status: bookingPaymentStatusSchema,
  hold_expires_at: instant,
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

export const bookingGuestSchema = z.object({
  payment_public_id: z.string(),
  /** Guest category name, e.g. 'Non-Resident Adult'. */
  payment_person: z.string(),
  payment_guests: z.number().int().nonnegative(),
});

export const facilityBookingSchema = z.object({
  facility_booking_public_id: z.string(),
  facility_public_id: z.string(),
  facility_name: z.string(),
  facility_booking_check_in_date: calendarDate,
  facility_booking_check_out_date: calendarDate,
  facility_booking_adults: z.number().int().nonnegative(),
  facility_booking_children: z.number().int().nonnegative(),
  no_of_rooms: z.number().int().nonnegative(),
  facility_booking_currency: currencyCode,
  facility_booking_total_cost: wholeAmount,
});

export const inventoryBookingSchema = z.object({
  inventory_booking_public_id: z.string(),
  /** Activity public id. */
  inventory_id: z.string(),
  inventory_name: z.string(),
  inventory_booking_date: calendarDate,
  inventory_booking_adults: z.number().int().nonnegative(),
  inventory_booking_children: z.number().int().nonnegative(),
  inventory_booking_currency: currencyCode,
  /** Price per adult and per child in the booking currency, before rounding of the line. */
  inventory_booking_cost_per_adult: z.number().nonnegative(),
  inventory_booking_cost_per_child: z.number().nonnegative(),
  inventory_booking_total_cost: wholeAmount,
});

export const paymentMethods = ['mpesa', 'card', 'bank', 'cash'] as const;
export const paymentStatuses = ['pending', 'paid', 'failed'] as const;

/** One payment towards a booking: an STK push, a card checkout, a bank slip or cash at the gate. */
export const bookingPaymentSchema = z.object({
  payment_public_id: z.string(),
  method: z.enum(paymentMethods),
  status: z.enum(paymentStatuses),
  /** Whole units of `currency`. */
  amount: wholeAmount,
  currency: currencyCode,
  /** M-Pesa receipt number, card transaction or bank reference; null until known. */
  reference: z.string().nullable(),
  created_at: instant,
  paid_at: instant.nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/**
 * `GET /public/bookings/{booking_public_id}`: the booking as read back, with its priced lines
 * (the quote's lines) and its payments. Rates are KES per unit of the booking currency as
 * decimal strings ("1" for KES).
 */
export const bookingReadSchema = z.object({
  booking_public_id: z.string(),
  booking_ref_code: z.string(),
  booking_type_id: z.string(),
  booking_status: bookingStatusSchema,
  booking_details: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email_address: z.string(),
    phone_number: z.string(),
  }),
  check_in_date: calendarDate,
  check_out_date: calendarDate,
  guest_total: z.number().int().nonnegative(),
  guests: z.array(bookingGuestSchema),
  vehicle_count: z.number().int().nonnegative(),
  facility_bookings: z.array(facilityBookingSchema),
  inventory_bookings: z.array(inventoryBookingSchema),
  currency: currencyCode,
  booking_currency_name: z.string(),
  total_cost: wholeAmount,
  booking_payment_balance: wholeAmount,
  booking_payment_status: bookingPaymentStatusSchema,
  currency_buying_rate_at_time: decimalString,
  currency_selling_rate_at_time: decimalString,
  /** Null once the booking is no longer held. */
  hold_expires_at: instant.nullable(),
  created_at: instant,
  lines: z.array(quoteLineSchema),
  payments: z.array(bookingPaymentSchema),
});
export type BookingRead = z.infer<typeof bookingReadSchema>;
