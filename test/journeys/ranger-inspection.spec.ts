/**
 * Journey: an Inspection Ranger on a 360 px phone. The demo ranger signs in at `/staff/` and
 * lands on the inspection screen, types a paid, checked-in booking's reference (headless
 * Chromium has no camera, so the camera button is not offered and this phone types, as a
 * ranger with a broken camera would), sees its payment status, balance and check-in, records an
 * inspection and sees it on the booking and in the recent inspections list; the booking's status
 * and check-ins stay as they were. With the network cut, the ticket's code still verifies on the
 * phone ("Checked offline", with what the ticket says), an altered code does not, and the screen
 * says the inspection cannot be recorded offline. A second phone, whose camera is Chromium's
 * fake one filming the ticket's QR code, scans it (jsQR, as Linux Chromium has no
 * BarcodeDetector) and opens the booking with the signature checked.
 *
 * spec: staff-booking.md §2 (BookingsInspection, BookingInspection); membership-backoffice.md
 * §2.4; research offline-checkin-anchors.md §1; issue 13 items 6, 9.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BookingCreated } from '@hifadhi/shared/schemas/booking';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api-call';
import { openBrowser } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { qrFrame, y4mOf } from '../support/qr-frame';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, dayVisitAt, RANGER, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';
let booking: BookingCreated;
let ticketCode = '';

interface Inspected {
  outcome: string;
  note: string | null;
  inspected_by: string;
}

/** The day visit, confirmed, paid in cash and checked in at Main Gate by the back office. */
async function paidBookingInside(): Promise<BookingCreated> {
  const made = await dayVisitAt(journey.stack.apiUrl, {
    first_name: 'Akinyi',
    last_name: 'Odhiambo',
    phone: '+254712000031',
  });
  const path = `/bookings/${made.booking_public_id}`;
  await apiCall(journey.stack.apiUrl, `${path}/confirm`, {}, adminToken);
  await apiCall(
    journey.stack.apiUrl,
    `${path}/payments`,
    { method: 'Cash', amount: made.total_cost, currency: 'KES' },
    adminToken,
  );
  await apiCall(
    journey.stack.apiUrl,
    `${path}/check-in`,
    { gate_public_id: 'gate-main' },
    adminToken,
  );
  return made;
}

/** The booking's status and how many check-ins it has, from the API. */
async function statusAndCheckIns() {
  const read = await apiCall<{ booking_status: string; check_ins: unknown[] }>(
    journey.stack.apiUrl,
    `/bookings/${booking.booking_public_id}`,
    undefined,
    adminToken,
  );
  return { status: read.booking_status, check_ins: read.check_ins.length };
}

