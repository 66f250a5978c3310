/**
 * The signed-in frame: the header bar, the clerk's navigation and the screen. Sends the clerk
 * to register the kiosk or to sign in first when needed.
 *
 * spec: ARCHITECTURE.md §The gate kiosk; staff-booking.md §2 (screens).
 */
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { gateAbilitiesOf } from '../../lib/gate-abilities';
import { useSession } from '../session/session-context';
import { HeaderBar } from './HeaderBar';
import { useGateStatus } from './status-context';

/** The clerk's screens; a user who may only inspect gets the inspection screen and search. */
const clerkLinks = [
  { to: '/gate', label: 'Gate' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/find', label: 'Find a booking' },
  { to: '/walk-in', label: 'Walk-in' },
  { to: '/review', label: 'Review' },
];
const inspectorLinks = [
  { to: '/inspection', label: 'Inspection' },
  { to: '/find', label: 'Find a booking' },
];

export function KioskLayout() {
  const { status } = useGateStatus();
  const { user, restoring } = useSession();
  const location = useLocation();
  if (status && !status.registered) return <Navigate to="/register" replace />;
  if (!user && !restoring) return <Navigate to="/login" replace state={{ from: location }} />;
  const links = user && !gateAbilitiesOf(user).check_in ? inspectorLinks : clerkLinks;
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
      </nav>
      <main id="screen" className="screen" tabIndex={-1}>
        {user ? <Outlet /> : <p className="muted">Restoring your session…</p>}
      </main>
    </>
  );
}
