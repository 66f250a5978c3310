/**
 * Journey (k): a gate clerk works through an internet outage at the kiosk. The API runs on a
 * fresh database; the gate service (browser mode) registers with an administrator's code and
 * downloads its replica; a second kiosk is registered from the renderer's own screen. The clerk
 * signs in and syncs; then the API goes away. Offline, the clerk checks in three paid
 * bookings — one by its typed reference, one found by the guest's name, and one paid online
 * after the kiosk's last sync, admitted by its ticket code's signature alone — sells a walk-in
 * through the wizard (the spec's messages on the way, the quote's figures), takes the cash and
 * prints the receipt and a copy (the previews shown), and finds the review list needs the
 * internet. The API comes back, "Sync now" drains the outbox, and the server holds each
 * check-in, the walk-in and its cash payment exactly once.
 *
 * spec: staff-booking.md §2.1, §2.7, §4, §5, §8; ARCHITECTURE.md §The gate kiosk;
 * k-contract.md; research offline-checkin-anchors.md §1.
 */

import { setTimeout as sleep } from 'node:timers/promises';
import { scanMessages } from '@hifadhi/shared/check-in/scan-messages';
import { messages } from '@hifadhi/shared/messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingCreated, PublicBookingRequestInput } from '@hifadhi/shared/schemas/booking';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { type Browser, openBrowser } from '../support/browser';
import {
  buildKioskRenderer,
  type GateProcess,
  type RestartableApi,
  startGateProcess,
  startRestartableApi,
  ticketCodeFromMail,
} from '../support/kiosk-stack';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';

const KIOSK_SCREEN = { width: 1280, height: 800 };
const SMALL_KIOSK_SCREEN = { width: 1024, height: 768 };
/** Safaricom's sandbox MSISDN: the Daraja simulator's customer pays. */
const SANDBOX_PHONE = '254708374149';
const CLERK = { email: 'clerk@kijani.example', password: 'change-me-clerk' };
const ADMIN = { email: 'admin@kijani.example', password: 'change-me-admin' };

const today = daysFromToday(0);
const tomorrow = daysFromToday(1);
/** The walk-in's cart: one East African resident adult in a 6-seater, a day visit today. */
const walkInCart = {
  check_in: today,
  check_out: today,
  currency: 'KES',
  guests: [{ payment_public_id: 'cf-res-a', payment_guests: 1 }],
  vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
};

let api: RestartableApi;
let gate: GateProcess;
let browser: Browser;
let adminToken = '';
let walkInQuote: Quote;
const booked: Record<'amina' | 'brian' | 'chebet', BookingCreated> = {} as never;
let chebetTicket = '';
let walkInId = '';

async function apiCall<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${api.apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function registrationCode(): Promise<string> {
  const issued = await apiCall<{ code: string }>(
    '/devices/registration-codes',
    { gate_public_id: 'gate-main' },
    adminToken,
  );
  return issued.code;
}

/** Books a day visit or stay (one car) from the public API, unpaid. */
function book(
  first_name: string,
  last_name: string,
  checkOut: string,
  guests: PublicBookingRequestInput['guests'],
): Promise<BookingCreated> {
  return apiCall<BookingCreated>('/public/bookings', {
    check_in: today,
    check_out: checkOut,
    currency: 'KES',
    guests,
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    facilities: [],
    first_name,
    last_name,
    email: `${first_name.toLowerCase()}@example.co.ke`,
    phone: '+254712345678',
    country: 'KE',
    city: 'Nanyuki',
    terms: true,
    disclaimer: true,
  } satisfies PublicBookingRequestInput);
}

/** Pays `booking` online by M-Pesa from the sandbox phone and waits until it is paid. */
async function payOnline(booking: BookingCreated): Promise<void> {
  const started = await apiCall<{ payment_public_id: string }>('/public/payments/mpesa', {
    booking_id: booking.booking_public_id,
    phone: SANDBOX_PHONE,
  });
  for (let attempt = 0; attempt < 40; attempt++) {
    const payment = await apiCall<{ status: string }>(
      `/public/payments/${started.payment_public_id}`,
    );
    if (payment.status === 'paid') return;
    await sleep(500);
  }
  throw new Error(`${booking.booking_ref_code} was not paid by M-Pesa`);
}

async function look(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `kiosk-${name}`);
  expect(await seriousViolations(page)).toEqual([]);
}

