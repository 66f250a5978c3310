/**
 * Journey (a): a Kenyan family of four (two adults, two children) books a day visit with
 * their car on a phone — search, conservation fees, no lodging or activities, the booking
 * information with proof of residency — reaches the payment page, which shows the API's total
 * for the trip and offers M-Pesa (the balance is below KES 70,000), pays with the Daraja
 * simulator's sandbox number, and sees the booking confirmed.
 *
 * spec: public-site.md §2.4, §2.8, §2.9, §2.11, §2.12, §2.13, §4; api-contract.md §Quote,
 * §Bookings, §Payments.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../web/src/lib/format-date';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { useStack } from '../support/journey-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday, dialog, search, setCounter, summarySettled } from '../support/site';

const visitDay = daysFromToday(14);
const dayAfter = daysFromToday(15);
let bookingId = '';
/** Safaricom's sandbox MSISDN: the Daraja simulator's customer pays. */
const SANDBOX_PHONE = '254708374149';

const journey = useStack();

/** The API's answer to `GET path` (or `POST` with `body`), for this journey's stack. */
const apiJson = <T>(path: string, body?: unknown) => apiCall<T>(journey.stack.apiUrl, path, body);

describe('journey (a): a family books a day visit with their car', () => {
  it('chooses the day, the family and the car', async () => {
    const { page } = journey.browser;
    await page.goto('/index');
    await page.getByRole('heading', { name: 'Lion Tracking' }).waitFor();
    await saveScreenshot(page, 'a-home');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
    await search(page, { checkIn: visitDay, checkOut: dayAfter, guests: 4, vehicles: 1 });
    await page.waitForURL('**/reservation');
    await setCounter(page, 'Citizen Adult', 2);
    await setCounter(page, 'Citizen Child', 2);
    await summarySettled(page);
    await saveScreenshot(page, 'a-reservation');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Skip Facilities' }).click();
    await page.getByRole('button', { name: 'Skip Activities' }).click();
    await page.waitForURL('**/reservation?step=3');
  });

  it('gives the booking information and proof of residency, and books', async () => {
    const { page } = journey.browser;
    await dialog(page).getByRole('button', { name: 'Agree' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Wanjiru');
    await page.getByLabel('Last name', { exact: true }).fill('Kamau');
    await page.getByLabel('E-mail', { exact: true }).fill('wanjiru.kamau@example.co.ke');
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Kenya' });
    await page.getByLabel('Phone', { exact: true }).fill('+254 712 345 678');
    await page.getByLabel('City', { exact: true }).fill('Nanyuki');

    await page.getByRole('button', { name: 'Add proof of residency' }).click();
    const proof = dialog(page);
    const firstAdult = proof.getByRole('group', { name: /Citizen Adult 1/ });
    await firstAdult.getByLabel('First name').fill('Wanjiru');
    await firstAdult.getByLabel('Last name').fill('Kamau');
    await firstAdult.getByLabel('Document number').fill('23456789');
    await proof.getByRole('button', { name: 'Save proof of residency' }).click();
    await expect.poll(() => page.getByText('1 guest document(s) added.').count()).toBe(1);

    await page.getByLabel('I accept the terms and conditions').check();
    await summarySettled(page);
    await saveScreenshot(page, 'a-booking-information');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL('**/payment/info/**');
    bookingId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(bookingId).not.toBe('');
  });

  it("shows the API's total on the payment page and offers M-Pesa", async () => {
    const { page } = journey.browser;
    const quote = await apiJson<Quote>('/public/quotes', {
      check_in: visitDay,
      check_out: dayAfter,
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-cit-a', payment_guests: 2 },
        { payment_public_id: 'cf-cit-c', payment_guests: 2 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    });
    const booking = await apiJson<BookingRead>(`/public/bookings/${bookingId}`);
    expect(booking.total_cost).toBe(quote.totals.amount_due);
    expect(booking.booking_details.first_name).toBe('Wanjiru');

    const total = page.getByTestId('balance-due');
    await expect.poll(() => total.textContent()).toBe(formatMoney(quote.totals.amount_due, 'KES'));
    expect(await page.getByRole('complementary', { name: 'BOOKING TOTAL' }).innerText()).toContain(
      booking.booking_ref_code,
    );
    expect(await page.getByLabel('Currency').count()).toBe(0);
    expect(await page.getByLabel('M-Pesa phone number').inputValue()).toBe('254712345678');
    await saveScreenshot(page, 'a-payment-page');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('pays by M-Pesa from the sandbox phone and sees the booking confirmed', async () => {
    const { page } = journey.browser;
    await page.getByLabel('M-Pesa phone number').fill(SANDBOX_PHONE);
    await page.getByRole('button', { name: 'Request payment' }).click();
    await page.getByRole('button', { name: 'Confirm Payment' }).waitFor();
    // The simulated customer enters the PIN; the page sees the payment arrive and moves on.
    await page.waitForURL(`**/success/booking/${bookingId}`, { timeout: 30_000 });

    const booking = await apiJson<BookingRead>(`/public/bookings/${bookingId}`);
    expect(booking.booking_payment_status).toBe('Paid');
    expect(booking.booking_payment_balance).toBe(0);
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    const confirmed = await page.locator('main').innerText();
    expect(confirmed).toContain('Thank you, Wanjiru!');
    expect(confirmed).toContain(booking.booking_ref_code);
    expect(confirmed).toContain('Citizen Adult: 2');
    expect(confirmed).toContain('Citizen Child: 2');
    expect(confirmed).toContain(formatDate(visitDay));
    expect(confirmed).toContain(formatDate(dayAfter));
    expect(confirmed).toContain(formatMoney(booking.total_cost, 'KES'));
    expect(confirmed).toContain('A confirmation e-mail');
    await saveScreenshot(page, 'a-booking-confirmed');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
