/**
 * Journey: partner lodges ("Escapes") in the staff application, on a 360 px phone. An
 * administrator opens Partner lodges, opens Mukima Ridge Cottages, sets its cottage to 20,000
 * a night and its commission to 15 %, adds a supplement row and removes it again, and saves:
 * the lodge reads back the new figures. Deleted, it moves to the deleted list; restored, back.
 *
 * spec: staff-booking.md §2.4, §3.9; membership-backoffice.md §3–4; issue 15.
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

describe('partner lodges', () => {
  beforeAll(async () => {
    await journey.browser.page.setViewportSize(PHONE);
  });

  it('changes a lodge’s cottage price and commission, then deletes and restores it', async () => {
    const { page } = journey.browser;
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/partner-lodges`);
    const table = page.getByRole('table', { name: 'Partner lodges' });
    await table.getByRole('cell', { name: 'Lolldaiga Hills Tented Camp' }).waitFor();
    await saveScreenshot(page, 'partner-lodges-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await table.getByRole('link', { name: 'Mukima Ridge Cottages' }).click();
    await page.getByRole('heading', { name: 'Mukima Ridge Cottages' }).waitFor();
    const cottage = page.getByRole('group', { name: 'Parameter 1' });
    await cottage.getByLabel('Price', { exact: true }).fill('20000');
    await page.getByLabel('Commission (%)').fill('15');
    await page.getByRole('button', { name: 'Add supplement' }).click();
    const added = page.getByRole('group', { name: 'Supplement 3' });
    await added.getByLabel('Supplement', { exact: true }).fill('Game drive');
    await page.getByRole('button', { name: 'Save lodge' }).click();
    await added.getByText('Must be a number').waitFor();
    await added.getByRole('button', { name: 'Remove supplement' }).click();
    await saveScreenshot(page, 'partner-lodge-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
    // The reload must not overtake the save: wait for the API's answer to the PATCH.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes('/partner-lodges/'),
    );
    await page.getByRole('button', { name: 'Save lodge' }).click();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect
      .poll(() => cottage.getByLabel('Price', { exact: true }).inputValue())
      .toBe('20000');
    expect(await page.getByLabel('Commission (%)').inputValue()).toBe('15');
    expect(await page.getByRole('group', { name: /^Supplement \d/ }).count()).toBe(2);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Restore' }).waitFor();
    await page.getByRole('link', { name: '← Partner lodges' }).click();
    await table.getByRole('cell', { name: 'Lolldaiga Hills Tented Camp' }).waitFor();
    expect(await table.getByRole('cell', { name: 'Mukima Ridge Cottages' }).count()).toBe(0);
    await page.getByLabel('Show deleted lodges only').check();
    const deleted = page.getByRole('table', { name: 'Deleted partner lodges' });
    await deleted.getByRole('button', { name: 'Restore' }).click();
    await deleted.getByRole('cell', { name: 'Mukima Ridge Cottages' }).waitFor({
      state: 'detached',
    });
  });
});
