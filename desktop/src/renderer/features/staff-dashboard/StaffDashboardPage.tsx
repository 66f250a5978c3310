/**
 * The back office's landing (`/dashboard`): who is signed in, today's figures (arrivals, guests
 * inside, departures, overstays, money received) for users who see all bookings, and the
 * screens of their menus as shortcuts.
 *
 * spec: membership-backoffice.md §2.4 (landing /dashboard), §2.7.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { Link } from 'react-router';
import { featureUrlsOf } from '../staff-shell/route-guard';
import { menuSections } from '../staff-shell/side-menu';
import type { StaffRoute } from '../staff-shell/staff-routes';
import { useCurrentUser } from '../staff-shell/use-current-user';
import { TodayFigures } from './TodayFigures';

export function StaffDashboardPage({ routes }: { routes: readonly StaffRoute[] }) {
  const { data: user } = useCurrentUser(true);
  if (!user) return null;
  const sections = menuSections(user.menus, routes).filter((section) =>
    section.links.some((link) => link.to !== '/dashboard'),
  );
  return (
    <section>
      <h1>Welcome, {user.user.full_name}</h1>
      {featureUrlsOf(user.menus).has(staffFeatures.bookings) && <TodayFigures />}
      <div className="shortcut-grid">
        {sections.map((section) => (
          <section key={section.name} className="panel">
            <h2>{section.name}</h2>
            <ul className="plain-list">
              {section.links
                .filter((link) => link.to !== '/dashboard')
                .map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
