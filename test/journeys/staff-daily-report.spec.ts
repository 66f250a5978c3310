/**
 * Journey: the daily report in the staff application (the API at `/staff/`). A day visit is
 * paid in cash and checked in at Main Gate through the API today; an administrator opens Daily
 * report from the side menu's Reports and logs section and sees today's payments total equal
 * to what `GET /reports/daily` answers, the tables fitting a 360 px phone; the "Download gate
 * entries (CSV)" button saves the day's gate entries, one row per passage as the API's CSV has
 * them, the check-in of the test among them.
 *
 * spec: api-contract.md §Reports (contract); issue 17 items 1 and 5.
 */
import { readFile } from 'node:fs/promises';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingCreated } from '@hifadhi/shared/schemas/booking';
import type { DailyReport } from '@hifadhi/shared/schemas/reports';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, dayVisitAt, signInAt } from '../support/staff-app';

const DESKTOP = { width: 1280, height: 800 };

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';
let booking: BookingCreated;

/** The API's CSV of `day`'s gate entries, parsed into rows by column name. */
async function gateEntries(day: string): Promise<Record<string, string>[]> {
  const response = await fetch(
    `${journey.stack.apiUrl}/reports/gate-entry.csv?from=${day}&to=${day}`,
    {
      headers: { Authorization: `Bearer ${adminToken}` },
    },
  );
  expect(response.status).toBe(200);
  return parse(await response.text(), { bom: true, columns: true });
}

describe('daily report', () => {
  beforeAll(async () => {
    adminToken = (await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN))
      .auth_token;
    booking = await dayVisitAt(journey.stack.apiUrl, {
      first_name: 'Wambui',
      last_name: 'Njoroge',
      phone: '+254712000051',
    });
    const path = `/bookings/${booking.booking_public_id}`;
    await apiCall(
      journey.stack.apiUrl,
      `${path}/payments`,
      { method: 'Cash', amount: booking.total_cost, currency: 'KES' },
      adminToken,
    );
    await apiCall(
      journey.stack.apiUrl,
      `${path}/check-in`,
      { gate_public_id: 'gate-main' },
      adminToken,
    );
  });

  it("an administrator sees today's payments total as the API gives it and downloads the gate entries", async () => {
    const { page } = journey.browser;
    const today = calendarDateAt(new Date());
    const report = await apiCall<DailyReport>(
      journey.stack.apiUrl,
      `/reports/daily?date=${today}`,
      undefined,
      adminToken,
    );
    expect(report.payments.by_method.cash.count).toBe(1);
    expect(report.payments.total_kes).toBe(`${booking.total_cost}.00`);

    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Daily report', exact: true })
      .click();
    await page.waitForURL(`${journey.apiOrigin}/staff/reports/daily`);
    expect(await page.getByLabel('Day', { exact: true }).inputValue()).toBe(today);
    const total = page.getByTestId('payments-total-amount');
    await expect
      .poll(() => total.textContent())
      .toBe(formatMoney(report.payments.total_kes, 'KES', 2));
    await expect
      .poll(() => page.locator('[data-figure="payments"] .figure-value').textContent())
      .toBe(formatMoney(report.payments.total_kes, 'KES', 2));
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'staff-daily-report-1280');

    await page.setViewportSize(PHONE);
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-daily-report-360');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download gate entries (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`gate-entry-${today}-${today}.csv`);
    const saved: Record<string, string>[] = parse(await readFile((await download.path())!), {
      bom: true,
      columns: true,
    });
    const expected = await gateEntries(today);
    expect(saved).toEqual(expected);
    expect(saved.filter((row) => row.Booking === booking.booking_ref_code)).toMatchObject([
      { Gate: 'Main Gate', Direction: 'Check-in', 'Guest categories': 'Citizen Adult: 2' },
    ]);
    expect(saved.filter((row) => row.Direction === 'Check-in')).toHaveLength(report.check_ins);

    await page.getByLabel('Day').fill('2020-01-01');
    await page.waitForURL(`${journey.apiOrigin}/staff/reports/daily?date=2020-01-01`);
    await expect.poll(() => total.textContent()).toBe(formatMoney('0.00', 'KES', 2));
  });
});
