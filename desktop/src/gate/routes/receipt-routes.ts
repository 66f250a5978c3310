/**
 * Receipt routes: print a booking's receipt (a COPY from the second print on) and read the
 * print log.
 *
 * spec: k-contract.md §Gate payment and receipts.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { Hono, type MiddlewareHandler } from 'hono';
import { type GateAppDeps, type GateEnv, requireAbility } from '../gate-env';
import { loggedReceipt, printBookingReceipt, receiptLog } from '../gate-receipts';

export function receiptRoutes(deps: GateAppDeps, guard: MiddlewareHandler<GateEnv>) {
  const receipt = requireAbility('receipt');
  return new Hono<GateEnv>()
    .post('/bookings/:booking_public_id/receipts', guard, receipt, async (c) => {
      const receipt = await printBookingReceipt(
        deps,
        c.req.param('booking_public_id'),
        c.get('session').user,
      );
      deps.syncLoop.afterOperation();
      return c.json({ receipt }, 201);
    })
    .get('/receipts', guard, receipt, (c) =>
      c.json({ receipts: receiptLog(deps.db, c.req.query('booking_public_id')) }),
    )
    .get('/receipts/:receipt_id', guard, receipt, (c) => {
      const receipt = loggedReceipt(deps.db, c.req.param('receipt_id'));
      if (!receipt) throw new DomainError('NOT_FOUND', 'No such receipt was printed here.');
      return c.json({ receipt });
    });
}
