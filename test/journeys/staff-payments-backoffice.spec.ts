/**
 * Journey: the payments back office in the staff application (the API at `/staff/`). An
 * administrator opens Bank slips from the side menu's Payments section, records a slip the bank
 * reported (the shared schema's message for a missing bank first), allocates it to a held day
 * visit by its reference after seeing the booking's balance, and is told the new balance; the
 * booking page then shows that balance and the Bank payment, and the Payments list shows the
 * payment first with its slip reference and who recorded it, found again by searching the slip
 * reference. A slip allocated as an over-payment is listed as needing attention and settled
 * from there by a credit note the API issues. An M-Pesa prompt cancelled on the phone shows among
 * the payment failures with M-Pesa's own words. The screens work at 360 px. A Gate Clerk has no
 * Payments section and is sent back to the dashboard from Bank slips.
 *
 * spec: staff-booking.md §2.9 (payments, bank slips with allocate); api-contract.md §Staff
 * bookings; issue 13 item 4.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingCreated, BookingRead } from '@hifadhi/shared/schemas/booking';
import { beforeAll, describe, expect, it } from 'vitest';
import { darajaTestPhones } from '../../api/src/payments/simulators/daraja-test-phones';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import {
  ADMIN,
  CLERK,
  dayVisitAt,
  overpaidDayVisit,
  signInAt,
  signOut,
} from '../support/staff-app';

const DESKTOP = { width: 1280, height: 800 };
const SLIP_REFERENCE = 'EQ26112400042';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';
let booking: BookingCreated;

/** The side menu's link `name`. */
const menuLink = (name: string) =>
  journey.browser.page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name, exact: true });

function readBooking(): Promise<BookingRead> {
  return apiCall<BookingRead>(
    journey.stack.apiUrl,
    `/bookings/${booking.booking_public_id}`,
    undefined,
    adminToken,
  );
}

