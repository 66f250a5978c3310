/**
 * Journey: the staff booking wizard (the API's staff application at `/staff/`) on a 360 px
 * phone. An administrator books a member's visit on NewBooking: the member picker first finds
 * an unpaid member and shows why the membership gives no discount, then the paid member whose
 * discounts show in the quote (entry free, the lodge 10% off); a staff discount over 100 resets
 * to 0 with the spec's message; every figure on the approval step is the API's POST /quotes for
 * the same cart, and Complete Booking makes a held booking of that total for the member. A
 * partner's agent books on NewPartnerBooking for its own institution (no partner selector, no
 * discount columns) with Complete Booking (partner To Pay): the booking is confirmed on the
 * partner's account at the quote's figure. On the group route a school booking is made out to
 * its primary contact.
 *
 * spec: staff-booking.md §2.1 (steps, member picker, buttons by route), §2.8, §5 (discount
 * 0-100%), §9; api-contract.md §Staff bookings (POST /quotes, POST /bookings).
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
import { ADMIN, fillGuestAndTrip, PARTNER, signInAt, signOut } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';
const members = { paid: '', unpaid: '' };

interface StaffBookingRead {
  booking_public_id: string;
  booking_status: string;
  booking_payment_status: string;
  total_cost: number;
  booking_payment_balance: number;
  member_public_id: string | null;
  partner_public_id: string | null;
  payment_period: number | null;
  booking_type_id: string;
  booking_details: { first_name: string; last_name: string; email_address: string };
}

/** A staff registration of a Citizen Individual member (entry 100%, lodging 10% off). */
function memberBody(first_name: string, email: string, is_paid: boolean) {
  return {
    member_setting: 'ms-cit-ind',
    residence: 'citizen',
    household_type: 'Individual',
    title: 'Ms.',
    first_name,
    sur_name: 'Kamau',
    gender_id: 'female',
    dob: '1988-03-14',
    email,
    code: 'KE',
    tel_number: '+254711000001',
    postal_address: 'P.O. Box 7',
    postal_code: '10400',
    town: 'Nanyuki',
    family: [],
    is_paid,
    ...(is_paid ? { payment_method: 'Cash' } : {}),
  };
}

const quoteOf = (request: unknown, token = adminToken) =>
  apiCall<Quote>(journey.stack.apiUrl, '/quotes', request, token);

const readBooking = (id: string, token = adminToken) =>
  apiCall<StaffBookingRead>(journey.stack.apiUrl, `/bookings/${id}`, undefined, token);

/** The id of the booking whose page is open. */
async function openedBookingId(page: Page): Promise<string> {
  await page.waitForURL(/\/staff\/booking\/[^/]+$/);
  await page.getByTestId('booking-total').waitFor();
  return decodeURIComponent(page.url().split('/').pop() ?? '');
}

/** The approval summary's rows: description and amount. */
async function summaryRows(page: Page): Promise<string[][]> {
  const rows = await page.getByTestId('quote-summary').locator('tbody tr:not(.section-row)').all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = await row.locator('td').allTextContents();
      return [cells[0] ?? '', cells[2] ?? ''];
    }),
  );
}

const next = (page: Page) => page.getByRole('button', { name: 'Next →' }).click();
const stepTitle = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).waitFor();

/** Proof of residency for each citizen guest (the step shows only when it is needed). */
async function fillProofs(page: Page, count: number) {
  await stepTitle(page, 'Proof of Residency');
  for (let n = 0; n < count; n++) {
    const row = page.locator('fieldset.proof-row').nth(n);
    await row.getByLabel('First name').fill(`Guest${n + 1}`);
    await row.getByLabel('Last name').fill('Kamau');
    await row.getByLabel('Document number').fill(`2345678${n}`);
  }
}

