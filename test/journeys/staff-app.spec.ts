/**
 * Journey: the staff application on the web host (the API at `/staff/`). An administrator
 * signs in, reads today's arrivals (one booking arriving today) on the dashboard as the API
 * gives them, opens the bookings list, searches it, opens a booking and reads the same figures the API gives; filters the list
 * by guest count, source, country and guest type as the API does, the filters kept in the
 * address and folded behind a "Filters" button on a phone. A Gate Clerk sees
 * only what the role has, and a direct address to a screen it lacks goes to its landing; a
 * partner user sees none of the public's bookings. On a 360 px phone the menu folds behind a button and nothing scrolls
 * sideways; offline, the spec's notice shows. The public site's Login sends a staff user on to
 * the staff application, signed in. The list pages on the server. In the kiosk the same screens
 * sit beside the gate's, their calls passed through the gate service, and say plainly that they
 * need the connection when the API is gone.
 *
 * spec: api-contract.md §Staff application, §Staff bookings; membership-backoffice.md §2.4,
 * §2.7; staff-booking.md §2.9; issue 13 items 1, 3, 9.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingCreated, BookingRead } from '@hifadhi/shared/schemas/booking';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { type Browser, openBrowser, PHONE } from '../support/browser';
import { type JourneyStack, useStack } from '../support/journey-stack';
import {
  buildKioskRenderer,
  type GateProcess,
  type RestartableApi,
  startGateProcess,
  startRestartableApi,
} from '../support/kiosk-stack';
import { expectNoHorizontalScroll, expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, CLERK, dayVisitAt, PARTNER, signInAt, signOut } from '../support/staff-app';

const DESKTOP = { width: 1280, height: 800 };
const GUESTS = [
  { first_name: 'Wanjiru', last_name: 'Kamau', phone: '+254712000001' },
  { first_name: 'Otieno', last_name: 'Ouma', phone: '+254712000002' },
  { first_name: 'Achieng', last_name: 'Atieno', phone: '+254712000003' },
];

/** The web host's stack and browser, started by the first `describe`. */
let journey: JourneyStack;
let adminToken = '';
const booked: BookingCreated[] = [];

function api<T>(route: string, body?: unknown, token?: string): Promise<T> {
  return apiCall<T>(journey.stack.apiUrl, route, body, token);
}

function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  return signInAt(page, journey.apiOrigin, who);
}

/** The rows of the bookings table, as their reference codes. */
async function listedReferences(page: Page): Promise<string[]> {
  return page.locator('table tbody .ref-link').allTextContents();
}

function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Back office' });
}

