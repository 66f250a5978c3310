/**
 * Walk-in routes: the options, a quote, and the walk-in booking itself.
 *
 * spec: k-contract.md §Walk-in; staff-booking.md §2.1.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { summaryOf } from '../booking-summaries';
import { gateBookingById } from '../gate-bookings';
import { type GateAppDeps, type GateEnv, jsonBody, requireAbility } from '../gate-env';
import { createWalkIn, quoteWalkIn, walkInOptions } from '../walk-ins';

export function walkInRoutes(deps: GateAppDeps, guard: MiddlewareHandler<GateEnv>) {
  const walkIn = requireAbility('walk_in');
  return new Hono<GateEnv>()
    .get('/walk-in/options', guard, walkIn, (c) => c.json(walkInOptions(deps.db, deps.now())))
    .post('/walk-in/quotes', guard, walkIn, async (c) =>
      c.json(quoteWalkIn(deps.db, await jsonBody(c))),
    )
    .post('/walk-ins', guard, walkIn, async (c) => {
      const { booking, quote } = createWalkIn(
        deps.db,
        await jsonBody(c),
        c.get('session').user.public_id,
        deps.now(),
      );
      deps.syncLoop.afterOperation();
      const view = gateBookingById(deps.db, booking.booking_public_id);
      return c.json({ booking: view ? summaryOf(view) : null, quote }, 201);
    });
}
