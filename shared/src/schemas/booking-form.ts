/**
 * The public booking form (Booking information page: personal and entry information, terms
 * and the liability disclaimer) and the proof-of-residency items that go with a booking.
 * Messages come in the spec's order: first name, last name, city and phone required, e-mail
 * required and valid, country required, phone in international form with the country's
 * calling code, terms and disclaimer ticked.
 *
 * spec: public-site.md §3 "Booking form", "Proof of residency item", §5 "Booking form";
 * staff-booking.md §3.11, §5 (proof of residency).
 */
import { z } from 'zod';
import { messages } from '../messages';
import {
  boundedText,
  emailAddress,
  idText,
  internationalPhone,
  list,
  maxEntries,
  maxLengths,
  optional,
  optionalText,
  phoneMatchesCountryRule,
  phoneMessages,
  requiredText,
} from './common';
import { publicQuoteRequestSchema } from './quote';

/** Longest first or last name. spec: staff-booking.md §5, §9. */
export const NAME_MAX_LENGTH = 39;

/** The chosen country as the lookup gives it (public-site.md §3 Lookups: country). */
export const countryDetailsSchema = z.object({
  name: boundedText(maxLengths.name).optional(),
  code: idText.optional(),
  calling_code: z.union([idText, z.number()]).optional(),
});

/**
 * The booking form's fields, in the order their messages show. `country` is the country's
 * ISO code ('KE') or name; the phone must begin with its calling code when it is known.
 */
export const bookingFormFields = {
  first_name: requiredText(messages.required, NAME_MAX_LENGTH),
  last_name: requiredText(messages.required, NAME_MAX_LENGTH),
  city: requiredText(messages.required, maxLengths.name),
  phone: internationalPhone(phoneMessages),
  email: emailAddress(),
  country: requiredText(messages.countryRequired, maxLengths.name),
  terms: z.literal(true, { error: messages.termsRequired }),
  disclaimer: z.literal(true, { error: messages.disclaimerRequired }),
  promo_code: publicQuoteRequestSchema.shape.promo_code,
  /** Entry mode public id (Road, Air). */
  entry_mode: optionalText(maxLengths.id),
  /** Gate public id. */
  entry_point: optionalText(maxLengths.id),
  /** Vehicle registration number. */
  mode_registration: optionalText(maxLengths.id),
  additional_note: optionalText(),
  newsletter: z.boolean().default(false),
  address: optionalText(),
  /** Country code as the client keeps it beside `country`. */
  code: optionalText(maxLengths.id),
  country_details: optional(countryDetailsSchema),
};

/** The booking form as the Booking information page submits it. */
export const bookingFormSchema = z
  .object(bookingFormFields)
  .check(phoneMatchesCountryRule('phone', 'country', phoneMessages));
export type BookingForm = z.infer<typeof bookingFormSchema>;
export type BookingFormInput = z.input<typeof bookingFormSchema>;

const proofText = boundedText(maxLengths.name)
  .trim()
  .nullish()
  .transform((value) => value ?? '');

/** One proof of residency: who (guest category and name) proves residency with which document. */
export const proofOfResidencyItemSchema = z.object({
  /** Guest category name, e.g. 'Citizen Adult'. */
  payment_person: proofText,
  /** Conservation fee (guest category) public id. */
  payment_public_id: proofText,
  /** The document the residency is proved with, e.g. 'National ID or East African passport'. */
  proof_point: proofText,
  first_name: proofText,
  last_name: proofText,
  document_id: proofText,
});
export type ProofOfResidencyItem = z.infer<typeof proofOfResidencyItemSchema>;

/**
 * True when the item counts: first name, last name, document id, payment person and payment
 * public id are all non-empty. spec: staff-booking.md §5.
 */
export function isCompleteProofOfResidency(item: ProofOfResidencyItem): boolean {
  return [
    item.first_name,
    item.last_name,
    item.document_id,
    item.payment_person,
    item.payment_public_id,
  ].every((value) => value !== '');
}

/** The proof-of-residency list of a booking; items that do not count are left out. */
export const proofOfResidencySchema = list(proofOfResidencyItemSchema, maxEntries.people)
  .default([])
  .transform((items) => items.filter(isCompleteProofOfResidency));