describe('the staff application at /staff/', () => {
  journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
  beforeAll(async () => {
    // The first guest arrives today, so the dashboard has an arrival to show.
    for (const [index, guest] of GUESTS.entries()) {
      booked.push(await dayVisitAt(journey.stack.apiUrl, guest, index === 0 ? 0 : 7));
    }
    adminToken = (await api<{ auth_token: string }>('/auth/login', ADMIN)).auth_token;
  });

  it('an administrator signs in, searches the bookings and opens one with the API’s figures', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signIn(page, ADMIN);

    await expect.poll(() => page.getByTestId('user-type').textContent()).toBe('Administrator');
    expect(await page.getByTestId('user-name').textContent()).toBe('Amina Wanjiru');
    expect(await page.getByTestId('app-version').textContent()).toMatch(/^v\d+\.\d+\.\d+$/);
    const menu = sideMenu(page);
    for (const group of ['Dashboard', 'Bookings']) {
      await menu.getByRole('heading', { name: group, exact: true }).waitFor();
    }
    for (const link of ['All bookings', 'Confirmed', 'Unconfirmed', 'Checked in']) {
      await menu.getByRole('link', { name: link, exact: true }).waitFor();
    }
    // The dashboard's arrivals are the API's figure for today, and open today's check-in list.
    const today = await api<{ arrivals: { bookings: number } }>(
      '/dashboard',
      undefined,
      adminToken,
    );
    expect(today.arrivals.bookings).toBe(1);
    const arrivals = page.locator('[data-figure="arrivals"]');
    await expect
      .poll(() => arrivals.locator('.figure-value').textContent())
      .toBe(String(today.arrivals.bookings));
    await saveScreenshot(page, 'staff-app-dashboard-1280');
    await arrivals.click();
    await page.waitForURL(`${journey.apiOrigin}/staff/bookings?list=today_check_in`);
    const n = today.arrivals.bookings;
    await expect
      .poll(() => page.getByTestId('pager-status').textContent())
      .toMatch(new RegExp(` · ${n} booking${n === 1 ? '' : 's'}$`));

    await menu.getByRole('link', { name: 'All bookings', exact: true }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/bookings`);
    await expect
      .poll(() => listedReferences(page))
      .toEqual(expect.arrayContaining(booked.map((booking) => booking.booking_ref_code)));
    expect(await page.getByTestId('pager-status').textContent()).toBe('Page 1 of 1 · 3 bookings');

    await page.getByLabel('Search (reference, name, e-mail, phone)').fill('Kamau');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/\/staff\/bookings\?search=Kamau$/);
    await expect.poll(() => listedReferences(page)).toEqual([booked[0]?.booking_ref_code]);
    expect(await page.getByTestId('pager-status').textContent()).toBe('Page 1 of 1 · 1 booking');
    await saveScreenshot(page, 'staff-app-bookings-1280');
    expect(await seriousViolations(page)).toEqual([]);

    const chosen = booked[0] as BookingCreated;
    await page.getByRole('link', { name: chosen.booking_ref_code }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/booking/${chosen.booking_public_id}`);
    const read = await api<BookingRead>(
      `/bookings/${chosen.booking_public_id}`,
      undefined,
      adminToken,
    );
    await expect
      .poll(() => page.getByTestId('booking-total').textContent())
      .toBe(formatMoney(read.total_cost, read.currency));
    expect(await page.getByTestId('booking-balance').textContent()).toBe(
      formatMoney(read.booking_payment_balance, read.currency),
    );
    const lineAmounts = await page
      .getByTestId('booking-lines')
      .locator('tbody td.number:last-child')
      .allTextContents();
    expect(lineAmounts).toEqual(read.lines.map((line) => formatMoney(line.amount, read.currency)));
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await saveScreenshot(page, 'staff-app-booking-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // A deep link reloads into the same screen (the API answers the app for it).
    await page.reload();
    await expect
      .poll(() => page.getByTestId('booking-total').textContent())
      .toBe(formatMoney(read.total_cost, read.currency));
    await signOut(page);
  });

  it('filters the bookings by the §2.9 filters, kept in the address, folded behind a button on a phone', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signIn(page, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/bookings`);
    await page.getByLabel('Guests', { exact: true }).selectOption({ label: '2' });
    await page.getByLabel('Source', { exact: true }).selectOption({ label: 'Public site' });
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Kenya' });
    await page.getByLabel('Guest type', { exact: true }).selectOption({ label: 'Citizen Adult' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/guests=2/);
    const filters = new URL(page.url()).searchParams;
    expect(Object.fromEntries(filters)).toEqual({
      guests: '2',
      source: 'public',
      country: 'KE',
      guest_type: 'cf-cit-a',
    });
    const answer = await api<{ data: { booking_ref_code: string }[] }>(
      `/bookings?${filters}`,
      undefined,
      adminToken,
    );
    expect(answer.data.map((row) => row.booking_ref_code).sort()).toEqual(
      booked.map((booking) => booking.booking_ref_code).sort(),
    );
    await expect
      .poll(async () => (await listedReferences(page)).sort())
      .toEqual(answer.data.map((row) => row.booking_ref_code).sort());

    await page
      .getByLabel('Guest type', { exact: true })
      .selectOption({ label: 'Non-Resident Adult' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No bookings match these filters.').waitFor();

    // On a phone the four filters set fold behind one button until it is pressed.
    await page.setViewportSize(PHONE);
    const search = page.getByLabel('Search (reference, name, e-mail, phone)');
    const toggle = page.getByRole('button', { name: 'Filters (4)' });
    await toggle.waitFor();
    expect(await search.isVisible()).toBe(false);
    await toggle.click();
    expect(await search.isVisible()).toBe(true);
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-app-filters-360');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/bookings`);
    await expect.poll(() => listedReferences(page)).toHaveLength(booked.length);
    expect(await search.isVisible()).toBe(false);
    await signOut(page);
  });

  it('a Gate Clerk sees only its role’s screens, and other addresses go to its landing', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signIn(page, CLERK);
    const menu = sideMenu(page);
    await menu.getByRole('link', { name: 'All bookings', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Checked in', exact: true }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Confirmed', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Unconfirmed', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('user-type').textContent()).toBe('Gate Clerk');

    await page.goto(`${journey.apiOrigin}/staff/confirmed`);
    await page.waitForURL(`${journey.apiOrigin}/staff/dashboard`);
    await page.goto(`${journey.apiOrigin}/staff/users`);
    await page.waitForURL(`${journey.apiOrigin}/staff/dashboard`);
    // The allow-listed booking page opens without its feature.
    await page.goto(`${journey.apiOrigin}/staff/booking/${booked[1]?.booking_public_id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Booking ${booked[1]?.booking_ref_code}`);
    await signOut(page);
  });

  it('a partner user sees its own institution’s bookings only', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signIn(page, PARTNER);
    const menu = sideMenu(page);
    await menu.getByRole('link', { name: 'Partner bookings', exact: true }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/partner-bookings`);
    await page.getByText('No bookings match these filters.').waitFor();
    expect(await page.getByTestId('pager-status').textContent()).toBe('Page 1 of 1 · 0 bookings');
    expect(await menu.getByRole('link', { name: 'All bookings', exact: true }).count()).toBe(0);
    await page.goto(`${journey.apiOrigin}/staff/bookings`);
    await page.waitForURL(`${journey.apiOrigin}/staff/dashboard`);
    await signOut(page);
  });

  it('works on a 360 px phone: the menu folds behind a button, nothing scrolls sideways', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    await signIn(page, ADMIN);
    await page.locator('[data-figure="revenue"]').waitFor();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-app-dashboard-360');
    const menu = sideMenu(page);
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'All bookings', exact: true }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/bookings`);
    await expect.poll(() => listedReferences(page)).toHaveLength(3);
    expect(await menu.isVisible()).toBe(false);
    await expectPageSound(page);
    // Thirteen list tabs stay one row that scrolls sideways instead of pushing the list down.
    const lists = page.getByRole('navigation', { name: 'Lists' });
    expect((await lists.boundingBox())?.height).toBeLessThan(80);
    await lists
      .getByRole('link', { name: 'Residency proofs', exact: true })
      .scrollIntoViewIfNeeded();
    expect(
      await lists.getByRole('link', { name: 'Residency proofs', exact: true }).isVisible(),
    ).toBe(true);
    await saveScreenshot(page, 'staff-app-bookings-360');

    await page.getByRole('link', { name: booked[2]?.booking_ref_code }).click();
    await page.getByTestId('booking-total').waitFor();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-app-booking-360');
  });

  it('the public site’s Login sends staff on to their landing in the staff application', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.stack.siteUrl}/login`);
    await page.getByLabel('E-mail', { exact: true }).fill(CLERK.email);
    await page.getByLabel('Password', { exact: true }).fill(CLERK.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${journey.stack.siteUrl}/staff/dashboard`);
    await expect.poll(() => page.getByTestId('user-type').textContent()).toBe('Gate Clerk');
    await expectPageSound(page);
    await signOut(page);
  });

  it('sends a user whose session ended at the server back to sign in', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    // Still signed in as the administrator of the phone test, on the API's origin.
    await page.goto(`${journey.apiOrigin}/staff/bookings`);
    await expect.poll(() => listedReferences(page)).toHaveLength(3);
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('session') ?? '{}') as { auth_token?: string }).auth_token,
    );
    await api('/auth/logout', {}, token);
    await sideMenu(page).getByRole('link', { name: 'Confirmed', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await signIn(page, ADMIN);
  });

  it('says "You seem to be offline!!" when the API cannot be reached', async () => {
    const { page, context } = journey.browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${journey.apiOrigin}/staff/bookings`);
    await expect.poll(() => listedReferences(page)).toHaveLength(3);
    await context.setOffline(true);
    try {
      await page
        .getByRole('navigation', { name: 'Lists' })
        .getByRole('link', { name: 'Confirmed', exact: true })
        .click();
      await page.getByRole('alert').filter({ hasText: 'You seem to be offline!!' }).waitFor();
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, 'staff-app-offline-360');
    } finally {
      await context.setOffline(false);
    }
  });

  it('pages on the server, 15 a page, newest first, the page in the address', async () => {
    // Paid bookings hold nothing, so the hold cap per client lets the set-up book on.
    const payCash = (booking: BookingCreated) =>
      api(
        `/bookings/${booking.booking_public_id}/payments`,
        { method: 'Cash', amount: booking.total_cost, currency: booking.currency },
        adminToken,
      );
    for (const booking of booked) await payCash(booking);
    for (let extra = 1; extra <= 13; extra++) {
      const guest = {
        first_name: 'Guest',
        last_name: `Number${extra}`,
        phone: `+2547130000${10 + extra}`,
      };
      const booking = await dayVisitAt(journey.stack.apiUrl, guest);
      await payCash(booking);
      booked.push(booking);
    }
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await page.goto(`${journey.apiOrigin}/staff/bookings`);
    await expect.poll(() => listedReferences(page)).toHaveLength(15);
    expect(await page.getByTestId('pager-status').textContent()).toBe('Page 1 of 2 · 16 bookings');
    expect(await listedReferences(page)).not.toContain(booked[0]?.booking_ref_code);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/bookings?page=2`);
    await expect.poll(() => listedReferences(page)).toEqual([booked[0]?.booking_ref_code]);
    expect(await page.getByTestId('pager-status').textContent()).toBe('Page 2 of 2 · 16 bookings');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => listedReferences(page)).toHaveLength(15);
  });
});

