/**
 * Journey: two of the wizard's last gaps in the staff application at 360 px.
 * 1. Use Booking Reference: a returning family's earlier booking carries their proofs of
 *    residency. An administrator amends their new booking (on the way The Stables offers extra
 *    adults and children and shows its available slots); on the proof step the Use Booking
 *    Reference dialog finds the earlier booking's proofs by its reference, one is removed, and
 *    Use All fills this booking's first Citizen Adult row; after Amend Booking the booking
 *    carries that proof (read back through the API).
 * 2. A partner's agent opens one of its institution's bookings from Partner bookings, chooses
 *    Amend booking, finds no discount columns, adds a guest and amends; the booking is re-priced
 *    at the quote's total for the new cart with the partner's discounts.
 *
 * spec: staff-booking.md §2.1 (EditBooking; partner fixed to its institution, discount columns
 * hidden), §2.7 (Use Booking Reference, Use All), §6; api-contract.md §Staff bookings.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api-call';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';
import { ADMIN, PARTNER, signInAt, signOut } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
const tokens = { admin: '', partner: '' };

interface Made {
  booking_public_id: string;
  booking_ref_code: string;
  total_cost: number;
}
interface FoundProofs {
  proofs: { first_name: string; last_name: string; document_id: string; proof_point: string }[];
}

const day = daysFromToday(9);
const departure = daysFromToday(10);

/** A guest booking of `guests` for a day visit, made with `token`. */
function book(token: string, guests: { payment_public_id: string; payment_guests: number }[]) {
  return (proof_of_residency: object[] = []) =>
    apiCall<Made>(
      journey.stack.apiUrl,
      '/bookings',
      {
        check_in: day,
        check_out: departure,
        currency: 'KES',
        guests,
        vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
        booking_type: 'FF9330A3',
        destination: 'dst-main',
        first_name: 'Akinyi',
        last_name: 'Otieno',
        email: 'akinyi@example.co.ke',
        phone: '+254722000333',
        country: 'KE',
        proof_of_residency,
      },
      token,
    );
}

const citizens = [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }];
const proof = (first_name: string, document_id: string) => ({
  payment_person: 'Citizen Adult',
  payment_public_id: 'cf-cit-a',
  proof_point: 'National ID',
  first_name,
  last_name: 'Otieno',
  document_id,
});

const next = (page: Page) => page.getByRole('button', { name: 'Next →' }).click();
const stepTitle = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).waitFor();
const money = (value: number) => formatMoney(value, 'KES');

