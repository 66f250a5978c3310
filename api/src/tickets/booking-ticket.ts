/**
 * The ticket code of a paid booking: its reference, check-in, check-out and guests per residency
 * group and age (from its conservation fee lines), signed with the active key at `now`. A booking
 * has at most one current code; issuing again returns it.
 *
 * spec: public-site.md §2.13; shared/src/tickets/ticket-code.ts, ticket-payload.ts.
 */
import { signTicket } from '@hifadhi/shared/tickets/ticket-code';
import type { TicketGuests } from '@hifadhi/shared/tickets/ticket-payload';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database';
import { bookingGuests, bookings } from '../db/schema/bookings';
import { conservationFees } from '../db/schema/catalogue';
import { bookingTickets } from '../db/schema/tickets';
import { activeTicketKey } from './ticket-signing-keys';

/** A booking's current ticket code. */
export interface BookingTicket {
  ticket_code: string;
  key_id: string;
  /** ISO 8601 instant, whole seconds. */
  issued_at: string;
}

/** The booking's current ticket, or null when none has been issued. */
export async function currentBookingTicket(
  db: Executor,
  bookingId: number,
): Promise<BookingTicket | null> {
  const [row] = await db
    .select({
      ticket_code: bookingTickets.ticket_code,
      key_id: bookingTickets.key_id,
      issued_at: bookingTickets.issued_at,
    })
    .from(bookingTickets)
    .where(and(eq(bookingTickets.booking_id, bookingId), isNull(bookingTickets.revoked_at)));
  return row ? { ...row, issued_at: row.issued_at.toISOString() } : null;
}

async function ticketGuests(tx: Transaction, bookingId: number): Promise<TicketGuests> {
  const guests: TicketGuests = {
    citizen: { adults: 0, children: 0 },
    resident: { adults: 0, children: 0 },
    non_resident: { adults: 0, children: 0 },
  };
  const lines = await tx
    .select({
      residency: conservationFees.residency,
      marker: conservationFees.marker,
      count: bookingGuests.payment_guests,
    })
    .from(bookingGuests)
    .innerJoin(
      conservationFees,
      eq(conservationFees.payment_public_id, bookingGuests.payment_public_id),
    )
    .where(eq(bookingGuests.booking_id, bookingId));
  for (const line of lines) {
    guests[line.residency][line.marker === 'A' ? 'adults' : 'children'] += line.count;
  }
  return guests;
}

/**
 * Issues (or returns) the current ticket code of booking `bookingId`, inside `tx`.
 * @throws Error when the booking does not exist; RangeError when a field cannot be encoded.
 */
export async function issueBookingTicket(
  tx: Transaction,
  bookingId: number,
  now: Date,
): Promise<BookingTicket> {
  const current = await currentBookingTicket(tx, bookingId);
  if (current) return current;
  const [booking] = await tx
    .select({
      booking_ref_code: bookings.booking_ref_code,
      check_in: bookings.check_in,
      check_out: bookings.check_out,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw new Error(`Booking ${bookingId} does not exist`);
  const key = await activeTicketKey(tx, now);
  const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const ticketCode = signTicket(
    { ...booking, guests: await ticketGuests(tx, bookingId), issued_at: issuedAt.toISOString() },
    key.private_key,
    key.key_id,
  );
  await tx.insert(bookingTickets).values({
    booking_id: bookingId,
    ticket_code: ticketCode,
    key_id: key.key_id,
    issued_at: issuedAt,
    check_in: booking.check_in,
    check_out: booking.check_out,
  });
  return { ticket_code: ticketCode, key_id: key.key_id, issued_at: issuedAt.toISOString() };
}
