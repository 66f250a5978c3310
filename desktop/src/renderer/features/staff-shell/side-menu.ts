/**
 * The side menu: the user's menus in their order, each with the screens (type 1 features) of
 * the role that this app has, linked to the screen's path; abilities (type 2) and screens not
 * built yet are left out, and a menu left empty is not shown.
 *
 * spec: membership-backoffice.md §2.7 (side menu of grouped features), §6 (menus contain
 * features with urls).
 */
import type { CurrentUserMenu } from '@hifadhi/shared/schemas/auth';
import type { StaffRoute } from './staff-routes';

export interface MenuSection {
  name: string;
  links: { to: string; label: string }[];
}

/** The sections of `menus` over the app's `routes` (see the module comment). */
export function menuSections(
  menus: readonly CurrentUserMenu[],
  routes: readonly StaffRoute[],
): MenuSection[] {
  const pathOfFeature = new Map(
    routes.filter((route) => !route.path.includes(':')).map((route) => [route.feature, route.path]),
  );
  return menus
    .map((menu) => ({
      name: menu.name,
      links: menu.features.flatMap((feature) => {
        const to = feature.type === 1 ? pathOfFeature.get(feature.url) : undefined;
        return to ? [{ to, label: feature.name }] : [];
      }),
    }))
    .filter((section) => section.links.length > 0);
}
