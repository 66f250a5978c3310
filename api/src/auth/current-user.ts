/**
 * The signed-in user as `GET /auth/me` answers: who they are, their role and landing screen,
 * and the menus of their role with the role's features, which the site's side menu and route
 * guard are built from.
 *
 * spec: membership-backoffice.md §2.4 (route guard: feature urls of the user's menus), §2.7
 * (side menu, user type label, user name), §7 (GET user/single).
 */
import type { CurrentUser } from '@hifadhi/shared/schemas/auth';
import type { Executor } from '../db/database';
import { readMenus } from '../users/menus';
import type { StaffPrincipal } from './auth-env';

export async function currentUser(db: Executor, staff: StaffPrincipal): Promise<CurrentUser> {
  return {
    public_id: staff.public_id,
    full_name: staff.full_name,
    user_type: staff.user_type,
    user_type_id: staff.user_type_id,
    email: staff.email,
    phone: staff.phone,
    user_kind: staff.user_kind,
    partner_public_id: staff.partner_public_id,
    landing: staff.landing,
    menus: await readMenus(db, { roleId: staff.role_id }),
  };
}