function header(page: Page) {
  return {
    connection: page.getByTestId('connection'),
    queued: page.getByTestId('queued'),
    lastSync: page.getByTestId('last-sync'),
  };
}

/** Presses "Sync now" until the header shows `mode` (the kiosk switches by its recent answers). */
async function syncUntil(page: Page, mode: 'Online' | 'Offline'): Promise<void> {
  const syncNow = page.getByRole('button', { name: 'Sync now' });
  for (let attempt = 0; attempt < 8; attempt++) {
    if ((await header(page).connection.innerText()).includes(mode)) return;
    await syncNow.click();
    await expect.poll(() => syncNow.isEnabled(), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() => page.locator('.header-sync-message').innerText(), { timeout: 30_000 })
      .not.toBe('Syncing…');
  }
  await expect.poll(() => header(page).connection.innerText()).toContain(mode);
}

/** Types `code` into the focused scan field as a keyboard-wedge scanner does; the decision. */
async function scan(page: Page, code: string): Promise<string> {
  const field = page.getByLabel('Scan a ticket or type a booking reference');
  await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
  const answer = page.getByTestId('scan-answer');
  const before = Number(await answer.getAttribute('data-scans'));
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect.poll(async () => Number(await answer.getAttribute('data-scans'))).toBe(before + 1);
  return page.getByTestId('decision').innerText();
}

beforeAll(async () => {
  buildKioskRenderer();
  api = await startRestartableApi();
  adminToken = (await apiCall<{ auth_token: string }>('/auth/login', ADMIN)).auth_token;
  booked.amina = await book('Amina', 'Otieno', today, [
    { payment_public_id: 'cf-cit-a', payment_guests: 2 },
  ]);
  booked.brian = await book('Brian', 'Kiprop', tomorrow, [
    { payment_public_id: 'cf-cit-a', payment_guests: 1 },
    { payment_public_id: 'cf-cit-c', payment_guests: 1 },
  ]);
  await payOnline(booked.amina);
  await payOnline(booked.brian);
  walkInQuote = await apiCall<Quote>('/public/quotes', walkInCart);
  gate = await startGateProcess({
    apiUrl: api.apiUrl,
    registrationCode: await registrationCode(),
    name: 'Main Gate lane 1',
  });
  browser = await openBrowser(gate.url);
  await browser.page.setViewportSize(KIOSK_SCREEN);
});

afterAll(async () => {
  await browser?.close();
  await gate?.stop();
  await api?.destroy();
});

