/**
 * Shift routes for the renderer's Close shift page: the signed-in clerk's open shift with what
 * it took so far by method (`GET /shift`), and closing it with the cash counted
 * (`POST /shift/close` `{ counted_cash: { KES, USD? }, note? }`), offline too; printing a closed
 * shift's summary on the receipt printer (`POST /shifts/{id}/print`). Clerks who take payments
 * only (the `cash` ability).
 *
 * spec: issue 17 item 4 (gate cash-up); gate-shifts.ts.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { type GateAppDeps, type GateEnv, jsonBody, requireAbility } from '../gate-env';
import { printShiftSummary } from '../gate-shift-print';
import { closeShift, currentShift } from '../gate-shifts';

export function shiftRoutes(deps: GateAppDeps, guard: MiddlewareHandler<GateEnv>) {
  const cash = requireAbility('cash');
  return new Hono<GateEnv>()
    .get('/shift', guard, cash, (c) =>
      c.json({ shift: currentShift(deps.db, c.get('session').user, deps.now()) }),
    )
    .post('/shift/close', guard, cash, async (c) => {
      const shift = closeShift(deps.db, c.get('session').user, await jsonBody(c), deps.now());
      deps.syncLoop.afterOperation();
      return c.json({ shift }, 201);
    })
    .post('/shifts/:shift_public_id/print', guard, cash, async (c) =>
      c.json(
        await printShiftSummary(deps, c.req.param('shift_public_id'), c.get('session').user),
        201,
      ),
    );
}
