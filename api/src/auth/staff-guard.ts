/**
 * The one authorisation middleware of staff endpoints. Each route declares its `Access` beside
 * it (`staffRoute`); this checks it before the request is parsed:
 * - no bearer token → 401 'Sign in to continue.';
 * - a token naming no live session (unknown, signed out, expired, user suspended or deleted)
 *   → 401 'Your session has ended. Sign in again.';
 * - a role without the feature → 403 'You do not have access to this feature.';
 * - otherwise the user is `c.var.staff` for the handler.
 *
 * spec: membership-backoffice.md §2.4, §6; api-contract.md §Staff and devices.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { type Access, isAllowed } from './access';
import type { AuthEnv } from './auth-env';
import { bearerToken } from './bearer-token';
import { findStaffPrincipal } from './sessions';

/** Builds the guard for one `Access`. */
export type StaffGuard = (access: Access) => MiddlewareHandler<AuthEnv>;

/** The staff guard over `deps.db`, at `deps.clock`'s time. */
export function staffGuard(deps: { db: Database; clock: Clock }): StaffGuard {
  return (access) => async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (token === null) throw new DomainError('UNAUTHENTICATED', messages.signInRequired);
    const principal = await findStaffPrincipal(deps.db, token, deps.clock.now());
    if (principal === null) throw new DomainError('UNAUTHENTICATED', messages.sessionEnded);
    // Set before the feature check, so the request log names who was refused too.
    c.set('staff', principal);
    if (!isAllowed(access, principal)) throw new DomainError('FORBIDDEN', messages.noAccess);
    await next();
  };
}
