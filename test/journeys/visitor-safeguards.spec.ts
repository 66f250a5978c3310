/**
 * Journey (g): the public site holds under a real visitor's mistakes on a 360 px phone — a
 * typed past date is refused at once, leaving a trip in progress asks first (the site's own
 * dialog), prices fit the screen and never read "KES 0", a full lodge says it is full and an
 * unpriced one is not offered; the express checkout, the waiver page and the calls to action
 * exist; at 1280 px the search bar is on the first screen and cards show a "from" price; the
 * built site is served with its security headers and works under its CSP.
 *
 * spec: public-site.md §2.1, §2.4, §2.8, §5 "Dates"; issue 11 items 7 and 8.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullMessage } from '../../web/src/features/booking/add-to-cart/cart-problem';
import { pastDateMessage } from '../../web/src/lib/date-limits';
import { seriousViolations } from '../support/accessibility';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { expectNoHorizontalScroll, expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import {
  daysFromToday,
  dialog,
  lastNotification,
  search,
  setCounter,
  summarySettled,
} from '../support/site';

/** Browser dialogs (window.confirm, alert) the site opened: it must open none. */
const nativeDialogs: string[] = [];

const journey = useStack();

beforeAll(async () => {
  journey.browser.page.on('dialog', (shown) => {
    nativeDialogs.push(shown.message());
    void shown.dismiss();
  });
});

/** The stored cart part `key` (e.g. conservation_data), as the site keeps it. */
async function stored(key: string): Promise<unknown> {
  return journey.browser.page.evaluate(
    (name) => JSON.parse(localStorage.getItem(name) ?? 'null'),
    key,
  );
}

/** The field message linked to the input labelled `label`. */
async function fieldMessage(label: string): Promise<string> {
  return journey.browser.page.getByLabel(label, { exact: true }).evaluate((input) => {
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
  });
}

