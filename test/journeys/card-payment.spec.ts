/**
 * Journey (b): a couple from abroad books two nights at Pelican House. The balance is above
 * KES 70,000, so the payment page offers no M-Pesa but the spec's notice; their card is
 * declined on the card provider's page (the simulator), the failure page gives the reason, the
 * booking reference, a retry link and the conservancy's contacts; the retry is approved and
 * the booking is confirmed.
 *
 * spec: public-site.md §2.12, §2.13, §2.14, §4 "Payment" (card returns), §5 "Payment", §8;
 * api-contract.md §Payments.
 */
import { messages } from '@hifadhi/shared/messages';
import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import type { Browser } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday, dialog, search, setCounter } from '../support/site';

let bookingId = '';
const email = 'ana.silva@example.pt';

const journey = useStack();

async function readBooking(): Promise<BookingRead> {
  const response = await fetch(`${journey.stack.apiUrl}/public/bookings/${bookingId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as BookingRead;
}

/** Opens the card form, gives the e-mail twice and goes to the card provider's page. */
async function payByCard(page: Browser['page']) {
  await page.getByRole('radio', { name: /^Card/ }).check();
  expect(await page.getByLabel('E-mail for the receipt').inputValue()).toBe(email);
  await page.getByLabel('Confirm e-mail').fill(email);
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await page.getByRole('button', { name: 'Approve' }).waitFor();
}

describe('journey (b): a declined card, then paid on retry', () => {
  it('books two nights at Pelican House and is told M-Pesa cannot take the balance', async () => {
    const { page } = journey.browser;
    await page.goto('/index');
    await search(page, {
      checkIn: daysFromToday(21),
      checkOut: daysFromToday(23),
      guests: 2,
      vehicles: 1,
    });
    await page.waitForURL('**/reservation');
    await setCounter(page, 'Non-Resident Adult', 2);
    await page.getByRole('button', { name: 'ADD TO CART: Pelican House' }).click();
    const pelican = dialog(page);
    await pelican.getByLabel('Catering type').selectOption({ label: 'Self Catering' });
    await setCounter(pelican, 'Adults', 2);
    await pelican.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    await page.getByRole('button', { name: 'Done with Accommodation' }).click();
    await page.getByRole('button', { name: 'Skip Activities' }).click();

    await dialog(page).getByRole('button', { name: 'Agree' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Ana');
    await page.getByLabel('Last name', { exact: true }).fill('Silva');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Portugal' });
    await page.getByLabel('Phone', { exact: true }).fill('+351 912 345 678');
    await page.getByLabel('City', { exact: true }).fill('Lisbon');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL('**/payment/info/**');
    bookingId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    const booking = await readBooking();
    expect(booking.total_cost).toBeGreaterThanOrEqual(70_000);
    await expect.poll(() => page.getByText(messages.mpesaLimit).count()).toBe(1);
    expect(await page.getByLabel('M-Pesa phone number').count()).toBe(0);
  });

  it('shows the decline reason, the booking reference and a retry link', async () => {
    const { page } = journey.browser;
    await payByCard(page);
    await page.getByLabel('Decline reason').selectOption('Insufficient funds');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(`**/payment-failure/${bookingId}`);
    const booking = await readBooking();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Insufficient funds');
    const failure = await page.locator('main').innerText();
    expect(failure).toContain(booking.booking_ref_code);
    expect(failure).toContain('reservations@kijani.example');
    expect(failure).toContain('+254 700 000 123');
    expect(booking.booking_payment_status).toBe('Unpaid');
    await saveScreenshot(page, 'b-payment-failure');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('pays on retry and sees the booking confirmed', async () => {
    const { page } = journey.browser;
    await page.getByRole('link', { name: 'Try the payment again' }).click();
    await page.waitForURL(`**/payment/info/${bookingId}`);
    await payByCard(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(`**/success/booking/${bookingId}`);
    await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
    const booking = await readBooking();
    expect(booking.booking_payment_status).toBe('Paid');
    expect(await page.locator('main').innerText()).toContain('Pelican House');
    await saveScreenshot(page, 'b-booking-confirmed');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
