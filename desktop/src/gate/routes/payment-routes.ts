/**
 * Gate payment routes: cash (offline too), and M-Pesa STK pushes (online only) with their
 * status.
 *
 * spec: k-contract.md §Gate payment and receipts.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { type GateAppDeps, type GateEnv, isOnline, jsonBody, requireAbility } from '../gate-env';
import { followMpesa, type MpesaDeps, startMpesa, takeCash } from '../gate-payments';

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
        deps.syncLoop.afterOperation();
        return c.json(taken, 201);
      },
    )
    .post(
      '/bookings/:booking_public_id/mpesa-payments',
      guard,
      requireAbility('mpesa'),
      async (c) =>
        c.json(await startMpesa(mpesa, c.req.param('booking_public_id'), await jsonBody(c)), 202),
    )
    .get('/mpesa-payments/:payment_public_id', guard, requireAbility('mpesa'), async (c) =>
      c.json(await followMpesa(mpesa, c.req.param('payment_public_id'))),
    );
}
