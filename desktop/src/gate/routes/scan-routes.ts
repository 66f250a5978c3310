/**
 * Scan and check-in routes: decide a scanned code or typed reference (nothing recorded; any
 * gate user with `scan`, an inspection ranger too), and check in or out (recorded only when the
 * decision is valid; `check_in` needed). Both answer `offline: true` when decided from the
 * replica alone.
 *
 * spec: k-contract.md §Bookings and the gate; shared/src/check-in/decide-scan.ts.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { summaryOf } from '../booking-summaries';
import { type GateAppDeps, type GateEnv, isOnline, jsonBody, requireAbility } from '../gate-env';
import { parseInput } from '../gate-errors';
import { checkInAtGate, decideAtGate, type Presented, type ScanDeps } from '../gate-scans';

const direction = z.enum(['check_in', 'check_out'], {
  error: "Direction must be 'check_in' or 'check_out'",
});
const code = z.string().trim().min(1, 'Scan a ticket or type a booking reference');

const scanSchema = z.strictObject({ code, direction });
const checkInSchema = z
  .strictObject({
    code: code.optional(),
    booking_public_id: z.string().trim().min(1).optional(),
    direction,
  })
  .refine((value) => value.code ?? value.booking_public_id, {
    message: 'Scan a ticket or type a booking reference',
    path: ['code'],
  });

export function scanRoutes(deps: GateAppDeps, guard: MiddlewareHandler<GateEnv>) {
  const scanDeps: ScanDeps = {
    db: deps.db,
    now: deps.now,
    online: () => isOnline(deps),
    syncOnce: () => deps.syncLoop.syncNow(),
    ...(deps.scanLookupWaitMs ? { lookupWaitMs: deps.scanLookupWaitMs } : {}),
  };
  return new Hono<GateEnv>()
    .post('/scans', guard, requireAbility('scan'), async (c) => {
      const request = parseInput(scanSchema, await jsonBody(c));
      const { decision, view, offline } = await decideAtGate(
        scanDeps,
        { code: request.code },
        request.direction,
      );
      return c.json({ decision, booking: view ? summaryOf(view) : null, offline });
    })
    .post('/check-ins', guard, requireAbility('check_in'), async (c) => {
      const request = parseInput(checkInSchema, await jsonBody(c));
      const presented: Presented = request.booking_public_id
        ? { booking_public_id: request.booking_public_id }
        : { code: request.code as string };
      const result = await checkInAtGate(
        scanDeps,
        presented,
        request.direction,
        c.get('session').user.public_id,
      );
      if (result.recorded) deps.syncLoop.afterOperation();
      return c.json({
        decision: result.decision,
        recorded: result.recorded,
        booking: result.view ? summaryOf(result.view) : null,
        offline: result.offline,
      });
    });
}
