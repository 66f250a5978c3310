/**
 * Journey: the staff booking wizard's group route and its camping and Escapes dialogs, at
 * 360 px. An administrator on the group booking route is first told to choose the group type,
 * then books a school trip (the school, its primary contact, teachers and students): the
 * approval shows the school's own conservation rates and every figure equals POST /quotes, and
 * the booking is held, made out to the primary contact, of type school. Then on NewBooking a
 * guest's stay takes camping multi-arrivals (two arrivals at Ewaso Public Campsite, one not
 * expected to pay, confirmed into one line) and an Escape (a Mukima Ridge cottage with its
 * breakfast hamper): the external accommodation section and the grand total equal the quote's,
 * and the booking is held at that total.
 *
 * spec: staff-booking.md §2.3, §2.4, §2.8, §8 ('You need to select the group type'), §9
 * (school booking type 8D7E6504); api-contract.md §Staff bookings.
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
import { ADMIN, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';

interface StaffBookingRead {
  booking_status: string;
  booking_type_id: string;
  total_cost: number;
  booking_details: { first_name: string; last_name: string; email_address: string };
}

const money = (value: number) => formatMoney(value, 'KES');
const quoteOf = (request: unknown) =>
  apiCall<Quote>(journey.stack.apiUrl, '/quotes', request, adminToken);
const next = (page: Page) => page.getByRole('button', { name: 'Next →' }).click();
const stepTitle = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).waitFor();

/** Goes on from the current step until `name` shows. */
async function nextUntil(page: Page, name: string) {
  for (let n = 0; n < 7; n++) {
    if ((await page.getByRole('heading', { name, exact: true }).count()) > 0) return;
    await next(page);
  }
  await stepTitle(page, name);
}

/** Completes the booking and reads it back from the API. */
async function completeAndRead(page: Page): Promise<StaffBookingRead> {
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await page.waitForURL(/\/staff\/booking\/[^/]+$/);
  await page.getByTestId('booking-total').waitFor();
  const id = decodeURIComponent(page.url().split('/').pop() ?? '');
  return apiCall<StaffBookingRead>(journey.stack.apiUrl, `/bookings/${id}`, undefined, adminToken);
}

