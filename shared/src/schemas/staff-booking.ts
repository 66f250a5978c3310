/**
 * The staff booking requests: `POST /bookings` (the wizard's Complete Booking) and
 * `PATCH /bookings/{id}` (Amend Booking). Both are the staff quote request (lines with their
 * `discount`, `member`, `partner`, `promo_code`, `booking_type`, `school`, and whatever else
 * the staff quote prices) plus the gate pass fields of staff-booking.md §3.1: the guest's
 * first and last name (at most 39 characters), e-mail, phone (international, the country's
 * calling code), country, the destination ('Destination must be provided'), entry mode, gate,
 * vehicle registration, KRA PIN, note, the partner's agent e-mail and booking reference,
 * proof of residency, and who pays (`payment_period` 0 the guest, 1 the partner on account).
 * A corporate booking (C3237489) needs `organisation_name`, `organisation_email` and the
 * contact person's `name`; a school booking (8D7E6504) needs `school` and `school_contacts`
 * with its primary contact's name, e-mail and phone ('This field is required'). At least one
 * guest. The amendment adds `send_mail` (e-mail the client the amended booking).
 *
 * spec: api-contract.md §Staff bookings; staff-booking.md §2.1, §2.8, §3.1, §3.14, §5, §9.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { NAME_MAX_LENGTH, proofOfResidencySchema } from './booking-form';
import {
  emailAddress,
  internationalPhone,
  maxLengths,
  onceValid,
  optional,
  optionalText,
  phoneMatchesCountryRule,
  phoneMessages,
  requiredText,
} from './common';
import { SCHOOL_BOOKING_TYPE, staffDeskQuoteRequestSchema } from './staff-quote';

/** The corporate booking type code (staff-booking.md §9). */
export const CORPORATE_BOOKING_TYPE = 'C3237489';
/** The individual gate-entry booking type code (staff-booking.md §9). */
export const INDIVIDUAL_BOOKING_TYPE = 'FF9330A3';

/** `payment_period`: 0 the guest pays, 1 the partner pays (on account). */
export const paymentPeriods = [0, 1] as const;

/** A school booking's contacts (staff-booking.md §2.8, §3.1 `school`). */
export const schoolContactsSchema = z.object({
  primary_contact: requiredText(messages.required, maxLengths.name),
  primary_contact_email: emailAddress(),
  primary_contact_phone: internationalPhone(phoneMessages),
  secondary_contact: optionalText(maxLengths.name),
  secondary_contact_email: optional(emailAddress()),
  secondary_contact_phone: optionalText(maxLengths.phone),
});
export type SchoolContacts = z.output<typeof schoolContactsSchema>;

/** The gate pass fields a staff booking adds to the staff quote request (see the module comment). */
export const gatePassFields = {
  first_name: requiredText(messages.required, NAME_MAX_LENGTH),
  last_name: requiredText(messages.required, NAME_MAX_LENGTH),
  email: emailAddress(),
  phone: internationalPhone(phoneMessages),
  country: requiredText(messages.countryRequired, maxLengths.name),
  /** Country calling code as the wizard keeps it beside `country`. */
  code: optionalText(maxLengths.id),
  city: optionalText(maxLengths.name),
  /** Destination public id. */
  destination: requiredText(messages.destinationMissing, maxLengths.id),
  /** Entry mode public id (Road, Air). */
  entry_mode: optionalText(maxLengths.id),
  /** Gate public id. */
  entry_point: optionalText(maxLengths.id),
  /** Vehicle registration number. */
  mode_registration: optionalText(maxLengths.id),
  kra_pin_number: optionalText(maxLengths.id),
  note: optionalText(),
  /** The partner's agent and its own reference for the booking. */
  agent_email: optional(emailAddress()),
  partner_booking_ref: optionalText(maxLengths.id),
  payment_period: z
    .union([z.literal(0), z.literal(1)], { error: 'payment_period must be 0 or 1' })
    .default(0),
  organisation_name: optionalText(maxLengths.name),
  organisation_email: optional(emailAddress()),
  /** A corporate booking's contact person. */
  name: optionalText(maxLengths.name),
  school_contacts: schoolContactsSchema.nullish(),
  proof_of_residency: proofOfResidencySchema,
};

