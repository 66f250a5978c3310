/**
 * Journey: what the payment pages tell a visitor on a 360 px phone. The Daraja simulator's test
 * phones cancel, enter a wrong PIN, lack the balance or cannot be reached, and each page — a
 * booking's, a donation's, a programme's and a membership's, all one M-Pesa form — stops
 * waiting, says so in plain words and lets the visitor request payment again. On a booking's
 * page: the hold's time left, and an expired hold said before any payment is asked; a donation
 * added on the page in BOOKING TOTAL and in the amount asked; Paid never negative; the
 * confirmation's total equal to what was paid, donations listed and rangers counted; the 30%
 * deposit for arrival 45 days ahead, with the balance paid later from the same page; the card
 * page's Try later and Error returns explained (for a booking, and Try later for a donation).
 *
 * spec: public-site.md §2.9, §2.12–2.14, §4 "Payment", Donation, Volunteer; pricing-rules.md
 * §"Totals and payment"; issue 11 items 5 and 8.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { paymentSchedule } from '@hifadhi/shared/pricing/payment-terms';
import type { BookingRead, PublicBookingRequestInput } from '@hifadhi/shared/schemas/booking';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stkResultMessages } from '../../api/src/payments/mpesa/stk-result-messages';
import { darajaTestPhones } from '../../api/src/payments/simulators/daraja-test-phones';
import { paymentNotices } from '../../web/src/features/payment/payment-notices';
import { conservancyToday } from '../../web/src/lib/today';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { openBrowser } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday, fillMemberDetails } from '../support/site';

const journey = useStack();

/** The API's answer to `GET path` (or `POST` with `body`), for this journey's stack. */
const apiJson = <T>(path: string, body?: unknown) => apiCall<T>(journey.stack.apiUrl, path, body);

/** A Kenyan couple's booking `daysAhead` days on, made as the booking information page posts it. */
function bookingRequest(
  daysAhead: number,
  extra: Partial<PublicBookingRequestInput> = {},
): PublicBookingRequestInput {
  const day = daysFromToday(daysAhead);
  return {
    check_in: day,
    check_out: day,
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    facilities: [],
    first_name: 'Njoki',
    last_name: 'Mwangi',
    email: 'njoki.mwangi@example.co.ke',
    phone: '+254712345678',
    country: 'KE',
    city: 'Nyeri',
    terms: true,
    disclaimer: true,
    ...extra,
  };
}

async function book(request: PublicBookingRequestInput): Promise<string> {
  const created = await apiJson<{ booking_public_id: string }>('/public/bookings', request);
  return created.booking_public_id;
}

const readBooking = (id: string) => apiJson<BookingRead>(`/public/bookings/${id}`);

/** The text of the element with `testId`, once it shows. */
async function shown(page: Page, testId: string): Promise<string> {
  const element = page.getByTestId(testId);
  await element.waitFor();
  return (await element.textContent())?.trim() ?? '';
}

