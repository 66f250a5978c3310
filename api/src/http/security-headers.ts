/**
 * The security headers of every API answer (hono's `secureHeaders`): a Content-Security-Policy
 * that lets a JSON answer load nothing and be framed by no one (`default-src 'none';
 * frame-ancestors 'none'`), `X-Frame-Options: DENY` for browsers without CSP,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`, and hono's other
 * defaults. A route that serves HTML sets its own `Content-Security-Policy` (the API reference
 * page, `docs/docs-routes.ts`), which this middleware keeps.
 *
 * spec: ARCHITECTURE.md §The shape.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env';

/** The policy of every answer that does not set its own. */
export const API_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    overwrite: false,
  });
}
