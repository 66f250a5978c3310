/**
 * The staff booking wizard's draft and its rules, pure: the walk-in's draft (guests, vehicles,
 * lines, proofs) plus the staff fields — discounts per line, the member, promo code, notes, the
 * partner, the group booking's type, school or organisation and contacts, and the amendment's
 * Send Email to client. What the first step needs (the spec's messages), the staff quote
 * request (`POST /quotes`) the draft prices as, and the bodies that create (`POST /bookings`)
 * or amend (`PATCH /bookings/{id}`) the booking.
 *
 * spec: staff-booking.md §2.1, §2.3, §2.8, §3.1 (gate pass), §3.8, §3.14 (submit payloads), §5,
 * §9 (booking type codes); api-contract.md §Staff bookings.
 */
import { messages } from '@hifadhi/shared/messages';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import {
  detailsErrors as guestDetailsErrors,
  hasTripBasics,
  type ProofEntry,
  quoteRequestOf,
  type WalkInDraft,
  walkInBodyOf,
  emptyDraft as walkInEmptyDraft,
} from '../walk-in/walk-in-draft';

/** The booking type codes (staff-booking.md §9). */
export const bookingTypes = {
  individual: 'FF9330A3',
  school: '8D7E6504',
  corporate: 'C3237489',
} as const;
export type BookingTypeCode = (typeof bookingTypes)[keyof typeof bookingTypes];

/** The wizard's modes, one per route (staff-booking.md §2, §4: the route decides the mode). */
export type WizardMode = 'new' | 'edit' | 'partner' | 'group';

/** The member a booking is for, as the picker found it (GET /members). */
export interface MemberChoice {
  public_id: string;
  name: string;
  member_reference_number: string;
  membership: string;
  /** 'Current', 'Expired' or 'Unpaid'. */
  standing: string;
  expiry_date: string | null;
}

/** One arrival of a camping multi-arrivals line (staff-booking.md §2.3, §3.8). */
export interface CampingArrival {
  start_date: string;
  end_date: string;
  adults: number;
  children: number;
  discount: number;
  expected_to_pay: boolean;
}

/** A camping multi-arrivals line: one camping site, its confirmed arrivals. */
export interface MultiArrivalsChoice {
  line_id: string;
  public_id: string;
  arrivals: CampingArrival[];
}

/** An external accommodation ("Escapes") line: a partner lodge (staff-booking.md §2.4, §3.9). */
export interface ExternalChoice {
  line_id: string;
  public_id: string;
  start_date: string;
  end_date: string;
  rooms: number;
  /** Each pricing parameter's value by parameter public id. */
  parameters: Record<string, number>;
  /** Each supplement's switch by supplement public id. */
  supplements: Record<string, boolean>;
  discount: number;
}

/** What staff have entered so far: the walk-in's draft and the staff fields. */
export interface StaffBookingDraft extends WalkInDraft {
  /** Discount percent by conservation fee (guest category) public id. */
  guest_discounts: Record<string, number>;
  /** Discount percent by vehicle fee public id. */
  vehicle_discounts: Record<string, number>;
  multi: MultiArrivalsChoice[];
  external_facilities: ExternalChoice[];
  member: MemberChoice | null;
  promo_code: string;
  note: string;
  /** Partner public id ('' for none); a partner user's own institution on its route. */
  partner: string;
  booking_type: BookingTypeCode | '';
  school: string;
  primary_contact: string;
  primary_contact_email: string;
  primary_contact_phone: string;
  secondary_contact: string;
  secondary_contact_email: string;
  secondary_contact_phone: string;
  organisation_name: string;
  organisation_email: string;
  /** The corporate contact person (their e-mail and phone are `email` and `phone`). */
  contact_name: string;
  /** Amend: whether the client gets the amended booking by e-mail. */
  send_mail: boolean;
}

/** An empty draft of `mode` for a visit today. */
export function emptyStaffDraft(mode: WizardMode, today: string): StaffBookingDraft {
  return {
    ...walkInEmptyDraft(today),
    guest_discounts: {},
    vehicle_discounts: {},
    multi: [],
    external_facilities: [],
    member: null,
    promo_code: '',
    note: '',
    partner: '',
    booking_type: mode === 'group' ? '' : bookingTypes.individual,
    school: '',
    primary_contact: '',
    primary_contact_email: '',
    primary_contact_phone: '',
    secondary_contact: '',
    secondary_contact_email: '',
    secondary_contact_phone: '',
    organisation_name: '',
    organisation_email: '',
    contact_name: '',
    send_mail: true,
  };
}

