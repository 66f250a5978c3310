/**
 * Journey: catalogue settings in the staff application. On a desktop screen an administrator
 * adds a promo code from the promo codes list (New promo code, Generate); on a 360 px phone the
 * same administrator adds a USD exchange rate on the currency's page and a conservation fee
 * schedule for Citizen Adult from a later day. The public quote takes each at once: the code's
 * share off, the new rate's conversion, and the new fee for stays from the schedule's day
 * (not before).
 *
 * spec: membership-backoffice.md §2.5 (Promo codes, Currency, conservation-fees);
 * staff-booking.md §7 (get_newly_scheduled_pricing); pricing-rules.md §Money and rounding 3;
 * api-contract.md §Catalogue administration (every change reaches POST /public/quotes at once);
 * issue 15 items 3-6.
 */
import { messages } from '@hifadhi/shared/messages';
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

const DESKTOP = { width: 1280, height: 900 };
const VISIT = daysFromToday(10);
const SCHEDULE_FROM = daysFromToday(20);
const LATER_VISIT = daysFromToday(25);

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

/** The public quote's Citizen Adult line for two adults on a day visit on `day`. */
async function citizenAdults(day: string, currency: 'KES' | 'USD', promo_code?: string) {
  const quote = await apiCall<{ lines: { ref: string; amount: number }[] }>(
    journey.stack.apiUrl,
    '/public/quotes',
    {
      check_in: day,
      check_out: day,
      currency,
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
      ...(promo_code ? { promo_code } : {}),
    },
  );
  return quote.lines.find((line) => line.ref === 'cf-cit-a')!.amount;
}

