/**
 * Journey: a busy gate on a 1024×768 kiosk screen. The clerk sells a walk-in for a night at
 * Pelican House with its catering type and an armed ranger escort, with the guests' proof of
 * residency — Previous and Next on screen at every step — and prints its receipt with the
 * kiosk's receipt number. At the gate the decision is a full-width band with the reason in
 * large type and the guest count, a sound for admit and refuse, and the scan field keeps the
 * keyboard-wedge scanner's focus whatever the clerk clicks. The Inspection Ranger gets the
 * inspection screen, which checks and never records. A reload mid-walk-in keeps the guests
 * entered; the kept draft is gone once the walk-in is booked.
 *
 * spec: staff-booking.md §2.1, §2.2, §2.6, §2.7, §5, §6, §9; issue 12 items 5, 6, 7.
 */

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { scanMessages } from '@hifadhi/shared/check-in/scan-messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingCreated } from '@hifadhi/shared/schemas/booking';
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
} from '../support/kiosk-stack';
import { screenshotDirectory } from '../support/repository';
import { daysFromToday } from '../support/site';

const SMALL_KIOSK_SCREEN = { width: 1024, height: 768 };
const SANDBOX_PHONE = '254708374149';
const ADMIN = { email: 'admin@kijani.example', password: 'change-me-admin' };
const CLERK = { email: 'clerk@kijani.example', password: 'change-me-clerk' };
const RANGER = { email: 'ranger@kijani.example', password: 'change-me-ranger' };

const today = daysFromToday(0);
const tomorrow = daysFromToday(1);
/** The walk-in: two citizens for a night at Pelican House, self catering, two armed rangers. */
const walkInCart = {
  check_in: today,
  check_out: tomorrow,
  currency: 'KES',
  guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
  vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
  facilities: [
    {
      public_id: 'fac-pelican',
      adults: 2,
      children: 0,
      extra_pax_adults: 0,
      extra_pax_children: 0,
      number_of_rooms: 1,
      catering_type: '9a9a77eb',
    },
  ],
  inventory: [
    {
      public_id: 'act-ranger-walk',
      date: today,
      adults: 0,
      children: 0,
      extra_pax_adults: 0,
      extra_pax_children: 0,
      rangers: 2,
    },
  ],
};

let api: RestartableApi;
let gate: GateProcess;
let browser: Browser;
let walkInQuote: Quote;
let paidBooking: BookingCreated;
let walkInBookingRef = '';

async function apiCall<T>(route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${api.apiUrl}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A day visit for two citizens today, paid by M-Pesa from the sandbox phone. */
async function paidDayVisit(): Promise<BookingCreated> {
  const booking = await apiCall<BookingCreated>('/public/bookings', {
    check_in: today,
    check_out: today,
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    facilities: [],
    first_name: 'Amani',
    last_name: 'Njoroge',
    email: 'amani@example.co.ke',
    phone: '+254712345678',
    country: 'KE',
    city: 'Nanyuki',
    terms: true,
    disclaimer: true,
  });
  const started = await apiCall<{ payment_public_id: string }>('/public/payments/mpesa', {
    booking_id: booking.booking_public_id,
    phone: SANDBOX_PHONE,
  });
  for (let attempt = 0; attempt < 60; attempt++) {
    const payment = await apiCall<{ status: string }>(
      `/public/payments/${started.payment_public_id}`,
    );
    if (payment.status === 'paid') return booking;
    await sleep(500);
  }
  throw new Error(`${booking.booking_ref_code} was not paid by M-Pesa`);
}

/** Saves the screen as the clerk sees it (the viewport, not the whole page) and checks a11y. */
async function look(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDirectory, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDirectory, `kiosk-gate-${name}.png`) });
  expect(await seriousViolations(page)).toEqual([]);
}

/** True when the whole of `name`'s button is inside the viewport as it stands. */
async function buttonOnScreen(page: Page, name: string): Promise<boolean> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  return (
    box !== null &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= SMALL_KIOSK_SCREEN.height &&
    box.x + box.width <= SMALL_KIOSK_SCREEN.width
  );
}

/** Previous and the step's forward button both on screen, with the page scrolled to its top. */
async function expectNavigationOnScreen(page: Page, forward: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await buttonOnScreen(page, '← Previous')).toBe(true);
  expect(await buttonOnScreen(page, forward)).toBe(true);
}

