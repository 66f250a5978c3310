/**
 * The kiosk's one origin in Electron: the privileged custom scheme `hifadhi://kiosk/`, answered
 * in-process by the gate service (`protocol.handle`), so the renderer and `/gate/v1` share an
 * origin and no port is opened. `isInternalUrl` is the single test of "ours" used by the
 * navigation guard and the permission decision.
 *
 * spec: ARCHITECTURE.md §The gate kiosk; k-contract.md (one origin, relative URLs).
 */
import type { CustomScheme } from 'electron';

/** The custom scheme (without the colon). */
export const KIOSK_SCHEME = 'hifadhi';
/** The only host the scheme serves. */
export const KIOSK_HOST = 'kiosk';
/** The renderer's origin as a permission check names it. */
export const KIOSK_ORIGIN = `${KIOSK_SCHEME}://${KIOSK_HOST}`;
/** The prefix every internal URL starts with exactly. */
export const KIOSK_ORIGIN_PREFIX = `${KIOSK_ORIGIN}/`;
/** The URL the kiosk window opens (the renderer's SPA, served by the gate service). */
export const KIOSK_START_URL = KIOSK_ORIGIN_PREFIX;

/**
 * The scheme's privileges, registered before `app` is ready: standard (real origin, relative
 * URLs), secure (a secure context, which the camera of the scanner needs), fetch (the renderer
 * speaks HTTP to `/gate/v1`). No CSP bypass, no service workers, no CORS.
 */
export const kioskScheme: CustomScheme = {
  scheme: KIOSK_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
};

/**
 * Whether `url` is the kiosk's own: it must start with exactly `hifadhi://kiosk/` (lower case,
 * no user info, no port, no look-alike host) and parse to that scheme and host. Anything else —
 * `javascript:`, `file:`, `data:`, `http(s):` anywhere, `hifadhi://kiosk.evil/`,
 * `hifadhi://kiosk@evil/`, `HIFADHI://KIOSK/` — is external.
 */
export function isInternalUrl(url: string): boolean {
  if (!url.startsWith(KIOSK_ORIGIN_PREFIX)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === `${KIOSK_SCHEME}:` &&
    parsed.host === KIOSK_HOST &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === ''
  );
}
