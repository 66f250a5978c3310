/**
 * The renderer's Content-Security-Policy and the response headers the Electron shell adds to
 * everything the gate service answers on `hifadhi://kiosk/`. The renderer is a built Vite app:
 * its scripts and styles are files of the same origin, it calls `/gate/v1` on the same origin,
 * its QR codes are `data:`/`blob:` images and the scanner's camera is a `MediaStream`; so
 * nothing inline, nothing evaluated, no other origin, no frames, no plugins.
 *
 * spec: ARCHITECTURE.md §The gate kiosk.
 */

/** The policy, directive by directive. */
export const KIOSK_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: mediastream:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "child-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** Headers added to every answer of the kiosk scheme. */
export const KIOSK_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': KIOSK_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** `response` with `KIOSK_RESPONSE_HEADERS` set (replacing any the gate service gave). */
export function withKioskHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(KIOSK_RESPONSE_HEADERS)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
