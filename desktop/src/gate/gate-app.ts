/**
 * The gate service's Hono app: the JSON API under `/gate/v1` (k-contract.md), made of small
 * route modules by job over services that take the replica and plain values; the staff screens'
 * back-office calls (`/api/v1/*`) passed through to the API; and the built renderer's files with
 * SPA fallback on the same origin. Every error answers in one shape
 * `{ code, message, messages?, fields? }`; malformed JSON or a malformed address (`GET /%`) is a
 * 400 and an unexpected error a plain 500, never a stack. Every answer carries the kiosk's
 * security headers (Content-Security-Policy with frame-ancestors 'none', nosniff,
 * Referrer-Policy: the Electron shell's `KIOSK_RESPONSE_HEADERS`), so browser mode is as strict
 * as the desktop app.
 *
 * spec: k-contract.md; ARCHITECTURE.md §The gate kiosk.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { KIOSK_RESPONSE_HEADERS } from '../main/content-security-policy';
import { type GateAppDeps, type GateEnv, requireSession } from './gate-env';
import { errorAnswer } from './gate-errors';
import { apiPassThroughRoutes } from './routes/api-pass-through-routes';
import { bookingRoutes } from './routes/booking-routes';
import { deviceRoutes } from './routes/device-routes';
import { paymentRoutes } from './routes/payment-routes';
import { receiptRoutes } from './routes/receipt-routes';
import { reviewRoutes } from './routes/review-routes';
import { scanRoutes } from './routes/scan-routes';
import { sessionRoutes } from './routes/session-routes';
import { shiftRoutes } from './routes/shift-routes';
import { walkInRoutes } from './routes/walk-in-routes';
import { rendererFiles } from './static-renderer';

/** The answer to an address that cannot be decoded (e.g. `/%`). */
export const MALFORMED_ADDRESS = 'The address is not a valid URL.';

/** The gate API's path prefix. */
export const GATE_API_PREFIX = '/gate/v1';

/** Builds the gate app over `deps` (see the module comment). */
export function createGateApp(deps: GateAppDeps): Hono {
  const guard = requireSession(deps.sessions);
  const api = new Hono<GateEnv>()
    .route('/', deviceRoutes(deps, guard))
    .route('/', sessionRoutes(deps, guard))
    .route('/', bookingRoutes(deps, guard))
    .route('/', scanRoutes(deps, guard))
    .route('/', walkInRoutes(deps, guard))
    .route('/', paymentRoutes(deps, guard))
    .route('/', receiptRoutes(deps, guard))
    .route('/', reviewRoutes(deps, guard))
    .route('/', shiftRoutes(deps, guard));

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(KIOSK_RESPONSE_HEADERS)) c.header(name, value);
  });
  app.use('*', async (c, next) => {
    try {
      decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.json({ code: 'VALIDATION_FAILED', message: MALFORMED_ADDRESS }, 400);
    }
    await next();
  });
  app.route(GATE_API_PREFIX, api as unknown as Hono);
  app.all(`${GATE_API_PREFIX}/*`, (c) =>
    c.json({ code: 'NOT_FOUND', message: `No gate route ${c.req.method} ${c.req.path}` }, 404),
  );
  app.route('/', apiPassThroughRoutes(deps, guard) as unknown as Hono);
  if (deps.rendererDirectory) {
    const serveFile = rendererFiles(deps.rendererDirectory);
    app.get('*', async (c, next) => (await serveFile(c)) ?? next());
  }
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      const code =
        status === 401 ? 'UNAUTHENTICATED' : status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL_ERROR';
      return c.json({ code, message: error.message || 'Bad request' }, status);
    }
    const { status, body } = errorAnswer(error);
    if (status === 500) console.error('gate service error', error);
    return c.json(body, status);
  });
  return app;
}
