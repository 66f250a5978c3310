/**
 * Journey: booking bans and alerts in the staff application on a 360 px phone. An
 * administrator bans a visitor's e-mail address (New ban on `/bookings/ban`), the public site's
 * booking with that address (written in another case) is refused with the ban's message and
 * nothing is booked; an alert added on a booking's page appears in the alerted list, is edited
 * on its own screen, and the ban is ended from its page.
 *
 * spec: staff-booking.md §3.13, §2 (routes bookings/ban, bookings-alerts,
 * booking/update-alert); api-contract.md §Staff bookings; issue 13 items 7, 9.
 */

import type { BookingBanPage } from '@hifadhi/shared/schemas/booking-ban';
import { bookingBanMessages } from '@hifadhi/shared/schemas/booking-ban';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import {
  daysFromToday,
  dialog,
  notification,
  search,
  setCounter,
  summarySettled,
} from '../support/site';
import { ADMIN, dayVisitAt, signInAt } from '../support/staff-app';

const BANNED_EMAIL = 'otieno.barasa@example.co.ke';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';

const asAdmin = <T>(path: string, body?: unknown) =>
  apiCall<T>(journey.stack.apiUrl, path, body, adminToken);

describe('booking bans and alerts', () => {
  beforeAll(async () => {
    adminToken = (await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN))
      .auth_token;
  });

  it('an administrator bans an e-mail address from the bans list', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/bookings/ban`);
    await page.getByRole('heading', { name: 'Booking bans' }).waitFor();
    await page.getByRole('button', { name: 'New ban' }).click();
    const form = page.getByRole('region', { name: 'New ban' });
    await form.getByRole('button', { name: 'Ban this guest' }).click();
    // The shared schema's messages, before anything is sent.
    await form.getByText(bookingBanMessages.identifierRequired).waitFor();
    await form.getByLabel('First name').fill('Otieno');
    await form.getByLabel('Last name').fill('Barasa');
    await form.getByLabel('E-mail address').fill(BANNED_EMAIL);
    await form.getByLabel('Reason').fill('Drove off-road into the rhino sanctuary');
    await saveScreenshot(page, 'bans-new-ban');
    await expectPageSound(page);
    await form.getByRole('button', { name: 'Ban this guest' }).click();
    await page.waitForURL(/\/staff\/bookings\/ban\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('ban-status').textContent()).toBe('Active');
    expect(await page.locator('.facts').innerText()).toContain(BANNED_EMAIL);
    await saveScreenshot(page, 'bans-ban-page');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    const bans = await asAdmin<BookingBanPage>('/booking-bans?status=active');
    expect(bans.data.map((ban) => [ban.email_address, ban.status])).toEqual([
      [BANNED_EMAIL, 'active'],
    ]);
    await page.getByRole('link', { name: '← Booking bans' }).click();
    await page.getByRole('link', { name: 'Otieno Barasa' }).waitFor();
    await saveScreenshot(page, 'bans-list');
    await expectPageSound(page);
  });

  it("the public site's booking with that e-mail is refused with the ban's message", async () => {
    const site = await journey.browser.context.newPage();
    await site.setViewportSize(PHONE);
    const visitDay = daysFromToday(10);
    await site.goto(`${journey.stack.siteUrl}/index`);
    await site.getByRole('heading', { name: 'Lion Tracking' }).waitFor();
    await search(site, {
      checkIn: visitDay,
      checkOut: daysFromToday(11),
      guests: 1,
      vehicles: 1,
    });
    await site.waitForURL('**/reservation');
    await setCounter(site, 'Citizen Adult', 1);
    await summarySettled(site);
    await site.getByRole('button', { name: 'Skip Facilities' }).click();
    await site.getByRole('button', { name: 'Skip Activities' }).click();
    await site.waitForURL('**/reservation?step=3');
    await dialog(site).getByRole('button', { name: 'Agree' }).click();
    await site.getByLabel('First name', { exact: true }).fill('Otieno');
    await site.getByLabel('Last name', { exact: true }).fill('Barasa');
    await site.getByLabel('E-mail', { exact: true }).fill(BANNED_EMAIL.toUpperCase());
    await site.getByLabel('Country', { exact: true }).selectOption({ label: 'Kenya' });
    await site.getByLabel('Phone', { exact: true }).fill('+254 712 555 000');
    await site.getByLabel('City', { exact: true }).fill('Kisumu');
    await site.getByRole('button', { name: 'Add proof of residency' }).click();
    const proof = dialog(site);
    const adult = proof.getByRole('group', { name: /Citizen Adult 1/ });
    await adult.getByLabel('First name').fill('Otieno');
    await adult.getByLabel('Last name').fill('Barasa');
    await adult.getByLabel('Document number').fill('31234567');
    await proof.getByRole('button', { name: 'Save proof of residency' }).click();
    await site.getByLabel('I accept the terms and conditions').check();
    await summarySettled(site);
    await site.getByRole('button', { name: 'Continue to Payment' }).click();

    await notification(site, bookingBanMessages.banned).waitFor();
    expect(site.url()).toContain('/reservation');
    await saveScreenshot(site, 'bans-public-booking-refused');
    await expectPageSound(site);
    const found = await asAdmin<{ total: number }>(
      `/bookings?search=${encodeURIComponent(BANNED_EMAIL)}`,
    );
    expect(found.total).toBe(0);
    await site.close();
  });

  it('an alert added on a booking appears in the alerted list and is edited on its screen', async () => {
    const { page } = journey.browser;
    const booking = await dayVisitAt(journey.stack.apiUrl, {
      first_name: 'Akinyi',
      last_name: 'Odhiambo',
      phone: '+254712000077',
    });
    await page.goto(`${journey.apiOrigin}/staff/booking/${booking.booking_public_id}`);
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await alerts.getByText('No alerts on this booking.').waitFor();
    await alerts
      .getByRole('textbox', { name: 'Alert' })
      .fill('Guest needs a wheelchair ramp at the gate');
    await alerts.getByRole('button', { name: 'Add alert' }).click();
    await alerts.getByText('Guest needs a wheelchair ramp at the gate').waitFor();
    await expect
      .poll(() => page.locator('.history .history-what').allTextContents())
      .toContain('alert added');
    await saveScreenshot(page, 'alerts-booking-page');
    await expectPageSound(page);

    await page.goto(`${journey.apiOrigin}/staff/bookings-alerts`);
    await page.getByRole('heading', { name: 'Alerted bookings' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: booking.booking_ref_code });
    await row.waitFor();
    await saveScreenshot(page, 'alerts-alerted-list');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('link', { name: booking.booking_ref_code }).click();
    await alerts.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/staff\/booking\/update-alert\/[0-9a-f-]{36}$/);
    await page.getByRole('textbox', { name: 'Alert' }).fill('Wheelchair ramp and a ranger escort');
    await saveScreenshot(page, 'alerts-edit-alert');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save alert' }).click();
    await page.waitForURL(`**/staff/booking/${booking.booking_public_id}`);
    await alerts.getByText('Wheelchair ramp and a ranger escort').waitFor();
    await alerts.getByRole('button', { name: 'Resolve' }).click();
    await alerts.getByText('Resolved', { exact: true }).waitFor();
    const alerted = await asAdmin<{ data: { booking_public_id: string }[] }>(
      '/bookings?list=alerted',
    );
    expect(alerted.data.map((row) => row.booking_public_id)).not.toContain(
      booking.booking_public_id,
    );
  });

  it('the ban is ended from its page', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.apiOrigin}/staff/bookings/ban?search=otieno`);
    await page.getByRole('link', { name: 'Otieno Barasa' }).click();
    await page.getByRole('button', { name: 'End ban' }).click();
    await expect.poll(() => page.getByTestId('ban-status').textContent()).toBe('Ended');
    const bans = await asAdmin<BookingBanPage>('/booking-bans?status=ended');
    expect(bans.total).toBe(1);
  });
});
