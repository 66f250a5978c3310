/**
 * Journey: the staff application's back-office screens load on demand. An administrator on a
 * 360 px phone signs in at `/staff/`: the members' screens are not fetched until the Members
 * screen opens, and then come from `/staff/assets/` beside the entry. When a screen's chunk
 * cannot be fetched (the app was rebuilt on the server since the page opened), the screen says
 * so with a Reload button inside the back-office frame, instead of a blank page; Reload opens it.
 *
 * spec: ARCHITECTURE.md §"The staff application: one app, two hosts".
 */
import { expect, it } from 'vitest';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectNoHorizontalScroll } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

it('fetches the members’ screens only when the Members screen opens, from /staff/assets/', async () => {
  const { page } = journey.browser;
  await page.setViewportSize(PHONE);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signInAt(page, journey.apiOrigin, ADMIN);
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
  expect(scripts.some((script) => script.includes('/members-admin-'))).toBe(false);

  await page.goto(`${journey.apiOrigin}/staff/members`);
  await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
  expect(scripts.filter((script) => script.includes('/members-admin-'))).toEqual([
    expect.stringMatching(/^\/staff\/assets\/members-admin-[\w-]+\.js$/),
  ]);
});

it('says a screen could not be opened when its chunk is missing, and Reload opens it', async () => {
  const { page } = journey.browser;
  const missing = '**/staff/assets/catalogue-admin-*.js';
  await page.route(missing, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto(`${journey.apiOrigin}/staff/facilities`);

  const notice = page.getByRole('alert');
  await expect.poll(() => notice.textContent()).toContain('This screen could not be opened.');
  await expect
    .poll(() => notice.textContent())
    .toContain(
      'Reload the page to try again: the application may have been updated since it opened.',
    );
  expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, 'staff-screen-chunk-missing-360');

  await page.unroute(missing);
  await notice.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('heading', { name: 'Facilities', level: 1 }).waitFor();
  expect(await page.getByText('This screen could not be opened.').count()).toBe(0);
});
