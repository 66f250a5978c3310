/**
 * Gate payment routes: cash (offline too), and M-Pesa STK pushes (online only) with their
 * status; each push is noted for the clerk's shift (gate-shifts.ts).
 *
 * spec: k-contract.md §Gate payment and receipts.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { type GateAppDeps, type GateEnv, isOnline, jsonBody, requireAbility } from '../gate-env';
import { followMpesa, type MpesaDeps, startMpesa, takeCash } from '../gate-payments';
import { announceShift, recordMpesaPush } from '../gate-shifts';

export function paymentRoutes(deps: GateAppDeps, guard: MiddlewareHandler<GateEnv>) {
  const mpesa: MpesaDeps = {
    db: deps.db,
    api: deps.api,
    pushes: deps.mpesaPushes,
    online: () => isOnline(deps),
    syncOnce: () => deps.syncLoop.syncNow(),
  };
  return new Hono<GateEnv>()
    .post(
      '/bookings/:booking_public_id/cash-payments',
      guard,
      requireAbility('cash'),
      async (c) => {
        const taken = takeCash(
          deps.db,
          c.req.param('booking_public_id'),
          await jsonBody(c),
          c.get('session').user.public_id,
          deps.now(),
        );
        announceShift(deps.db, c.get('session').user, deps.now());
        deps.syncLoop.afterOperation();
        return c.json(taken, 201);
      },
    )
    .post(
      '/bookings/:booking_public_id/mpesa-payments',
      guard,
      requireAbility('mpesa'),
      async (c) => {
        const bookingPublicId = c.req.param('booking_public_id');
        const started = await startMpesa(mpesa, bookingPublicId, await jsonBody(c));
        recordMpesaPush(
          deps.db,
          {
            payment_public_id: started.payment_public_id,
            booking_public_id: bookingPublicId,
            clerk_public_id: c.get('session').user.public_id,
          },
          deps.now(),
        );
        announceShift(deps.db, c.get('session').user, deps.now());
        return c.json(started, 202);
      },
    )
    .get('/mpesa-payments/:payment_public_id', guard, requireAbility('mpesa'), async (c) =>
      c.json(await followMpesa(mpesa, c.req.param('payment_public_id'))),
    );
}