async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${gate.url}/#/login`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

function scanField(page: Page) {
  return page.getByLabel('Scan a ticket or type a booking reference');
}

async function scanFieldFocused(page: Page): Promise<boolean> {
  return scanField(page).evaluate((input) => input === document.activeElement);
}

/** Types `code` as a keyboard-wedge scanner does (into whatever has focus) and presses Enter. */
async function wedgeScan(page: Page, code: string): Promise<void> {
  const answer = page.getByTestId('scan-answer');
  const before = Number(await answer.getAttribute('data-scans'));
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect.poll(async () => Number(await answer.getAttribute('data-scans'))).toBe(before + 1);
}

/** The notes the page has started through Web Audio, by frequency (see the init script). */
function cues(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { cues: number[] }).cues);
}

beforeAll(async () => {
  buildKioskRenderer();
  api = await startRestartableApi();
  const adminToken = (await apiCall<{ auth_token: string }>('/auth/login', ADMIN)).auth_token;
  paidBooking = await paidDayVisit();
  walkInQuote = await apiCall<Quote>('/public/quotes', walkInCart);
  const { code } = await apiCall<{ code: string }>(
    '/devices/registration-codes',
    { gate_public_id: 'gate-main' },
    adminToken,
  );
  gate = await startGateProcess({
    apiUrl: api.apiUrl,
    registrationCode: code,
    name: 'Main Gate lane 2',
  });
  browser = await openBrowser(gate.url);
  await browser.page.setViewportSize(SMALL_KIOSK_SCREEN);
  // Records every Web Audio note the kiosk plays, by its frequency.
  await browser.page.addInitScript(() => {
    const played: number[] = [];
    (window as unknown as { cues: number[] }).cues = played;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      played.push(this.frequency.value);
      start.call(this, when);
    };
  });
});

afterAll(async () => {
  await browser?.close();
  await gate?.stop();
  await api?.destroy();
});