const blank = (value: string) => value.trim() === '';

/** True for a group booking (school or corporate). */
export function isGroup(draft: StaffBookingDraft): boolean {
  return (
    draft.booking_type === bookingTypes.school || draft.booking_type === bookingTypes.corporate
  );
}

/** A contact's e-mail message: required, and with an at-sign (§5). */
function emailError(email: string, required: boolean): string | undefined {
  if (blank(email)) return required ? messages.emailRequired : undefined;
  return email.includes('@') ? undefined : messages.emailInvalid;
}

/** Field messages of the group's first step: type, school or organisation, contacts (§2.8, §5). */
function groupErrors(draft: StaffBookingDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const need = (field: keyof StaffBookingDraft) => {
    if (blank(String(draft[field]))) errors[field] = messages.required;
  };
  if (draft.booking_type === '') errors.booking_type = messages.groupTypeMissing;
  if (draft.booking_type === bookingTypes.school) {
    need('school');
    need('primary_contact');
    need('primary_contact_phone');
    const primary = emailError(draft.primary_contact_email, true);
    if (primary) errors.primary_contact_email = primary;
    const secondary = emailError(draft.secondary_contact_email, false);
    if (secondary) errors.secondary_contact_email = secondary;
  }
  if (draft.booking_type === bookingTypes.corporate) {
    need('organisation_name');
    need('contact_name');
    need('phone');
    const organisation = emailError(draft.organisation_email, true);
    if (organisation) errors.organisation_email = organisation;
    const contact = emailError(draft.email, true);
    if (contact) errors.email = contact;
  }
  return errors;
}

/**
 * Field messages of the first step, by field name (empty when all is well): the guest's details
 * with a required e-mail, or the group's; the destination, country and dates; on the partner
 * route a partner.
 */
export function staffDetailsErrors(
  draft: StaffBookingDraft,
  mode: WizardMode,
): Record<string, string> {
  const trip = guestDetailsErrors(draft);
  const { destination, country, check_in, check_out } = trip;
  const tripOnly = Object.fromEntries(
    Object.entries({ destination, country, check_in, check_out }).filter(([, v]) => v),
  ) as Record<string, string>;
  const errors = mode === 'group' ? { ...tripOnly, ...groupErrors(draft) } : { ...trip };
  if (mode !== 'group') {
    const email = emailError(draft.email, true);
    if (email) errors.email = email;
  }
  if (mode === 'partner' && blank(draft.partner)) errors.partner = messages.itemRequired;
  return errors;
}

/**
 * Why staff cannot leave the residency step, in the spec's words; null when they can. It needs
 * the destination, country and dates, at least one guest and a priced quote. Unlike the gate's
 * walk-in, a residency total of 0 may go on: a member's 100% entry discount or a staff discount
 * makes it so (§4 blocks only a total below zero).
 */
export function residencyProblem(draft: StaffBookingDraft, quote: Quote | null): string | null {
  if (!hasTripBasics(draft)) return messages.wizardMissingData;
  const guests = Object.values(draft.guests).reduce((sum, count) => sum + count, 0);
  if (guests === 0 || !quote || quote.totals.conservation < 0) return messages.residencyTotalZero;
  return null;
}

const withDiscount = <Line extends object>(line: Line, discount: number | undefined) =>
  discount ? { ...line, discount } : line;

/** The `multi` lines of the draft as the staff quote takes them. */
function multiOf(draft: StaffBookingDraft) {
  return draft.multi.map((line) => ({
    public_id: line.public_id,
    arrivals: line.arrivals.map((arrival) => withDiscount(arrival, arrival.discount)),
  }));
}

/** The external accommodation lines of the draft as the staff quote takes them. */
function externalOf(draft: StaffBookingDraft) {
  return draft.external_facilities.map((line) =>
    withDiscount(
      {
        public_id: line.public_id,
        start_date: line.start_date,
        end_date: line.end_date,
        rooms: line.rooms,
        parameters: Object.entries(line.parameters).map(([parameter_public_id, value]) => ({
          parameter_public_id,
          value,
        })),
        supplements: Object.entries(line.supplements).map(([supplement_public_id, is_include]) => ({
          supplement_public_id,
          is_include,
        })),
      },
      line.discount,
    ),
  );
}

/**
 * The draft as a staff quote request (`POST /quotes`): the walk-in's cart with each line's
 * discount, each facility line's own dates and extra adults and children, the camping multi-arrivals, the external
 * accommodation, the destination (a school's rates are its destination's), the member, partner,
 * promo code, booking type and school.
 */
