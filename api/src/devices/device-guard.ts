/**
 * The middleware of `/sync/*`: only a registered, unrevoked gate kiosk may call them.
 * - no bearer token, or one naming no device → 401 'This endpoint is for registered gate
 *   devices.';
 * - a revoked device → 401 'This device has been revoked. …';
 * - otherwise the device is `c.var.device` for the handler; the app version it reports in
 *   `X-App-Version` is kept (a malformed one is ignored).
 *
 * spec: api-contract.md §Staff and devices (the device token authorises `/sync/*`).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { APP_VERSION_HEADER, appVersionSchema } from '@hifadhi/shared/schemas/sync';
import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../auth/auth-env';
import { bearerToken } from '../auth/bearer-token';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { findDevicePrincipal } from './device-registry';

export function deviceGuard(deps: { db: Database; clock: Clock }): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const reported = appVersionSchema.safeParse(c.req.header(APP_VERSION_HEADER) ?? '');
    const device =
      token === null
        ? null
        : await findDevicePrincipal(
            deps.db,
            token,
            deps.clock.now(),
            reported.success ? reported.data : null,
          );
    if (device === null) throw new DomainError('UNAUTHENTICATED', messages.deviceTokenRequired);
    if (device === 'revoked') throw new DomainError('UNAUTHENTICATED', messages.deviceRevoked);
    c.set('device', device);
    await next();
  };
}