describe('group bookings and the camping and Escapes dialogs', () => {
  beforeAll(async () => {
    adminToken = (await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN))
      .auth_token;
    await signInAt(journey.browser.page, journey.apiOrigin, ADMIN);
  });

  it('books a school trip at the school rates, made out to its primary contact', async () => {
    const { page } = journey.browser;
    const day = daysFromToday(14);
    await page.goto(`${journey.apiOrigin}/staff/new-group-booking`);
    await stepTitle(page, 'School/Organization details');
    await next(page);
    await page.getByText('You need to select the group type').first().waitFor();
    await page.getByLabel('Booking Type *').selectOption({ label: 'School' });
    await page.getByLabel('School *').selectOption({ label: 'Nyeri High School' });
    await page.getByLabel('Primary contact name *').fill('Grace Njeri');
    await page.getByLabel('Primary contact e-mail *').fill('grace@nyerihigh.example');
    await page.getByLabel('Primary contact phone *').fill('+254722000111');
    await page.getByLabel('Country').selectOption({ label: 'Kenya' });
    await page.getByLabel('Destination').selectOption('dst-main');
    await page.getByLabel('Check-in').fill(day);
    await page.getByLabel('Check-out').fill(day);
    await saveScreenshot(page, 'staff-wizard-school-details-360');
    await expectPageSound(page);
    await next(page);
    await stepTitle(page, 'Residency');
    await page.getByLabel('Citizen Adult', { exact: true }).fill('2');
    await page.getByLabel('Citizen Child', { exact: true }).fill('30');
    await next(page);
    await page.getByLabel('15 to 60 seater', { exact: true }).fill('1');
    await nextUntil(page, 'Approval');

    const quote = await quoteOf({
      check_in: day,
      check_out: day,
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-cit-a', payment_guests: 2 },
        { payment_public_id: 'cf-cit-c', payment_guests: 30 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-60', vehicles: 1 }],
      booking_type: '8D7E6504',
      school: 'sch-nyeri-high',
      destination: 'dst-main',
    });
    expect(quote.lines.map((line) => line.description)).toContain('Citizen Student (school)');
    await expect
      .poll(() => page.getByTestId('grand-total').textContent())
      .toBe(money(quote.totals.grand_total));
    await page.getByText('Citizen Student (school)').waitFor();
    await saveScreenshot(page, 'staff-wizard-school-approval-360');
    const booking = await completeAndRead(page);
    expect(booking).toMatchObject({
      booking_status: 'held',
      booking_type_id: '8D7E6504',
      total_cost: quote.totals.grand_total,
      booking_details: { first_name: 'Grace', last_name: 'Njeri' },
    });
  });

  it('adds camping multi-arrivals and an Escape, priced by the quote', async () => {
    const { page } = journey.browser;
    const day = daysFromToday(20);
    const second = daysFromToday(21);
    const last = daysFromToday(22);
    await page.goto(`${journey.apiOrigin}/staff/new-booking`);
    await stepTitle(page, 'Guest / Member Details');
    await page.getByLabel('First name').fill('Tom');
    await page.getByLabel('Last name').fill('Baker');
    await page.getByLabel('E-mail', { exact: true }).fill('tom@example.co.uk');
    await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await page.getByLabel('Phone').fill('+447700900123');
    await page.getByLabel('Destination').selectOption('dst-main');
    await page.getByLabel('Check-in').fill(day);
    await page.getByLabel('Check-out').fill(last);
    await next(page);
    await page.getByLabel('Non-Resident Adult', { exact: true }).fill('2');
    await next(page);
    await page.getByLabel('Up to 6 seater', { exact: true }).fill('1');
    await next(page);
    await stepTitle(page, 'Accommodation / Camping');

    await page.getByRole('button', { name: 'Camping Multi-Arrivals' }).click();
    const camping = page.getByRole('dialog', { name: 'Camping Multi-Arrivals' });
    await camping.getByLabel('Camping site').selectOption('fac-ewaso');
    await camping.getByLabel('Arrival date').fill(day);
    await camping.getByLabel('Departure date').fill(second);
    await camping.getByLabel('Adults').fill('2');
    await camping.getByRole('button', { name: 'Add Entry' }).click();
    await camping.getByLabel('Arrival date').fill(second);
    await camping.getByLabel('Departure date').fill(last);
    await camping.getByLabel('Adults').fill('1');
    await camping.getByLabel('Children').fill('1');
    await camping.getByRole('switch', { name: 'Expected to pay' }).uncheck();
    await camping.getByRole('button', { name: 'Add Entry' }).click();
    await expect.poll(() => camping.locator('tbody tr').count()).toBe(2);
    await saveScreenshot(page, 'staff-wizard-multi-arrivals-360');
    await camping.getByRole('button', { name: 'Confirm Arrivals' }).click();
    await page.getByText('Ewaso Public Campsite: 2 arrivals, 3 adults, 1 children').waitFor();

    await page.getByRole('button', { name: 'Escapes (external accommodation)' }).click();
    const escapes = page.getByRole('dialog', { name: 'Escapes: external accommodation' });
    await escapes.getByLabel('Lodge').selectOption('esc-mukima');
    await escapes.getByRole('switch', { name: /^Breakfast hamper/ }).check();
    const discount = escapes.getByLabel('Discount %');
    await discount.fill('120');
    await escapes.getByText('Discount cannot be more than 100%').waitFor();
    expect(await discount.inputValue()).toBe('0');
    await saveScreenshot(page, 'staff-wizard-escapes-360');
    await escapes.getByRole('button', { name: 'Add Entry' }).click();
    await escapes.getByRole('button', { name: 'Confirm Bookings' }).click();
    await page.getByText(/^Mukima Ridge Cottages: 1 room\(s\)/).waitFor();

    await nextUntil(page, 'Approval');
    const quote = await quoteOf({
      check_in: day,
      check_out: last,
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2 }],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      multi: [
        {
          public_id: 'fac-ewaso',
          arrivals: [
            { start_date: day, end_date: second, adults: 2, children: 0, expected_to_pay: true },
            { start_date: second, end_date: last, adults: 1, children: 1, expected_to_pay: false },
          ],
        },
      ],
      external_facilities: [
        {
          public_id: 'esc-mukima',
          start_date: day,
          end_date: last,
          rooms: 1,
          supplements: [
            { supplement_public_id: 'sup-muk-breakfast', is_include: true },
            { supplement_public_id: 'sup-muk-late', is_include: false },
          ],
        },
      ],
      destination: 'dst-main',
    });
    expect(quote.totals.external_accommodation).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('grand-total').textContent())
      .toBe(money(quote.totals.grand_total));
    const summary = page.getByTestId('quote-summary');
    await summary.getByText('External accommodation').waitFor();
    await summary.getByText('Ewaso Public Campsite (multi-arrivals)').waitFor();
    await saveScreenshot(page, 'staff-wizard-camping-approval-360');
    await expectPageSound(page);
    const booking = await completeAndRead(page);
    expect(booking).toMatchObject({
      booking_status: 'held',
      total_cost: quote.totals.grand_total,
    });
  });
});