export function staffQuoteRequestOf(draft: StaffBookingDraft) {
  const cart = quoteRequestOf(draft);
  const optional = (value: string) => (blank(value) ? null : value.trim());
  return {
    ...cart,
    guests: (cart.guests ?? []).map((line) =>
      withDiscount(line, draft.guest_discounts[line.payment_public_id]),
    ),
    vehicles: (cart.vehicles ?? []).map((line) =>
      withDiscount(line, draft.vehicle_discounts[line.vehicle_public_id]),
    ),
    facilities: (cart.facilities ?? []).map((line, index) => {
      const chosen = draft.facilities[index];
      const extras = {
        ...line,
        extra_pax_adults: chosen?.extra_pax_adults ?? 0,
        extra_pax_children: chosen?.extra_pax_children ?? 0,
      };
      const dated = chosen?.start_date
        ? { ...extras, start_date: chosen.start_date, end_date: chosen.end_date }
        : extras;
      return withDiscount(dated, chosen?.discount);
    }),
    inventory: (cart.inventory ?? []).map((line, index) =>
      withDiscount(line, draft.activities[index]?.discount),
    ),
    multi: multiOf(draft),
    external_facilities: externalOf(draft),
    destination: optional(draft.destination),
    member: draft.member?.public_id ?? null,
    partner: optional(draft.partner),
    promo_code: optional(draft.promo_code),
    booking_type: draft.booking_type || null,
    school: draft.booking_type === bookingTypes.school ? optional(draft.school) : null,
  };
}

/** The group fields of a create or amend body (§3.1 group additions), or none. */
function groupFieldsOf(draft: StaffBookingDraft) {
  const optional = (value: string) => (blank(value) ? undefined : value.trim());
  if (draft.booking_type === bookingTypes.school) {
    return {
      school_contacts: {
        primary_contact: draft.primary_contact.trim(),
        primary_contact_email: draft.primary_contact_email.trim(),
        primary_contact_phone: draft.primary_contact_phone.trim(),
        secondary_contact: optional(draft.secondary_contact),
        secondary_contact_email: optional(draft.secondary_contact_email),
        secondary_contact_phone: optional(draft.secondary_contact_phone),
      },
    };
  }
  if (draft.booking_type === bookingTypes.corporate) {
    return {
      organisation_name: draft.organisation_name.trim(),
      organisation_email: draft.organisation_email.trim(),
      name: draft.contact_name.trim(),
    };
  }
  return {};
}

/** A contact's name as first and last name (the booking's guest names for a group). */
function namesOf(full: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') || first };
}

/** The guest names, e-mail and phone the booking is made out to (a group's contact). */
function bookingContactOf(draft: StaffBookingDraft) {
  if (draft.booking_type === bookingTypes.school) {
    return {
      ...namesOf(draft.primary_contact),
      email: draft.primary_contact_email.trim(),
      phone: draft.primary_contact_phone.trim(),
    };
  }
  if (draft.booking_type === bookingTypes.corporate) {
    return { ...namesOf(draft.contact_name), email: draft.email.trim(), phone: draft.phone.trim() };
  }
  return {};
}

/**
 * The `POST /bookings` body (§3.1, §3.14 New): the staff quote request, the guest's (or the
 * group contact's) details, the destination, notes, proofs of residency, the group fields and
 * `payment_period` (0 guest pays, 1 partner pays).
 */
export function staffBookingBodyOf(
  draft: StaffBookingDraft,
  proofs: readonly ProofEntry[],
  paymentPeriod: 0 | 1,
) {
  const { first_name, last_name, phone, country, email, city, mode_registration, destination } =
    walkInBodyOf(draft, proofs);
  return {
    ...staffQuoteRequestOf(draft),
    destination,
    first_name,
    last_name,
    email,
    phone,
    country,
    city,
    mode_registration,
    ...bookingContactOf(draft),
    note: blank(draft.note) ? undefined : draft.note.trim(),
    proof_of_residency: walkInBodyOf(draft, proofs).proof_of_residency,
    payment_period: paymentPeriod,
    ...groupFieldsOf(draft),
  };
}

/** The `PATCH /bookings/{id}` body (§3.14 Amend): the new booking as a whole and `send_mail`. */
export function amendBodyOf(draft: StaffBookingDraft, proofs: readonly ProofEntry[]) {
  const { payment_period: _kept, ...body } = staffBookingBodyOf(draft, proofs, 0);
  return { ...body, send_mail: draft.send_mail };
}
