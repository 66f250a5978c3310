/**
 * The ticket revocation list for a gate's window: single codes withdrawn when a booking's code
 * was reissued (its issued-at instant names the code; listed while the booking's stay or the
 * code's own signed stay is in the window), and cancelled bookings as a whole. It
 * lets a kiosk refuse a still correctly signed code (see `decideScan`).
 *
 * spec: research offline-checkin-anchors.md §1 (revoked secrets); shared/src/tickets/
 * ticket-revocation.ts.
 */
import type { TicketRevocation } from '@hifadhi/shared/tickets/ticket-revocation';
import { and, asc, eq, gte, isNotNull, lte, ne, or } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { bookingTickets } from '../db/schema/tickets';
import type { GateWindow } from './gate-window';

export async function readRevocations(
  db: Executor,
  window: GateWindow,
): Promise<TicketRevocation[]> {
  const inWindow = and(lte(bookings.check_in, window.to), gte(bookings.check_out, window.from));
  // A replaced code matters while the booking is in the window (the gate has the booking and
  // would otherwise take its dates) or while the code's own signed stay is (a postponed
  // booking's old code, admitted from its signature alone on its old dates otherwise).
  const codeInWindow = and(
    lte(bookingTickets.check_in, window.to),
    gte(bookingTickets.check_out, window.from),
  );
  const [reissued, cancelled] = await Promise.all([
    db
      .select({ booking_ref_code: bookings.booking_ref_code, issued_at: bookingTickets.issued_at })
      .from(bookingTickets)
      .innerJoin(bookings, eq(bookings.id, bookingTickets.booking_id))
      .where(
        and(
          or(inWindow, codeInWindow),
          isNotNull(bookingTickets.revoked_at),
          ne(bookings.booking_status, 'cancelled'),
        ),
      )
      .orderBy(asc(bookingTickets.id)),
    db
      .select({ booking_ref_code: bookings.booking_ref_code })
      .from(bookings)
      .where(and(inWindow, eq(bookings.booking_status, 'cancelled')))
      .orderBy(asc(bookings.id)),
  ]);
  return [
    ...reissued.map((row) => ({
      booking_ref_code: row.booking_ref_code,
      issued_at: row.issued_at.toISOString(),
      reason: 'reissued' as const,
    })),
    ...cancelled.map((row) => ({
      booking_ref_code: row.booking_ref_code,
      reason: 'cancelled' as const,
    })),
  ];
}
