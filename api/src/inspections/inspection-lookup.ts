/**
 * Finding the booking a ranger scanned or typed, and the public ticket keys a ranger's phone
 * keeps to verify tickets offline.
 *
 * `lookUpInspectedBooking(code)`: a ticket code (the text of a booking's QR) is verified against
 * every listed signing key and the booking found by the reference it carries (even when the
 * signature fails, so the ranger can record the ticket as not valid); anything else is taken
 * as a booking reference (any case) or a booking public id. For a ticket code the answer adds
 * the server's verdict on the signature and whether the code is the booking's current (issued,
 * not withdrawn) ticket.
 *
 * spec: public-site.md §2.13 (ticket codes); research offline-checkin-anchors.md §1 (QR
 * secrets, keys by id); shared/src/tickets/ticket-code.ts.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { inspectionMessages } from '@hifadhi/shared/schemas/inspection';
import { verifyTicket } from '@hifadhi/shared/tickets/ticket-code';
import { splitTicketCode } from '@hifadhi/shared/tickets/ticket-code-parts';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isBookingPublicId } from '../bookings/booking-public-id';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { bookingTickets } from '../db/schema/tickets';
import { partnerScope } from '../staff-bookings/staff-booking-list';
import { ticketPublicKeys } from '../tickets/ticket-signing-keys';

export const inspectionLookupSchema = z.object({
  booking_public_id: z.string(),
  booking_ref_code: z.string(),
  /** Null when a reference was given; the server's check when a ticket code was. */
  ticket: z
    .object({
      signature: z.enum(['valid', 'invalid_signature', 'unknown_key', 'revoked_key']),
      /** True when the code is the booking's current ticket (issued and not withdrawn). */
      current: z.boolean(),
    })
    .nullable(),
});
export type InspectionLookup = z.infer<typeof inspectionLookupSchema>;

/** `GET /inspections/ticket-keys`: every signing key's public half (never a private key). */
export const ticketKeysSchema = z.object({
  keys: z.array(
    z.object({ key_id: z.string(), public_key: z.string(), revoked: z.boolean().optional() }),
  ),
});

async function bookingWhere(db: Executor, condition: SQL | undefined, partner: string | null) {
  const [row] = await db
    .select({
      id: bookings.id,
      booking_public_id: bookings.booking_public_id,
      booking_ref_code: bookings.booking_ref_code,
    })
    .from(bookings)
    .where(and(condition, partnerScope(partner)));
  if (!row) throw new DomainError('NOT_FOUND', inspectionMessages.lookupNotFound);
  return row;
}

/** The booking a reference or booking public id names. */
function referenceCondition(text: string): SQL | undefined {
  const byReference = eq(bookings.booking_ref_code, text.toUpperCase());
  return isBookingPublicId(text)
    ? or(byReference, eq(bookings.booking_public_id, text.toLowerCase()))
    : byReference;
}

/**
 * The booking `code` names (see the module comment); a partner user finds only its own.
 * @throws DomainError NOT_FOUND 'No booking has this reference or ticket'.
 */
export async function lookUpInspectedBooking(
  db: Executor,
  code: string,
  partnerPublicId: string | null,
): Promise<InspectionLookup> {
  const text = code.trim();
  const parts = splitTicketCode(text);
  if (parts === null) {
    const row = await bookingWhere(db, referenceCondition(text), partnerPublicId);
    return {
      booking_public_id: row.booking_public_id,
      booking_ref_code: row.booking_ref_code,
      ticket: null,
    };
  }
  const verdict = verifyTicket(text, await ticketPublicKeys(db));
  const row = await bookingWhere(
    db,
    eq(bookings.booking_ref_code, parts.payload.booking_ref_code),
    partnerPublicId,
  );
  const [current] = await db
    .select({ id: bookingTickets.id })
    .from(bookingTickets)
    .where(
      and(
        eq(bookingTickets.booking_id, row.id),
        eq(bookingTickets.ticket_code, text),
        isNull(bookingTickets.revoked_at),
      ),
    );
  return {
    booking_public_id: row.booking_public_id,
    booking_ref_code: row.booking_ref_code,
    ticket: {
      signature: verdict.result === 'malformed' ? 'invalid_signature' : verdict.result,
      current: current !== undefined,
    },
  };
}
