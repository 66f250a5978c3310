/**
 * The review list: the gate operations the server recorded `forced` or `rejected` for this
 * kiosk's gate, from the API (`GET /sync/forced`); offline it says so plainly.
 *
 * spec: k-contract.md §Needs the API; research offline-checkin-anchors.md §1 (forced
 * check-ins recorded for review).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { gateDevice } from '../gate-bookings';
import { type GateAppDeps, type GateEnv, isOnline } from '../gate-env';
import { OfflineError } from '../gate-errors';

/** What the clerk is told when the review list is asked for offline. */
export const REVIEW_OFFLINE = 'The review list needs the internet. The kiosk is offline.';
/** A clerk signed in offline has no API session for the review list. */
export const REVIEW_SIGNED_IN_OFFLINE =
  'You signed in while the kiosk was offline. Sign out and in again to see the review list.';

const forcedPageSchema = z.object({
  operations: z.array(z.object({ gate_public_id: z.string() }).passthrough()),
});

export function reviewRoutes(deps: GateAppDeps, guard: MiddlewareHandler<GateEnv>) {
  return new Hono<GateEnv>().get('/review/flagged', guard, async (c) => {
    if (!isOnline(deps)) throw new OfflineError(REVIEW_OFFLINE);
    const apiToken = c.get('session').api_token;
    if (!apiToken) throw new DomainError('FORBIDDEN', REVIEW_SIGNED_IN_OFFLINE);
    const page = forcedPageSchema.parse(
      await deps.api.call('GET', '/sync/forced?items=100', REVIEW_OFFLINE, { token: apiToken }),
    );
    const gate = gateDevice(deps.db)?.gate_public_id;
    return c.json({
      operations: page.operations.filter((operation) => operation.gate_public_id === gate),
    });
  });
}
