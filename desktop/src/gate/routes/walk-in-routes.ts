/**
 * Walk-in routes: the options, the member search (replica), a quote, and the walk-in booking
 * itself; a promo code is checked with the API first (`walk-in-promo.ts`).
 *
 * spec: k-contract.md §Walk-in; staff-booking.md §2.1.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { summaryOf } from '../booking-summaries';
import { gateBookingById } from '../gate-bookings';
import { type GateAppDeps, type GateEnv, jsonBody, requireAbility } from '../gate-env';
import { searchMembers } from '../walk-in-members';
import { checkWalkInPromo } from '../walk-in-promo';
import { createWalkIn, quoteWalkIn, walkInOptions } from '../walk-ins';

export function walkInRoutes(deps: GateAppDeps, guard: MiddlewareHandler<GateEnv>) {
  const walkIn = requireAbility('walk_in');
  return new Hono<GateEnv>()
    .get('/walk-in/options', guard, walkIn, (c) => c.json(walkInOptions(deps.db, deps.now())))
    .get('/walk-in/members', guard, walkIn, (c) =>
      c.json({ data: searchMembers(deps.db, c.req.query('search') ?? '', deps.now()) }),
    )
    .post('/walk-in/quotes', guard, walkIn, async (c) => {
      const body = await jsonBody(c);
      const promo = await checkWalkInPromo(deps, body);
      return c.json(quoteWalkIn(deps.db, body, deps.now(), promo));
    })
    .post('/walk-ins', guard, walkIn, async (c) => {
      const body = await jsonBody(c);
      const promo = await checkWalkInPromo(deps, body);
      const { booking, quote } = createWalkIn(
        deps.db,
        body,
        c.get('session').user.public_id,
        deps.now(),
        promo,
      );
      deps.syncLoop.afterOperation();
      const view = gateBookingById(deps.db, booking.booking_public_id);
      return c.json({ booking: view ? summaryOf(view) : null, quote }, 201);
    });
}
