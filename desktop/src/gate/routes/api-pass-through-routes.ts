/**
 * The back-office calls of the staff screens in the kiosk: every `/api/v1/*` request (the gate's
 * own API is `/gate/v1`) from a signed-in user is passed on to the API with the API session the
 * gate opened at sign-in, within the gate's time limit, and the API's answer comes back as it
 * is (status, body, content type: JSON, or a PDF). No answer in time, or a sign-in checked
 * offline (no API session), is `503 OFFLINE` in the one error shape, saying plainly that these
 * screens need the connection; the gate's own screens keep working from the replica.
 *
 * spec: ARCHITECTURE.md §"The staff application: one app, two hosts" (the gate service passes
 * every other call through to the API), §The gate kiosk (back-office screens need the API;
 * offline, they say so plainly); k-contract.md (Errors).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { GateAppDeps, GateEnv } from '../gate-env';
import { OfflineError } from '../gate-errors';

/** Where the staff screens call the API, on the gate's origin as on the API's. */
export const API_PASS_THROUGH_PREFIX = '/api/v1';

/** What the staff screens are told when the API cannot be reached from the kiosk. */
export const BACK_OFFICE_OFFLINE =
  'Back-office screens need the connection to the server, and the server cannot be reached from this kiosk now. The gate screens keep working.';

/** What a user signed in offline is told (the gate holds no API session for them). */
export const SIGNED_IN_OFFLINE =
  'You signed in while the kiosk was offline: back-office screens need the connection. Sign out and in again once the kiosk is online.';

/** Request headers passed on to the API (the gate sets Authorization itself). */
const passedHeaders = ['accept', 'content-type', 'idempotency-key'];

/** Answer headers passed back to the screen. */
const returnedHeaders = ['content-type', 'content-disposition', 'x-request-id'];

/** The pass-through router; mount it at the gate app's root, behind `guard`. */
export function apiPassThroughRoutes(deps: GateAppDeps, guard: MiddlewareHandler<GateEnv>) {
  return new Hono<GateEnv>().all(`${API_PASS_THROUGH_PREFIX}/*`, guard, async (c) => {
    const apiToken = c.get('session').api_token;
    if (apiToken === null) throw new OfflineError(SIGNED_IN_OFFLINE);
    const url = new URL(c.req.url);
    const headers: Record<string, string> = { Authorization: `Bearer ${apiToken}` };
    for (const name of passedHeaders) {
      const value = c.req.header(name);
      if (value !== undefined) headers[name] = value;
    }
    const hasBody = !['GET', 'HEAD'].includes(c.req.method);
    const answer = await deps.api.forward(
      c.req.method,
      `${url.pathname.slice(API_PASS_THROUGH_PREFIX.length)}${url.search}`,
      BACK_OFFICE_OFFLINE,
      { headers, ...(hasBody ? { body: await c.req.arrayBuffer() } : {}) },
    );
    const back = new Headers();
    for (const name of returnedHeaders) {
      const value = answer.headers.get(name);
      if (value !== null) back.set(name, value);
    }
    return new Response(answer.body, { status: answer.status, headers: back });
  });
}
