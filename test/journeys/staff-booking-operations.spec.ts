/**
 * Journey: the booking page's operations in the staff application (the API at `/staff/`). An
 * administrator opens a held booking, sees only what its status allows, postpones it by a week
 * on the PostponeBooking screen (each line's new dates shown as the date is typed; a date
 * beyond the backdating window shows the API's refusal; the booking page then shows the new
 * stay), records a Bank Transfer payment (the balance and the payments table show the API's
 * figures), issues a credit note (its number shown), the history lists the three events, and the
 * invoice opens in a new tab as a PDF with the booking's total, the payment and the balance. A
 * form refused by the shared schema or by the API shows their message. A Gate Clerk on the same
 * booking sees no FOC, credit-note or Postpone button. The pages work at 360 px.
 *
 * spec: api-contract.md §Staff bookings (postpone, payments, credit notes); staff-booking.md §2.5,
 * §4, §6; issue 13 items 3, 9; issue 14 item 2.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingCreated, BookingRead } from '@hifadhi/shared/schemas/booking';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { openPdfTab } from '../support/pdf-tab';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';
import { ADMIN, CLERK, dayVisitAt, signInAt, signOut } from '../support/staff-app';

const DESKTOP = { width: 1280, height: 800 };

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';
let booking: BookingCreated;

function readBooking(): Promise<BookingRead> {
  return apiCall<BookingRead>(
    journey.stack.apiUrl,
    `/bookings/${booking.booking_public_id}`,
    undefined,
    adminToken,
  );
}

async function openBooking(page: Page): Promise<void> {
  await page.goto(`${journey.apiOrigin}/staff/booking/${booking.booking_public_id}`);
  await page.getByTestId('booking-balance').waitFor();
}

/** The words of the booking page's operation buttons. */
function operationButtons(page: Page): Promise<string[]> {
  return page.locator('.booking-actions > .button-row > button').allTextContents();
}

/** The PostponeBooking screen's rows: line, dates now, dates after postponing. */
async function postponedRows(page: Page): Promise<string[][]> {
  const rows = await page.getByTestId('postponed-lines').locator('tbody tr').all();
  return Promise.all(rows.map((row) => row.locator('td').allTextContents()));
}

/** The history's event words, oldest first. */
function historyEvents(page: Page): Promise<string[]> {
  return page.locator('.history .history-what').allTextContents();
}