describe('the staff application in the kiosk', () => {
  let api: RestartableApi;
  let gate: GateProcess;
  let kioskBrowser: Browser;
  let visit: BookingCreated;

  beforeAll(async () => {
    api = await startRestartableApi();
    const admin = await apiCall<{ auth_token: string }>(api.apiUrl, '/auth/login', ADMIN);
    const { code } = await apiCall<{ code: string }>(
      api.apiUrl,
      '/devices/registration-codes',
      { gate_public_id: 'gate-main' },
      admin.auth_token,
    );
    visit = await dayVisitAt(api.apiUrl, GUESTS[0] as (typeof GUESTS)[number]);
    gate = await startGateProcess({ apiUrl: api.apiUrl, registrationCode: code, name: 'Kiosk 1' });
    kioskBrowser = await openBrowser(gate.url);
  });

  afterAll(async () => {
    await kioskBrowser?.close();
    await gate?.stop();
    await api?.destroy();
  });

  it('shows the back office beside the gate, and says it needs the connection when offline', async () => {
    const { page } = kioskBrowser;
    await page.setViewportSize(DESKTOP);
    await page.goto(`${gate.url}/#/login`);
    await page.getByLabel('E-mail').fill(CLERK.email);
    await page.getByLabel('Password').fill(CLERK.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Back office' }).click();
    await expect.poll(() => listedReferences(page)).toEqual([visit.booking_ref_code]);
    expect(await page.getByTestId('user-type').textContent()).toBe('Gate Clerk');
    await saveScreenshot(page, 'staff-app-kiosk-bookings-1280');

    await api.stop();
    await sideMenu(page).getByRole('link', { name: 'Checked in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'You seem to be offline!!' }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Back-office screens need the connection to the server' })
      .first()
      .waitFor();
    await saveScreenshot(page, 'staff-app-kiosk-offline-1280');
    await page.getByRole('link', { name: 'Gate', exact: true }).click();
    await page.getByLabel('Scan a ticket or type a booking reference').waitFor();
  });
});