describe('journey (g): the site holds under a visitor’s mistakes', () => {
  it('is served with its security headers', async () => {
    for (const path of ['/index', '/reservation', '/']) {
      const response = await fetch(`${journey.stack.siteUrl}${path}`);
      expect(response.status).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-inline');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    // A malformed address is refused (never a 5xx) with the same headers.
    const malformed = await fetch(`${journey.stack.siteUrl}/%`);
    expect(malformed.status).toBe(404);
    expect(malformed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(malformed.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await (await fetch(`${journey.stack.siteUrl}/index`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const asset = await fetch(`${journey.stack.siteUrl}${script}`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('shows the calls to action on home and refuses a typed past date at once', async () => {
    const { page } = journey.browser;
    await page.goto('/index');
    await page.getByRole('heading', { name: 'Lion Tracking' }).waitFor();
    const calls = page.getByRole('region', { name: 'News for visitors' });
    // the calls to action load from the API (content-settings) after the page
    await calls.getByRole('heading', { name: 'Just coming for the day?' }).waitFor();
    expect(await calls.getByRole('heading').allTextContents()).toContain(
      'Just coming for the day?',
    );
    expect(await calls.getByRole('link', { name: 'Express checkout' }).count()).toBe(1);

    const today = daysFromToday(0);
    expect(await page.getByLabel('CHECK-IN').getAttribute('min')).toBe(today);
    await page.getByLabel('CHECK-IN').fill(daysFromToday(-1));
    await expect.poll(() => fieldMessage('CHECK-IN')).toBe(pastDateMessage(today));
    expect((await stored('user_data')) as { check_in: string }).toMatchObject({ check_in: '' });
    await page.getByLabel('CHECK-IN').fill(daysFromToday(3));
    await expect.poll(() => fieldMessage('CHECK-IN')).toBe('');
    await page.getByLabel('CHECK-OUT').fill(daysFromToday(2));
    await expect
      .poll(() => fieldMessage('CHECK-OUT'))
      .toBe('Check-out must be at least one day after check-in.');
    await saveScreenshot(page, 'g-home-past-date');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Camping' }).click();
    await page.getByRole('button', { name: 'ADD TO CART: Ewaso Public Campsite' }).click();
    const cart = dialog(page);
    await cart.getByRole('tab', { name: 'Availability' }).click();
    await cart.getByLabel('Start date').fill(daysFromToday(-2));
    await expect.poll(() => cart.getByText(pastDateMessage(today)).count()).toBe(1);
    await expectPageSound(page);
    await cart.getByRole('button', { name: 'Close' }).click();
  });

  it('says a full campsite or activity is full and does not offer an unpriced lodge', async () => {
    const { page } = journey.browser;
    const [checkIn, checkOut] = [daysFromToday(40), daysFromToday(42)];
    // Another visitor holds Murera Campsite, the conservancy's only private site, for the dates,
    // and all four rangers of the armed escort on the first day.
    const held = await fetch(`${journey.stack.apiUrl}/public/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        check_in: checkIn,
        check_out: checkOut,
        currency: 'KES',
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
        vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
        facilities: [{ public_id: 'fac-murera', adults: 2, residency: 'citizen' }],
        inventory: [{ public_id: 'act-ranger-walk', date: checkIn, rangers: 4 }],
        first_name: 'Achieng',
        last_name: 'Otieno',
        email: 'achieng@example.co.ke',
        phone: '+254722000111',
        country: 'KE',
        city: 'Kisumu',
        terms: true,
        disclaimer: true,
      }),
    });
    expect(held.status).toBe(201);

    await page.goto('/index');
    await search(page, { checkIn, checkOut, guests: 2, vehicles: 1 });
    await page.waitForURL('**/reservation');
    const item = (name: string) => page.locator('.picker-item').filter({ hasText: name });
    await expect
      .poll(() => item('Murera Campsite').innerText())
      .toContain('Full for your dates: nothing is free');
    expect(
      await page.getByRole('button', { name: 'ADD TO CART: Murera Campsite' }).isDisabled(),
    ).toBe(true);
    const bandas = await item('Sweetwaters Bandas').innerText();
    expect(bandas).toContain('Not bookable: no pricing has been set for this period');
    expect(bandas).not.toMatch(/free for your dates/);
    expect(
      await page.getByRole('button', { name: 'ADD TO CART: Sweetwaters Bandas' }).isDisabled(),
    ).toBe(true);
    await expect.poll(() => item('Ewaso Public Campsite').innerText()).toContain('6 of 6 free');

    // A fully booked activity says so too.
    await page.goto('/reservation?step=2');
    await page
      .getByRole('button', { name: 'ADD TO CART: Armed Ranger Escort (bush walk)' })
      .click();
    const escort = dialog(page);
    await escort.getByRole('tab', { name: 'Availability' }).click();
    await escort.getByLabel('Activity date').fill(checkIn);
    await expect
      .poll(() => escort.locator('.availability-note').textContent())
      .toBe('Full on this date: no places left');
    await escort.getByRole('button', { name: 'Close' }).click();

    // Its own page's booking dialog says so too, offers no guest counters and adds nothing.
    await page.goto('/facility/fac-murera');
    await page.getByRole('button', { name: 'Book now' }).click();
    const booking = dialog(page);
    await expect
      .poll(() => booking.locator('.availability-note').textContent())
      .toBe('Full for your dates: nothing is free');
    expect(await booking.getByLabel('Adults', { exact: true }).count()).toBe(0);
    await booking.getByRole('button', { name: 'Make Reservation' }).click();
    await expect
      .poll(() => lastNotification(booking))
      .toEqual({ title: 'Fully Booked', message: fullMessage('Murera Campsite') });
    await expectPageSound(page);
    await booking.getByRole('button', { name: 'Close' }).click();
    await page.goto('/reservation');
  });

  it('shows the real prices per unit, adult and child within the 360 px screen', async () => {
    const { page } = journey.browser;
    const item = (name: string) => page.locator('.picker-item').filter({ hasText: name });
    for (const name of ['The Stables', 'Ewaso Public Campsite', 'Pelican House']) {
      await item(name).getByText('Prices', { exact: true }).click();
    }
    const stables = await item('The Stables').locator('table').innerText();
    expect(stables).toContain('Per unit');
    expect(stables).toContain(formatMoney(6000, 'KES'));
    expect(stables).not.toContain('KES 0');
    expect(stables).not.toContain('Per adult');
    const ewaso = await item('Ewaso Public Campsite').locator('table').innerText();
    expect(ewaso).toContain('Per adult');
    expect(ewaso).toContain(formatMoney(800, 'KES'));
    expect(ewaso).toContain(formatMoney(400, 'KES'));
    await saveScreenshot(page, 'g-reservation-prices');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('asks before Home empties a trip in progress, in its own dialog', async () => {
    const { page } = journey.browser;
    await setCounter(page, 'Citizen Adult', 2);
    await setCounter(page, 'Up to 6 seater', 1);
    await summarySettled(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    const asking = dialog(page);
    await expect.poll(() => asking.getByRole('heading').textContent()).toBe('Start a new trip?');
    expect(await asking.innerText()).toContain('Your cart holds 2 items');
    await saveScreenshot(page, 'g-start-over-dialog');
    await expectPageSound(page);
    await asking.getByRole('button', { name: 'Keep my trip' }).click();
    expect(await stored('conservation_data')).toEqual([
      { payment_public_id: 'cf-cit-a', payment_person: 'Citizen Adult', payment_guests: 2 },
    ]);

    await page.reload();
    await dialog(page).getByRole('button', { name: 'Empty the cart and start over' }).click();
    await expect.poll(() => stored('conservation_data')).toEqual([]);
    expect(await stored('vehicle_data')).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: 'Lion Tracking' }).waitFor();
    expect(await dialog(page).count()).toBe(0);
    expect(nativeDialogs).toEqual([]);
  });

  it('takes a day visit through the express checkout to its payment page', async () => {
    const { page } = journey.browser;
    await page.goto('/express-payment-info');
    await page.waitForURL('**/express-selection');
    await page.getByRole('heading', { name: 'Express checkout: day visit' }).waitFor();
    await page.getByLabel('Day of your visit').fill(daysFromToday(5));
    await setCounter(page, 'Citizen Adult', 1);
    await setCounter(page, 'Up to 6 seater', 1);
    await summarySettled(page);
    await saveScreenshot(page, 'g-express-selection');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/express-booking-info');
    await dialog(page).getByRole('button', { name: 'Agree' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Baraka');
    await page.getByLabel('Last name', { exact: true }).fill('Mwangi');
    await page.getByLabel('E-mail', { exact: true }).fill('baraka.mwangi@example.co.ke');
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Kenya' });
    await page.getByLabel('Phone', { exact: true }).fill('+254 712 000 222');
    await page.getByLabel('City', { exact: true }).fill('Nyeri');
    await page.getByLabel('I accept the terms and conditions').check();
    await saveScreenshot(page, 'g-express-booking-info');
    await expectPageSound(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL('**/express-payment-info/**');
    await page.getByRole('complementary', { name: 'BOOKING TOTAL' }).waitFor();
    expect(await page.getByLabel('Currency').count()).toBe(0);
    await saveScreenshot(page, 'g-express-payment');
    await expectPageSound(page);
    // The trip is booked now: home starts afresh without asking.
    await page.getByRole('link', { name: 'Kijani Conservancy' }).first().click();
    await page.getByRole('heading', { name: 'Lion Tracking' }).waitFor();
    expect(await dialog(page).count()).toBe(0);
    await expect.poll(() => stored('conservation_data')).toEqual([]);
  });

  it('has the waiver page, accepted on submit', async () => {
    const { page } = journey.browser;
    await page.goto('/disclaimer');
    await page.getByRole('heading', { name: 'Liability disclaimer' }).waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await page.getByText('Tick the box to accept the waiver.').count()).toBe(1);
    await page.getByLabel('I have read the waiver and accept it for myself and my party').check();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('You accepted the waiver on').waitFor();
    await saveScreenshot(page, 'g-disclaimer');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('at 1280 px has the search bar on the first screen and "from" prices on the cards', async () => {
    const { page } = journey.browser;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/index');
    await page.getByRole('heading', { name: 'Lion Tracking' }).waitFor();
    const bar = await page.getByRole('form', { name: 'Search availability' }).boundingBox();
    expect(bar && bar.y + bar.height).toBeLessThanOrEqual(720);
    const card = (name: string) => page.locator('article.card').filter({ hasText: name });
    expect(await card('Lion Tracking').innerText()).toContain('From KES 4,000 per adult');
    await page.getByRole('tab', { name: 'Accommodation' }).click();
    expect(await card('The Stables').innerText()).toContain('From KES 6,000 per night');
    expect(await card('Pelican House').innerText()).toContain('From KES 30,000 per night');
    expect(await card('Sweetwaters Bandas').innerText()).toContain('Not bookable');
    await saveScreenshot(page, 'g-home-1280');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
  });
});
