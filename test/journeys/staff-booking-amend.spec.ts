/**
 * Journey: EditBooking in the staff application at 360 px. A staff booking for two citizens,
 * a car and two nights at The Stables is paid in full; an administrator opens it, chooses
 * Amend booking, finds the wizard prefilled from the booking (its guests and its lodge line),
 * removes the lodge and adds Lion Tracking for the two guests. Every approval figure equals the
 * API's POST /quotes for the new cart; Amend Booking (with Send Email to client) re-prices the
 * booking to that total, and as the new total is below what was paid the credit-note offer
 * shows the difference, which the administrator issues. The booking page then shows the new
 * total, no balance, the booking confirmed, and the credit note in its history. Amending it
 * again, the Activities step shows Lion Tracking with the booking's own 2 places as free.
 *
 * spec: staff-booking.md §2.1 (EditBooking: prefilled, Amend Booking, Send Email to client),
 * §4 (credit note issued); api-contract.md §Staff bookings (POST /quotes, PATCH /bookings/{id},
 * credit notes).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAnswer, apiCall } from '../support/api-call';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';
import { ADMIN, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';
let bookingId = '';
let paid = 0;

interface StaffBookingRead {
  booking_public_id: string;
  booking_status: string;
  total_cost: number;
  booking_payment_balance: number;
  facility_bookings: unknown[];
  inventory_bookings: { inventory_id: string; inventory_booking_adults: number }[];
}

const day = daysFromToday(9);
const departure = daysFromToday(11);

/** The stay as first booked: two citizens, a car, two nights at The Stables. */
const stay = {
  check_in: day,
  check_out: departure,
  currency: 'KES',
  guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
  vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
};

const readBooking = () =>
  apiCall<StaffBookingRead>(journey.stack.apiUrl, `/bookings/${bookingId}`, undefined, adminToken);

const next = (page: Page) => page.getByRole('button', { name: 'Next →' }).click();
const stepTitle = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).waitFor();

