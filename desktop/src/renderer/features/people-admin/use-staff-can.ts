/**
 * Whether the signed-in user's role has a feature (an ability on a screen: add or cancel a
 * donation, settings), from `GET /auth/me`'s menus; false while it loads.
 *
 * spec: membership-backoffice.md §2.4, §6 (features gate abilities).
 */
import { featureUrlsOf } from '../staff-shell/route-guard';
import { useCurrentUser } from '../staff-shell/use-current-user';

export function useStaffCan(): (feature: string) => boolean {
  const { data: user } = useCurrentUser(true);
  const urls = user ? featureUrlsOf(user.menus) : new Set<string>();
  return (feature) => urls.has(feature);
}