describe('payments back office', () => {
  beforeAll(async () => {
    booking = await dayVisitAt(journey.stack.apiUrl, {
      first_name: 'Akinyi',
      last_name: 'Otieno',
      phone: '+254712000042',
    });
    adminToken = (await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN))
      .auth_token;
  });

  it('an administrator records a bank slip, allocates it to a booking, and the booking and the payments list show it', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, ADMIN);
    const me = await apiCall<{ user: { full_name: string } }>(
      journey.stack.apiUrl,
      '/auth/me',
      undefined,
      adminToken,
    );
    const before = await readBooking();
    const amount = Math.floor(before.booking_payment_balance / 2);
    const balanceAfter = before.booking_payment_balance - amount;

    await menuLink('Bank slips').click();
    await page.waitForURL(`${journey.apiOrigin}/staff/bank-slips`);
    await page.getByRole('button', { name: 'New slip' }).click();
    const slipForm = page.getByRole('region', { name: 'New slip' });
    await slipForm.getByLabel('Slip reference').fill(SLIP_REFERENCE);
    await slipForm.getByLabel('Amount (KES)').fill(String(amount));
    await slipForm.getByRole('button', { name: 'Record slip' }).click();
    await slipForm.getByText('Name the bank').waitFor();
    await slipForm.getByLabel('Bank').fill('Equity Bank');
    await slipForm.getByLabel('Payer (optional)').fill('Akinyi Otieno');
    await saveScreenshot(page, 'staff-bank-slip-form-1280');
    await slipForm.getByRole('button', { name: 'Record slip' }).click();
    await expect
      .poll(() => page.getByTestId('slip-recorded').textContent())
      .toBe(`Slip ${SLIP_REFERENCE} of ${formatMoney(amount, 'KES')} recorded.`);

    const slipRow = page.locator('tbody tr', { hasText: SLIP_REFERENCE });
    await slipRow.getByRole('button', { name: 'Allocate' }).click();
    const allocateForm = page.getByRole('region', { name: 'Allocate slip' });
    await allocateForm.getByLabel('Booking reference').fill(booking.booking_ref_code.toLowerCase());
    await allocateForm.getByRole('button', { name: 'Show balance' }).click();
    await expect
      .poll(() => allocateForm.getByTestId('allocation-balance').textContent())
      .toBe(formatMoney(before.booking_payment_balance, 'KES'));
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'staff-bank-slip-allocate-1280');
    await allocateForm.getByRole('button', { name: 'Allocate' }).click();
    await expect
      .poll(() => page.getByTestId('slip-allocated').textContent())
      .toBe(
        `Slip ${SLIP_REFERENCE} allocated to booking ${booking.booking_ref_code}: its balance is now ${formatMoney(balanceAfter, 'KES')} (Partially Paid).`,
      );
    await expect
      .poll(() => slipRow.locator('td').nth(3).textContent())
      .toContain(booking.booking_ref_code);

    const after = await readBooking();
    expect(after.booking_payment_balance).toBe(balanceAfter);
    expect(after.booking_payment_status).toBe('Partially Paid');
    await slipRow.getByRole('link', { name: booking.booking_ref_code }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/booking/${booking.booking_public_id}`);
    await expect
      .poll(() => page.getByTestId('booking-balance').textContent())
      .toBe(formatMoney(balanceAfter, 'KES'));
    const paymentRows = page.getByTestId('booking-payments').locator('tbody tr');
    await expect.poll(() => paymentRows.count()).toBe(1);
    expect((await paymentRows.first().locator('td').allTextContents()).slice(0, 3)).toEqual([
      'Bank',
      'paid',
      SLIP_REFERENCE,
    ]);

    await menuLink('Payments').click();
    await page.waitForURL(`${journey.apiOrigin}/staff/payments`);
    const firstPayment = page.locator('tbody tr').first();
    await expect
      .poll(() => firstPayment.locator('td').allTextContents())
      .toEqual([
        booking.booking_ref_code,
        'Bank Transfer',
        formatMoney(amount, 'KES'),
        'Received',
        SLIP_REFERENCE,
        expect.any(String),
        me.user.full_name,
      ]);
    await page.getByLabel('Search (reference, receipt, phone, e-mail)').fill(SLIP_REFERENCE);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(`${journey.apiOrigin}/staff/payments?search=${SLIP_REFERENCE}`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await saveScreenshot(page, 'staff-payments-list-1280');
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-payments-list-360');
    await page.goto(`${journey.apiOrigin}/staff/bank-slips`);
    await page.getByRole('button', { name: 'New slip' }).click();
    await page.getByRole('region', { name: 'New slip' }).waitFor();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-bank-slips-360');
    await page.goto(`${journey.apiOrigin}/staff/payment-failures`);
    await page.getByRole('heading', { name: 'Payment failures' }).waitFor();
    await expectPageSound(page);
    await page.goto(`${journey.apiOrigin}/staff/payments/attention`);
    await page.getByRole('heading', { name: 'Payments needing attention' }).waitFor();
    await page.getByText('No payment needs attention.').waitFor();
    await expectPageSound(page);
    await page.setViewportSize(DESKTOP);
    await signOut(page);
  });

  it('an administrator settles an over-paid slip by a credit note the API issues', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    const overpaid = await overpaidDayVisit(
      journey.stack.apiUrl,
      adminToken,
      { first_name: 'Baraka', last_name: 'Mutua', phone: '+254712000043' },
      { bank: 'KCB', reference: 'KCB26112400077', over: 500 },
    );

    await signInAt(page, journey.apiOrigin, ADMIN);
    await menuLink('Payments needing attention').click();
    const row = page.locator('tbody tr', { hasText: overpaid.booking_ref_code });
    await row
      .getByText('Paid KES 500.00 more than the amount due: refund the difference')
      .waitFor();
    await row.getByRole('button', { name: 'Resolve' }).click();
    const form = page.getByRole('region', { name: 'Resolve payment' });
    await form.getByLabel('Credit note').check();
    await form.getByLabel('Amount (KES)').fill('500');
    await form.getByLabel('Reason for the credit note').fill('Over-payment kept for a later visit');
    await saveScreenshot(page, 'staff-payments-attention-resolve-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Resolve' }).click();
    await expect
      .poll(() => page.getByTestId('payment-resolved').textContent())
      .toMatch(
        /^Settled: Credit note CN-\d{6} of KES 500 issued: Over-payment kept for a later visit$/,
      );
    await page.getByText('No payment needs attention.').waitFor();
    await page.setViewportSize(PHONE);
    await page.getByLabel('Show settled ones too').check();
    await row.getByTestId('resolution').waitFor();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-payments-attention-360');
    await page.setViewportSize(DESKTOP);
    await signOut(page);
  });

  it("an administrator sees a cancelled M-Pesa prompt among the payment failures with M-Pesa's own reason", async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    const unpaid = await dayVisitAt(journey.stack.apiUrl, {
      first_name: 'Chebet',
      last_name: 'Kiprono',
      phone: '+254712000044',
    });
    const push = await apiCall<{ payment_public_id: string }>(
      journey.stack.apiUrl,
      '/public/payments/mpesa',
      {
        booking_id: unpaid.booking_public_id,
        phone: darajaTestPhones.cancelled.phone,
      },
    );
    await expect
      .poll(
        async () =>
          (
            await apiCall<{ status: string }>(
              journey.stack.apiUrl,
              `/public/payments/${push.payment_public_id}`,
            )
          ).status,
      )
      .toBe('failed');

    await signInAt(page, journey.apiOrigin, ADMIN);
    await menuLink('Payment failures').click();
    const row = page.locator('tbody tr', { hasText: unpaid.booking_ref_code });
    await expect
      .poll(() => row.getByTestId('provider-reason').textContent())
      .toBe(`${darajaTestPhones.cancelled.resultDesc} (code 1032)`);
    expect(await row.locator('td').nth(3).textContent()).toBe('Cancelled');
    await saveScreenshot(page, 'staff-payment-failures-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await signOut(page);
  });

  it('a Gate Clerk has no Payments section and cannot open Bank slips', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, CLERK);
    expect(await menuLink('Bank slips').count()).toBe(0);
    await page.goto(`${journey.apiOrigin}/staff/bank-slips`);
    await page.waitForURL(`${journey.apiOrigin}/staff/dashboard`);
    await signOut(page);
  });
});
