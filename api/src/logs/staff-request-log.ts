/**
 * The request log's middleware: after every API request a signed-in staff user made (the staff
 * guard found their session, whether or not the role had the feature), one row in the
 * append-only `staff_requests` — user, method, path (no query string), status, duration (ms),
 * when. Requests with no staff user (public site, devices, no or ended session) are not logged
 * here. One indexed insert per request.
 *
 * spec: membership-backoffice.md §2.5 (Logs: system), §7 (Logs: GET requests).
 */
import type { MiddlewareHandler } from 'hono';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { staffRequests } from '../db/schema/request-logs';

/** Logs each staff request to `deps.db` at `deps.clock`'s time. */
export function staffRequestLog(deps: { db: Database; clock: Clock }): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // Set by the staff guard on the same context when the route is a staff route.
    const staff: StaffPrincipal | undefined = c.get('staff');
    if (staff === undefined) return;
    await deps.db.insert(staffRequests).values({
      user_public_id: staff.public_id,
      user_email: staff.email,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round(performance.now() - started),
      at: deps.clock.now(),
    });
  };
}