describe('the wizard’s proof of residency and partner amendments', () => {
  beforeAll(async () => {
    const { apiUrl } = journey.stack;
    tokens.admin = (await apiCall<{ auth_token: string }>(apiUrl, '/auth/login', ADMIN)).auth_token;
    tokens.partner = (
      await apiCall<{ auth_token: string }>(apiUrl, '/auth/login', PARTNER)
    ).auth_token;
  });

  it('uses an earlier booking’s proofs by its reference', async () => {
    const earlier = await book(
      tokens.admin,
      citizens,
    )([proof('Akinyi', '21000111'), proof('Baraka', '21000222')]);
    const booking = await book(tokens.admin, citizens)();
    const { page } = journey.browser;
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/edit-booking/${booking.booking_public_id}`);
    await stepTitle(page, 'Guest / Member Details');
    for (const step of ['Residency', 'Vehicle Entry Fees', 'Accommodation / Camping']) {
      await next(page);
      await stepTitle(page, step);
    }
    // On the way: The Stables offers extra guests and shows its available slots (16 rooms of 2).
    await page.getByLabel('Accommodation', { exact: true }).selectOption('fac-stables');
    await page.getByLabel('Extra adults').waitFor();
    await page.getByLabel('Extra children').waitFor();
    await expect
      .poll(() => page.getByTestId('slots-fac-stables').textContent())
      .toBe('Available slots: 32 (16 units free)');
    await saveScreenshot(page, 'staff-wizard-lodge-extras-360');
    await next(page);
    await stepTitle(page, 'Activities');
    await next(page);
    await stepTitle(page, 'Proof of Residency');
    await page.getByRole('button', { name: 'Use Booking Reference' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use Booking Reference' });
    await dialog.getByLabel('Booking reference').fill(earlier.booking_ref_code.toLowerCase());
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.getByRole('cell', { name: '21000222' }).waitFor();
    await saveScreenshot(page, 'staff-wizard-use-booking-reference-360');
    await expectPageSound(page);
    await dialog.getByRole('button', { name: 'Remove Baraka Otieno' }).click();
    expect(await dialog.getByRole('cell', { name: '21000222' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Use All' }).click();
    await page.getByText(`1 proof of residency from ${earlier.booking_ref_code} used.`).waitFor();
    const firstNames = page.getByLabel('First name');
    expect(await firstNames.nth(0).inputValue()).toBe('Akinyi');
    expect(await page.getByLabel('Document number').nth(0).inputValue()).toBe('21000111');
    expect(await firstNames.nth(1).inputValue()).toBe('');
    await next(page);
    await stepTitle(page, 'Approval');
    await page.getByRole('button', { name: 'Amend Booking' }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/booking/${booking.booking_public_id}`);
    const kept = await apiCall<FoundProofs>(
      journey.stack.apiUrl,
      `/booking-references/${booking.booking_ref_code}/residency-proofs`,
      undefined,
      tokens.admin,
    );
    expect(kept.proofs).toEqual([
      expect.objectContaining({
        first_name: 'Akinyi',
        last_name: 'Otieno',
        document_id: '21000111',
        proof_point: 'National ID',
      }),
    ]);
    await signOut(page);
  });

  it('lets a partner’s agent amend its own booking, without discount columns', async () => {
    const nonResidents = (count: number) => [
      { payment_public_id: 'cf-nr-a', payment_guests: count },
    ];
    const booking = await book(tokens.partner, nonResidents(2))();
    const { page } = journey.browser;
    await signInAt(page, journey.apiOrigin, PARTNER);
    await page.goto(`${journey.apiOrigin}/staff/partner-bookings`);
    await page.getByRole('link', { name: booking.booking_ref_code }).click();
    await page.getByRole('link', { name: 'Amend booking' }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/edit-booking/${booking.booking_public_id}`);
    await stepTitle(page, 'Guest / Member Details');
    await page.getByText('Booking for Savanna Trails Ltd.').waitFor();
    await next(page);
    await stepTitle(page, 'Residency');
    expect(await page.getByLabel('Non-Resident Adult discount %').count()).toBe(0);
    await page.getByLabel('Non-Resident Adult', { exact: true }).fill('3');
    for (const step of ['Vehicle Entry Fees', 'Accommodation / Camping', 'Activities']) {
      await next(page);
      await stepTitle(page, step);
    }
    expect(await page.getByRole('link', { name: 'Postpone Booking' }).count()).toBe(0);
    await next(page);
    await stepTitle(page, 'Approval');
    const quote = await apiCall<Quote>(
      journey.stack.apiUrl,
      '/quotes',
      {
        check_in: day,
        check_out: departure,
        currency: 'KES',
        guests: nonResidents(3),
        vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
        destination: 'dst-main',
        booking_type: 'FF9330A3',
      },
      tokens.partner,
    );
    await expect
      .poll(() => page.getByTestId('grand-total').textContent())
      .toBe(money(quote.totals.grand_total));
    expect(quote.totals.grand_total).toBeGreaterThan(booking.total_cost);
    await saveScreenshot(page, 'staff-wizard-partner-amend-360');
    await expectPageSound(page);
    await page.getByRole('button', { name: 'Amend Booking' }).click();
    await page.getByTestId('made-reference').waitFor();
    expect(await page.getByTestId('made-total').textContent()).toBe(
      money(quote.totals.grand_total),
    );
    const after = await apiCall<Made>(
      journey.stack.apiUrl,
      `/bookings/${booking.booking_public_id}`,
      undefined,
      tokens.admin,
    );
    expect(after.total_cost).toBe(quote.totals.grand_total);
    await signOut(page);
  });
});
