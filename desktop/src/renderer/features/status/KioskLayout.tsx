/**
 * The signed-in frame: the header bar, the clerk's navigation (with the back office's bookings
 * for a role that has them) and the screen. Sends the clerk to register the kiosk or to sign in
 * first when needed.
 *
 * spec: ARCHITECTURE.md §The gate kiosk; staff-booking.md §2 (screens).
 */
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { screensOf } from '../../lib/gate-abilities';
import { useSession } from '../session/session-context';
import { HeaderBar } from './HeaderBar';
import { useGateStatus } from './status-context';

export function KioskLayout() {
  const { status } = useGateStatus();
  const { user, restoring } = useSession();
  const location = useLocation();
  if (status && !status.registered) return <Navigate to="/register" replace />;
  if (!user && !restoring) return <Navigate to="/login" replace state={{ from: location }} />;
  const links = user ? screensOf(user) : [];
  return (
    <>
      <a className="skip-link" href="#screen">
        Skip to the screen
      </a>
      <HeaderBar />
      <nav className="main-nav" aria-label="Kiosk">
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} className="nav-link">
            {link.label}
          </NavLink>
        ))}
        {user?.features.includes('bookings') && (
          <NavLink to="/bookings" className="nav-link">
            Back office
          </NavLink>
        )}
      </nav>
      <main id="screen" className="screen" tabIndex={-1}>
        {user ? <Outlet /> : <p className="muted">Restoring your session…</p>}
      </main>
    </>
  );
}
