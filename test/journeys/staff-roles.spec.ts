/**
 * Journey: what a role may see in the staff application (the API at `/staff/`), and that the
 * API refuses it anyway. A partner user of Savanna Trails lists its institution's booking and
 * not the public's, opens its own booking and is refused another one by address (the API
 * answers it 404 too). A Gate Clerk is offered no Delete or Cancel on a booking where an
 * administrator is, has no Residency proofs screen, and its token gets 403 from the users
 * list, FOC, credit note, delete and confirm, which change nothing.
 *
 * The partner's booking is a public day visit given the partner in the database: no API call
 * makes a partner's booking yet (the staff create, `POST /bookings`, is still to come).
 *
 * spec: api-contract.md §Staff application, §Staff bookings (403 without the feature);
 * membership-backoffice.md §2.4, §2.7; staff-booking.md §6 (partner fixed to the user's
 * institution; update, FOC and credit-note abilities); issue 13 item 9.
 */
import type { BookingCreated } from '@hifadhi/shared/schemas/booking';
import type { Page } from 'playwright-core';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAnswer, apiCall } from '../support/api-call';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { ADMIN, CLERK, dayVisitAt, PARTNER, signInAt, signOut } from '../support/staff-app';

const DESKTOP = { width: 1280, height: 800 };
/** The demo catalogue's partner, whose user is PARTNER. */
const PARTNER_PUBLIC_ID = 'ptn-savanna';
const NO_ACCESS = { code: 'FORBIDDEN', message: 'You do not have access to this feature.' };

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let partnerBooking: BookingCreated;
let publicBooking: BookingCreated;

const login = async (who: { email: string; password: string }) =>
  (await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', who)).auth_token;

/** The words of the booking page's operation buttons. */
function operationButtons(page: Page): Promise<string[]> {
  return page.locator('.booking-actions > .button-row > button').allTextContents();
}

function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Back office' });
}

async function openBooking(page: Page, booking: BookingCreated): Promise<void> {
  await page.goto(`${journey.apiOrigin}/staff/booking/${booking.booking_public_id}`);
}

beforeAll(async () => {
  const { stack } = journey;
  partnerBooking = await dayVisitAt(stack.apiUrl, {
    first_name: 'Njeri',
    last_name: 'Mwangi',
    phone: '+254712000011',
  });
  publicBooking = await dayVisitAt(stack.apiUrl, {
    first_name: 'Kipchoge',
    last_name: 'Rotich',
    phone: '+254712000012',
  });
  const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`update bookings set partner_public_id = ${PARTNER_PUBLIC_ID}
      where booking_public_id = ${partnerBooking.booking_public_id}`;
  } finally {
    await sql.end();
  }
});

describe('a partner user', () => {
  it('lists its institution’s booking and not the public’s', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, PARTNER);
    await sideMenu(page).getByRole('link', { name: 'Partner bookings', exact: true }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/partner-bookings`);
    await expect
      .poll(() => page.locator('table tbody .ref-link').allTextContents())
      .toEqual([partnerBooking.booking_ref_code]);
    expect(await page.getByTestId('pager-status').textContent()).toBe('Page 1 of 1 · 1 booking');

    // Searching for the public's booking by its reference finds nothing.
    await page
      .getByLabel('Search (reference, name, e-mail, phone)')
      .fill(publicBooking.booking_ref_code);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No bookings match these filters.').waitFor();
  });

  it('opens its own booking, and is refused the public’s by address and by the API', async () => {
    const { page } = journey.browser;
    await openBooking(page, partnerBooking);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Booking ${partnerBooking.booking_ref_code}`);

    await openBooking(page, publicBooking);
    await page.getByText('Booking not found').waitFor();
    expect(await page.getByText(publicBooking.booking_ref_code).count()).toBe(0);
    expect(await page.getByText('Kipchoge').count()).toBe(0);
    await signOut(page);

    const token = await login(PARTNER);
    const other = await apiAnswer(
      journey.stack.apiUrl,
      'GET',
      `/bookings/${publicBooking.booking_public_id}`,
      undefined,
      token,
    );
    expect(other).toEqual({
      status: 404,
      body: { code: 'BOOKING_NOT_FOUND', message: 'Booking not found' },
    });
    // Asking the staff-wide list for everything still gives only its own.
    const listed = await apiAnswer(
      journey.stack.apiUrl,
      'GET',
      '/bookings?list=all',
      undefined,
      token,
    );
    expect(listed.status).toBe(200);
    expect(
      (listed.body as { data: { booking_ref_code: string }[] }).data.map(
        (row) => row.booking_ref_code,
      ),
    ).toEqual([partnerBooking.booking_ref_code]);
  });
});

describe('a Gate Clerk', () => {
  it('is offered no Delete or Cancel where an administrator is, and has no Residency proofs screen', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await sideMenu(page).getByRole('link', { name: 'Residency proofs', exact: true }).waitFor();
    await openBooking(page, publicBooking);
    await expect.poll(() => operationButtons(page)).toContain('Delete');
    await signOut(page);

    await signInAt(page, journey.apiOrigin, CLERK);
    await sideMenu(page).getByRole('link', { name: 'All bookings', exact: true }).waitFor();
    expect(await sideMenu(page).getByRole('link', { name: 'Residency proofs' }).count()).toBe(0);
    await page.goto(`${journey.apiOrigin}/staff/bookings-residency-proof`);
    await page.waitForURL(`${journey.apiOrigin}/staff/dashboard`);

    await openBooking(page, publicBooking);
    await expect.poll(() => operationButtons(page)).toContain('Record payment');
    const offered = await operationButtons(page);
    expect(offered).not.toContain('Delete');
    expect(offered).not.toContain('Confirm');
    await signOut(page);
  });

  it('gets 403 from the API for what its role lacks, and nothing changes', async () => {
    const { apiUrl } = journey.stack;
    const clerk = await login(CLERK);
    const admin = await login(ADMIN);
    const booking = `/bookings/${publicBooking.booking_public_id}`;
    const eventsBefore = await apiCall<unknown[]>(apiUrl, `${booking}/events`, undefined, admin);

    const refused = [
      ['GET', '/users', undefined],
      ['POST', `${booking}/foc`, { reason: 'Guest of the warden' }],
      ['POST', `${booking}/credit-notes`, { amount: 100, reason: 'Goodwill' }],
      ['DELETE', booking, { reason: 'Duplicate' }],
      ['POST', `${booking}/confirm`, {}],
    ] as const;
    for (const [method, route, body] of refused) {
      expect({ route, ...(await apiAnswer(apiUrl, method, route, body, clerk)) }).toEqual({
        route,
        status: 403,
        body: NO_ACCESS,
      });
    }
    // The same users list answers an administrator, so the 403 is the role's.
    expect((await apiAnswer(apiUrl, 'GET', '/users', undefined, admin)).status).toBe(200);

    const after = await apiCall<{ booking_status: string; booking_payment_status: string }>(
      apiUrl,
      booking,
      undefined,
      admin,
    );
    expect([after.booking_status, after.booking_payment_status]).toEqual(['held', 'Unpaid']);
    expect(await apiCall<unknown[]>(apiUrl, `${booking}/events`, undefined, admin)).toEqual(
      eventsBefore,
    );
  });
});
