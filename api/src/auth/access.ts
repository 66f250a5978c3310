/**
 * What a staff endpoint needs, declared beside its route: any signed-in user, or a feature
 * (by url) the user's role must have, one of several when a screen is shared (the bookings
 * list serves staff, inspection rangers and partners). `isAllowed` is the one rule the staff
 * guard applies.
 *
 * spec: membership-backoffice.md §2.4 (route guard), §6; api-contract.md §Staff and devices
 * (401 without a valid token, 403 without the feature).
 */
import type { StaffPrincipal } from './auth-env';

export type Access =
  | { kind: 'signed_in' }
  | { kind: 'feature'; urls: readonly [string, ...string[]] };

/** Any signed-in user, whatever their role. */
export const signedIn: Access = { kind: 'signed_in' };

/** A role having at least one of the features `urls`. */
export function feature(...urls: [string, ...string[]]): Access {
  return { kind: 'feature', urls };
}

/** True when `principal` may use an endpoint that needs `access`. */
export function isAllowed(access: Access, principal: Pick<StaffPrincipal, 'features'>): boolean {
  return access.kind === 'signed_in' || access.urls.some((url) => principal.features.has(url));
}

/** How the OpenAPI document shows `access` (`x-access`): `signed-in` or `feature:a|b`. */
export function accessLabel(access: Access): string {
  return access.kind === 'signed_in' ? 'signed-in' : `feature:${access.urls.join('|')}`;
}