describe('amending a booking in the wizard', () => {
  beforeAll(async () => {
    const { apiUrl } = journey.stack;
    adminToken = (await apiCall<{ auth_token: string }>(apiUrl, '/auth/login', ADMIN)).auth_token;
    const made = await apiCall<StaffBookingRead>(
      apiUrl,
      '/bookings',
      {
        ...stay,
        facilities: [{ public_id: 'fac-stables', adults: 2, children: 0, number_of_rooms: 1 }],
        booking_type: 'FF9330A3',
        destination: 'dst-main',
        first_name: 'Akinyi',
        last_name: 'Otieno',
        email: 'akinyi@example.co.ke',
        phone: '+254722000333',
        country: 'KE',
        proof_of_residency: [],
      },
      adminToken,
    );
    bookingId = made.booking_public_id;
    paid = made.total_cost;
    const payment = await apiAnswer(
      apiUrl,
      'POST',
      `/bookings/${bookingId}/payments`,
      { method: 'Cash', amount: paid, currency: 'KES', reference: 'RCPT-9' },
      adminToken,
    );
    expect(payment.status).toBe(201);
  });

  it('removes the lodge and adds an activity, at the quote’s figures, and credits the difference', async () => {
    const { page } = journey.browser;
    const before = await readBooking();
    expect(before).toMatchObject({ booking_status: 'confirmed', booking_payment_balance: 0 });
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/booking/${bookingId}`);
    await page.getByRole('link', { name: 'Amend booking' }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/edit-booking/${bookingId}`);
    await stepTitle(page, 'Guest / Member Details');
    expect(await page.getByLabel('First name').inputValue()).toBe('Akinyi');
    expect(await page.getByLabel('Destination').inputValue()).toBe('dst-main');

    await next(page);
    await stepTitle(page, 'Residency');
    expect(await page.getByLabel('Citizen Adult', { exact: true }).inputValue()).toBe('2');
    await next(page);
    await next(page);
    await stepTitle(page, 'Accommodation / Camping');
    await page.getByRole('button', { name: 'Remove The Stables' }).click();
    await next(page);
    await stepTitle(page, 'Activities');
    await page.getByLabel('Activity', { exact: true }).selectOption('act-lion');
    await page.getByLabel('Activity date').fill(day);
    await page.getByLabel('Adults taking part').fill('2');
    await page.getByRole('button', { name: 'Add activity' }).click();
    await page.getByRole('button', { name: 'Remove Lion Tracking' }).waitFor();
    await saveScreenshot(page, 'staff-amend-activities-360');
    await next(page);
    await stepTitle(page, 'Proof of Residency');
    await next(page);
    await stepTitle(page, 'Approval');

    const quote = await apiCall<Quote>(
      journey.stack.apiUrl,
      '/quotes',
      {
        ...stay,
        inventory: [{ public_id: 'act-lion', date: day, adults: 2 }],
        booking_type: 'FF9330A3',
      },
      adminToken,
    );
    const money = (value: number) => formatMoney(value, 'KES');
    await expect
      .poll(() => page.getByTestId('grand-total').textContent())
      .toBe(money(quote.totals.grand_total));
    expect(quote.totals.accommodation).toBe(0);
    expect(quote.totals.activities).toBeGreaterThan(0);
    expect(quote.totals.grand_total).toBeLessThan(paid);
    const sendMail = page.getByRole('switch', { name: 'Send Email to client' });
    expect(await sendMail.isChecked()).toBe(true);
    await saveScreenshot(page, 'staff-amend-approval-360');
    await expectPageSound(page);
    await page.getByRole('button', { name: 'Amend Booking' }).click();

    // The new total is below what was paid: the difference is offered as a credit note.
    const offer = page.getByTestId('credit-note-offer');
    await offer.waitFor();
    const difference = paid - quote.totals.grand_total;
    expect(await offer.textContent()).toBe(
      `The new total ${money(quote.totals.grand_total)} is below what was paid: ${money(difference)} can be given back as a credit note.`,
    );
    expect(await page.getByLabel('Amount (KES)').inputValue()).toBe(String(difference));
    await page.getByLabel('Reason').fill('Lodge removed on amendment');
    await saveScreenshot(page, 'staff-amend-credit-note-360');
    await page.getByRole('button', { name: 'Issue credit note' }).click();

    await page.waitForURL(`${journey.apiOrigin}/staff/booking/${bookingId}`);
    await expect
      .poll(() => page.getByTestId('booking-total').textContent())
      .toBe(money(quote.totals.grand_total));
    const after = await readBooking();
    expect(after).toMatchObject({
      booking_status: 'confirmed',
      total_cost: quote.totals.grand_total,
      booking_payment_balance: 0,
      facility_bookings: [],
    });
    expect(after.inventory_bookings).toEqual([
      expect.objectContaining({ inventory_id: 'act-lion', inventory_booking_adults: 2 }),
    ]);
    const notes = await apiCall<{ event: string }[]>(
      journey.stack.apiUrl,
      `/bookings/${bookingId}/events`,
      undefined,
      adminToken,
    );
    expect(notes.map((event) => event.event)).toEqual(
      expect.arrayContaining(['amended', 'credit_note_issued']),
    );
  });

  it('shows the Lion Tracking slots the booking holds as free to it on amending again', async () => {
    const { page } = journey.browser;
    const everyone = await apiCall<{ available_slots: number }>(
      journey.stack.apiUrl,
      `/public/availability/activities/act-lion?date=${day}`,
    );
    await page.goto(`${journey.apiOrigin}/staff/edit-booking/${bookingId}`);
    await stepTitle(page, 'Guest / Member Details');
    for (const step of ['Residency', 'Vehicle Entry Fees', 'Accommodation / Camping']) {
      await next(page);
      await stepTitle(page, step);
    }
    await next(page);
    await stepTitle(page, 'Activities');
    // The booking's own 2 places count as free to it: the public sees 2 fewer.
    await expect
      .poll(() => page.getByTestId(`activity-slots-act-lion-${day}`).first().textContent())
      .toBe(`Available slots: ${everyone.available_slots + 2}`);
    await saveScreenshot(page, 'staff-amend-activity-slots-360');
  });
});