describe('booking operations on the staff booking page', () => {
  beforeAll(async () => {
    booking = await dayVisitAt(journey.stack.apiUrl, {
      first_name: 'Njeri',
      last_name: 'Mwangi',
      phone: '+254712000009',
    });
    adminToken = (await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN))
      .auth_token;
  });

  it('an administrator postpones the booking by a week, records a bank transfer and issues a credit note, all in the history', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await openBooking(page);
    const before = await readBooking();
    expect(before.booking_status).toBe('held');
    await expect
      .poll(() => operationButtons(page))
      .toEqual([
        'Confirm',
        'Defer payment',
        'Mark FOC',
        'Delete',
        'Record payment',
        'Issue credit note',
        'Postpone',
      ]);

    // Postpone by a week: the day visit and its car move to the new day, nothing else changes.
    const day = before.check_in_date;
    const weekLater = daysFromToday(14);
    expect(day).toBe(daysFromToday(7));
    await page.getByRole('button', { name: 'Postpone' }).click();
    await page.waitForURL(
      `${journey.apiOrigin}/staff/postpone-booking/${booking.booking_public_id}`,
    );
    const newCheckIn = page.getByLabel('New check-in date');
    await expect.poll(() => newCheckIn.inputValue()).toBe(day);
    await newCheckIn.fill(daysFromToday(-8));
    await page.getByRole('button', { name: 'Postpone Booking' }).click();
    await page.getByText('Check-in cannot be more than 7 days ago').waitFor();
    await newCheckIn.fill(weekLater);
    // A new date clears the refusal of the last one.
    await expect
      .poll(() => page.getByText('Check-in cannot be more than 7 days ago').count())
      .toBe(0);
    await expect
      .poll(() => postponedRows(page))
      .toEqual([['Stay: conservation and vehicle fees', day, weekLater]]);
    await page.getByLabel('Reason (optional)').fill('Guests asked for the following weekend');
    await saveScreenshot(page, 'staff-postpone-booking-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Postpone Booking' }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/booking/${booking.booking_public_id}`);
    await page.getByText(`${weekLater} (day visit)`).waitFor();
    const postponed = await readBooking();
    expect([postponed.check_in_date, postponed.check_out_date]).toEqual([weekLater, weekLater]);
    expect(postponed.total_cost).toBe(before.total_cost);
    expect(postponed.booking_payment_balance).toBe(before.booking_payment_balance);

    const paid = Math.floor(before.booking_payment_balance / 2);
    await page.getByRole('button', { name: 'Record payment' }).click();
    const paymentForm = page.getByRole('region', { name: 'Record payment' });
    await paymentForm.getByRole('button', { name: 'Record payment' }).click();
    await paymentForm.getByText('Amount must be a whole number').waitFor();
    await paymentForm.getByLabel('Method').selectOption('Bank Transfer');
    await paymentForm.getByLabel('Amount (KES)').fill(String(paid));
    await paymentForm.getByLabel(/^Reference/).fill('SLIP-20411');
    await saveScreenshot(page, 'staff-booking-payment-form-1280');
    await paymentForm.getByRole('button', { name: 'Record payment' }).click();
    await paymentForm.waitFor({ state: 'detached' });

    const afterPayment = await readBooking();
    expect(afterPayment.booking_payment_balance).toBe(before.booking_payment_balance - paid);
    await expect
      .poll(() => page.getByTestId('booking-balance').textContent())
      .toBe(formatMoney(afterPayment.booking_payment_balance, 'KES'));
    const payments = page.getByTestId('booking-payments').locator('tbody tr');
    await expect.poll(() => payments.count()).toBe(1);
    const paymentRow = await payments.first().locator('td').allTextContents();
    expect(paymentRow.slice(0, 3)).toEqual(['Bank', 'paid', 'SLIP-20411']);
    expect(paymentRow[4]).toBe(formatMoney(paid, 'KES'));

    await page.getByRole('button', { name: 'Issue credit note' }).click();
    const noteForm = page.getByRole('region', { name: 'Issue credit note' });
    await noteForm.getByLabel('Amount (KES)').fill(String(paid + 1));
    await noteForm.getByLabel('Reason').fill('Game drive cut short by rain');
    await noteForm.getByRole('button', { name: 'Issue credit note' }).click();
    // The API refuses more than was paid, and its message is shown in the form.
    await noteForm
      .getByText(
        `A credit note cannot exceed what was paid: at most ${formatMoney(paid, 'KES')} can still be credited`,
      )
      .waitFor();
    await noteForm.getByLabel('Amount (KES)').fill('100');
    await noteForm.getByLabel('Reason').fill('');
    await noteForm.getByRole('button', { name: 'Issue credit note' }).click();
    await noteForm.getByText('This field is required').waitFor();
    await noteForm.getByLabel('Reason').fill('Game drive cut short by rain');
    await noteForm.getByRole('button', { name: 'Issue credit note' }).click();
    await expect
      .poll(() => page.getByTestId('credit-note-issued').textContent())
      .toMatch(/^Credit note CN-\d{6} issued\.$/);

    await expect
      .poll(() => historyEvents(page))
      .toEqual(['created', 'postponed', 'payment received', 'credit note issued']);

    // The invoice, opened in a new tab, carries the postponed stay's figures and the payment.
    const invoice = await openPdfTab(page, 'Invoice');
    expect(invoice).toContain(postponed.booking_ref_code);
    expect(invoice).toContain(`Total ${formatMoney(before.total_cost, 'KES', 2)}`);
    expect(invoice).toContain(`Paid ${formatMoney(paid, 'KES', 2)}`);
    expect(invoice).toContain(
      `Balance due ${formatMoney(afterPayment.booking_payment_balance, 'KES', 2)}`,
    );
    await saveScreenshot(page, 'staff-booking-operations-1280');
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-booking-operations-360');
    await page.getByRole('button', { name: 'Postpone' }).click();
    await page.getByTestId('postponed-lines').waitFor();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-postpone-booking-360');
    await signOut(page);
  });

  it('a Gate Clerk sees no FOC or credit-note button on the same booking', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, CLERK);
    await openBooking(page);
    await expect.poll(() => operationButtons(page)).toContain('Record payment');
    const buttons = await operationButtons(page);
    expect(buttons).not.toContain('Mark FOC');
    expect(buttons).not.toContain('Issue credit note');
    expect(buttons).not.toContain('Postpone');
    await signOut(page);
  });
});
