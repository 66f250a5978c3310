/**
 * Smoke journey: on a 360 px phone an administrator opens ten settings screens of the staff
 * application no other journey opens — holidays, pick-up locations, entry modes, accommodation
 * types, page types, content pages, destinations, vehicle fees, catering levy and promo code
 * types. Each shows its heading and the demo data's rows; on each list with an add form the
 * administrator adds one entry and sees it listed. No page scrolls sideways and none shows an
 * error notice. One browser session, one screenshot per screen.
 *
 * spec: membership-backoffice.md §2.5 (staff route table: holidays, pick-up-locations,
 * entry-modes, facilities/settings, page-types, extra-pages, destinations, vehicle-fees,
 * catering-levy, promo-code-types), §3; issue 15 item 8; issue 11 item 7 (no horizontal scroll
 * at 360 px).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';
import { ADMIN, signInAt } from '../support/staff-app';

const FROM = daysFromToday(100);

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

/** Opens `/staff<path>` and waits for its heading (a lazily loaded screen shows a spinner first). */
async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`${journey.apiOrigin}/staff${path}`);
  await page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor();
}

/** The screen fits the phone, shows no error notice, and is saved as a screenshot. */
async function expectScreenSound(page: Page, screenshot: string): Promise<void> {
  await expectPageSound(page);
  expect(await page.locator('.notice-error').allTextContents()).toEqual([]);
  await saveScreenshot(page, screenshot);
}

/** Adds `name` with the New `noun` form of a named-type list and sees it in the table. */
async function addNamed(page: Page, noun: string, name: string, table: string): Promise<void> {
  const form = page.getByRole('region', { name: `New ${noun}` });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: `Add ${noun}` }).click();
  await page.getByRole('table', { name: table }).getByRole('cell', { name, exact: true }).waitFor();
}

/** The texts of the first cell of each row of table `table`. */
function firstCells(page: Page, table: string): Promise<string[]> {
  return page
    .getByRole('table', { name: table })
    .locator('tbody tr td:first-child')
    .allTextContents();
}

