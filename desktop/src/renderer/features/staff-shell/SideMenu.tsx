/**
 * The side menu of grouped screens (`menuSections`); on a phone it is hidden behind the
 * header's Menu button and closes when a screen is chosen.
 *
 * spec: membership-backoffice.md §2.7.
 */
import { NavLink } from 'react-router';
import type { MenuSection } from './side-menu';

interface SideMenuProps {
  sections: MenuSection[];
  open: boolean;
  onChoose(): void;
}

export function SideMenu({ sections, open, onChoose }: SideMenuProps) {
  return (
    <nav
      id="staff-menu"
      className={`staff-menu${open ? ' staff-menu-open' : ''}`}
      aria-label="Back office"
    >
      {sections.map((section) => (
        <section key={section.name} className="staff-menu-group">
          <h2 className="staff-menu-title">{section.name}</h2>
          <ul className="staff-menu-links">
            {section.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="staff-menu-link" onClick={onChoose} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
