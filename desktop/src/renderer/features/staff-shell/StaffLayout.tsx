/**
 * The back office's frame around every staff screen: the header, the side menu of the user's
 * menus (`GET /auth/me`), the offline notice and the screen, behind the route guard: signed
 * out goes to the sign-in, a screen the user may not open goes to their landing (and a landing
 * the user may not open either, e.g. a public user's, says so instead of going round).
 *
 * spec: membership-backoffice.md §2.4 (route guard), §2.7 (back-office layout).
 */
import { useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Notice } from '../../components/Notice';
import { OfflineNotice } from './OfflineNotice';
import { featureUrlsOf, isPathAllowed } from './route-guard';
import { SideMenu } from './SideMenu';
import { StaffHeader } from './StaffHeader';
import { menuSections } from './side-menu';
import type { StaffRoute } from './staff-routes';
import { useStaffSession } from './staff-session-context';
import { useCurrentUser } from './use-current-user';

/** `routes`: the staff screens this host has (the kiosk keeps its own dashboard). */
export function StaffLayout({ routes }: { routes: readonly StaffRoute[] }) {
  const session = useStaffSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const me = useCurrentUser(session.signedIn);
  const user = me.data;
  const sections = useMemo(() => (user ? menuSections(user.menus, routes) : []), [user, routes]);

  if (session.restoring) return <p className="muted screen">Restoring your session…</p>;
  if (!session.signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  const featureUrls = user ? featureUrlsOf(user.menus) : null;
  const allowed = featureUrls !== null && isPathAllowed(location.pathname, featureUrls, routes);
  if (user && featureUrls && !allowed && location.pathname !== user.landing) {
    return <Navigate to={user.landing} replace />;
  }

  return (
    <div className="staff-app">
      <a className="skip-link" href="#staff-screen">
        Skip to the screen
      </a>
      <StaffHeader
        user={user}
        showAccount={session.host === 'web'}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        onLogout={() => void session.signOut()}
      />
      <div className="staff-body">
        <SideMenu sections={sections} open={menuOpen} onChoose={() => setMenuOpen(false)} />
        <main id="staff-screen" className="staff-screen" tabIndex={-1}>
          <OfflineNotice host={session.host} />
          {user && allowed ? (
            <Outlet />
          ) : user ? (
            <Notice tone="info" title="No back-office screens">
              Your account has no back-office screens here. Ask an administrator if you need some.
            </Notice>
          ) : me.error ? (
            <ErrorNotice error={me.error} />
          ) : (
            <p className="muted">Loading…</p>
          )}
        </main>
      </div>
    </div>
  );
}
