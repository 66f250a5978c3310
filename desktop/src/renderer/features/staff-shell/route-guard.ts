/**
 * The staff application's route guard: a screen opens only when its feature url is among the
 * feature urls of the user's menus (`GET /auth/me`) or its route name is on the spec's fixed
 * allow-list; any other address (a screen the role lacks, or none at all) goes to the user's
 * landing. Without a signed-in user every screen goes to the sign-in. The API enforces the
 * same features on every call; this only keeps the screens to what the user may use.
 *
 * spec: membership-backoffice.md §2.4 (route guard and its allow-list), §6.
 */
import type { CurrentUserMenu } from '@hifadhi/shared/schemas/auth';
import { matchPath } from 'react-router';
import { type StaffRoute, staffRoutes } from './staff-routes';

/** Route names any signed-in user may open (membership-backoffice.md §2.4). */
export const ROUTE_ALLOW_LIST: ReadonlySet<string> = new Set([
  'Booking',
  'Receipt',
  'PartnerReceipt',
  'GroupBooking',
  'GatePayment',
  'Checkin',
  'Roles',
  'Facility',
  'EditFacility',
  'SingleInventory',
  'EditInventory',
  'Member',
  'Visitor',
  'Partner',
  'EditPartner',
  'User',
  'MVolunteerProgram',
  'EditProgram',
  'Donation',
  'PromoCodeUsage',
  'BookingsInspection',
  'BookingInspection',
  'BookingsBan',
  'ConservationVehicleCalendar',
  'PendingPartnerBooking',
  'PendingGroupBooking',
  'PublicUsers',
  'PublicUser',
  'Payments',
]);

/** Every feature url of `menus` (screens and abilities). */
export function featureUrlsOf(menus: readonly CurrentUserMenu[]): Set<string> {
  return new Set(menus.flatMap((menu) => menu.features.map((feature) => feature.url)));
}

/** The screen at `pathname` among `routes`, or null. */
export function routeAt(
  pathname: string,
  routes: readonly StaffRoute[] = staffRoutes,
): StaffRoute | null {
  return routes.find((route) => matchPath(route.path, pathname) !== null) ?? null;
}

/** True when a user with `featureUrls` may open `route`. */
export function mayOpen(route: StaffRoute, featureUrls: ReadonlySet<string>): boolean {
  return featureUrls.has(route.feature) || ROUTE_ALLOW_LIST.has(route.name);
}

/** True when a user with `featureUrls` may open `pathname` (a known screen they may use). */
export function isPathAllowed(
  pathname: string,
  featureUrls: ReadonlySet<string>,
  routes: readonly StaffRoute[] = staffRoutes,
): boolean {
  const route = routeAt(pathname, routes);
  return route !== null && mayOpen(route, featureUrls);
}
