/**
 * Where a signed-in user goes after the public site's Login: staff (institution and partner
 * users) to their landing in the staff application at `/staff/` (same origin: the site proxies
 * it to the API, which serves it), public users stay on the site. Staff are told apart by
 * `GET /auth/me` with the new session's token: their role grants features (`menus` is not
 * empty); the Public User role grants none.
 *
 * spec: membership-backoffice.md §2.4 (after login: /dashboard, or /bookings/inspection for the
 * Inspection Ranger); ARCHITECTURE.md §"The staff application" (the public site's Login sends
 * staff to the app's landing); api-contract.md §Staff application.
 */
import type { CurrentUser, LoginResponse } from '@hifadhi/shared/schemas/auth';
import { API_BASE } from '../../lib/api-client';

/** Where the API serves the staff application. */
export const STAFF_APP_PATH = '/staff';

/** The staff application's address of `session`'s landing, or null for a public user. */
export async function staffLandingOf(session: LoginResponse): Promise<string | null> {
  const response = await fetch(`${API_BASE}/auth/me`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${session.auth_token}` },
  }).catch(() => null);
  if (!response?.ok) return null;
  const me = (await response.json()) as CurrentUser;
  return me.menus.length === 0 ? null : `${STAFF_APP_PATH}${me.landing}`;
}
