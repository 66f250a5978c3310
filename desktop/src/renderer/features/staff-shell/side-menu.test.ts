import type { Menu } from '@hifadhi/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { menuSections } from './side-menu';
import { staffRoutes } from './staff-routes';

const feature = (menu: string, url: string, name: string, type: 1 | 2 = 1) => ({
  feature_public_id: `feature-${url}`,
  menu_public_id: menu,
  name,
  url,
  type,
});

const menus: Menu[] = [
  {
    menu_public_id: 'menu-dashboard',
    name: 'Dashboard',
    features: [feature('menu-dashboard', 'dashboard', 'Dashboard')],
  },
  {
    menu_public_id: 'menu-bookings',
    name: 'Bookings',
    features: [
      feature('menu-bookings', 'new-booking', 'New booking'),
      feature('menu-bookings', 'bookings', 'All bookings'),
      feature('menu-bookings', 'booking', 'Booking'),
      feature('menu-bookings', 'confirmed', 'Confirmed'),
      feature('menu-bookings', 'bookings/foc', 'Mark complimentary (FOC)', 2),
    ],
  },
  {
    menu_public_id: 'menu-users',
    name: 'Users',
    features: [feature('menu-users', 'users', 'Users')],
  },
];

describe('the side menu', () => {
  it('groups the role’s screens by menu, in order, linked to their paths', () => {
    expect(menuSections(menus, staffRoutes)).toEqual([
      { name: 'Dashboard', links: [{ to: '/dashboard', label: 'Dashboard' }] },
      {
        name: 'Bookings',
        links: [
          { to: '/bookings', label: 'All bookings' },
          { to: '/confirmed', label: 'Confirmed' },
        ],
      },
    ]);
  });

  it('leaves out abilities, screens with a parameter, screens not built and empty menus', () => {
    const links = menuSections(menus, staffRoutes).flatMap((section) => section.links);
    expect(links.map((link) => link.label)).not.toContain('Mark complimentary (FOC)');
    expect(links.map((link) => link.label)).not.toContain('Booking');
    expect(links.map((link) => link.label)).not.toContain('New booking');
    expect(menuSections(menus, staffRoutes).map((section) => section.name)).not.toContain('Users');
  });

  it('shows nothing to a user without menus', () => {
    expect(menuSections([], staffRoutes)).toEqual([]);
  });
});
