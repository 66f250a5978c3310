/**
 * Journey: a refund paid out, on a phone. A slip allocated to a day visit as an over-payment is
 * listed as needing attention; an administrator at 360 px settles it by a refund paid out
 * (first sending it without a method, to see the shared schema's message), with an amount in
 * cents, M-Pesa and the reversal's reference, and is told the refund as recorded; the settled
 * payment shows it. The daily report of that day shows the refund among the refunds paid out by
 * method and the net received, as the API gives them, and the accounting export lists it as a
 * negative row with its reference.
 *
 * spec: api-contract.md §Payments, §Reports; membership-backoffice.md §2.5, §7; issue 17 items
 * 5 and 6.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { DailyReport } from '@hifadhi/shared/schemas/reports';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, overpaidDayVisit, signInAt } from '../support/staff-app';

const REVERSAL = 'QKR2611240RF';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';
let bookingRef = '';

describe('refunds paid out', () => {
  beforeAll(async () => {
    adminToken = (await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN))
      .auth_token;
    const booking = await overpaidDayVisit(
      journey.stack.apiUrl,
      adminToken,
      { first_name: 'Nekesa', last_name: 'Wafula', phone: '+254712000061' },
      { bank: 'Equity Bank', reference: 'EQ26112400061', over: 750 },
    );
    bookingRef = booking.booking_ref_code;
  });

  it('an administrator on a phone records a refund, and the daily report and the export show it', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/payments/attention`);
    const row = page.locator('tbody tr', { hasText: bookingRef });
    await row.getByRole('button', { name: 'Resolve' }).click();
    const form = page.getByRole('region', { name: 'Resolve payment' });
    await form.getByLabel('Amount refunded (KES)').fill('749.50');
    await form.getByLabel('Refund reference (M-Pesa, card, bank or cash voucher)').fill(REVERSAL);
    await form.getByLabel('Reason for the refund').fill('Over-payment returned');
    await form.getByRole('button', { name: 'Resolve' }).click();
    await form.getByText('Choose how it was refunded').waitFor();
    await form.getByLabel('Refunded by').selectOption({ label: 'M-Pesa' });
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-refund-resolve-360');
    await form.getByRole('button', { name: 'Resolve' }).click();
    const recorded = `Refund of KES 749.50 by M-Pesa, reference ${REVERSAL}: Over-payment returned`;
    await expect
      .poll(() => page.getByTestId('payment-resolved').textContent())
      .toBe(`Settled: ${recorded}`);
    await page.getByLabel('Show settled ones too').check();
    await expect.poll(() => row.getByTestId('resolution').textContent()).toContain(recorded);

    const attention = await apiCall<{
      payments: { payable_reference: string; resolved_at: string }[];
    }>(journey.stack.apiUrl, '/payments/attention?include_resolved=true', undefined, adminToken);
    const settled = attention.payments.find((payment) => payment.payable_reference === bookingRef);
    const day = calendarDateAt(new Date(settled!.resolved_at));
    const report = await apiCall<DailyReport>(
      journey.stack.apiUrl,
      `/reports/daily?date=${day}`,
      undefined,
      adminToken,
    );
    expect(report.refunds.by_method.mpesa).toEqual({ count: 1, total_kes: '749.50' });
    await page.goto(`${journey.apiOrigin}/staff/reports/daily?date=${day}`);
    await expect
      .poll(() => page.getByTestId('refunds-total-amount').textContent())
      .toBe(formatMoney(report.refunds.total_kes, 'KES', 2));
    await expect
      .poll(() => page.locator('[data-figure="refunds"] .figure-detail').textContent())
      .toBe(`1 refund; net received ${formatMoney(report.net_kes, 'KES', 2)}`);
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-daily-report-refunds-360');

    const csv = await fetch(`${journey.stack.apiUrl}/reports/accounting.csv?date=${day}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(csv.status).toBe(200);
    const rows: Record<string, string>[] = parse(await csv.text(), { bom: true, columns: true });
    const refundRows = rows.filter((line) => line.Type === 'Refund');
    expect(refundRows.map((line) => [line.Reference, line['Provider reference']])).toEqual(
      refundRows.map(() => [bookingRef, REVERSAL]),
    );
    expect(refundRows.reduce((sum, line) => sum + Number(line.Amount), 0)).toBeCloseTo(-749.5, 2);
  });
});
