/**
 * Journey: an administrator opens a booking in the staff application (the API at `/staff/`),
 * opens its invoice, and a new tab receives the PDF: read back to text it holds the booking's
 * reference, its total, what was paid and the balance, under an invoice number. Opening the
 * invoice again gives the same number marked COPY, and the booking's Documents list both issues.
 * The Documents part works at 360 px.
 *
 * spec: api-contract.md §Staff bookings (invoice.pdf); issue 13 items 5, 9.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { openPdfTab } from '../support/pdf-tab';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, dayVisitAt, signInAt } from '../support/staff-app';

const DESKTOP = { width: 1280, height: 800 };
const kes = (amount: number) => formatMoney(amount, 'KES', 2);

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let booking: BookingRead;

describe('booking documents in the staff application', () => {
  beforeAll(async () => {
    const made = await dayVisitAt(journey.stack.apiUrl, {
      first_name: 'Wairimu',
      last_name: 'Ndũng’ũ',
      phone: '+254712000031',
    });
    const { auth_token } = await apiCall<{ auth_token: string }>(
      journey.stack.apiUrl,
      '/auth/login',
      ADMIN,
    );
    const route = `/bookings/${made.booking_public_id}`;
    await apiCall(
      journey.stack.apiUrl,
      `${route}/payments`,
      { method: 'Bank Transfer', amount: 1_000, currency: 'KES', reference: 'SLIP-88120' },
      auth_token,
    );
    booking = await apiCall<BookingRead>(journey.stack.apiUrl, route, undefined, auth_token);
  });

  it('opens the invoice in a new tab as a PDF with the reference and total; again as a COPY', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/booking/${booking.booking_public_id}`);
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByRole('button', { name: 'Invoice' }).waitFor();

    const text = await openPdfTab(page, 'Invoice');
    const number = /INV-\d{6}/.exec(text)?.[0];
    expect(number).toBeDefined();
    expect(text).toContain('INVOICE');
    expect(text).toContain(booking.booking_ref_code);
    expect(text).toContain('Wairimu Ndũng’ũ');
    expect(text).toContain(`Total ${kes(booking.total_cost)}`);
    expect(text).toContain(`Paid ${kes(1_000)}`);
    expect(text).toContain(`Balance due ${kes(booking.booking_payment_balance)}`);
    expect(text).not.toContain('COPY');

    const issued = documents.getByTestId('documents-issued').locator('tbody tr');
    await expect.poll(() => issued.count()).toBe(1);
    expect((await issued.first().locator('td').allTextContents()).slice(0, 3)).toEqual([
      'Invoice',
      number,
      'Amina Wanjiru',
    ]);

    const again = await openPdfTab(page, 'Invoice');
    expect(again).toContain(`No. ${number}`);
    expect(again).toContain('COPY');
    await expect.poll(() => issued.count()).toBe(2);
    expect(await issued.first().locator('td').first().textContent()).toBe('Invoice (copy)');
    await saveScreenshot(page, 'staff-booking-documents-1280');

    await page.setViewportSize(PHONE);
    await documents.scrollIntoViewIfNeeded();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-booking-documents-360');
  });
});
