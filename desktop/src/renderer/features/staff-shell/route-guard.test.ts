import type { CurrentUserMenu } from '@hifadhi/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { featureUrlsOf, isPathAllowed, ROUTE_ALLOW_LIST } from './route-guard';
import type { StaffRoute } from './staff-routes';

const feature = (url: string, type: 1 | 2 = 1) => ({
  public_id: `feature-${url}`,
  name: url,
  url,
  type,
});

/** The Gate Clerk's menus as the seed gives them (a part). */
const clerkMenus: CurrentUserMenu[] = [
  { name: 'Dashboard', features: [feature('dashboard')] },
  {
    name: 'Bookings',
    features: [feature('bookings'), feature('checked-in'), feature('checked-out')],
  },
];

describe('the staff route guard', () => {
  const clerk = featureUrlsOf(clerkMenus);

  it('opens the screens whose feature url the user has', () => {
    expect(isPathAllowed('/dashboard', clerk)).toBe(true);
    expect(isPathAllowed('/bookings', clerk)).toBe(true);
    expect(isPathAllowed('/checked-in', clerk)).toBe(true);
  });

  it('refuses a screen whose feature the role lacks', () => {
    expect(isPathAllowed('/confirmed', clerk)).toBe(false);
    expect(isPathAllowed('/unconfirmed', clerk)).toBe(false);
  });

  it('opens an allow-listed route name without its feature', () => {
    expect(clerk.has('booking')).toBe(false);
    expect(ROUTE_ALLOW_LIST.has('Booking')).toBe(true);
    expect(isPathAllowed('/booking/BK-123', clerk)).toBe(true);
  });

  it('opens the conservation and vehicle calendar (allow-listed) but not the Calendar screen', () => {
    expect(clerk.has('calendar')).toBe(false);
    expect(isPathAllowed('/calendar/conservation-vehicles', clerk)).toBe(true);
    expect(isPathAllowed('/calendar', clerk)).toBe(false);
  });

  it('refuses an allow-listed name only when the route is not one of the app’s', () => {
    const routes: StaffRoute[] = [
      { name: 'Payments', path: '/payments', feature: 'payments' },
      { name: 'Users', path: '/users', feature: 'users' },
    ];
    expect(isPathAllowed('/payments', clerk, routes)).toBe(true);
    expect(isPathAllowed('/users', clerk, routes)).toBe(false);
    expect(isPathAllowed('/settings', clerk, routes)).toBe(false);
  });

  it('refuses addresses that are no screen at all, and everything to a user with no feature', () => {
    expect(isPathAllowed('/users', clerk)).toBe(false);
    expect(isPathAllowed('/bookings/extra/segments', clerk)).toBe(false);
    expect(isPathAllowed('/dashboard', new Set())).toBe(false);
  });

  it('counts abilities (type 2) among the feature urls', () => {
    const urls = featureUrlsOf([{ name: 'Bookings', features: [feature('bookings/foc', 2)] }]);
    expect(urls.has('bookings/foc')).toBe(true);
  });
});
