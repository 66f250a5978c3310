/**
 * The signed-in user as `GET /auth/me` answers: `{ user: { public_id, full_name, user_type,
 * partner? }, menus: [{ name, features: [{ public_id, name, url, type }] }], landing }` — who
 * they are (`partner`, the partner's public id, only for a partner user), the menus of their
 * role with only the role's features, which the side menu and route guard are built from, and
 * their landing screen.
 *
 * spec: api-contract.md §Staff application; membership-backoffice.md §2.4 (route guard: feature
 * urls of the user's menus), §2.7 (side menu, user type label, user name), §7 (GET user/single).
 */
import type { CurrentUser } from '@hifadhi/shared/schemas/auth';
import type { Executor } from '../db/database';
import { readMenus } from '../users/menus';
import type { StaffPrincipal } from './auth-env';

export async function currentUser(db: Executor, staff: StaffPrincipal): Promise<CurrentUser> {
  const menus = await readMenus(db, { roleId: staff.role_id });
  return {
    user: {
      public_id: staff.public_id,
      full_name: staff.full_name,
      user_type: staff.user_type,
      ...(staff.partner_public_id === null ? {} : { partner: staff.partner_public_id }),
    },
    menus: menus.map((menu) => ({
      name: menu.name,
      features: menu.features.map((feature) => ({
        public_id: feature.feature_public_id,
        name: feature.name,
        url: feature.url,
        type: feature.type,
      })),
    })),
    landing: staff.landing,
  };
}
