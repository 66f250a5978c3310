/**
 * Journey: facilities administration in the staff application, seen on the public site. On a
 * desktop screen an administrator closes The Stables for a week from its page (Facilities →
 * The Stables → Close nights); on a 360 px phone the same administrator adds a surge for the
 * migration season and generates a promo code on the promo codes screen. Then a visitor on the
 * public site (a phone) finds The Stables full on the closed nights, sees the season's night
 * priced 30 % higher in the booking summary, and books it with the promo code: the payment
 * page's total has the code's share off. A new facility's accommodation type is picked from
 * the list (the administrator adds Tents to it first).
 *
 * spec: membership-backoffice.md §2.5 (Facilities, Promo codes), §7 (Schedules);
 * public-site.md §2.8, §2.9, §2.12; api-contract.md §Catalogue administration (every change
 * reaches the public quote at once); issue 15 items 1, 3, 4 and 8.
 */
import { messages } from '@hifadhi/shared/messages';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { cspViolationsOf, PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import {
  daysFromToday,
  dialog,
  search,
  setCounter,
  summaryFigures,
  summarySettled,
} from '../support/site';
import { ADMIN, signInAt } from '../support/staff-app';

const DESKTOP = { width: 1280, height: 900 };
const CLOSED_FROM = daysFromToday(30);
const CLOSED_TO = daysFromToday(36);
const SEASON_FROM = daysFromToday(60);
const SEASON_TO = daysFromToday(90);

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';
/** The code the administrator generates on the promo codes screen. */
let promoCode = '';

/** The Stables' units on offer for the nights from `checkIn` to `checkOut`. */
async function stablesUnits(checkIn: string, checkOut: string): Promise<number | undefined> {
  const rows = await apiCall<{ public_id: string; available_units: number }[]>(
    journey.stack.apiUrl,
    `/public/availability/facilities?check_in_date=${checkIn}&check_out_date=${checkOut}`,
  );
  return rows.find((row) => row.public_id === 'fac-stables')?.available_units;
}

/** The Stables' entry in the public site's facility picker. */
function stablesOnOffer(page: Page): Locator {
  return page
    .locator('li.picker-item')
    .filter({ has: page.getByRole('heading', { name: 'The Stables', exact: true }) });
}

describe('facilities administration', () => {
  beforeAll(async () => {
    adminToken = (await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN))
      .auth_token;
  });

  it('an administrator closes The Stables for a week from its page (desktop)', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/facilities`);
    await page.getByRole('heading', { name: 'Facilities' }).waitFor();
    await page.getByRole('link', { name: 'The Stables' }).click();
    await page.waitForURL(/\/staff\/m-facility\/fac-stables$/);
    expect(await page.getByTestId('item-status').textContent()).toBe('Active');

    const closures = page.getByRole('region', { name: 'Closures' });
    await closures.getByRole('button', { name: 'Close nights' }).click();
    const form = closures.getByRole('form', { name: 'Close the facility' });
    await form.getByRole('button', { name: 'Close these nights' }).click();
    // The shared schema's message, before anything is sent.
    await form.getByText(messages.dateFormat).first().waitFor();
    await form.getByLabel('First night').fill(CLOSED_FROM);
    await form.getByLabel('Last night').fill(CLOSED_TO);
    await form.getByLabel('Reason').fill('Roof thatching');
    await form.getByRole('button', { name: 'Close these nights' }).click();
    await closures
      .getByText(`Closed nights ${CLOSED_FROM} to ${CLOSED_TO}: Roof thatching`)
      .waitFor();
    await closures.getByText('Closed. No booking holds those nights.').waitFor();
    await saveScreenshot(page, 'catalogue-admin-closure-desktop');
    expect(cspViolationsOf(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('adds a surge for the migration season on a phone', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('heading', { name: 'The Stables' }).waitFor();

    const surges = page.getByRole('region', { name: 'Surges' });
    await surges.getByRole('button', { name: 'Add surge' }).click();
    const form = surges.getByRole('form', { name: 'Add a surge' });
    await form.getByLabel('First night').fill(SEASON_FROM);
    await form.getByLabel('Last night').fill(SEASON_TO);
    await form.getByLabel('Surge (%)').fill('0');
    await form.getByRole('button', { name: 'Add surge' }).click();
    await form.getByText('Enter a percentage above 0 and at most 1000').waitFor();
    await form.getByLabel('Surge (%)').fill('30');
    await form.getByRole('button', { name: 'Add surge' }).click();
    await surges.getByText(`+30% on the nights ${SEASON_FROM} to ${SEASON_TO}`).waitFor();
    await saveScreenshot(page, 'catalogue-admin-surge-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('generates a promo code for the season on the promo codes screen (phone)', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.apiOrigin}/staff/promo-codes`);
    await page.getByRole('heading', { name: 'Promo codes' }).waitFor();
    await page.getByRole('button', { name: 'New promo code' }).click();
    const form = page.getByRole('region', { name: 'New promo code' });
    await form.getByRole('button', { name: 'Generate' }).click();
    promoCode = await form.getByLabel('Code').inputValue();
    expect(promoCode).toMatch(/^[A-Z0-9]{6,}$/);
    await form.getByLabel('Percentage off').fill('10');
    await form.getByLabel('Last day').fill(SEASON_TO);
    await form.getByRole('button', { name: 'Add promo code' }).click();
    await page.waitForURL(new RegExp(`/staff/promo-code/${promoCode}$`));
    expect(await page.getByTestId('promo-status').textContent()).toBe('Active');
    await saveScreenshot(page, 'catalogue-admin-promo-code-phone');
    await expectPageSound(page);
  });

  it('the public site: The Stables full on the closed nights', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.stack.siteUrl}/index`);
    await search(page, {
      checkIn: daysFromToday(31),
      checkOut: daysFromToday(32),
      guests: 2,
      vehicles: 1,
    });
    await page.waitForURL('**/reservation');
    const stables = stablesOnOffer(page);
    await expect
      .poll(() => stables.locator('.picker-status').textContent())
      .toBe('Full for your dates: nothing is free');
    expect(
      await stables.getByRole('button', { name: 'ADD TO CART: The Stables' }).isDisabled(),
    ).toBe(true);
    await saveScreenshot(page, 'catalogue-admin-public-closed');
    await expectPageSound(page);

    // the night after the closure (ADJUST BOOKING): all 16 rooms on offer again
    await search(page, { checkIn: daysFromToday(37), checkOut: daysFromToday(38) });
    await expect
      .poll(() => stables.locator('.picker-status').textContent())
      .toMatch(/^16 of 16 free for your dates/);
  });

  it('the public site: the surged night in the summary, and the promo code off at checkout', async () => {
    const { page } = journey.browser;
    // ADJUST BOOKING on the reservation page: the visitor's party of two stays
    await search(page, { checkIn: SEASON_FROM, checkOut: daysFromToday(61) });
    await setCounter(page, 'Citizen Adult', 2);
    await page.getByRole('button', { name: 'ADD TO CART: The Stables' }).click();
    const stables = dialog(page);
    await setCounter(stables, 'Adults', 2);
    await stables.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    await summarySettled(page);
    // one night, 2 Citizen Adult, one 6-seater: conservation 1,500 × 2 × 1 day = 3,000;
    // vehicle 500 × 1 × 1 day = 500; The Stables 6,000 × 1.30 = 7,800; total KES 11,300
    const summary = await summaryFigures(page);
    expect(summary.lines.find(([label]) => label.includes('Stables'))?.[1]).toBe('KES 7,800');
    expect(summary.total).toBe('KES 11,300');
    await saveScreenshot(page, 'catalogue-admin-public-surge');
    await expectPageSound(page);

    await page.getByRole('button', { name: 'Done with Accommodation' }).click();
    await page.getByRole('button', { name: 'Skip Activities' }).click();
    await dialog(page).getByRole('button', { name: 'Agree' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Achieng');
    await page.getByLabel('Last name', { exact: true }).fill('Otieno');
    await page.getByLabel('E-mail', { exact: true }).fill('achieng.otieno@example.co.ke');
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Kenya' });
    await page.getByLabel('Phone', { exact: true }).fill('+254 722 000 111');
    await page.getByLabel('City', { exact: true }).fill('Nakuru');
    await page.getByLabel('Promo code (optional)').fill(promoCode);
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL('**/payment/info/**');

    // 10 % off each line: 2,700 + 450 + 7,020 = KES 10,170
    const total = page.getByRole('complementary', { name: 'BOOKING TOTAL' });
    await expect.poll(() => page.getByTestId('balance-due').textContent()).toBe('KES 10,170');
    const stablesLine = total.locator('li.summary-line').filter({ hasText: 'Stables' });
    expect(await stablesLine.locator('.amount').textContent()).toBe('KES 7,020');
    await saveScreenshot(page, 'catalogue-admin-public-promo');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists both on the facility page after a reload, and the closure comes off again', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.apiOrigin}/staff/m-facility/fac-stables`);
    const closures = page.getByRole('region', { name: 'Closures' });
    await closures
      .getByText(`Closed nights ${CLOSED_FROM} to ${CLOSED_TO}: Roof thatching`)
      .waitFor();
    await closures.getByRole('button', { name: 'Remove' }).click();
    await closures.getByText('Open every night.').waitFor();
    expect(await stablesUnits(daysFromToday(31), daysFromToday(32))).toBe(16);
    await page
      .getByRole('region', { name: 'Surges' })
      .getByText(`+30% on the nights ${SEASON_FROM} to ${SEASON_TO}`)
      .waitFor();
    await expectPageSound(page);
  });

  it('makes a facility and an activity through their forms on a phone, with a picture', async () => {
    const { page } = journey.browser;
    // The accommodation type is picked from the list: the administrator adds Tents to it first.
    await page.goto(`${journey.apiOrigin}/staff/facilities/settings`);
    const newType = page.getByRole('region', { name: 'New accommodation type' });
    await newType.getByLabel('Name').fill('Tents');
    await newType.getByRole('button', { name: 'Add accommodation type' }).click();
    await page.getByRole('table', { name: 'Accommodation types' }).getByText('Tents').waitFor();
    await page.goto(`${journey.apiOrigin}/staff/facilities`);
    await page.getByRole('link', { name: 'New facility' }).click();
    const form = page.getByRole('region', { name: 'New facility' });
    await form.getByRole('button', { name: 'Save facility' }).click();
    await form.getByText('Enter at least one price').waitFor();
    await form.getByLabel('Name').fill('Acacia Tented Camp');
    await form.getByLabel('Facility type').selectOption('Accomodation');
    const accommodationType = form.getByLabel('Accommodation type');
    expect(await accommodationType.locator('option').allTextContents()).toEqual([
      'None (a camping site)',
      'Bandas',
      'Pelican',
      'Research Centre',
      'Stables',
      'Tents',
    ]);
    await accommodationType.selectOption('Tents');
    await form.getByLabel('Description').fill('Six tents under the acacias');
    await form.getByLabel('Units').fill('6');
    await form.getByLabel('Maximum guests').fill('2');
    await form.getByLabel('Citizen per unit').fill('4500');
    await saveScreenshot(page, 'catalogue-admin-new-facility-phone');
    await expectPageSound(page);
    await form.getByRole('button', { name: 'Save facility' }).click();
    await page.waitForURL(/\/staff\/m-facility\/fac-acacia-tented-camp-[0-9a-f]{6}$/);
    const facilityId = page.url().split('/').at(-1)!;
    const made = await apiCall<{ accomodation_type: string | null }>(
      journey.stack.apiUrl,
      `/facilities/${facilityId}`,
      undefined,
      adminToken,
    );
    expect(made.accomodation_type).toBe('Tents');
    expect(await page.getByTestId('item-status').textContent()).toBe('Active');

    const pictures = page.getByRole('region', { name: 'Pictures' });
    await pictures.getByLabel('Also make it the thumbnail').check();
    await pictures.getByLabel('Add picture').setInputFiles({
      name: 'tent.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await pictures.getByRole('img', { name: 'Acacia Tented Camp, thumbnail' }).waitFor();
    await expectPageSound(page);

    const published = await apiCall<{ public_id: string; thumbnail: string }[]>(
      journey.stack.apiUrl,
      '/public/facilities',
    );
    expect(published.find((facility) => facility.public_id === facilityId)?.thumbnail).toMatch(
      /^upload-.*\.png$/,
    );
    const quote = await apiCall<{ lines: { ref: string; amount: number }[] }>(
      journey.stack.apiUrl,
      '/public/quotes',
      {
        check_in: daysFromToday(10),
        check_out: daysFromToday(11),
        currency: 'KES',
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
        vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
        facilities: [
          { public_id: facilityId, adults: 2, number_of_rooms: 1, residency: 'citizen' },
        ],
      },
    );
    expect(quote.lines.find((line) => line.ref === facilityId)?.amount).toBe(4500);

    await page.goto(`${journey.apiOrigin}/staff/inventory`);
    await page.getByRole('link', { name: 'New activity' }).click();
    const activity = page.getByRole('region', { name: 'New activity' });
    await activity.getByLabel('Name').fill('Sundowner Walk');
    await activity.getByLabel('Description').fill('An hour on foot at dusk');
    await activity.getByLabel('Maximum guests').fill('8');
    await activity.getByLabel('Time frames').fill('5:30 PM');
    await activity.getByLabel('Citizen per adult').fill('1200');
    await activity.getByLabel('Citizen per child').fill('600');
    await activity.getByRole('button', { name: 'Save activity' }).click();
    await page.waitForURL(/\/staff\/single-inventory\/act-sundowner-walk-[0-9a-f]{6}$/);
    await page.getByText('Citizen: adult KES 1,200, child KES 600').waitFor();
    await saveScreenshot(page, 'catalogue-admin-activity-phone');
    await expectPageSound(page);
  });
});