type GroupFields = {
  booking_type?: string | null;
  organisation_name: string | null;
  organisation_email: string | null;
  name: string | null;
  school_contacts?: SchoolContacts | null;
};

/** A corporate booking's organisation and contact, a school booking's contacts: required. */
const groupFieldsRequired = z.superRefine<GroupFields>(
  (value, ctx) => {
    const required = (path: string) =>
      ctx.addIssue({ code: 'custom', message: messages.required, path: [path], input: undefined });
    if (value.booking_type === CORPORATE_BOOKING_TYPE) {
      if (!value.organisation_name) required('organisation_name');
      if (!value.organisation_email) required('organisation_email');
      if (!value.name) required('name');
    }
    if (value.booking_type === SCHOOL_BOOKING_TYPE && !value.school_contacts) {
      required('school_contacts');
    }
  },
  onceValid('booking_type', 'organisation_name', 'organisation_email', 'name', 'school_contacts'),
);

const atLeastOneGuest = z.refine<{ guests: { payment_guests: number }[] }>(
  (booking) => booking.guests.some((guest) => guest.payment_guests > 0),
  { message: messages.atLeastOneGuest, path: ['guests'], ...onceValid('guests') },
);

/** `POST /bookings` (see the module comment). */
export const staffBookingRequestSchema = staffDeskQuoteRequestSchema
  .safeExtend(gatePassFields)
  .check(phoneMatchesCountryRule('phone', 'country', phoneMessages), atLeastOneGuest)
  .check(groupFieldsRequired);
export type StaffBookingRequest = z.output<typeof staffBookingRequestSchema>;
export type StaffBookingRequestInput = z.input<typeof staffBookingRequestSchema>;

/** `PATCH /bookings/{id}`: the full new booking and whether to e-mail the client. */
export const staffBookingAmendmentSchema = staffDeskQuoteRequestSchema
  .safeExtend({ ...gatePassFields, send_mail: z.boolean().default(false) })
  .check(phoneMatchesCountryRule('phone', 'country', phoneMessages), atLeastOneGuest)
  .check(groupFieldsRequired);
export type StaffBookingAmendment = z.output<typeof staffBookingAmendmentSchema>;
export type StaffBookingAmendmentInput = z.input<typeof staffBookingAmendmentSchema>;

/** The booking type code of a request (individual when none is given). */
export function bookingTypeCodeOf(request: { booking_type?: string | null }): string {
  return request.booking_type ?? INDIVIDUAL_BOOKING_TYPE;
}

/** What a staff booking keeps of its school or organisation (null for an individual one). */
export function groupDetailsOf(request: GroupFields & { school?: string | null }) {
  if (request.booking_type === CORPORATE_BOOKING_TYPE) {
    return {
      organisation_name: request.organisation_name,
      organisation_email: request.organisation_email,
      name: request.name,
    };
  }
  if (request.booking_type === SCHOOL_BOOKING_TYPE) {
    return { school: request.school ?? null, ...request.school_contacts };
  }
  return null;
}

/** The amendment's answer beyond the booking: the difference offered as a credit note. */
export const amendmentOutcomeSchema = z.object({
  /** Total (amount due) before and after, whole units of the booking's currency. */
  previous_total: z.number(),
  total: z.number(),
  /**
   * What was paid beyond the new amount due (whole units), which staff may give back as a
   * credit note (`POST /bookings/{id}/credit-notes`); null when nothing was overpaid.
   */
  credit_note_offered: z.number().nullable(),
});
export type AmendmentOutcome = z.infer<typeof amendmentOutcomeSchema>;
