/**
 * Device and sync routes: the kiosk's status (no sign-in), its registration with a one-time
 * code (no sign-in; 409 once registered), and a sync now.
 *
 * spec: k-contract.md §Device and sync.
 */
import { requiredText } from '@hifadhi/shared/schemas/common';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { type GateAppDeps, type GateEnv, jsonBody } from '../gate-env';
import { parseInput } from '../gate-errors';
import { gateStatus, registerKiosk } from '../gate-status';

const registrationSchema = z.strictObject({
  code: requiredText(),
  name: requiredText(undefined, 80),
});

export function deviceRoutes(deps: GateAppDeps, guard: MiddlewareHandler<GateEnv>) {
  return new Hono<GateEnv>()
    .get('/status', (c) => c.json(gateStatus(deps)))
    .post('/device/registration', async (c) => {
      const { code, name } = parseInput(registrationSchema, await jsonBody(c));
      return c.json(await registerKiosk(deps, code, name));
    })
    .post('/sync', guard, async (c) => {
      try {
        const report = await deps.syncLoop.syncNow();
        return c.json({
          status: gateStatus(deps),
          report: report ? { uploaded: report.uploaded, pages: report.pages } : null,
          error: null,
        });
      } catch (error) {
        return c.json({ status: gateStatus(deps), report: null, error: (error as Error).message });
      }
    });
}