describe('journey: a busy gate on a 1024×768 kiosk', () => {
  it('sells a walk-in with Pelican House, rangers and proof of residency, Next always on screen', async () => {
    const { page } = browser;
    await signIn(page, CLERK);
    await page.getByRole('heading', { name: 'Gate', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Walk-in' }).click();
    await page.getByRole('heading', { name: 'Walk-in booking' }).waitFor();

    await expectNavigationOnScreen(page, 'Next →');
    await look(page, 'walk-in-details-1024');
    await page.getByLabel('First name').fill('Wanjiku');
    await page.getByLabel('Last name').fill('Kamau');
    await page.getByLabel('Country').selectOption({ label: 'Kenya' });
    await page.getByLabel('Phone').fill('+254722000222');
    await page
      .getByLabel('Destination')
      .selectOption({ label: 'Kijani Conservancy (day visit and lodges)' });
    await page.getByLabel('Check-out').fill(tomorrow);
    await page.getByRole('button', { name: 'Next →' }).click();

    await page.getByRole('heading', { name: 'Residency' }).waitFor();
    await page.getByLabel('Citizen Adult', { exact: true }).fill('2');
    await expectNavigationOnScreen(page, 'Next →');
    await look(page, 'walk-in-residency-1024');
    await expect
      .poll(() => page.getByTestId('residency-total').innerText())
      .toBe(formatMoney(walkInQuote.totals.conservation, 'KES'));
    // A reload mid-walk-in keeps what the clerk entered: the walk-in's draft is kept in the
    // browser under its own key, never a staff booking's.
    await page.reload();
    await page.getByRole('heading', { name: 'Walk-in booking' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Wanjiku');
    expect(await page.evaluate(() => localStorage.getItem('hifadhi-staff-booking-draft:new'))).toBe(
      null,
    );
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByRole('heading', { name: 'Residency' }).waitFor();
    expect(await page.getByLabel('Citizen Adult', { exact: true }).inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Next →' }).click();

    await page.getByRole('heading', { name: 'Vehicle Entry Fees' }).waitFor();
    await page.getByLabel('Up to 6 seater', { exact: true }).fill('1');
    await expectNavigationOnScreen(page, 'Next →');
    await page.getByRole('button', { name: 'Next →' }).click();

    await page.getByRole('heading', { name: 'Accommodation / Camping' }).waitFor();
    await page
      .getByLabel('Accommodation', { exact: true })
      .selectOption({ label: 'Pelican House (Accomodation)' });
    const catering = page.getByLabel('Catering type');
    expect(await catering.locator('option').allInnerTexts()).toEqual([
      'Choose the catering type',
      'Self Catering',
      'Chef Service',
      'Fully Catered',
    ]);
    await page.getByLabel('Adults').fill('2');
    await page.getByRole('button', { name: 'Add to Booking' }).click();
    await page.getByText('Choose the catering type for Pelican House.').waitFor();
    await catering.selectOption({ label: 'Self Catering' });
    await page.getByRole('button', { name: 'Add to Booking' }).click();
    await page.getByText(/Pelican House \(Self Catering\): 2 adults/).waitFor();
    await expectNavigationOnScreen(page, 'Next →');
    await look(page, 'walk-in-pelican-1024');
    await page.getByRole('button', { name: 'Next →' }).click();

    await page.getByRole('heading', { name: 'Activities' }).waitFor();
    await page
      .getByLabel('Activity', { exact: true })
      .selectOption({ label: 'Armed Ranger Escort (bush walk)' });
    expect(await page.getByLabel('Adults taking part').count()).toBe(0);
    await page.getByLabel('Rangers').fill('2');
    await page.getByRole('button', { name: 'Add activity' }).click();
    await page.getByText(/Armed Ranger Escort \(bush walk\) on .*: 2 rangers/).waitFor();
    await expect
      .poll(() => page.getByTestId('wizard-total').innerText())
      .toBe(formatMoney(walkInQuote.totals.amount_due, 'KES'));
    await expectNavigationOnScreen(page, 'Next →');
    await page.getByRole('button', { name: 'Next →' }).click();

    await page.getByRole('heading', { name: 'Proof of Residency' }).waitFor();
    const proof = page.getByRole('group', { name: 'Citizen Adult 1' });
    expect(await proof.getByLabel('Document shown').inputValue()).toBe('National ID');
    await proof.getByLabel('First name').fill('Wanjiku');
    await proof.getByLabel('Last name').fill('Kamau');
    await proof.getByLabel('Document number').fill('22334455');
    // Two proof rows make the step longer than the screen: Next stays in reach.
    await expectNavigationOnScreen(page, 'Next →');
    await look(page, 'walk-in-proof-1024');
    await page.getByRole('button', { name: 'Next →' }).click();

    await page.getByRole('heading', { name: 'Approval' }).waitFor();
    await expectNavigationOnScreen(page, 'Complete Booking');
    expect(await page.getByTestId('grand-total').innerText()).toBe(
      formatMoney(walkInQuote.totals.grand_total, 'KES'),
    );
    const proofs = await page.getByRole('table', { name: 'Proof of residency' }).innerText();
    expect(proofs).toContain('National ID');
    expect(proofs).toContain('22334455');
    await look(page, 'walk-in-approval-1024');
    await page.getByRole('button', { name: 'Complete Booking' }).click();

    await page.getByRole('heading', { name: /^Booking / }).waitFor();
    walkInBookingRef = (await page.locator('.ref-code').innerText()).trim();
    // Taken: the kept draft is gone, so the next walk-in starts empty.
    expect(await page.evaluate(() => localStorage.getItem('hifadhi-walk-in-draft'))).toBe(null);
    // The rangers are kept on the booking, not turned into guests.
    await page.getByText(/Armed Ranger Escort \(bush walk\).*2 rangers/).waitFor();
    await page.getByRole('button', { name: 'Take cash' }).click();
    await expect.poll(() => page.getByTestId('balance').innerText()).toBe('KES 0');
    await page.getByRole('button', { name: 'Print receipt' }).click();
    const preview = page.getByTestId('receipt-preview').first();
    await preview.waitFor();
    const receiptNumber = /Receipt no\. +([0-9A-F]{6}-\d{6})/.exec(await preview.innerText())?.[1];
    expect(receiptNumber).toMatch(/^[0-9A-F]{6}-000001$/);
    // A Kenyan tax receipt: the conservancy's KRA PIN and the VAT and levy the stay contains.
    const paper = await preview.innerText();
    for (const line of [
      'KRA PIN P051234567K',
      '  Exempt                      KES 3,500.00',
      '  Net of tax                 KES 30,596.14',
      '  VAT 16%                     KES 4,895.39',
      '  Catering levy 2%              KES 508.47',
    ]) {
      expect(paper).toContain(line);
    }
    await page.getByRole('button', { name: 'Reprint receipt (copy)' }).click();
    await expect.poll(() => page.getByTestId('receipt-preview').count()).toBe(2);
    const copy = page.locator('.receipt-list > li').first();
    expect(await copy.locator('summary').innerText()).toContain(`No. ${receiptNumber}`);
    expect(await copy.getByTestId('receipt-preview').innerText()).toContain(
      `Receipt no.                  ${receiptNumber}`,
    );
    await look(page, 'walk-in-receipt-1024');
  });

  it('shows each decision as a band readable from a metre away, with a sound', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Gate', exact: true }).click();
    await page.getByRole('heading', { name: 'Gate', exact: true }).waitFor();
    expect(await scanFieldFocused(page)).toBe(true);

    await wedgeScan(page, paidBooking.booking_ref_code);
    const decision = page.getByTestId('decision');
    expect(await decision.getAttribute('data-band')).toBe('admit');
    expect(await decision.innerText()).toContain(scanMessages.admit(2));
    expect(await page.getByTestId('decision-guests').innerText()).toMatch(/^2\s*guests$/);
    const band = page.locator('.decision-band');
    const looks = await band.evaluate((element) => {
      const style = getComputedStyle(element);
      const message = element.querySelector('.decision-message') as HTMLElement;
      const count = element.querySelector('.decision-guest-count') as HTMLElement;
      return {
        background: style.backgroundColor,
        width: element.getBoundingClientRect().width,
        screen: (element.closest('main') as HTMLElement).clientWidth,
        message: Number.parseFloat(getComputedStyle(message).fontSize),
        count: Number.parseFloat(getComputedStyle(count).fontSize),
      };
    });
    expect(looks.background).toBe('rgb(20, 108, 46)');
    // Full width of the screen's content; the reason at 27 px and up, the count at 70 px.
    expect(looks.width).toBeGreaterThan(looks.screen * 0.9);
    expect(looks.message).toBeGreaterThanOrEqual(27);
    expect(looks.count).toBeGreaterThanOrEqual(70);
    await expect.poll(() => cues(page)).toEqual([880, 1320]);
    expect(await scanFieldFocused(page)).toBe(true);
    await look(page, 'decision-admit-1024');

    // A click on the direction moves focus off the field; the scanner still lands in it.
    await page.getByText('Leaving (check-out)').click();
    await expect.poll(() => scanFieldFocused(page)).toBe(true);
    await page.getByText('Coming in (check-in)').click();
    await page.getByRole('heading', { name: 'Gate', exact: true }).click();
    await expect.poll(() => scanFieldFocused(page)).toBe(true);

    await wedgeScan(page, paidBooking.booking_ref_code);
    expect(await decision.getAttribute('data-band')).toBe('attention');
    expect(await band.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(242, 176, 30)',
    );
    expect(await cues(page)).toEqual([880, 1320]);
    await look(page, 'decision-attention-1024');

    await wedgeScan(page, 'NOSUCHREF');
    expect(await decision.getAttribute('data-band')).toBe('refuse');
    expect(await band.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(179, 22, 11)',
    );
    await expect.poll(() => cues(page)).toEqual([880, 1320, 180]);
    expect(await scanFieldFocused(page)).toBe(true);
    await look(page, 'decision-refuse-1024');
  });

  it('gives the Inspection Ranger a screen that checks and records nothing', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, RANGER);
    await page.getByRole('heading', { name: 'Inspection', exact: true }).waitFor();
    const nav = await page.getByRole('navigation', { name: 'Kiosk' }).innerText();
    expect(nav).toContain('Inspection');
    expect(nav).not.toContain('Walk-in');
    expect(await page.getByText('Check only, record nothing').count()).toBe(0);
    await page.goto(`${gate.url}/#/gate`);
    await page.getByRole('heading', { name: 'Inspection', exact: true }).waitFor();

    // Scanned twice, the paid walk-in is valid twice: the first scan recorded no check-in.
    for (let scan = 0; scan < 2; scan++) {
      await wedgeScan(page, walkInBookingRef);
      expect(await page.getByTestId('decision').getAttribute('data-band')).toBe('admit');
      expect(await page.getByTestId('decision').innerText()).not.toContain('Checked in.');
    }
    await look(page, 'inspection-1024');
  });
});
