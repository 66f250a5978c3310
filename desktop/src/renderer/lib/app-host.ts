/**
 * Which host serves this copy of the app, read from the page's address at start: the API at
 * `/staff/` for browsers (head office, partners, rangers), or the gate service in the kiosk
 * (Electron's scheme or browser mode) at `/`. One build serves both: its asset paths are
 * relative, and this decides the router, the sign-in and the screens.
 *
 * spec: ARCHITECTURE.md §"The staff application: one app, two hosts"; api-contract.md §Staff
 * application (`/staff/`).
 */

/** Where the API serves the staff application. */
export const WEB_HOST_BASENAME = '/staff';

export type AppHost = { kind: 'web'; basename: string } | { kind: 'kiosk' };

/** The host of a page at `pathname` (see the module comment). */
export function appHostOf(pathname: string): AppHost {
  return pathname === WEB_HOST_BASENAME || pathname.startsWith(`${WEB_HOST_BASENAME}/`)
    ? { kind: 'web', basename: WEB_HOST_BASENAME }
    : { kind: 'kiosk' };
}