describe('the staff booking wizard', () => {
  beforeAll(async () => {
    const { apiUrl } = journey.stack;
    adminToken = (await apiCall<{ auth_token: string }>(apiUrl, '/auth/login', ADMIN)).auth_token;
    for (const [kind, name, paid] of [
      ['paid', 'Wanjiku', true],
      ['unpaid', 'Wambui', false],
    ] as const) {
      const made = await apiCall<{ public_id: string }>(
        apiUrl,
        '/members',
        memberBody(name, `${name.toLowerCase()}@example.co.ke`, paid),
        adminToken,
      );
      members[kind] = made.public_id;
    }
  });

  it("books a member's visit with the member's discounts, every figure the API's quote", async () => {
    const { page } = journey.browser;
    const day = daysFromToday(10);
    const nextDay = daysFromToday(11);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/new-booking`);
    await stepTitle(page, 'Guest / Member Details');

    // The unpaid member first: the quote refuses the membership and the picker says why.
    await page.getByLabel('Member (optional)').fill('Wambui');
    await page.getByRole('button', { name: /^Wambui Kamau/ }).click();
    await fillGuestAndTrip(page, day, nextDay);
    await page.getByTestId('member-refusal').waitFor();
    expect(await page.getByTestId('member-refusal').textContent()).toBe(
      'This membership has not been paid, so it gives no discount',
    );
    await saveScreenshot(page, 'staff-wizard-member-refused-360');
    await page.getByRole('button', { name: 'Remove member' }).click();
    await page.getByLabel('Member (optional)').fill('Wanjiku');
    await page.getByRole('button', { name: /^Wanjiku Kamau/ }).click();
    expect(await page.getByTestId('member-name').textContent()).toBe('Wanjiku Kamau');
    await expect.poll(() => page.getByTestId('member-refusal').count()).toBe(0);
    await expectPageSound(page);

    await next(page);
    await stepTitle(page, 'Residency');
    await page.getByLabel('Citizen Adult', { exact: true }).fill('2');
    // A discount over 100 resets to 0 with the spec's message.
    const discount = page.getByLabel('Citizen Adult discount %');
    await discount.fill('150');
    await page.getByText('Must be between 0-100%').waitFor();
    expect(await discount.inputValue()).toBe('0');
    await saveScreenshot(page, 'staff-wizard-residency-360');
    await next(page);
    await stepTitle(page, 'Vehicle Entry Fees');
    await page.getByLabel('Up to 6 seater', { exact: true }).fill('1');
    await next(page);
    await stepTitle(page, 'Accommodation / Camping');
    await page.getByLabel('Accommodation', { exact: true }).selectOption('fac-stables');
    await page.getByLabel('Adults', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add to Booking' }).click();
    await page.getByRole('button', { name: 'Remove The Stables' }).waitFor();
    await next(page);
    await stepTitle(page, 'Activities');
    await next(page);
    await fillProofs(page, 2);
    await next(page);
    await stepTitle(page, 'Approval');

    const cart = {
      check_in: day,
      check_out: nextDay,
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      facilities: [{ public_id: 'fac-stables', adults: 2, children: 0, number_of_rooms: 1 }],
      booking_type: 'FF9330A3',
    };
    const withMember = await quoteOf({ ...cart, member: members.paid });
    const without = await quoteOf(cart);
    // The member's discounts: entry free, the lodge 10% off; the car is not discounted.
    const amount = (quote: Quote, kind: string) =>
      quote.lines.find((line) => line.kind === kind)?.amount ?? -1;
    expect(amount(withMember, 'conservation')).toBe(0);
    expect(amount(without, 'conservation')).toBeGreaterThan(0);
    expect(amount(withMember, 'accommodation')).toBe(
      Math.ceil(amount(without, 'accommodation') * 0.9),
    );
    const money = (value: number) => formatMoney(value, 'KES');
    await expect
      .poll(() => page.getByTestId('grand-total').textContent())
      .toBe(money(withMember.totals.grand_total));
    expect(await summaryRows(page)).toEqual(
      withMember.lines.map((line) => [line.description, money(line.amount)]),
    );
    await saveScreenshot(page, 'staff-wizard-approval-360');
    await expectPageSound(page);

    await page.getByRole('button', { name: 'Complete Booking' }).click();
    const id = await openedBookingId(page);
    expect(await page.getByTestId('booking-total').textContent()).toBe(
      money(withMember.totals.grand_total),
    );
    const booking = await readBooking(id);
    expect(booking).toMatchObject({
      booking_status: 'held',
      booking_payment_status: 'Unpaid',
      total_cost: withMember.totals.grand_total,
      member_public_id: members.paid,
      payment_period: 0,
    });
    // The draft was cleared with the save: NewBooking starts empty again.
    await page.goto(`${journey.apiOrigin}/staff/new-booking`);
    await stepTitle(page, 'Guest / Member Details');
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    await signOut(page);
  });

  it("books for a partner's own institution, the partner to pay", async () => {
    const { page } = journey.browser;
    const day = daysFromToday(12);
    await signInAt(page, journey.apiOrigin, PARTNER);
    await page.goto(`${journey.apiOrigin}/staff/npartner-booking`);
    await stepTitle(page, 'Guest / Member Details');
    await page.getByText('Booking for Savanna Trails Ltd.').waitFor();
    expect(await page.getByLabel('Partner *').count()).toBe(0);
    await fillGuestAndTrip(page, day, day);
    await next(page);
    await page.getByLabel('Non-Resident Adult', { exact: true }).fill('2');
    expect(await page.getByLabel('Non-Resident Adult discount %').count()).toBe(0);
    await next(page);
    await page.getByLabel('Up to 6 seater', { exact: true }).fill('1');
    await next(page);
    await next(page);
    await next(page);
    await stepTitle(page, 'Approval');
    const quote = await quoteOf({
      check_in: day,
      check_out: day,
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2 }],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      partner: 'ptn-savanna',
    });
    const money = (value: number) => formatMoney(value, 'KES');
    await expect
      .poll(() => page.getByTestId('grand-total').textContent())
      .toBe(money(quote.totals.grand_total));
    await page.getByRole('button', { name: 'Complete Booking (Guest To Pay)' }).waitFor();
    await saveScreenshot(page, 'staff-wizard-partner-approval-360');
    await expectPageSound(page);
    await page.getByRole('button', { name: 'Complete Booking (partner To Pay)' }).click();
    // The agent has no booking page: the wizard shows what was made.
    await page.getByTestId('made-reference').waitFor();
    expect(await page.getByTestId('made-status').textContent()).toBe('Confirmed');
    expect(await page.getByTestId('made-total').textContent()).toBe(
      money(quote.totals.grand_total),
    );
    await saveScreenshot(page, 'staff-wizard-partner-made-360');
    const id = (await page.locator('[data-booking]').getAttribute('data-booking')) ?? '';
    const booking = await readBooking(id);
    expect(booking).toMatchObject({
      booking_status: 'confirmed',
      partner_public_id: 'ptn-savanna',
      payment_period: 1,
      total_cost: quote.totals.grand_total,
    });
    await signOut(page);
  });
});
