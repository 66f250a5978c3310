/**
 * Journey: discounts and Escapes in the staff application's reports. The desk books two
 * citizens with 10 % off their conservation fees, a car and a night at Mukima Ridge (a partner
 * lodge, an "Escape") with the KARIBU10 promo code, and takes the balance in cash. An
 * administrator opens the daily report and sees the external accommodation row the API gives,
 * then Revenue charts, picks Discounts and sees each kind of discount and the total as
 * `GET /reports/charts/discounts` answers them, on a laptop and on a 360 px phone.
 *
 * spec: membership-backoffice.md §2.5 (charts), §3 (Revenue chart response fields:
 * bookings_discounts, discount_total); api-contract.md §Reports; issue 17.
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { DailyReport, RevenueChartData } from '@hifadhi/shared/schemas/reports';
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

const DESKTOP = { width: 1280, height: 800 };
const kes = (amount: string) => formatMoney(amount, 'KES', 2);

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';

describe('discounts and Escapes in the reports', () => {
  beforeAll(async () => {
    adminToken = (await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN))
      .auth_token;
    const booking = await apiCall<{ booking_public_id: string; booking_payment_balance: number }>(
      journey.stack.apiUrl,
      '/bookings',
      {
        check_in: daysFromToday(7),
        check_out: daysFromToday(8),
        currency: 'KES',
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2, discount: 10 }],
        vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
        facilities: [],
        external_facilities: [
          {
            public_id: 'esc-mukima',
            rooms: 1,
            parameters: [{ parameter_public_id: 'par-muk-cottage', value: 1 }],
          },
        ],
        promo_code: 'KARIBU10',
        first_name: 'Nyokabi',
        last_name: 'Mwangi',
        email: 'nyokabi@example.co.ke',
        phone: '+254712000081',
        country: 'KE',
        destination: 'dst-main',
      },
      adminToken,
    );
    await apiCall(
      journey.stack.apiUrl,
      `/bookings/${booking.booking_public_id}/payments`,
      { method: 'Cash', amount: booking.booking_payment_balance, currency: 'KES' },
      adminToken,
    );
  });

  it('an administrator sees the Escape in the daily report and each kind of discount in its chart', async () => {
    const { page } = journey.browser;
    const today = calendarDateAt(new Date());
    const report = await apiCall<DailyReport>(
      journey.stack.apiUrl,
      `/reports/daily?date=${today}`,
      undefined,
      adminToken,
    );
    // One night at Mukima Ridge, 18,000 less 10 % KARIBU10.
    expect(report.revenue.external_accommodation).toBe('16200.00');

    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/reports/daily`);
    const escapes = page
      .getByTestId('revenue')
      .getByRole('row', { name: /External accommodation/ })
      .getByRole('cell');
    await expect.poll(() => escapes.textContent()).toBe(kes(report.revenue.external_accommodation));

    const range = `from=${addDays(today, -6)}&to=${today}&interval=day`;
    const chart = await apiCall<RevenueChartData>(
      journey.stack.apiUrl,
      `/reports/charts/discounts?${range}`,
      undefined,
      adminToken,
    );
    expect(chart.series.map((series) => series.key)).toEqual(['staff', 'promo']);
    await page.goto(`${journey.apiOrigin}/staff/charts?${range}`);
    await page.getByLabel('Chart').selectOption({ label: 'Discounts (by kind)' });
    await expect
      .poll(() => page.getByTestId('chart-total').textContent())
      .toBe(kes(chart.total_kes));
    for (const series of chart.series) {
      expect(await page.getByTestId(`chart-total-${series.key}`).textContent()).toBe(
        kes(chart.totals[series.key]!),
      );
    }
    await page.locator('.revenue-chart .recharts-bar-rectangle').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reports-discounts-1280');

    await page.setViewportSize(PHONE);
    await expect
      .poll(() => page.locator('.recharts-wrapper').evaluate((drawing) => drawing.clientWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await expectPageSound(page);
    await saveScreenshot(page, 'reports-discounts-360');
  });
});
