/**
 * Booking bans and booking alerts on the wire: a ban names a guest (names, and an e-mail
 * address, a phone number or a vehicle registration to recognise them by) and the days it runs;
 * an alert is a note staff put on one booking, active until resolved. Shared by the API (which
 * validates with them) and the staff app's forms.
 *
 * Dates are `YYYY-MM-DD` in Africa/Nairobi; a ban without an end date runs until it is ended.
 *
 * spec: staff-booking.md §3.13 (booking ban), §2 (routes bookings/ban, booking/update-alert);
 * api-contract.md §Staff bookings (`/booking-bans`, lists alerted and unticketed_alerted).
 */
import { z } from 'zod';
import { messages } from '../messages';
import {
  afterEarlierRules,
  calendarDate,
  maxLengths,
  onceValid,
  optional,
  optionalText,
  requiredText,
} from './common';

/** The words of the bans and alerts screens and of a refused booking. */
export const bookingBanMessages = {
  /** A booking refused because its guest matches an active ban (409 BOOKING_BANNED). */
  banned: 'We cannot take a booking for this guest. Please contact the conservancy for assistance.',
  identifierRequired: 'Give an e-mail address, a phone number or a vehicle registration',
  endBeforeStart: 'The end date cannot be before the start date',
  phoneInvalid: 'Phone must be digits, with an optional + and spaces',
  banNotFound: 'Booking ban not found',
  alertNotFound: 'Alert not found',
  alreadyResolved: 'This alert is already resolved',
} as const;

/** The statuses of a ban: `active` until ended (early, by staff). */
export const bookingBanStatuses = ['active', 'ended'] as const;
export type BookingBanStatus = (typeof bookingBanStatuses)[number];

/** The longest vehicle registration a ban takes (`KDA 123A`, foreign plates). */
const MAX_REGISTRATION = 20;

const banFields = {
  first_name: requiredText(messages.required, maxLengths.name),
  last_name: requiredText(messages.required, maxLengths.name),
  email_address: optional(
    z
      .string()
      .trim()
      .max(maxLengths.email, messages.tooLong(maxLengths.email))
      .regex(z.regexes.email, { error: messages.emailInvalid, ...afterEarlierRules }),
  ),
  phone_number: optional(
    z
      .string()
      .trim()
      .max(maxLengths.phone, messages.tooLong(maxLengths.phone))
      .regex(/^\+?[\d\s-]*\d[\d\s-]*$/, {
        error: bookingBanMessages.phoneInvalid,
        ...afterEarlierRules,
      }),
  ),
  vehicle_registration: optionalText(MAX_REGISTRATION),
  booking_ban_start_date: calendarDate,
  /** Blank or missing: until the ban is ended. */
  booking_ban_end_date: optional(calendarDate),
  reason: requiredText(messages.required, maxLengths.text),
};

/**
 * `POST /booking-bans`: who is banned, from when to when and why. At least one of the e-mail
 * address, phone number and vehicle registration is needed (the message goes on
 * `email_address`); the end date is not before the start date.
 */
export const bookingBanSchema = z
  .object(banFields)
  .refine(
    (ban) =>
      ban.email_address !== null || ban.phone_number !== null || ban.vehicle_registration !== null,
    {
      message: bookingBanMessages.identifierRequired,
      path: ['email_address'],
      ...onceValid('email_address', 'phone_number', 'vehicle_registration'),
    },
  )
  .refine(
    (ban) =>
      ban.booking_ban_end_date === null || ban.booking_ban_end_date >= ban.booking_ban_start_date,
    {
      message: bookingBanMessages.endBeforeStart,
      path: ['booking_ban_end_date'],
      ...onceValid('booking_ban_start_date', 'booking_ban_end_date'),
    },
  );
export type BookingBanInput = z.input<typeof bookingBanSchema>;
export type BookingBanBody = z.output<typeof bookingBanSchema>;

/**
 * `PATCH /booking-bans/{id}`: the fields sent change (the whole ban is checked again as
 * `bookingBanSchema` once merged); `status: "ended"` ends the ban early, `"active"` restores it.
 */
export const bookingBanPatchSchema = z
  .strictObject(banFields)
  .partial()
  .extend({ status: z.enum(bookingBanStatuses).optional() })
  .refine((patch) => Object.keys(patch).length > 0, {
    message: messages.nothingToChange,
    ...afterEarlierRules,
  });
export type BookingBanPatch = z.output<typeof bookingBanPatchSchema>;

/** A ban as the API answers it; `session_user` is the full name of who made it. */
export const bookingBanReadSchema = z.object({
  booking_ban_public_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string().nullable(),
  phone_number: z.string().nullable(),
  vehicle_registration: z.string().nullable(),
  booking_ban_start_date: z.string(),
  booking_ban_end_date: z.string().nullable(),
  status: z.enum(bookingBanStatuses),
  reason: z.string(),
  session_user: z.string(),
  created_at: z.string(),
  /** When it was ended early; null while it runs. */
  ended_at: z.string().nullable(),
});
export type BookingBanRead = z.infer<typeof bookingBanReadSchema>;

/** The query of `GET /booking-bans`: newest first, 15 a page unless told. */
export const bookingBanListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  items: z.coerce.number().int().min(1).max(100).default(15),
  /** Part of a name, the e-mail address, the phone number or the vehicle registration. */
  search: z.string().trim().min(1).max(maxLengths.name).optional(),
  status: z.enum(bookingBanStatuses).optional(),
});
export type BookingBanListQuery = z.infer<typeof bookingBanListQuerySchema>;

/** A page of bans: `{ page, items, total, data }`. */
export const bookingBanPageSchema = z.object({
  page: z.number().int(),
  items: z.number().int(),
  total: z.number().int(),
  data: z.array(bookingBanReadSchema),
});
export type BookingBanPage = z.infer<typeof bookingBanPageSchema>;

/** The note of an alert: what the gate and the back office should know about the booking. */
const alertNote = requiredText(messages.required, maxLengths.text);

/** `POST /bookings/{id}/alerts`. */
export const bookingAlertSchema = z.object({ note: alertNote });
export type BookingAlertBody = z.output<typeof bookingAlertSchema>;

/** `PATCH /booking-alerts/{note_id}`: a new note, and/or `resolved: true` to resolve it. */
export const bookingAlertPatchSchema = z
  .strictObject({ note: alertNote.optional(), resolved: z.literal(true).optional() })
  .refine((patch) => patch.note !== undefined || patch.resolved !== undefined, {
    message: messages.nothingToChange,
    ...afterEarlierRules,
  });
export type BookingAlertPatch = z.output<typeof bookingAlertPatchSchema>;

/** An alert as the API answers it; `created_by` is a staff user's full name or `system`. */
export const bookingAlertReadSchema = z.object({
  note_public_id: z.string(),
  booking_public_id: z.string(),
  booking_ref_code: z.string(),
  note: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type BookingAlertRead = z.infer<typeof bookingAlertReadSchema>;
