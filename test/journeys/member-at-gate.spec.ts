/**
 * Journey (issue 16): staff register a family membership with two beneficiaries, marked paid;
 * the gate's kiosk syncs the member; at the gate the clerk finds the member in the walk-in's
 * member picker, books the family's day visit and the approval summary shows the entry discount
 * the membership gives (Kijani Family: 100% off the conservation fees), the quote paying only
 * the vehicle; the cash and the receipt follow, and the server records the booking's member.
 *
 * spec: staff-booking.md §2.1 (member picker with member summary), §9 (member discounts);
 * membership-backoffice.md §2.1, §2.2, §3.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
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

const KIOSK_SCREEN = { width: 1024, height: 768 };
const ADMIN = { email: 'admin@kijani.example', password: 'change-me-admin' };
const CLERK = { email: 'clerk@kijani.example', password: 'change-me-clerk' };
/** Two citizen adults: KES 1,500 each, all taken off by the family membership. */
const ENTRY_DISCOUNT = 3000;
/** One 6-seater, which the membership does not discount. */
const VEHICLE_FEE = 500;

let api: RestartableApi;
let gate: GateProcess;
let browser: Browser;
let adminToken: string;
let member: { public_id: string; member_reference_number: string };

/** A Kijani Family membership with an adult and a child beneficiary, paid in cash. */
function familyMembership() {
  return {
    member_setting: 'ms-cit-family',
    residence: 'citizen',
    household_type: 'Family',
    title: 'Mrs.',
    first_name: 'Njeri',
    sur_name: 'Wambugu',
    gender_id: 'gender-female',
    dob: '1988-01-20',
    email: 'njeri.wambugu@example.co.ke',
    code: 'KE',
    tel_number: '+254722555010',
    postal_address: 'P.O. Box 1234',
    postal_code: '10400',
    town: 'Nanyuki',
    family: [
      {
        title: 'Mr.',
        first_name: 'Kamau',
        sur_name: 'Wambugu',
        gender_id: 'gender-male',
        dob: '1986-07-02',
        email: 'kamau.wambugu@example.co.ke',
        phone_number: '+254722555011',
      },
      {
        title: 'Ms.',
        first_name: 'Wambui',
        sur_name: 'Wambugu',
        gender_id: 'gender-female',
        dob: '2016-04-11',
      },
    ],
    is_paid: true,
    payment_method: 'Cash',
  };
}

async function look(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `member-at-gate-${name}`);
  expect(await seriousViolations(page)).toEqual([]);
}

beforeAll(async () => {
  buildKioskRenderer();
  api = await startRestartableApi();
  adminToken = (await apiCall<{ auth_token: string }>(api.apiUrl, '/auth/login', ADMIN)).auth_token;
  member = await apiCall(api.apiUrl, '/members', familyMembership(), adminToken);
  const { code } = await apiCall<{ code: string }>(
    api.apiUrl,
    '/devices/registration-codes',
    { gate_public_id: 'gate-main' },
    adminToken,
  );
  gate = await startGateProcess({ apiUrl: api.apiUrl, registrationCode: code, name: 'Main Gate' });
  browser = await openBrowser(gate.url);
  await browser.page.setViewportSize(KIOSK_SCREEN);
});

afterAll(async () => {
  await browser?.close();
  await gate?.stop();
  await api?.destroy();
});

describe('journey: a member books at the gate', () => {
  it('finds the family member synced to the kiosk and shows the entry discount', async () => {
    const { page } = browser;
    await page.goto(`${gate.url}/#/login`);
    await page.getByLabel('E-mail').fill(CLERK.email);
    await page.getByLabel('Password').fill(CLERK.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Gate', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByRole('link', { name: 'Walk-in' }).click();
    await page.getByRole('heading', { name: 'Walk-in booking' }).waitFor();

    await page.getByLabel('Member (optional)').fill(member.member_reference_number);
    await page.getByRole('button', { name: /^Njeri Wambugu/ }).click();
    expect(await page.getByTestId('member-name').textContent()).toBe('Njeri Wambugu');
    const summary = await page.getByRole('region', { name: 'Member', exact: true }).innerText();
    expect(summary).toContain('Kijani Family');
    expect(summary).toContain('Current');
    // Choosing the member fills the guest's name.
    expect(await page.getByLabel('First name').inputValue()).toBe('Njeri');
    await page.getByLabel('Country').selectOption({ label: 'Kenya' });
    await page.getByLabel('Phone').fill('+254722555010');
    await page
      .getByLabel('Destination')
      .selectOption({ label: 'Kijani Conservancy (day visit and lodges)' });
    await look(page, 'member-picked');
    await page.getByRole('button', { name: 'Next →' }).click();

    await page.getByRole('heading', { name: 'Residency' }).waitFor();
    await page.getByLabel('Citizen Adult', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByRole('heading', { name: 'Vehicle Entry Fees' }).waitFor();
    await page.getByLabel('Up to 6 seater', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByRole('heading', { name: 'Accommodation / Camping' }).waitFor();
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByRole('heading', { name: 'Activities' }).waitFor();
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByRole('heading', { name: 'Proof of Residency' }).waitFor();
    for (const [n, first_name] of [
      [1, 'Njeri'],
      [2, 'Kamau'],
    ] as const) {
      const proof = page.getByRole('group', { name: `Citizen Adult ${n}` });
      await proof.getByLabel('First name').fill(first_name);
      await proof.getByLabel('Last name').fill('Wambugu');
      await proof.getByLabel('Document number').fill(`2233445${n}`);
    }
    await page.getByRole('button', { name: 'Next →' }).click();

    await page.getByRole('heading', { name: 'Approval' }).waitFor();
    await expect
      .poll(() => page.getByTestId('member-discount-entry').innerText())
      .toBe(`− ${formatMoney(ENTRY_DISCOUNT, 'KES')}`);
    expect(await page.getByRole('table', { name: /Member discount/ }).innerText()).toContain(
      'Kijani Family',
    );
    expect(await page.getByTestId('grand-total').innerText()).toBe(formatMoney(VEHICLE_FEE, 'KES'));
    await look(page, 'approval');
    await page.getByRole('button', { name: 'Complete Booking' }).click();

    await page.getByRole('heading', { name: /^Booking / }).waitFor();
    const reference = (await page.locator('.ref-code').innerText()).trim();
    await page.getByRole('button', { name: 'Take cash' }).click();
    await expect.poll(() => page.getByTestId('balance').innerText()).toBe('KES 0');
    await page.getByRole('button', { name: 'Print receipt' }).click();
    await page.getByTestId('receipt-preview').first().waitFor();
    expect(await page.getByTestId('receipt-preview').first().innerText()).toContain(reference);

    // The kiosk uploads the walk-in; the server records its member (the family membership).
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect
      .poll(
        async () => {
          const found = await apiCall<{ data: { booking_ref_code: string }[] }>(
            api.apiUrl,
            `/bookings?search=${encodeURIComponent(reference)}&membership_level=ms-cit-family`,
            undefined,
            adminToken,
          );
          return found.data.map((row) => row.booking_ref_code);
        },
        { timeout: 30_000 },
      )
      .toContain(reference);
  });
});
