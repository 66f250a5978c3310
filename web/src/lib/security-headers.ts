/**
 * The security headers the built public site is served with (`vite preview`, as `npm start`
 * runs it): a Content-Security-Policy allowing only the site's own scripts, styles, images and
 * API (same origin), no framing by any other site, no plugins, forms posted only to the site
 * and to the card provider's hosted page; plus `X-Content-Type-Options: nosniff`,
 * `X-Frame-Options: DENY` for older browsers and a Referrer-Policy that sends other sites the
 * origin only.
 *
 * Only the built site gets them: the development server injects inline scripts (React's
 * refresh preamble) that this policy would block.
 *
 * spec: issue 11 item 7 (CSP, nosniff, frame-ancestors, referrer policy on the public site).
 */

/** Where the card form may be posted: the card provider's origin. */
export interface SecurityHeaderSettings {
  /** The real card provider's base URL (`CARD_BASE_URL`), when set. */
  cardBaseUrl?: string;
  /** Host of the local card simulator (`HOST`, default 127.0.0.1). */
  simulatorHost?: string;
  /** Port of the local card simulator (`CARD_SIM_PORT`, default 8789). */
  cardSimulatorPort?: string;
}

/**
 * The origin the card checkout form posts to: `CARD_BASE_URL`'s origin when the real provider
 * is configured, else the simulator's `http://HOST:CARD_SIM_PORT` (as the API chooses, see
 * api/src/payments/payments-config.ts).
 */
export function cardProviderOrigin(settings: SecurityHeaderSettings): string {
  if (settings.cardBaseUrl) return new URL(settings.cardBaseUrl).origin;
  const host = settings.simulatorHost || '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${settings.cardSimulatorPort || '8789'}`;
}

/** The Content-Security-Policy of the built site. */
export function contentSecurityPolicy(settings: SecurityHeaderSettings): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${cardProviderOrigin(settings)}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header of the built site, by name. */
export function securityHeaders(settings: SecurityHeaderSettings): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
