/**
 * Journey: facility types in the staff application, on a 360 px phone. An administrator opens
 * Facility types, is refused a name already taken (in another case), adds "Tented camps" with
 * the camping rule, makes a facility of that type through the facility form, and the public
 * quote prices its stay by the 7-day camping rule at once (mandatory price per started 7
 * days); editing the type's rule to accommodation re-prices it per night.
 *
 * spec: membership-backoffice.md §3–4 (facility type: CRUD); pricing-rules.md §Lines; issue 15.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { cspViolationsOf, PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';
import { ADMIN, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

/** The public quote's line of `facility` for two citizen adults over nine nights. */
async function nineNights(facility: string): Promise<number | undefined> {
  const quote = await apiCall<{ lines: { ref: string; amount: number }[] }>(
    journey.stack.apiUrl,
    '/public/quotes',
    {
      check_in: daysFromToday(20),
      check_out: daysFromToday(29),
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      facilities: [{ public_id: facility, adults: 2, residency: 'citizen' }],
    },
  );
  return quote.lines.find((line) => line.ref === facility)?.amount;
}

describe('facility types', () => {
  beforeAll(async () => {
    await journey.browser.page.setViewportSize(PHONE);
  });

  it('adds "Tented camps" with the camping rule and prices its camp by it', async () => {
    const { page } = journey.browser;
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/facility/types`);
    await page.getByRole('heading', { name: 'Facility types' }).waitFor();
    const table = page.getByRole('table', { name: 'Facility types' });
    await table.getByRole('cell', { name: 'Camping Sites' }).waitFor();

    const add = page.getByRole('region', { name: 'New facility type' });
    await add.getByRole('button', { name: 'Add facility type' }).click();
    await add.getByText('Choose a pricing rule').waitFor();
    await add.getByLabel('Name').fill('camping sites');
    await add.getByLabel('Pricing rule').selectOption('camping');
    await add.getByRole('button', { name: 'Add facility type' }).click();
    await add.getByText('A type named camping sites exists already').first().waitFor();
    await add.getByLabel('Name').fill('Tented camps');
    await add.getByRole('button', { name: 'Add facility type' }).click();
    const row = table.getByRole('row', { name: /Tented camps/ });
    await row.getByRole('cell', { name: 'Camping (mandatory price per started 7 days)' }).waitFor();
    await saveScreenshot(page, 'facility-types-phone');
    expect(cspViolationsOf(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await expectPageSound(page);

    await page.goto(`${journey.apiOrigin}/staff/facilities`);
    await page.getByRole('link', { name: 'New facility' }).click();
    const form = page.getByRole('region', { name: 'New facility' });
    await form.getByLabel('Name').fill('Lugga Tented Camp');
    await form.getByLabel('Facility type').selectOption({ label: 'Tented camps' });
    await form.getByLabel('Description').fill('Six tents on the lugga');
    await form.getByLabel('Units').fill('1');
    await form.getByLabel('Maximum guests').fill('10');
    await form.getByLabel('Citizen per unit').fill('10000');
    await form.getByRole('button', { name: 'Save facility' }).click();
    await page.waitForURL(/\/staff\/m-facility\/fac-lugga-tented-camp-[0-9a-f]{6}$/);
    await page.getByText('Tented camps').first().waitFor();
    const campId = page.url().split('/').at(-1)!;
    // 10,000 on the first night of each started 7 days: nine nights → 2 × 10,000
    expect(await nineNights(campId)).toBe(20000);

    await page.goto(`${journey.apiOrigin}/staff/facility/types`);
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = table.locator('form');
    await edit.getByLabel('Pricing rule').selectOption('accommodation');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: 'Accommodation (per night)' }).waitFor();
    // per night now: 9 × 10,000
    expect(await nineNights(campId)).toBe(90000);
  });
});
