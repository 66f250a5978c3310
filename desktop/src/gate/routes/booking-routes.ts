/**
 * Booking routes: today's dashboard, the search, and one booking with its pending gate
 * operations applied, its proof-of-residency notice and its receipts.
 *
 * spec: k-contract.md §Bookings and the gate; staff-booking.md §2.7, §9.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { Hono, type MiddlewareHandler } from 'hono';
import { dashboard, searchBookings, summaryOf } from '../booking-summaries';
import { gateBookingById } from '../gate-bookings';
import { type GateAppDeps, type GateEnv, requireAbility } from '../gate-env';
import { receiptLog } from '../gate-receipts';
import { proofOfResidency } from '../proof-of-residency';

export function bookingRoutes(deps: GateAppDeps, guard: MiddlewareHandler<GateEnv>) {
  const scan = requireAbility('scan');
  return new Hono<GateEnv>()
    .get('/dashboard', guard, scan, (c) => c.json(dashboard(deps.db, calendarDateAt(deps.now()))))
    .get('/bookings', guard, scan, (c) =>
      c.json({ bookings: searchBookings(deps.db, c.req.query('q') ?? '') }),
    )
    .get('/bookings/:booking_public_id', guard, scan, (c) => {
      const view = gateBookingById(deps.db, c.req.param('booking_public_id'));
      if (!view) throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
      return c.json({
        booking: view.booking,
        summary: summaryOf(view),
        proof_of_residency: proofOfResidency(deps.db, view.booking),
        receipts: receiptLog(deps.db, view.booking.booking_public_id),
      });
    });
}
