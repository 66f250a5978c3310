/**
 * Journey: the conservation and vehicle calendar for every signed-in user. A day visit a week
 * ahead (two citizens and a car) is paid in cash through the API; a Gate Clerk, whose role has
 * no Calendar screen, opens the conservation and vehicle calendar on a 360 px phone
 * (ConservationVehicleCalendar, on the route guard's allow-list) and sees that day's visits,
 * guests and vehicles as `GET /reports/calendars/arrivals` gives them to the clerk; the
 * Calendar screen itself sends the clerk back to the dashboard.
 *
 * spec: membership-backoffice.md §2.4 (the allow-list), §2.5 (calendar), §7 (calendars).
 */
import type { ArrivalsCalendar } from '@hifadhi/shared/schemas/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';
import { ADMIN, CLERK, paidDayVisitAt, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
const DAY = daysFromToday(7);

describe('the conservation and vehicle calendar', () => {
  beforeAll(async () => {
    const { auth_token } = await apiCall<{ auth_token: string }>(
      journey.stack.apiUrl,
      '/auth/login',
      ADMIN,
    );
    await paidDayVisitAt(journey.stack.apiUrl, auth_token, {
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      phone: '+254712000081',
    });
  });

  it('a Gate Clerk on a phone sees the day’s visits, guests and vehicles the API gives', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    const { auth_token: clerkToken } = await apiCall<{ auth_token: string }>(
      journey.stack.apiUrl,
      '/auth/login',
      CLERK,
    );
    const calendar = await apiCall<ArrivalsCalendar>(
      journey.stack.apiUrl,
      `/reports/calendars/arrivals?from=${DAY}&to=${DAY}`,
      undefined,
      clerkToken,
    );
    expect(calendar.days).toEqual([{ date: DAY, bookings: 1, guests: 2, vehicles: 1 }]);

    await signInAt(page, journey.apiOrigin, CLERK);
    await page.goto(
      `${journey.apiOrigin}/staff/calendar/conservation-vehicles?from=${DAY}&to=${DAY}`,
    );
    await page.getByRole('heading', { name: 'Conservation and vehicle calendar' }).waitFor();
    const row = page.getByTestId('arrivals').locator('tbody tr', { hasText: DAY });
    await row.waitFor();
    expect(await row.locator('td').allInnerTexts()).toEqual(['1', '2', '1']);
    await expectPageSound(page);
    await saveScreenshot(page, 'conservation-vehicle-calendar-clerk-360');

    await page.goto(`${journey.apiOrigin}/staff/calendar`);
    await page.waitForURL(`${journey.apiOrigin}/staff/dashboard`);
  });
});
