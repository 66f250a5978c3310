/**
 * Journey (f): a visitor builds a two-night trip (a mixed party, a vehicle, The Stables and
 * Lion Tracking), reads the summary in KES, switches the currency menu to USD, and every
 * figure on the page becomes the API's USD quote for the same cart.
 *
 * spec: public-site.md §1 (KES or USD after conversion; thousands separators), §2.3 (currency
 * menu), §2.9; api-contract.md §Quote.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { useStack } from '../support/journey-stack';
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

const checkIn = daysFromToday(40);
const checkOut = daysFromToday(42);

const journey = useStack();

/** The API's quote for the trip this journey builds, asked directly. */
async function apiQuote(currency: CurrencyCode): Promise<Quote> {
  const response = await fetch(`${journey.stack.apiUrl}/public/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      check_in: checkIn,
      check_out: checkOut,
      currency,
      guests: [
        { payment_public_id: 'cf-cit-a', payment_guests: 2 },
        { payment_public_id: 'cf-nr-a', payment_guests: 1 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      facilities: [
        {
          public_id: 'fac-stables',
          start_date: checkIn,
          end_date: checkOut,
          adults: 2,
          number_of_rooms: 1,
        },
      ],
      inventory: [
        {
          public_id: 'act-lion',
          date: checkIn,
          adults: 2,
          extra_pax_adults: 1,
          residency_adults: 'citizen',
          residency_extra_adults: 'non_resident',
        },
      ],
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Quote;
}

/** The quote as the summary must show it: each line's description and figure, the total. */
function expectedFigures(quote: Quote) {
  return {
    lines: quote.lines.map((line) => [line.description, formatMoney(line.amount, quote.currency)]),
    total: formatMoney(quote.totals.amount_due, quote.currency),
  };
}

describe('journey (f): switching currency', () => {
  it('builds the trip and shows the API quote in KES', async () => {
    const { page } = journey.browser;
    await page.goto('/index');
    await search(page, { checkIn, checkOut, guests: 3, vehicles: 1 });
    await page.waitForURL('**/reservation');
    await setCounter(page, 'Citizen Adult', 2);
    await setCounter(page, 'Non-Resident Adult', 1);
    expect(await page.getByLabel('Up to 6 seater', { exact: true }).inputValue()).toBe('1');

    await page.getByRole('button', { name: 'ADD TO CART: The Stables' }).click();
    await setCounter(dialog(page), 'Adults', 2);
    await dialog(page).getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    await page.getByRole('button', { name: 'Done with Accommodation' }).click();

    await page.getByRole('button', { name: 'ADD TO CART: Lion Tracking' }).click();
    const lion = dialog(page);
    await setCounter(lion, 'Adults', 2);
    expect(await lion.getByLabel('Residency of the adults').inputValue()).toBe('citizen');
    await setCounter(lion, 'Extra adults', 1);
    await lion.getByLabel('Residency of the extra adults').selectOption('non_resident');
    await lion.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    const kes = await apiQuote('KES');
    expect(kes.lines).toHaveLength(5);
    await expect.poll(() => summaryFigures(page)).toEqual(expectedFigures(kes));
    await summarySettled(page);
    expect(await summaryFigures(page)).toEqual(expectedFigures(kes));
    expect(kes.totals.amount_due).toBeGreaterThan(10_000);
  });

  it('shows every figure as the API’s USD quote after switching to USD', async () => {
    const { page } = journey.browser;
    await page.getByLabel('Currency').selectOption('USD');
    const usd = await apiQuote('USD');
    await expect.poll(() => summaryFigures(page)).toEqual(expectedFigures(usd));
    await summarySettled(page);
    expect(await summaryFigures(page)).toEqual(expectedFigures(usd));
    const main = (await page.locator('main').innerText()).replaceAll('\u00a0', ' ');
    expect(main).toContain(formatMoney(usd.totals.amount_due, 'USD'));
    expect(main).not.toContain('KES');
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('"USD"');

    await saveScreenshot(page, 'f-summary-in-usd');

    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the trip and the currency across a reload', async () => {
    const { page } = journey.browser;
    await page.reload();
    const usd = await apiQuote('USD');
    await expect.poll(() => summaryFigures(page)).toEqual(expectedFigures(usd));
    expect(await page.getByLabel('Currency').inputValue()).toBe('USD');
  });
});
