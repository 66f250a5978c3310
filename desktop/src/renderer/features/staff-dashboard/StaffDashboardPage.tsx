/**
 * The back office's landing (`/dashboard`) on the web host: who is signed in and the screens
 * of their menus as shortcuts. Today's figures (arrivals, guests inside, departures, revenue)
 * come with the dashboard's own issue.
 *
 * spec: membership-backoffice.md §2.4 (landing /dashboard), §2.7.
 */
import { Link } from 'react-router';
import { menuSections } from '../staff-shell/side-menu';
import type { StaffRoute } from '../staff-shell/staff-routes';
import { useCurrentUser } from '../staff-shell/use-current-user';

export function StaffDashboardPage({ routes }: { routes: readonly StaffRoute[] }) {
  const { data: user } = useCurrentUser(true);
  if (!user) return null;
  const sections = menuSections(user.menus, routes).filter((section) =>
    section.links.some((link) => link.to !== '/dashboard'),
  );
  return (
    <section>
      <h1>Welcome, {user.user.full_name}</h1>
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
