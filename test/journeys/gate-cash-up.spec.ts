/**
 * Journey: the gate cash-up. The API and a gate service (browser mode) run for real; the
 * clerk takes a booking's balance in cash at the kiosk, opens Close shift, sees the cash taken,
 * counts 100 KES less, sees "KES 100.00 short" while typing and again before confirming,
 * closes the shift and prints its summary. The kiosk syncs; the administrator opens Gate
 * shifts in the kiosk's back office and sees the closed shift with its difference and the
 * ledger's own sum.
 *
 * spec: issue 17 item 4 (gate cash-up); staff-booking.md §2.9 (lists).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingCreated, PublicBookingRequestInput } from '@hifadhi/shared/schemas/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api-call';
import { type Browser, openBrowser } from '../support/browser';
import {
  buildKioskRenderer,
  type GateProcess,
  type RestartableApi,
  startGateProcess,
  startRestartableApi,
} from '../support/kiosk-stack';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';
import { ADMIN, CLERK } from '../support/staff-app';

let api: RestartableApi;
let gate: GateProcess;
let browser: Browser;
let booking: BookingCreated;
let due = 0;

/** The gate service's JSON API. */
const gateApi = () => `${gate.url}/gate/v1`;

/** Signs in at the gate service over HTTP; the gate token. */
async function gateToken(who: { email: string; password: string }): Promise<string> {
  return (await apiCall<{ token: string }>(gateApi(), '/session', who)).token;
}

async function signInAtKiosk(who: { email: string; password: string }): Promise<void> {
  const { page } = browser;
  await page.goto(`${gate.url}/`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Kiosk' }).waitFor();
}

beforeAll(async () => {
  buildKioskRenderer();
  api = await startRestartableApi();
  const adminToken = (await apiCall<{ auth_token: string }>(api.apiUrl, '/auth/login', ADMIN))
    .auth_token;
  const code = await apiCall<{ code: string }>(
    api.apiUrl,
    '/devices/registration-codes',
    { gate_public_id: 'gate-main' },
    adminToken,
  );
  booking = await apiCall<BookingCreated>(api.apiUrl, '/public/bookings', {
    check_in: daysFromToday(0),
    check_out: daysFromToday(0),
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    facilities: [],
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    email: 'wanjiru@example.co.ke',
    phone: '+254712345678',
    country: 'KE',
    city: 'Nanyuki',
    terms: true,
    disclaimer: true,
  } satisfies PublicBookingRequestInput);
  gate = await startGateProcess({
    apiUrl: api.apiUrl,
    registrationCode: code.code,
    name: 'Main Gate lane 2',
  });
  browser = await openBrowser(gate.url);
  await browser.page.setViewportSize({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
  await gate?.stop();
  await api?.destroy();
});

describe('journey: the gate cash-up', () => {
  it('closes the clerk shift 100 short, with the difference shown before confirming', async () => {
    const clerk = await gateToken(CLERK);
    await apiCall(gateApi(), '/sync', {}, clerk);
    const atGate = await apiCall<{ summary: { booking_payment_balance: number } }>(
      gateApi(),
      `/bookings/${booking.booking_public_id}`,
      undefined,
      clerk,
    );
    due = atGate.summary.booking_payment_balance;
    expect(due).toBeGreaterThan(100);
    await apiCall(
      gateApi(),
      `/bookings/${booking.booking_public_id}/cash-payments`,
      { amount: due, currency: 'KES' },
      clerk,
    );

    const { page } = browser;
    await signInAtKiosk(CLERK);
    await page.getByRole('link', { name: 'Close shift' }).click();
    await page.getByRole('heading', { name: 'Close shift' }).waitFor();
    const taken = page.getByRole('table', { name: 'Taken in this shift' });
    await expect.poll(() => taken.innerText()).toContain(formatMoney(due, 'KES', 2));
    expect(await taken.innerText()).toMatch(/Cash\s+1\s/);

    await page.getByLabel('Cash counted (KES)').fill(String(due - 100));
    await page.getByText('Difference: KES 100.00 short').waitFor();
    await page.getByRole('button', { name: 'Review the closing' }).click();
    await page.getByText('Close the shift? Cash: KES 100.00 short.').waitFor();
    await saveScreenshot(page, 'gate-cash-up-confirm');
    await page.getByRole('button', { name: 'Confirm and close shift' }).click();
    const closing = page.getByRole('region', { name: 'Shift closing' });
    await closing.getByRole('heading', { name: 'Shift closed' }).waitFor();
    expect(await closing.innerText()).toContain('KES 100.00 short');
    await page.getByRole('button', { name: 'Print summary' }).click();
    await page.getByText(/^Printed on /).waitFor();
    await saveScreenshot(page, 'gate-cash-up-closed');
    await apiCall(gateApi(), '/sync', {}, clerk);
  });

  it("shows the administrator the closed shift's difference in Gate shifts", async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInAtKiosk(ADMIN);
    await page.goto(`${gate.url}/#/gate-shifts`);
    await page.getByRole('heading', { name: 'Gate shifts' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'closed' });
    await row.waitFor();
    // The tags are capitalised by CSS; the text is as the page writes it.
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('KES 100.00 short');
    expect(text).toContain(`${formatMoney(due, 'KES', 2)} / ${formatMoney(due - 100, 'KES', 2)}`);
    expect(text).not.toContain('differs from the kiosk');
    await saveScreenshot(page, 'gate-shifts-list');
  });
});