describe('catalogue settings', () => {
  beforeAll(async () => {
    // KES 1,500 a citizen adult a day in the demo catalogue
    expect(await citizenAdults(VISIT, 'KES')).toBe(3000);
  });

  it('an administrator adds a promo code from the list, and the public quote takes it off', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/promo-codes`);
    await page.getByRole('heading', { name: 'Promo codes' }).waitFor();
    await page.getByRole('link', { name: 'KARIBU10' }).waitFor();
    await page.getByRole('button', { name: 'New promo code' }).click();
    const form = page.getByRole('region', { name: 'New promo code' });
    const code = form.getByLabel('Code');
    const first = await code.inputValue();
    await form.getByRole('button', { name: 'Generate' }).click();
    expect(await code.inputValue()).not.toBe(first);
    await form.getByRole('button', { name: 'Add promo code' }).click();
    // The shared schema's message, before anything is sent.
    await form.getByText(messages.dateFormat).waitFor();
    await code.fill('TEMBO15');
    await form.getByLabel('Percentage off').fill('15');
    await form.getByLabel('Last day').fill(daysFromToday(60));
    await saveScreenshot(page, 'settings-new-promo-code');
    await form.getByRole('button', { name: 'Add promo code' }).click();
    await page.waitForURL(/\/staff\/promo-code\/TEMBO15$/);
    expect(await page.getByTestId('promo-status').textContent()).toBe('Active');
    await page.getByRole('heading', { name: /Usage: 0 paid bookings/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // the same page on a phone
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('heading', { name: /Usage: 0 paid bookings/ }).waitFor();
    await saveScreenshot(page, 'settings-promo-code-page');
    await expectPageSound(page);

    // 3,000 less 15 %
    expect(await citizenAdults(VISIT, 'KES', 'TEMBO15')).toBe(2550);
  });

  it('on a phone, a new USD rate from the currency page prices the next quote', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${journey.apiOrigin}/staff/currency`);
    await page.getByRole('heading', { name: 'Currencies' }).waitFor();
    await page.getByText('so no other currency can be added').waitFor();
    await page.getByRole('link', { name: 'USD' }).click();
    await page.waitForURL(/\/staff\/currency\/USD$/);
    expect(await page.getByTestId('rate-buy').textContent()).toBe('128.00');
    await page.getByRole('button', { name: 'New rate' }).click();
    const form = page.getByRole('region', { name: 'New rate' });
    await form.getByLabel('Buying rate (KES per unit)').fill('140');
    await form.getByLabel('Selling rate (KES per unit)').fill('135');
    await form.getByRole('button', { name: 'Add rate' }).click();
    await form.getByText('The selling rate cannot be below the buying rate').waitFor();
    await form.getByLabel('Selling rate (KES per unit)').fill('145');
    await form.getByRole('button', { name: 'Add rate' }).click();
    await page.getByTestId('rate-buy').getByText('140', { exact: true }).waitFor();
    expect(await page.getByTestId('rate-sell').textContent()).toBe('145');
    await saveScreenshot(page, 'settings-currency-rate');
    await expectPageSound(page);

    // KES 3,000 ÷ 140 = 21.43 → 22
    expect(await citizenAdults(VISIT, 'USD')).toBe(22);
  });

  it('on a phone, a conservation fee schedule prices stays from its day on', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${journey.apiOrigin}/staff/conservation-fees`);
    await page.getByRole('heading', { name: 'Conservation fees' }).waitFor();
    const form = page.getByRole('region', { name: 'New schedule' });
    await form.getByLabel('Fee').selectOption({ label: 'Citizen Adult' });
    await form.getByLabel('In force from').fill(SCHEDULE_FROM);
    await form.getByLabel('Amount').fill('1700');
    await form.getByRole('button', { name: 'Add schedule' }).click();
    const row = page.getByRole('row', { name: new RegExp(`Citizen Adult .*${SCHEDULE_FROM}`) });
    await row.waitFor();
    expect(await row.innerText()).toContain('KES 1,700');
    await saveScreenshot(page, 'settings-fee-schedule');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    expect(await citizenAdults(VISIT, 'KES')).toBe(3000);
    expect(await citizenAdults(LATER_VISIT, 'KES')).toBe(3400);
  });

  it('on a phone, the partners, a partner, its types, the gates and the VAT pages read well', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${journey.apiOrigin}/staff/partners`);
    await page.getByRole('heading', { name: 'Partners' }).waitFor();
    await page.getByRole('link', { name: 'Savanna Trails Ltd' }).click();
    await page.waitForURL(/\/staff\/partner\/ptn-savanna$/);
    await page.getByText('agent@savannatrails.example', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Suspend' }).click();
    await page.getByTestId('partner-status').getByText('Suspended').waitFor();
    await saveScreenshot(page, 'settings-partner-page');
    await expectPageSound(page);
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByTestId('partner-status').getByText('Active').waitFor();

    await page.goto(`${journey.apiOrigin}/staff/partners/settings`);
    await page.getByRole('cell', { name: 'Tour operator' }).waitFor();
    await saveScreenshot(page, 'settings-partner-types');
    await expectPageSound(page);

    await page.goto(`${journey.apiOrigin}/staff/gates`);
    await page.getByRole('heading', { name: 'Gates' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await page.getByLabel('Name').fill('Main Gate (North)');
    // The gate admits to the research centre: its kiosks price walk-ins there.
    await page.getByLabel('Destination').selectOption({ label: 'Research Centre' });
    await saveScreenshot(page, 'settings-gate-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Cancel' }).waitFor({ state: 'detached' });
    const mainGate = page.getByRole('row').filter({ hasText: 'Main Gate (North)' });
    expect(await mainGate.getByRole('cell').allTextContents()).toEqual([
      'Main Gate (North)',
      'Road',
      'Research Centre',
      'Active',
      'EditDelete',
    ]);
    await saveScreenshot(page, 'settings-gates');
    await expectPageSound(page);

    await page.goto(`${journey.apiOrigin}/staff/vat`);
    expect(await page.getByTestId('tax-in-force').textContent()).toBe('16 %');
    await saveScreenshot(page, 'settings-vat');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
