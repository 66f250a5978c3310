import type { CurrentUserMenu } from '@hifadhi/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { menuSections } from './side-menu';
import { staffRoutes } from './staff-routes';

const feature = (url: string, name: string, type: 1 | 2 = 1) => ({
  public_id: `feature-${url}`,
  name,
  url,
  type,
});

const menus: CurrentUserMenu[] = [
  {
    name: 'Dashboard',
    features: [feature('dashboard', 'Dashboard')],
  },
  {
    name: 'Bookings',
    features: [
      feature('new-booking', 'New booking'),
      feature('bookings', 'All bookings'),
      feature('booking', 'Booking'),
      feature('confirmed', 'Confirmed'),
      feature('bookings/foc', 'Mark complimentary (FOC)', 2),
    ],
  },
  {
    // A screen no route of the app has.
    name: 'Later',
    features: [feature('not-built-yet', 'Not built yet')],
  },
];

describe('the side menu', () => {
  it('groups the role’s screens by menu, in order, linked to their paths', () => {
    expect(menuSections(menus, staffRoutes)).toEqual([
      { name: 'Dashboard', links: [{ to: '/dashboard', label: 'Dashboard' }] },
      {
        name: 'Bookings',
        links: [
          { to: '/new-booking', label: 'New booking' },
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
    expect(menuSections(menus, staffRoutes).map((section) => section.name)).not.toContain('Later');
  });

  it('shows nothing to a user without menus', () => {
    expect(menuSections([], staffRoutes)).toEqual([]);
  });
});
