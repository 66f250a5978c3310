/**
 * Ticket inspections in the field: what an Inspection Ranger records after looking at a
 * booking's ticket and its guests (never a check-in), the list's query, and the lookup of a
 * booking by the text a ranger scans or types. Shared by the API (which validates with them)
 * and the staff app's inspection form.
 *
 * Outcomes, as a ranger records them:
 * - `valid`: the ticket is genuine and the party matches it;
 * - `not_valid`: no ticket, a forged or altered one, or another booking's;
 * - `partly_paid`: the booking still owes a balance;
 * - `overstay`: the party is still inside after its check-out date;
 * - `guests_differ`: more or other guests than the ticket names.
 * `not_valid` and `guests_differ` need a note saying what was wrong.
 *
 * spec: staff-booking.md §2 (BookingsInspection, BookingInspection), §2.9 (inspection list);
 * membership-backoffice.md §2.4.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { calendarDate, idText, maxLengths, optional, optionalText } from './common';

export const inspectionOutcomes = [
  'valid',
  'not_valid',
  'partly_paid',
  'overstay',
  'guests_differ',
] as const;
export type InspectionOutcome = (typeof inspectionOutcomes)[number];

/** Each outcome as the ranger reads it on the form and in the lists. */
export const inspectionOutcomeWords: Record<InspectionOutcome, string> = {
  valid: 'Valid',
  not_valid: 'Not valid',
  partly_paid: 'Partly paid',
  overstay: 'Overstay',
  guests_differ: 'Guests differ from the ticket',
};

/** Outcomes that need a note saying what was wrong. */
export const outcomesNeedingNote: readonly InspectionOutcome[] = ['not_valid', 'guests_differ'];

export const inspectionMessages = {
  outcomeRequired: 'Choose what you found',
  noteRequired: 'Say what was wrong',
  unknownGate: 'No such gate',
  lookupNotFound: 'No booking has this reference or ticket',
} as const;

/** The longest ticket code (191 characters) with room to spare. */
export const MAX_SCANNED_CODE = 300;

/** `POST /bookings/{id}/inspections`: what the ranger found. */
export const inspectionBodySchema = z
  .object({
    outcome: z.enum(inspectionOutcomes, { error: inspectionMessages.outcomeRequired }),
    note: optionalText(maxLengths.text),
    /** The gate or place nearest the inspection (a gate public id), if the ranger gives one. */
    gate: optional(idText),
    /** The ticket code the ranger scanned, if any, kept as scanned. */
    scanned_code: optionalText(MAX_SCANNED_CODE),
  })
  .refine((body) => !outcomesNeedingNote.includes(body.outcome) || body.note !== null, {
    message: inspectionMessages.noteRequired,
    path: ['note'],
  });
export type InspectionBody = z.input<typeof inspectionBodySchema>;

/** `GET /inspections`: a page of inspections, newest first; `from`/`to` are Nairobi dates. */
export const inspectionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  items: z.coerce.number().int().min(1).max(100).default(15),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  /** Part of the booking reference or the lead guest's name. */
  search: z.string().trim().min(1).max(maxLengths.name).optional(),
});
export type InspectionListQuery = z.infer<typeof inspectionListQuerySchema>;

/** `GET /inspections/lookup?code=`: a booking reference or a scanned ticket code. */
export const inspectionLookupQuerySchema = z.object({
  code: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(MAX_SCANNED_CODE),
});
