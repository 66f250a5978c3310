/**
 * The web host's signed-in session: `POST /auth/login`'s answer (`auth_token`, user, landing)
 * kept in `localStorage` under `session`, the key the public site's Login writes, so a staff
 * user who signs in there arrives at `/staff/` signed in (same origin).
 *
 * spec: membership-backoffice.md §2.4 (stored user profile); public-site.md §3 (browser
 * storage keys); api-contract.md §Staff and devices (`POST /auth/login`).
 */
import type { LoginResponse } from '@hifadhi/shared/schemas/auth';

/** The browser storage key of the session (shared with the public site's Login). */
export const SESSION_KEY = 'session';

/** The kept session, or null (nothing kept, storage blocked, or not a session). */
export function readWebSession(): LoginResponse | null {
  try {
    const kept = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as LoginResponse | null;
    return typeof kept?.auth_token === 'string' ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps `session`, or forgets it with null. */
export function writeWebSession(session: LoginResponse | null): void {
  if (session === null) localStorage.removeItem(SESSION_KEY);
  else localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}
