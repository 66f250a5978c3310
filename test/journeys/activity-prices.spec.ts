/**
 * Journey: next season's activity price set in advance. On a 360 px phone an administrator
 * opens Lion Tracking (Activities → Lion Tracking → Prices), is refused a list from yesterday
 * with the server's message, then saves a citizen list from a date 40 days on; the page lists
 * it under "From {date}" and the public quote prices Lion Tracking the day before at the old
 * list and on the date at the new one.
 *
 * spec: api-contract.md §Catalogue administration; pricing-rules.md §Lines (Activity);
 * membership-backoffice.md §7 (Activities); issue 15 item 2.
 */
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday, publicActivityLine } from '../support/site';
import { ADMIN, signInAt } from '../support/staff-app';

const EFFECTIVE = daysFromToday(40);
const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

/** The public quote's Lion Tracking line for 2 citizen adults on `date`. */
const lionOn = (date: string) => publicActivityLine(journey.stack.apiUrl, date);

describe('activity prices from a date', () => {
  it('an administrator sets Lion Tracking’s next price list on a phone; quotes follow its date', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/inventory`);
    await page.getByRole('link', { name: 'Lion Tracking' }).click();
    await page.waitForURL(/\/staff\/single-inventory\/act-lion$/);

    const prices = page.getByRole('region', { name: 'Prices' });
    await prices.getByRole('button', { name: 'New price list' }).click();
    const form = prices.getByRole('form', { name: 'New price list' });
    await form.getByLabel('In force from').fill(daysFromToday(-1));
    await form.getByLabel('Citizen per adult').fill('5000');
    await form.getByRole('button', { name: 'Save price list' }).click();
    await form.getByText(catalogueAdminMessages.effectiveFromPast).first().waitFor();

    await form.getByLabel('In force from').fill(EFFECTIVE);
    await form.getByRole('button', { name: 'Save price list' }).click();
    await prices.getByRole('heading', { name: `From ${EFFECTIVE}` }).waitFor();
    await prices.getByText('Citizen: adult KES 5,000, child KES 2,000').waitFor();
    await saveScreenshot(page, 'activity-prices-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    // 2 × 4,000 the day before, 2 × 5,000 from the date
    expect(await lionOn(daysFromToday(39))).toBe(8000);
    expect(await lionOn(EFFECTIVE)).toBe(10000);
  });
});