describe('journey (k): the gate works offline and catches up', () => {
  it('registers a second kiosk from its own screen', async () => {
    const spare = await startGateProcess({
      apiUrl: api.apiUrl,
      registrationCode: '',
      name: 'unused',
    });
    const { page } = browser;
    try {
      await page.goto(`${spare.url}/`);
      await page.getByRole('heading', { name: 'Register this kiosk' }).waitFor();
      await look(page, 'register');
      await page.getByLabel('Registration code').fill('NOT-A-CODE');
      await page.getByLabel('Kiosk name').fill('River Gate spare');
      await page.getByRole('button', { name: 'Register kiosk' }).click();
      await page.getByRole('alert').waitFor();
      await page.getByLabel('Registration code').fill(await registrationCode());
      await page.getByRole('button', { name: 'Register kiosk' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
      expect(await page.locator('header').innerText()).toContain('River Gate spare');
    } finally {
      await spare.stop();
    }
  });

  it('signs the clerk in online and syncs', async () => {
    const { page } = browser;
    await page.goto(`${gate.url}/`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect.poll(() => header(page).connection.innerText()).toContain('Online');
    await look(page, 'login');
    await page.getByLabel('E-mail').fill(CLERK.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(messages.wrongCredentials).waitFor();
    await page.getByLabel('Password').fill(CLERK.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Gate', exact: true }).waitFor();
    expect(await page.locator('header').innerText()).toContain('Joseph Otieno');

    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByText(/^Synced: /).waitFor();
    expect(await header(page).lastSync.innerText()).not.toBe('never');

    // Sold and paid online after the kiosk's last sync: the guest has the e-mailed ticket.
    booked.chebet = await book('Chebet', 'Wanjala', today, [
      { payment_public_id: 'cf-res-a', payment_guests: 2 },
    ]);
    await payOnline(booked.chebet);
    chebetTicket = await ticketCodeFromMail(api.dataDirectory, booked.chebet.booking_ref_code);
  });

  it('goes offline when the API stops', async () => {
    const { page } = browser;
    await api.stop();
    // The kiosk switches itself offline after two failed answers of the API.
    await syncUntil(page, 'Offline');
    expect(await page.getByText(/^Sync failed: /).count()).toBe(1);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: /^Dashboard/ }).waitFor();
    const arrivals = page.getByRole('table', { name: 'Expected arrivals today' });
    await arrivals.waitFor();
    expect(await arrivals.innerText()).toContain(booked.amina.booking_ref_code);
    expect(await arrivals.innerText()).toContain(booked.brian.booking_ref_code);
    await look(page, 'dashboard-offline');
  });

  it('checks in by typed reference, by scanned ticket and from the booking page', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Gate', exact: true }).click();
    await page.getByRole('heading', { name: 'Gate', exact: true }).waitFor();

    const byReference = await scan(page, booked.amina.booking_ref_code);
    expect(byReference).toContain(scanMessages.admit(2));
    expect(byReference).toContain('Checked in.');
    await look(page, 'gate-valid');

    const again = await scan(page, booked.amina.booking_ref_code);
    expect(again).toContain(scanMessages.alreadyInHere);
    expect(again).toContain('Nothing was recorded.');
    await page.setViewportSize(SMALL_KIOSK_SCREEN);
    await look(page, 'gate-already-in-1024');
    await page.setViewportSize(KIOSK_SCREEN);

    const bySignature = await scan(page, chebetTicket);
    expect(bySignature).toContain(scanMessages.admitFromSignature(2));
    expect(bySignature).toContain('Checked in.');
    expect(await page.getByTestId('decision').getAttribute('data-status')).toBe('valid');
    await look(page, 'gate-signature');

    await page.getByRole('link', { name: 'Find a booking' }).click();
    await page.getByLabel('Reference, name or phone').fill('kiprop');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: booked.brian.booking_ref_code }).click();
    await page.getByRole('heading', { name: /^Booking / }).waitFor();
    await page.getByRole('button', { name: 'Check in' }).click();
    const decision = page.getByTestId('decision');
    await decision.waitFor();
    expect(await decision.innerText()).toContain(scanMessages.admit(2));
    await expect
      .poll(() => page.getByRole('region', { name: 'Check-ins' }).innerText())
      .toMatch(/In · gate-main/);
    await look(page, 'booking-checked-in');
    await expect.poll(() => header(page).queued.innerText()).toMatch(/^3/);
  });

  it('sells a walk-in offline: the wizard, cash and the receipt', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Walk-in' }).click();
    await page.getByRole('heading', { name: 'Walk-in booking' }).waitFor();
    await look(page, 'walk-in-details');
    expect(await page.getByLabel('Destination').inputValue()).toBe('dst-main');
    await page.getByLabel('Destination').selectOption('');

    await page.getByRole('button', { name: /Approval$/ }).click();
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await page.getByText(messages.destinationMissing, { exact: true }).waitFor();
    await page.locator('.snackbar').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: /Residency$/ }).click();
    await page.getByRole('button', { name: 'Next →' }).click();
    expect(await page.getByText(messages.wizardMissingData).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: /Guest \/ Member Details$/ }).click();
    await page.getByLabel('First name').fill('Baraka');
    await page.getByLabel('Last name').fill('Mutua');
    await page.getByLabel('Country').selectOption({ label: 'Kenya' });
    expect(await page.getByLabel('Phone').inputValue()).toBe('+254');
    await page.getByLabel('Phone').fill('+254733000444');
    await page
      .getByLabel('Destination')
      .selectOption({ label: 'Kijani Conservancy (day visit and lodges)' });
    await page.getByRole('button', { name: 'Next →' }).click();

    await page.getByRole('table', { name: 'Conservation fees by guest category' }).waitFor();
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByText(messages.residencyTotalZero).waitFor();
    await page.getByLabel('East African Resident Adult', { exact: true }).fill('1');
    const conservation = walkInQuote.totals.conservation;
    await expect
      .poll(() => page.getByTestId('residency-total').innerText())
      .toBe(formatMoney(conservation, 'KES'));
    await look(page, 'walk-in-residency');
    await page.getByRole('button', { name: 'Next →' }).click();

    await page.getByLabel('Up to 6 seater', { exact: true }).fill('1');
    await page.getByLabel('Vehicle registration (optional)').fill('kda 123a');
    await expect
      .poll(() => page.getByTestId('wizard-total').innerText())
      .toBe(formatMoney(walkInQuote.totals.amount_due, 'KES'));
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByRole('heading', { name: 'Accommodation / Camping' }).waitFor();
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByRole('heading', { name: 'Activities' }).waitFor();
    await page.getByRole('button', { name: 'Next →' }).click();

    await page.getByRole('heading', { name: 'Proof of Residency' }).waitFor();
    const proof = page.getByRole('group', { name: 'East African Resident Adult 1' });
    await proof.getByLabel('First name').fill('Baraka');
    await proof.getByLabel('Last name').fill('Mutua');
    await proof.getByLabel('Document number').fill('KE-33000444');
    await page.getByRole('button', { name: 'Next →' }).click();

    await page.getByRole('heading', { name: 'Approval' }).waitFor();
    const summary = page.getByTestId('quote-summary');
    expect(await page.getByTestId('grand-total').innerText()).toBe(
      formatMoney(walkInQuote.totals.grand_total, 'KES'),
    );
    for (const line of walkInQuote.lines) {
      expect(await summary.innerText()).toContain(formatMoney(line.amount, 'KES'));
    }
    expect(await page.getByRole('table', { name: 'Proof of residency' }).innerText()).toContain(
      'KE-33000444',
    );
    await look(page, 'walk-in-approval');
    await page.getByRole('button', { name: 'Complete Booking' }).click();

    await page.getByRole('heading', { name: /^Booking W[2-9A-Z]*-/ }).waitFor();
    walkInId = decodeURIComponent(page.url().split('/bookings/')[1]?.split('#')[0] ?? '');
    expect(walkInId).toMatch(/^[0-9a-f-]{36}$/);
    const due = formatMoney(walkInQuote.totals.amount_due, 'KES');
    expect(await page.getByTestId('balance').innerText()).toBe(due);
    expect(await page.getByRole('region', { name: 'Gate payment' }).innerText()).toContain(
      'M-Pesa needs the internet',
    );
    expect(await page.getByLabel('Cash received (KES)').inputValue()).toBe(
      String(walkInQuote.totals.amount_due),
    );
    await page.getByRole('button', { name: 'Take cash' }).click();
    await page.getByText(`${due} taken. Balance now KES 0.`).waitFor();
    await expect.poll(() => page.getByTestId('balance').innerText()).toBe('KES 0');

    await page.getByRole('button', { name: 'Print receipt' }).click();
    const preview = page.getByTestId('receipt-preview').first();
    await preview.waitFor();
    const reference = (await page.locator('.ref-code').innerText()).trim();
    const printed = await preview.innerText();
    expect(printed).toContain(reference);
    expect(printed).toContain('Baraka Mutua');
    expect(printed).toContain(due);
    expect(printed).not.toContain('C O P Y');
    expect(await preview.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /mono/i,
    );
    await look(page, 'walk-in-receipt');

    await page.getByRole('button', { name: 'Reprint receipt (copy)' }).click();
    await expect.poll(() => page.getByTestId('receipt-preview').count()).toBe(2);
    const newest = page.locator('.receipt-list > li').first();
    expect(await newest.locator('summary').innerText()).toContain('COPY');
    expect(await newest.getByTestId('receipt-preview').innerText()).toContain('C O P Y');
    await page.getByRole('button', { name: 'Check in' }).click();
    expect(await page.getByTestId('decision').innerText()).toContain(scanMessages.admit(1));
  });

  it('says the review list needs the internet while offline', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Review' }).click();
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'needs the internet' });
    await alert.waitFor();
    await look(page, 'review-offline');
  });

  it('drains the outbox when the API is back, and the server holds each operation once', async () => {
    const { page } = browser;
    await api.start();
    // Back online after five good answers in a row.
    await syncUntil(page, 'Online');
    await page.getByText(/^Synced: /).waitFor();
    await expect.poll(() => header(page).queued.innerText()).toBe('0');
    const status = await (await fetch(`${gate.url}/gate/v1/status`)).json();
    expect(status).toMatchObject({ mode: 'online', pending_operations: 0, flagged_operations: 0 });
    // The review list is a supervisor's: the clerk hands over to an administrator.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Review' }).click();
    await page.getByText('Nothing to review.').waitFor();
    await look(page, 'review-online');

    interface StaffBooking {
      booking_ref_code: string;
      booking_status: string;
      booking_payment_status: string;
      booking_payment_balance: number;
      source: string;
      check_ins: { direction: string; gate_public_id: string; forced: boolean }[];
      payments: { method: string; status: string; amount: number }[];
    }
    const read = (id: string) => apiCall<StaffBooking>(`/bookings/${id}`, undefined, adminToken);
    for (const booking of [booked.amina, booked.brian, booked.chebet]) {
      const onServer = await read(booking.booking_public_id);
      expect(onServer.booking_status).toBe('checked_in');
      expect(onServer.check_ins).toEqual([
        expect.objectContaining({
          direction: 'check_in',
          gate_public_id: 'gate-main',
          forced: false,
        }),
      ]);
    }
    const walkIn = await read(walkInId);
    expect(walkIn).toMatchObject({
      source: 'gate',
      booking_status: 'checked_in',
      booking_payment_status: 'Paid',
      booking_payment_balance: 0,
    });
    expect(walkIn.payments.filter((payment) => payment.method === 'cash')).toEqual([
      expect.objectContaining({ status: 'paid', amount: walkInQuote.totals.amount_due }),
    ]);
    expect(walkIn.check_ins).toHaveLength(1);
    const found = await apiCall<{ data: { booking_public_id: string }[] }>(
      '/bookings?search=Mutua',
      undefined,
      adminToken,
    );
    expect(found.data.map((booking) => booking.booking_public_id)).toEqual([walkInId]);

    await page.goto(`${gate.url}/#/bookings/${walkInId}`);
    await page.getByRole('heading', { name: `Booking ${walkIn.booking_ref_code}` }).waitFor();
    await look(page, 'walk-in-synced');
  });

  it('says plainly which back-office bookings need the server when the kiosk goes offline', async () => {
    const { page } = browser;
    await page.goto(`${gate.url}/#/new-group-booking`);
    await page.getByRole('heading', { name: 'New group booking' }).waitFor();
    await api.stop();
    await syncUntil(page, 'Offline');
    await page.getByText('Group bookings need the server: the kiosk is offline.').waitFor();
    await page.evaluate(() => {
      window.location.hash = '#/new-booking';
    });
    await page
      .getByText('New bookings from the back office need the server: the kiosk is offline.')
      .waitFor();
    await page.getByRole('link', { name: 'Book a walk-in' }).click();
    await page.getByRole('heading', { name: 'Walk-in booking' }).waitFor();
  });
});
