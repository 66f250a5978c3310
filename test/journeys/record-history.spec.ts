/**
 * Journey: a facility's page shows its own history. On a 360 px phone an administrator opens
 * The Stables (Facilities → The Stables), saves a citizen price list from a date 45 days on,
 * and finds the change at the top of the page's History: a facility price change by Amina
 * Wanjiru, the date and the new amount after "→". A partner's phone changed through the API
 * shows the same way on the partner's page, and a school fee's page has its History too.
 *
 * spec: membership-backoffice.md §2.5 (detail page: history; change logs), §7 (Facilities);
 * issue 15 item 7.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiAnswer, apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';
import { ADMIN, signInAt } from '../support/staff-app';

const EFFECTIVE = daysFromToday(45);
const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

describe("a record's history on its page", () => {
  it('an administrator edits The Stables’ price and sees the change in its history', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/facilities`);
    await page.getByRole('link', { name: 'The Stables' }).click();
    await page.waitForURL(/\/staff\/m-facility\/fac-stables$/);
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Nothing recorded yet.').waitFor();

    const prices = page.getByRole('region', { name: 'Prices' });
    await prices.getByRole('button', { name: 'New price list' }).click();
    const form = prices.getByRole('form', { name: 'New price list' });
    await form.getByLabel('In force from').fill(EFFECTIVE);
    await form.getByLabel('Citizen per unit').fill('6500');
    await form.getByRole('button', { name: 'Save price list' }).click();
    await prices.getByRole('heading', { name: `From ${EFFECTIVE}` }).waitFor();

    const entry = history.locator('li.history-item').first();
    await entry.getByText(`effective_from: — → ${EFFECTIVE}`).waitFor();
    expect(await entry.locator('.history-what').textContent()).toBe('facility price');
    expect(await entry.locator('.history-who').textContent()).toBe('Amina Wanjiru');
    expect(await entry.textContent()).toContain('"mandatory_price":"6500"');
    expect(await history.locator('li.history-item').count()).toBe(1);
    await saveScreenshot(page, 'record-history-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("a partner's and a school fee's pages show their history too", async () => {
    const { page } = journey.browser;
    const { auth_token } = await apiCall<{ auth_token: string }>(
      journey.stack.apiUrl,
      '/auth/login',
      ADMIN,
    );
    const edit = await apiAnswer(
      journey.stack.apiUrl,
      'PATCH',
      '/partners/ptn-savanna',
      { tel: '+254700111222' },
      auth_token,
    );
    expect(edit.status).toBe(200);
    await page.goto(`${journey.apiOrigin}/staff/partner/ptn-savanna`);
    const partnerHistory = page.getByRole('region', { name: 'History' });
    const entry = partnerHistory.locator('li.history-item').first();
    await entry.getByText(/^tel: .* → \+254700111222$/).waitFor();
    expect(await entry.locator('.history-what').textContent()).toBe('partner');
    await saveScreenshot(page, 'record-history-partner-phone');

    const fees = await apiCall<{ public_id: string }[]>(
      journey.stack.apiUrl,
      '/school-fees',
      undefined,
      auth_token,
    );
    await page.goto(`${journey.apiOrigin}/staff/school-fee/${fees[0]!.public_id}`);
    await page
      .getByRole('region', { name: 'History' })
      .getByText('Nothing recorded yet.')
      .waitFor();
  });
});