describe('every settings screen on a phone', () => {
  beforeAll(async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    await signInAt(page, journey.apiOrigin, ADMIN);
  });

  it('holidays: adds Madaraka Day', async () => {
    const { page } = journey.browser;
    await openScreen(page, '/holidays', 'Holidays');
    const form = page.getByRole('region', { name: 'New holiday' });
    await form.getByLabel('Date').fill('2027-06-01');
    await form.getByLabel('Name').fill('Madaraka Day');
    await form.getByRole('button', { name: 'Add holiday' }).click();
    await page
      .getByRole('table', { name: 'Holidays' })
      .getByRole('row', { name: /2027-06-01 Madaraka Day Active/ })
      .waitFor();
    await expectScreenSound(page, 'settings-screens-holidays');
  });

  it('pick-up locations: the demo three, then Airstrip', async () => {
    const { page } = journey.browser;
    await openScreen(page, '/pick-up-locations', 'Pick-up locations');
    await page.getByRole('table', { name: 'Pick-up locations' }).getByText('Main Gate').waitFor();
    expect(await firstCells(page, 'Pick-up locations')).toEqual(
      expect.arrayContaining(['Main Gate', 'The Stables', 'Pelican House']),
    );
    await addNamed(page, 'pick-up location', 'Airstrip', 'Pick-up locations');
    await expectScreenSound(page, 'settings-screens-pick-up-locations');
  });

  it('entry modes: Road and Air, then Boat', async () => {
    const { page } = journey.browser;
    await openScreen(page, '/entry-modes', 'Entry modes');
    await page.getByRole('table', { name: 'Entry modes' }).getByText('Road').waitFor();
    expect(await firstCells(page, 'Entry modes')).toEqual(expect.arrayContaining(['Road', 'Air']));
    await addNamed(page, 'entry mode', 'Boat', 'Entry modes');
    await expectScreenSound(page, 'settings-screens-entry-modes');
  });

  it('accommodation types: the demo four, then Cottages', async () => {
    const { page } = journey.browser;
    await openScreen(page, '/facilities/settings', 'Accommodation types');
    await page.getByRole('table', { name: 'Accommodation types' }).getByText('Bandas').waitFor();
    expect(await firstCells(page, 'Accommodation types')).toEqual(
      expect.arrayContaining(['Bandas', 'Pelican', 'Research Centre', 'Stables']),
    );
    await addNamed(page, 'accommodation type', 'Cottages', 'Accommodation types');
    await expectScreenSound(page, 'settings-screens-accommodation-types');
  });

  it('page types: Terms and conditions, then Visitor guides', async () => {
    const { page } = journey.browser;
    await openScreen(page, '/page-types', 'Page types');
    await page
      .getByRole('table', { name: 'Page types' })
      .getByText('Terms and conditions')
      .waitFor();
    await addNamed(page, 'page type', 'Visitor guides', 'Page types');
    await expectScreenSound(page, 'settings-screens-page-types');
  });

  it('content pages: the terms, then a visitor guide', async () => {
    const { page } = journey.browser;
    await openScreen(page, '/extra-pages', 'Content pages');
    await page.getByRole('table', { name: 'Content pages' }).getByText('General terms').waitFor();
    expect(await firstCells(page, 'Content pages')).toEqual(
      expect.arrayContaining(['General terms', 'Code of conduct', 'Cancellation policy']),
    );
    const form = page.getByRole('region', { name: 'New page' });
    await form.getByLabel('Page type').selectOption({ label: 'Visitor guides' });
    await form.getByLabel('Title').fill('What to bring');
    await form.getByLabel('Order').fill('1');
    await form.getByLabel('Text').fill('- Binoculars\n- A warm jacket for the evening');
    await form.getByRole('button', { name: 'Add page' }).click();
    await page
      .getByRole('table', { name: 'Content pages' })
      .getByRole('row', { name: /What to bring Visitor guides 1 Active/ })
      .waitFor();
    await expectScreenSound(page, 'settings-screens-content-pages');
  });

  it('destinations: the demo two', async () => {
    const { page } = journey.browser;
    await openScreen(page, '/destinations', 'Destinations');
    await page.getByRole('table', { name: 'Destinations' }).getByText('Research Centre').waitFor();
    expect(await firstCells(page, 'Destinations')).toEqual([
      'Kijani Conservancy (day visit and lodges)',
      'Research Centre',
    ]);
    await expectScreenSound(page, 'settings-screens-destinations');
  });

  it('vehicle fees: the demo fees in force, then a new 6-seater fee from a later day', async () => {
    const { page } = journey.browser;
    await openScreen(page, '/vehicle-fees', 'Vehicle fees');
    const inForce = page.getByRole('table', { name: /^In force today/ });
    await inForce.getByRole('row', { name: /Up to 6 seater KES 500/ }).waitFor();
    const form = page.getByRole('region', { name: 'New schedule' });
    await form.getByLabel('Fee').selectOption({ label: 'Up to 6 seater' });
    await form.getByLabel('In force from').fill(FROM);
    await form.getByLabel('Amount').fill('600');
    await form.getByRole('button', { name: 'Add schedule' }).click();
    await page
      .getByRole('table', { name: 'Schedules' })
      .getByRole('row', { name: new RegExp(`Up to 6 seater Every destination ${FROM} KES 600`) })
      .waitFor();
    // still 500 today: the new fee is for stays from its day
    await inForce.getByRole('row', { name: /Up to 6 seater KES 500/ }).waitFor();
    await expectScreenSound(page, 'settings-screens-vehicle-fees');
  });

  it('catering levy: 2 % in force, then 3 % from a later day', async () => {
    const { page } = journey.browser;
    await openScreen(page, '/catering-levy', 'Catering levy');
    await expect.poll(() => page.getByTestId('tax-in-force').textContent()).toBe('2 %');
    const form = page.getByRole('region', { name: 'New Catering levy rate' });
    await form.getByLabel('Rate (%)').fill('3');
    await form.getByLabel('In force from').fill(FROM);
    await form.getByRole('button', { name: 'Add rate' }).click();
    await page
      .getByRole('table', { name: 'Catering levy rate history' })
      .getByRole('row', { name: new RegExp(`^${FROM} 3 %`) })
      .waitFor();
    expect(await page.getByTestId('tax-in-force').textContent()).toBe('2 %');
    await expectScreenSound(page, 'settings-screens-catering-levy');
  });

  it('promo code types: adds Seasonal', async () => {
    const { page } = journey.browser;
    await openScreen(page, '/promo-code-types', 'Promo code types');
    await addNamed(page, 'promo code type', 'Seasonal', 'Promo code types');
    await expectScreenSound(page, 'settings-screens-promo-code-types');
  });
});
