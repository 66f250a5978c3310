/**
 * Journey: school fees in the staff application, on a 360 px phone. An administrator opens
 * School fees, opens the main conservancy's 2026 Citizen Student (school) rate, tries an end
 * date before its start (the form says so), sets the amount to 237.50 and saves: the rate reads
 * back the new figure. Deleted, it moves to the deleted list; restored from there, back. Then
 * the administrator adds a school on the Schools screen, picks it for a school trip in the
 * booking wizard (its approval total equals POST /quotes for that school), deletes it (the
 * wizard's school picker no longer offers it) and restores it.
 *
 * spec: staff-booking.md §4, §7; membership-backoffice.md §3–4; issue 15.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';
import { ADMIN, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

describe('school fees', () => {
  beforeAll(async () => {
    await journey.browser.page.setViewportSize(PHONE);
  });

  it('changes a school rate, then deletes and restores it', async () => {
    const { page } = journey.browser;
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/school-fees`);
    const table = page.getByRole('table', { name: 'School fees' });
    const studentRow = table.getByRole('row').filter({ hasText: '2026-12-31' }).filter({
      hasText: 'Citizen Student (school)',
    });
    await studentRow.getByRole('cell', { name: 'KES 200' }).waitFor();
    await saveScreenshot(page, 'school-fees-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await studentRow.getByRole('link', { name: 'Citizen Student (school)' }).click();
    await page.getByRole('heading', { name: 'Citizen Student (school)' }).waitFor();
    expect(await page.getByLabel('Guest category').inputValue()).toBe('cf-cit-c');
    await page.getByLabel('Check-ins to').fill('2025-12-31');
    await page.getByRole('button', { name: 'Save school fee' }).click();
    await page.getByText('End date cannot be before start date').waitFor();
    await page.getByLabel('Check-ins to').fill('2026-12-31');
    await page.getByLabel('Amount a day').fill('237.50');
    await saveScreenshot(page, 'school-fee-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
    // The reload must not overtake the save: wait for the API's answer to the PATCH.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes('/school-fees/'),
    );
    await page.getByRole('button', { name: 'Save school fee' }).click();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect.poll(() => page.getByLabel('Amount a day').inputValue()).toBe('237.50');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Restore' }).waitFor();
    await page.getByRole('link', { name: '← School fees' }).click();
    await table.getByRole('cell', { name: 'Citizen Teacher (school)' }).first().waitFor();
    expect(await studentRow.count()).toBe(0);
    await page.getByLabel('Show deleted rates only').check();
    const deleted = page.getByRole('table', { name: 'Deleted school fees' });
    await deleted.getByRole('cell', { name: 'KES 237.50' }).waitFor();
    await deleted.getByRole('button', { name: 'Restore' }).click();
    await deleted.getByRole('cell', { name: 'KES 237.50' }).waitFor({ state: 'detached' });
  });

  it('adds a school, quotes a school trip for it in the wizard, deletes and restores it', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.apiOrigin}/staff/schools`);
    await page.getByRole('heading', { name: 'Schools', exact: true }).waitFor();
    const form = page.getByRole('region', { name: 'New school' });
    await form.getByLabel('Name').fill('Kagumo High School');
    await form.getByRole('button', { name: 'Add school' }).click();
    const table = page.getByRole('table', { name: 'Schools' });
    const row = table.getByRole('row').filter({ hasText: 'Kagumo High School' });
    await row.waitFor();
    await saveScreenshot(page, 'schools-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    const adminToken = (
      await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN)
    ).auth_token;
    const schools = await apiCall<{ public_id: string; name: string }[]>(
      journey.stack.apiUrl,
      '/schools',
      undefined,
      adminToken,
    );
    const kagumo = schools.find((school) => school.name === 'Kagumo High School');
    const day = daysFromToday(14);
    await page.goto(`${journey.apiOrigin}/staff/new-group-booking`);
    await page.getByRole('heading', { name: 'School/Organization details', exact: true }).waitFor();
    await page.getByLabel('Booking Type *').selectOption({ label: 'School' });
    await page.getByLabel('School *').selectOption({ label: 'Kagumo High School' });
    await page.getByLabel('Primary contact name *').fill('Peter Kamau');
    await page.getByLabel('Primary contact e-mail *').fill('peter@kagumo.example');
    await page.getByLabel('Primary contact phone *').fill('+254722000222');
    await page.getByLabel('Country').selectOption({ label: 'Kenya' });
    await page.getByLabel('Destination').selectOption('dst-main');
    await page.getByLabel('Check-in').fill(day);
    await page.getByLabel('Check-out').fill(day);
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByLabel('Citizen Adult', { exact: true }).fill('1');
    await page.getByLabel('Citizen Child', { exact: true }).fill('20');
    for (let step = 0; step < 7; step++) {
      if ((await page.getByRole('heading', { name: 'Approval', exact: true }).count()) > 0) break;
      await page.getByRole('button', { name: 'Next →' }).click();
    }
    const quote = await apiCall<Quote>(
      journey.stack.apiUrl,
      '/quotes',
      {
        check_in: day,
        check_out: day,
        currency: 'KES',
        guests: [
          { payment_public_id: 'cf-cit-a', payment_guests: 1 },
          { payment_public_id: 'cf-cit-c', payment_guests: 20 },
        ],
        booking_type: '8D7E6504',
        school: kagumo?.public_id,
        destination: 'dst-main',
      },
      adminToken,
    );
    expect(quote.lines.map((line) => line.description)).toContain('Citizen Student (school)');
    await expect
      .poll(() => page.getByTestId('grand-total').textContent())
      .toBe(formatMoney(quote.totals.grand_total, 'KES'));

    await page.goto(`${journey.apiOrigin}/staff/schools`);
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Restore' }).waitFor();
    await page.goto(`${journey.apiOrigin}/staff/new-group-booking`);
    await page.getByLabel('Booking Type *').selectOption({ label: 'School' });
    const picker = page.getByLabel('School *');
    await picker.getByRole('option', { name: 'Nyeri High School' }).waitFor({ state: 'attached' });
    expect(await picker.getByRole('option', { name: 'Kagumo High School' }).count()).toBe(0);

    await page.goto(`${journey.apiOrigin}/staff/schools`);
    await row.getByRole('button', { name: 'Restore' }).click();
    await row.getByRole('button', { name: 'Delete' }).waitFor();
  });
});
