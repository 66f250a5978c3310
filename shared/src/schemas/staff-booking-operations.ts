/**
 * Request bodies of the staff booking operations and the staff bookings list's query, shared by
 * the API (which validates with them) and the staff app's forms.
 *
 * Amounts are whole units of the booking's currency; dates `YYYY-MM-DD` (Africa/Nairobi).
 *
 * spec: api-contract.md §Staff bookings; staff-booking.md §2.9 (lists and filters), §9 (page
 * sizes).
 */
import { z } from 'zod';
import { currencyCode } from '../catalogue/catalogue';
import { messages } from '../messages';
import { bookingStatuses } from './booking';
import { calendarDate, idText, MAX_AMOUNT, maxLengths, optionalText, requiredText } from './common';

/** Why staff did something; kept on the booking's event. */
export const operationReason = requiredText(messages.required, maxLengths.text);

/** `DELETE /bookings/{id}`, `POST /bookings/{id}/foc`. */
export const reasonBodySchema = z.object({ reason: operationReason });

/**
 * `POST /bookings/{id}/check-in`, `/check-out` (body optional): the gate the guests passed,
 * when it is not the booking's entry gate.
 */
export const gatePassageBodySchema = z.object({ gate_public_id: optionalText(maxLengths.id) });

/** `POST /bookings/{id}/defer-payment`. */
export const deferPaymentBodySchema = z.object({ until: calendarDate, reason: operationReason });

/**
 * `POST /bookings/{id}/postpone`: the new check-in date; every line moves by as many days
 * (staff-booking.md §4) and the optional reason is kept on the `postponed` event.
 */
export const postponeBodySchema = z.object({
  check_in: calendarDate,
  reason: optionalText(maxLengths.text),
});

/** A whole amount from 1 to `MAX_AMOUNT`. */
const wholeAmount = z
  .number({ error: 'Amount must be a whole number' })
  .int('Amount must be a whole number')
  .min(1, 'Amount must be at least 1')
  .max(MAX_AMOUNT, 'Amount must be at most 100,000,000');

/** `POST /bookings/{id}/payments`: a payment staff received. */
export const staffPaymentBodySchema = z.object({
  method: z.enum(['Cash', 'Mpesa', 'Credit Card', 'Bank Transfer', 'Cheque', 'Voucher'], {
    error: messages.paymentMethodRequired,
  }),
  amount: wholeAmount,
  currency: currencyCode,
  /** Receipt, slip, cheque or M-Pesa number; blank or missing when there is none. */
  reference: optionalText(maxLengths.id),
});

/** `POST /bookings/{id}/credit-notes`. */
export const creditNoteBodySchema = z.object({ amount: wholeAmount, reason: operationReason });

/** The lists of `GET /bookings?list=…`. */
export const bookingLists = [
  'all',
  'confirmed',
  'unconfirmed',
  'checked_in',
  'checked_out',
  'overstays',
  'today_check_in',
  'today_check_out',
  'inspection',
  'alerted',
  'unticketed_alerted',
  'residency_proofs',
  'deleted',
] as const;
export type BookingList = (typeof bookingLists)[number];

/** The guest-count filter: exactly 1 or 2, or at most 3, 5, 10, 25, 50. */
export const guestCountFilters = ['1', '2', '3', '5', '10', '25', '50'] as const;

/** Booking type codes (staff-booking.md §9): individual, school, corporate. */
export const bookingTypeCodes = ['FF9330A3', '8D7E6504', 'C3237489'] as const;

/** The query of `GET /bookings`: a list, its filters and the page. */
export const staffBookingListQuerySchema = z.object({
  list: z.enum(bookingLists).default('all'),
  page: z.coerce.number().int().min(1).max(MAX_AMOUNT).default(1),
  items: z.coerce.number().int().min(1).max(100).default(15),
  guests: z.enum(guestCountFilters).optional(),
  booking_status: z.enum(bookingStatuses).optional(),
  booking_payment_status: z.enum(['Unpaid', 'Partially Paid', 'Paid', 'FOC']).optional(),
  booking_type: z.enum(bookingTypeCodes).optional(),
  source: z.enum(['public', 'staff', 'gate']).optional(),
  partner_type: idText.optional(),
  partner: idText.optional(),
  membership_level: idText.optional(),
  destination: idText.optional(),
  /** ISO 3166 alpha-2. */
  country: idText.optional(),
  /** A conservation fee (guest category) public id. */
  guest_type: idText.optional(),
  facility: idText.optional(),
  activity: idText.optional(),
  /** Stays overlapping `from` … `to` (check-in on or before `to`, check-out on or after `from`). */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  /** Part of the reference, a name, the e-mail or the phone. */
  search: z.string().trim().min(1).max(maxLengths.name).optional(),
});
export type StaffBookingListQuery = z.infer<typeof staffBookingListQuerySchema>;
