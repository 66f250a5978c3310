/**
 * Journey: school fees in the staff application, on a 360 px phone. An administrator opens
 * School fees, opens the main conservancy's 2026 Citizen Student (school) rate, tries an end
 * date before its start (the form says so), sets the amount to 237.50 and saves: the rate reads
 * back the new figure. Deleted, it moves to the deleted list; restored from there, back.
 *
 * spec: staff-booking.md §4, §7; membership-backoffice.md §3–4; issue 15.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
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
});