/** Requests payment from `phone` and waits until the form says how it ended. */
async function requestFrom(page: Page, phone: string): Promise<string> {
  await page.getByLabel('M-Pesa phone number', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Request payment' }).click();
  await page.getByRole('button', { name: 'Confirm Payment' }).waitFor();
  return shown(page, 'mpesa-outcome');
}

/** The page asks again and the Request payment button is offered again. */
async function expectRetryOffered(page: Page): Promise<void> {
  expect(await page.getByRole('button', { name: 'Request payment' }).isEnabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Confirm Payment' }).count()).toBe(0);
}

/** Cancels the card payment the page says is waiting, then pays by card, approved. */
async function cancelAndPayByCard(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Cancel the card payment' }).click();
  await page.getByTestId('card-unfinished').waitFor({ state: 'detached' });
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByLabel('Confirm e-mail').fill(email);
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
}

describe('a booking’s payment page', () => {
  let bookingId = '';
  let due = 0;

  it('shows the hold’s time left, the total with the booking’s donation and Paid of 0', async () => {
    const { page } = journey.browser;
    const day = daysFromToday(14);
    bookingId = await book(
      bookingRequest(14, {
        inventory: [
          {
            public_id: 'act-ranger-walk',
            date: day,
            adults: 0,
            children: 0,
            extra_pax_adults: 0,
            extra_pax_children: 0,
            rangers: 2,
          },
        ],
        donations: [{ amount: '500', currency: 'KES', cause: null }],
      }),
    );
    const booking = await readBooking(bookingId);
    due = booking.booking_payment_balance;
    expect(due).toBe(booking.total_cost + 500);

    await page.goto(`/payment/info/${bookingId}`);
    expect(await shown(page, 'hold-countdown')).toMatch(
      /^We are holding this booking for you for (29|30):\d\d more\./,
    );
    expect(await shown(page, 'booking-total')).toBe(formatMoney(due, 'KES'));
    expect(await shown(page, 'paid-so-far')).toBe(formatMoney(0, 'KES'));
    expect(await shown(page, 'balance-due')).toBe(formatMoney(due, 'KES'));
    expect(await shown(page, 'mpesa-amount')).toBe(formatMoney(due, 'KES'));
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('says the M-Pesa request was cancelled, then that the PIN was wrong, and offers a retry', async () => {
    const { page } = journey.browser;
    expect(await requestFrom(page, darajaTestPhones.cancelled.phone)).toBe(
      stkResultMessages.cancelled,
    );
    await expectRetryOffered(page);
    await saveScreenshot(page, 'outcome-cancelled');
    await expectPageSound(page);

    expect(await requestFrom(page, darajaTestPhones.wrongPin.phone)).toBe(
      stkResultMessages.wrongPin,
    );
    await expectRetryOffered(page);
    expect((await readBooking(bookingId)).booking_payment_status).toBe('Unpaid');
  });

  it('adds a donation to BOOKING TOTAL and to the amount asked, and confirms what was paid', async () => {
    const { page } = journey.browser;
    await page.getByText('Add a donation').click();
    await page.getByLabel('Donation amount (KES)').fill('1000');
    await page.getByRole('button', { name: 'Add donation' }).click();
    const total = page.getByRole('complementary', { name: 'BOOKING TOTAL' });
    await total.getByText('Donation (added here)').waitFor();
    expect(await shown(page, 'booking-total')).toBe(formatMoney(due + 1000, 'KES'));
    expect(await shown(page, 'balance-due')).toBe(formatMoney(due + 1000, 'KES'));
    expect(await shown(page, 'mpesa-amount')).toBe(formatMoney(due + 1000, 'KES'));
    expect(await shown(page, 'paid-so-far')).toBe(formatMoney(0, 'KES'));
    await saveScreenshot(page, 'outcome-donation-added');
    await expectPageSound(page);

    await page.getByLabel('M-Pesa phone number', { exact: true }).fill(darajaTestPhones.pays.phone);
    await page.getByRole('button', { name: 'Request payment' }).click();
    await page.waitForURL(`**/success/booking/${bookingId}`, { timeout: 30_000 });
    const booking = await readBooking(bookingId);
    expect(booking.booking_payment_status).toBe('Paid');
    const paid = booking.payments
      .filter((payment) => payment.status === 'paid')
      .reduce((sum, payment) => sum + payment.amount, 0);
    expect(paid).toBe(due + 1000);
    expect(await shown(page, 'confirmed-total')).toBe(formatMoney(paid, 'KES'));
    await page.getByText(/Armed Ranger Escort \(bush walk\), .*: 2 rangers/).waitFor();
    const confirmed = await page.locator('main').innerText();
    expect(confirmed).toContain(`Donation: ${formatMoney(500, 'KES')}`);
    expect(confirmed).toContain(`Donation: ${formatMoney(1000, 'KES')}`);
    expect(confirmed).toContain('Armed Ranger Escort (bush walk)');
    expect(confirmed).toContain('2 rangers');
    expect(confirmed).not.toContain('0 adults, 0 children');
    await saveScreenshot(page, 'outcome-confirmed');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('offers the 30% deposit for arrival 45 days ahead and keeps the balance payable', async () => {
    const { page } = journey.browser;
    const id = await book(
      bookingRequest(45, {
        check_out: daysFromToday(47),
        guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2 }],
        facilities: [
          { public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'non_resident' },
        ],
      }),
    );
    const booking = await readBooking(id);
    const schedule = paymentSchedule(
      booking.booking_payment_balance,
      booking.check_in_date,
      conservancyToday(),
    );
    if (schedule.kind !== 'deposit') throw new Error('45 days ahead must allow a deposit');
    expect(schedule.deposit).toBe(Math.ceil(booking.booking_payment_balance * 0.3));

    await page.goto(`/payment/info/${id}`);
    const deposit = page.getByRole('radio', { name: /^Pay a 30% deposit now/ });
    await deposit.waitFor();
    expect(await deposit.isChecked()).toBe(true);
    expect(await shown(page, 'mpesa-amount')).toBe(formatMoney(schedule.deposit, 'KES'));
    await page.getByRole('radio', { name: /^Pay in full now/ }).check();
    expect(await shown(page, 'mpesa-amount')).toBe(
      formatMoney(booking.booking_payment_balance, 'KES'),
    );
    await deposit.check();
    await saveScreenshot(page, 'outcome-deposit');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('M-Pesa phone number', { exact: true }).fill(darajaTestPhones.pays.phone);
    await page.getByRole('button', { name: 'Request payment' }).click();
    await page.getByText('M-Pesa payment received. Thank you!').waitFor({ timeout: 30_000 });
    const afterDeposit = await readBooking(id);
    expect(afterDeposit.booking_payment_status).toBe('Partially Paid');
    expect(afterDeposit.booking_payment_balance).toBe(schedule.balance_at_gate);

    // Later, from the same page: the balance, with no deposit offered any more.
    await page.reload();
    await page
      .getByText(
        paymentNotices.partlyPaid(
          formatMoney(schedule.deposit, 'KES'),
          formatMoney(schedule.balance_at_gate, 'KES'),
        ),
      )
      .waitFor();
    expect(await shown(page, 'paid-so-far')).toBe(formatMoney(schedule.deposit, 'KES'));
    expect(await shown(page, 'mpesa-amount')).toBe(formatMoney(schedule.balance_at_gate, 'KES'));
    expect(await page.getByRole('radio', { name: /^Pay a 30% deposit now/ }).count()).toBe(0);
    await expectPageSound(page);
    await page.getByLabel('M-Pesa phone number', { exact: true }).fill(darajaTestPhones.pays.phone);
    await page.getByRole('button', { name: 'Request payment' }).click();
    await page.waitForURL(`**/success/booking/${id}`, { timeout: 30_000 });
    expect((await readBooking(id)).booking_payment_status).toBe('Paid');
  });

  it('says the hold has run out before the visitor asks for payment', async () => {
    const id = await book(bookingRequest(10));
    // A browser of its own: the fake clock applies to every page of a browser context.
    const own = await openBrowser(journey.stack.siteUrl);
    const { page } = own;
    try {
      await page.clock.install();
      await page.goto(`/payment/info/${id}`);
      await page.getByTestId('hold-countdown').waitFor();
      await page.clock.fastForward('30:01');
      await page.getByText(paymentNotices.holdExpired).waitFor();
      expect(await page.getByTestId('hold-countdown').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Request payment' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Pay by card' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Start a new booking' }).waitFor();
      await saveScreenshot(page, 'outcome-hold-expired');
      await expectPageSound(page);
    } finally {
      await own.close();
    }
  });

  it('explains the card page’s Try later return and lets the visitor cancel it and pay again', async () => {
    const { page } = journey.browser;
    const id = await book(bookingRequest(12));
    await page.goto(`/payment/info/${id}`);
    await page.getByRole('radio', { name: /^Card/ }).check();
    await page.getByLabel('Confirm e-mail').fill('njoki.mwangi@example.co.ke');
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByRole('button', { name: 'Try later' }).click();
    await page.waitForURL(`**/payment/info/${id}`);
    await page.getByText(paymentNotices.cardNotCompleted).waitFor();
    await saveScreenshot(page, 'outcome-card-try-later');
    await expectPageSound(page);

    // Cancelled, the card payment no longer blocks another: paid by card this time.
    await cancelAndPayByCard(page, 'njoki.mwangi@example.co.ke');
    await page.waitForURL(`**/success/booking/${id}`);
    expect((await readBooking(id)).booking_payment_status).toBe('Paid');
  });

  it('explains the card page’s Error return and lets the visitor cancel it', async () => {
    const { page } = journey.browser;
    const id = await book(bookingRequest(12));
    const checkout = await apiJson<{ payment_public_id: string }>('/public/payments/card', {
      booking_id: id,
      email: 'njoki.mwangi@example.co.ke',
    });
    // The card provider sends the browser to the error URL (status 255, a broken form).
    await page.goto(
      `${journey.stack.apiUrl}/payments/card/return/${checkout.payment_public_id}?outcome=error`,
    );
    await page.waitForURL(`${journey.stack.siteUrl}/payment/info/${id}`);
    await page.getByText(paymentNotices.cardNotCompleted).waitFor();
    await expectPageSound(page);
    await page.getByRole('button', { name: 'Cancel the card payment' }).click();
    await page.getByTestId('card-unfinished').waitFor({ state: 'detached' });
    const payments = (await readBooking(id)).payments;
    expect(payments.map((payment) => payment.status)).toEqual(['failed']);
  });
});

/** Gives a donation on Support Us by `method` and goes to its payment page; its reference. */
async function donate(
  page: Page,
  method: 'Mpesa' | 'Card' | 'Bank',
  currency: 'KES' | 'USD',
  amount: string,
): Promise<string> {
  await page.goto('/support-us');
  await page
    .getByLabel('Place to donate to', { exact: true })
    .selectOption({ label: 'Rhino protection' });
  await page.getByLabel('Payment method', { exact: true }).selectOption({ label: method });
  await page.getByLabel('Donation currency', { exact: true }).selectOption(currency);
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByLabel('Title', { exact: true }).selectOption('Ms.');
  await page.getByLabel('First name', { exact: true }).fill('Achieng');
  await page.getByLabel('Last name', { exact: true }).fill('Otieno');
  await page.getByLabel('E-mail', { exact: true }).fill('achieng.otieno@example.co.ke');
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Kenya' });
  await page.getByLabel('Phone', { exact: true }).fill('+254712345678');
  await page.getByLabel('City', { exact: true }).fill('Kisumu');
  await page.getByLabel('Gender', { exact: true }).selectOption('Female');
  await page.getByLabel('Date of birth', { exact: true }).fill('1990-04-12');
  await page.getByRole('button', { name: 'Donate' }).click();
  await page.waitForURL('**/support-us-payment/**');
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

describe('the payment pages of a donation, a programme and a membership', () => {
  it('says a donation’s M-Pesa balance was not enough, and offers a retry', async () => {
    const { page } = journey.browser;
    await donate(page, 'Mpesa', 'KES', '2500');

    expect(await requestFrom(page, darajaTestPhones.insufficientFunds.phone)).toBe(
      stkResultMessages.insufficientFunds,
    );
    await expectRetryOffered(page);
    await saveScreenshot(page, 'outcome-donation-insufficient');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the bank account and the donation’s reference for a donation by bank', async () => {
    const { page } = journey.browser;
    const reference = await donate(page, 'Bank', 'USD', '50');
    const details = page.getByTestId('bank-transfer');
    await details.waitFor();
    const text = await details.innerText();
    expect(text).toContain('Kenya Commercial Bank');
    expect(text).toContain('Kijani Conservancy Trust');
    expect(text).toContain('1100556677');
    expect(text).toContain(formatMoney(50, 'USD'));
    expect(text).toMatch(new RegExp(`Reference\\s+${reference}`));
    expect(await page.getByLabel('M-Pesa phone number').isVisible()).toBe(false);
    await saveScreenshot(page, 'outcome-donation-bank');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('explains a donation’s card Try later return and lets the visitor cancel it and pay again', async () => {
    const { page } = journey.browser;
    const reference = await donate(page, 'Card', 'KES', '3000');
    await page.getByLabel('Confirm e-mail').fill('achieng.otieno@example.co.ke');
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByRole('button', { name: 'Try later' }).click();
    await page.waitForURL(`**/support-us-payment/${reference}?*payment=*`);
    await page.getByText(paymentNotices.cardNotCompleted).waitFor();
    await saveScreenshot(page, 'outcome-donation-card-try-later');
    await expectPageSound(page);

    // Cancelled, the card payment no longer blocks another: paid by card this time.
    await cancelAndPayByCard(page, 'achieng.otieno@example.co.ke');
    await page.waitForURL('**/success/donation');
    expect((await apiJson<{ paid: number }>(`/public/donations/${reference}`)).paid).toBe(1);
  });

  it('says a programme’s M-Pesa phone could not be reached, and offers a retry', async () => {
    const { page } = journey.browser;
    await page.goto('/immersive-conservation-experience/prog-community');
    await page.getByRole('heading', { name: 'How to apply' }).waitFor();
    await page.getByLabel('Title', { exact: true }).selectOption('Mr.');
    await page.getByLabel('First name', { exact: true }).fill('Baraka');
    await page.getByLabel('Last name', { exact: true }).fill('Mwangi');
    await page.getByLabel('E-mail', { exact: true }).fill('baraka.mwangi@example.co.ke');
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Kenya' });
    await page.getByLabel('Phone', { exact: true }).fill('+254711222333');
    await page.getByLabel('Date of birth', { exact: true }).fill('2000-02-15');
    await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Male' });
    await page.getByLabel('ID or passport number', { exact: true }).fill('34567890');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/program-payment/**');

    expect(await requestFrom(page, darajaTestPhones.unreachable.phone)).toBe(
      stkResultMessages.unreachable,
    );
    await expectRetryOffered(page);
    await expectPageSound(page);
  });

  it('says a membership’s M-Pesa request was cancelled, and offers a retry', async () => {
    const { page } = journey.browser;
    await page.goto('/membership-registration');
    await page.getByLabel('Residency', { exact: true }).selectOption('citizen');
    await page.getByLabel('Household type', { exact: true }).selectOption('Individual');
    await page.getByLabel('Membership type', { exact: true }).selectOption('ms-cit-ind');
    await fillMemberDetails(page);
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.waitForURL('**/membership-payment/**');

    expect(await requestFrom(page, darajaTestPhones.cancelled.phone)).toBe(
      stkResultMessages.cancelled,
    );
    await expectRetryOffered(page);
    await expectPageSound(page);
  });
});