describe('a ranger inspects a ticket on a phone', () => {
  beforeAll(async () => {
    adminToken = (await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN))
      .auth_token;
    booking = await paidBookingInside();
    const sql = postgres(journey.stack.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql`select t.ticket_code from booking_tickets t
        join bookings b on b.id = t.booking_id
        where b.booking_public_id = ${booking.booking_public_id} and t.revoked_at is null`;
      ticketCode = row!.ticket_code as string;
    } finally {
      await sql.end();
    }
  });

  it('finds the booking by its reference, records an inspection and lists it', async () => {
    const { page } = journey.browser;
    await signInAt(page, journey.apiOrigin, RANGER, '/bookings/inspection');
    await page.getByRole('heading', { name: 'Inspect a ticket' }).waitFor();
    // Headless Chromium has no camera unless given a fake one: no camera button.
    expect(await page.getByRole('button', { name: 'Scan with the camera' }).count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('ticket-keys-status').textContent())
      .toMatch(/^Ticket keys kept on this phone: 1, saved /);
    await expectPageSound(page);

    const before = await statusAndCheckIns();
    expect(before).toEqual({ status: 'checked_in', check_ins: 1 });
    await page.getByLabel('Booking reference or ticket code').fill(booking.booking_ref_code);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(
      `${journey.apiOrigin}/staff/booking/inspection/${booking.booking_public_id}`,
    );
    expect(await page.getByTestId('booking-payment-status').textContent()).toBe('Paid');
    expect(await page.getByTestId('booking-balance').textContent()).toBe(formatMoney(0, 'KES'));
    expect(await page.getByTestId('booking-status').textContent()).toBe('Checked in');
    const checkIns = page.getByTestId('booking-check-ins').locator('tbody tr');
    expect(await checkIns.count()).toBe(1);
    expect(await checkIns.first().locator('td').first().textContent()).toBe('Check-in');
    await expectPageSound(page);

    await page.getByRole('button', { name: 'Record inspection' }).click();
    await page.getByText('Choose what you found').waitFor();
    await page.getByRole('radio', { name: 'Guests differ from the ticket' }).check();
    await page.getByRole('button', { name: 'Record inspection' }).click();
    await page.getByText('Say what was wrong').waitFor();
    await page.getByRole('radio', { name: 'Valid', exact: true }).check();
    await page.getByLabel('Note').fill('Two adults in a saloon car, as on the ticket');
    await page.getByLabel('Gate or place').selectOption({ label: 'Main Gate' });
    await page.getByRole('button', { name: 'Record inspection' }).click();
    await page.getByText('Inspection recorded').waitFor();
    const listed = page.getByTestId('booking-inspections').locator('li');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.first().textContent()).toContain('Valid');
    expect(await listed.first().textContent()).toContain('Main Gate');
    await saveScreenshot(page, 'ranger-inspection-booking');
    await expectPageSound(page);

    const recorded = await apiCall<Inspected[]>(
      journey.stack.apiUrl,
      `/bookings/${booking.booking_public_id}/inspections`,
      undefined,
      adminToken,
    );
    expect(recorded).toMatchObject([
      { outcome: 'valid', note: 'Two adults in a saloon car, as on the ticket' },
    ]);
    expect(await statusAndCheckIns()).toEqual(before);

    await page.getByRole('link', { name: 'Inspect another ticket' }).click();
    await page.getByRole('link', { name: 'Recent inspections' }).click();
    await page.getByRole('heading', { name: 'Recent inspections' }).waitFor();
    const row = page.locator('tbody tr').filter({ hasText: booking.booking_ref_code });
    await row.waitFor();
    expect(await row.textContent()).toContain('Valid');
    await saveScreenshot(page, 'ranger-inspections-list');
    await expectPageSound(page);
  });

  it('verifies the ticket’s signature with the network cut', async () => {
    const { page, context } = journey.browser;
    await page.goto(`${journey.apiOrigin}/staff/bookings/inspection`);
    await page.getByRole('heading', { name: 'Inspect a ticket' }).waitFor();
    await context.setOffline(true);
    try {
      const field = page.getByLabel('Booking reference or ticket code');
      await field.fill(ticketCode);
      await page.getByRole('button', { name: 'Find' }).click();
      const check = page.getByTestId('ticket-check');
      await check.getByText('Genuine ticket').waitFor();
      await page.getByTestId('checked-offline').waitFor();
      const says = await page.getByTestId('ticket-says').textContent();
      expect(says).toContain(booking.booking_ref_code);
      expect(says).toContain('Citizen adults: 2');
      await page.getByText('the inspection cannot be recorded now').waitFor();
      await saveScreenshot(page, 'ranger-inspection-offline');
      await expectPageSound(page);

      const at = ticketCode.length - 20;
      const altered = `${ticketCode.slice(0, at)}${ticketCode[at] === 'A' ? 'B' : 'A'}${ticketCode.slice(at + 1)}`;
      await field.fill(altered);
      await page.getByRole('button', { name: 'Find' }).click();
      await check.getByText('Not genuine').waitFor();
      expect(await page.getByTestId('ticket-says').count()).toBe(0);
    } finally {
      await context.setOffline(false);
    }
  });
  it('scans the ticket’s QR code with the phone’s camera', async () => {
    // A second phone whose camera is Chromium's fake one, filming the ticket's QR code.
    const folder = await mkdtemp(path.join(tmpdir(), 'hifadhi-camera-'));
    const video = path.join(folder, 'ticket.y4m');
    await writeFile(video, y4mOf(qrFrame(ticketCode, 6, 640, 480)));
    const phone = await openBrowser(journey.apiOrigin, [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const { page, context } = phone;
      await context.grantPermissions(['camera'], { origin: journey.apiOrigin });
      await signInAt(page, journey.apiOrigin, RANGER, '/bookings/inspection');
      await page.getByRole('button', { name: 'Scan with the camera' }).click();
      await page.waitForURL(
        `${journey.apiOrigin}/staff/booking/inspection/${booking.booking_public_id}?code=${ticketCode}`,
      );
      const check = page.getByTestId('ticket-check');
      await check.getByText('Genuine ticket').waitFor();
      expect(await page.getByTestId('checked-offline').count()).toBe(0);
      await page.getByTestId('ticket-current').waitFor();
      expect(await page.getByTestId('booking-payment-status').textContent()).toBe('Paid');
      await expectPageSound(page);
    } finally {
      await phone.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
