/**
 * Journey: the reports in the staff application (the API at `/staff/`). A day visit for today
 * (two citizens and a car) is paid in cash through the API; an administrator opens Summary
 * volume from the side menu and sees the guests and vehicles `GET /reports/summary-volume`
 * answers for the same range, on a laptop and on a 360 px phone, and downloads its CSV, which
 * is the API's; then opens Revenue charts and sees the bookings chart's figures (its table and
 * total) equal to `GET /reports/charts/bookings`, on both screens.
 *
 * spec: membership-backoffice.md §2.5 (csv, charts and volumes), §3 (Revenue chart response
 * fields); issue 17 items 1, 2 and 7.
 */
import { readFile } from 'node:fs/promises';
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingCreated } from '@hifadhi/shared/schemas/booking';
import type { ReportTable, RevenueChartData } from '@hifadhi/shared/schemas/reports';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, paidDayVisitAt, signInAt } from '../support/staff-app';

const DESKTOP = { width: 1280, height: 800 };
const kes = (amount: string) => formatMoney(amount, 'KES', 2);

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';
let booking: BookingCreated;

const apiGet = <T>(path: string) => apiCall<T>(journey.stack.apiUrl, path, undefined, adminToken);

function backOfficeLink(name: string) {
  return journey.browser.page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name, exact: true });
}

describe('reports and charts', () => {
  beforeAll(async () => {
    adminToken = (await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN))
      .auth_token;
    booking = await paidDayVisitAt(
      journey.stack.apiUrl,
      adminToken,
      { first_name: 'Akinyi', last_name: 'Otieno', phone: '+254712000071' },
      0,
    );
  });

  it('a manager sees the summary volume the API gives, on a laptop and a phone, and downloads its CSV', async () => {
    const { page } = journey.browser;
    const to = calendarDateAt(new Date());
    const from = addDays(to, -6);
    const range = `from=${from}&to=${to}&interval=day`;
    const volume = await apiGet<ReportTable>(`/reports/summary-volume?${range}`);
    // The paid day visit: two citizen adults and a car arriving today.
    expect(volume.totals.guests).toBeGreaterThanOrEqual(2);
    expect(volume.rows.some((row) => row.period === to && row.category === 'Citizen Adult')).toBe(
      true,
    );

    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await backOfficeLink('Summary volume').click();
    await page.waitForURL(`${journey.apiOrigin}/staff/volumes`);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(from);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(to);
    await expect
      .poll(() => page.getByTestId('summary-volume-total-guests').textContent())
      .toBe(String(volume.totals.guests));
    expect(await page.getByTestId('summary-volume-total-vehicles').textContent()).toBe(
      String(volume.totals.vehicles),
    );
    for (const [index, row] of volume.rows.entries()) {
      expect(await page.getByTestId(`summary-volume-${index}-guests`).textContent()).toBe(
        String(row.guests),
      );
      expect(await page.getByTestId(`summary-volume-${index}-category`).textContent()).toBe(
        row.category,
      );
    }
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reports-summary-volume-1280');

    await page.setViewportSize(PHONE);
    await expectPageSound(page);
    await saveScreenshot(page, 'reports-summary-volume-360');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`summary-volume-${from}-${to}.csv`);
    const saved = parse(await readFile((await download.path())!), { bom: true, columns: true });
    const answer = await fetch(`${journey.stack.apiUrl}/reports/summary-volume.csv?${range}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(saved).toEqual(parse(await answer.text(), { bom: true, columns: true }));
    expect(saved.at(-1)).toMatchObject({ Period: 'Total', Guests: String(volume.totals.guests) });
  });

  it('a manager sees the bookings revenue chart with the figures the API gives', async () => {
    const { page } = journey.browser;
    const to = calendarDateAt(new Date());
    const from = addDays(to, -6);
    const chart = await apiGet<RevenueChartData>(
      `/reports/charts/bookings?from=${from}&to=${to}&interval=day`,
    );
    // The day visit became Paid today: its conservation and vehicle fees.
    expect(Number(chart.total_kes)).toBeGreaterThanOrEqual(booking.total_cost);

    await page.setViewportSize(DESKTOP);
    await backOfficeLink('Revenue charts').click();
    await page.waitForURL(`${journey.apiOrigin}/staff/charts`);
    await expect
      .poll(() => page.getByTestId('chart-total').textContent())
      .toBe(kes(chart.total_kes));
    for (const series of chart.series) {
      expect(await page.getByTestId(`chart-total-${series.key}`).textContent()).toBe(
        kes(chart.totals[series.key]!),
      );
    }
    await page.locator('.revenue-chart .recharts-bar-rectangle').first().waitFor();
    expect(
      await page.getByRole('table', { name: /Revenue of bookings paid in full/ }).count(),
    ).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reports-chart-1280');

    await page.setViewportSize(PHONE);
    // The drawing follows its box once recharts has seen it resize.
    await expect
      .poll(() => page.locator('.recharts-wrapper').evaluate((chart) => chart.clientWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await expectPageSound(page);
    await saveScreenshot(page, 'reports-chart-360');
  });
});
