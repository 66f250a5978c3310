/**
 * Walk-ins made offline, with two kiosks at two gates against the real API: the receipt printed
 * offline at the main gate carries the reference the server keeps, so after sync the river
 * gate's kiosk finds the booking by the receipt's reference and admits its QR. Walk-ins the
 * server would refuse — dated before the backdating window, or for a campsite the replica knows
 * is full — are refused at the kiosk before any cash is taken.
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { BACKDATED_TOO_FAR } from '@hifadhi/shared/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import { registeredKiosk, startKiosk, type TestKiosk, walkInRequest } from './test/gate-kiosk';
import { startTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let main: TestKiosk;
let river: TestKiosk;
const today = calendarDateAt(testNow);

beforeAll(async () => {
  api = await startTestApi();
  main = await registeredKiosk(api, 'Main gate kiosk');
  river = await startKiosk(api.apiBaseUrl, api.newDataDirectory(), {
    registrationCode: await api.registrationCode('gate-river'),
    deviceName: 'River gate kiosk',
  });
});

afterAll(async () => {
  await main?.close();
  await river?.close();
  await api?.close();
});

/** Syncs `kiosk` until it says it is online with nothing left to send. */
async function syncedOnline(kiosk: TestKiosk, token: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await kiosk.call('POST', '/sync', { token });
    const status = (await kiosk.call('GET', '/status')).body;
    if (status.mode === 'online' && status.pending_operations === 0) return;
  }
  throw new Error('The kiosk did not sync');
}

describe('an offline walk-in', () => {
  it("keeps its receipt's reference after sync, and another gate finds and admits it", async () => {
    const clerk = await main.signIn('Gate Clerk');
    await api.goOffline();
    let reference: string;
    let qr: string[];
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        await main.call('POST', '/sync', { token: clerk });
      }
      expect((await main.call('GET', '/status')).body.mode).toBe('offline');
      const made = await main.call('POST', '/walk-ins', {
        token: clerk,
        body: walkInRequest({ first_name: 'Mumbua', last_name: 'Kioko' }),
      });
      expect(made.status).toBe(201);
      const id = made.body.booking.booking_public_id as string;
      reference = made.body.booking.booking_ref_code;
      expect(reference).toMatch(/^W[2-9A-Z]+-1$/);
      const cash = await main.call('POST', `/bookings/${id}/cash-payments`, {
        token: clerk,
        body: { amount: made.body.quote.totals.amount_due, currency: 'KES' },
      });
      expect(cash.status).toBe(201);
      const printed = await main.call('POST', `/bookings/${id}/receipts`, { token: clerk });
      expect(printed.status).toBe(201);
      expect(printed.body.receipt.preview).toContain(reference);
      qr = [printed.body.receipt.qr];
    } finally {
      await api.goOnline();
    }
    await syncedOnline(main, clerk);
    const [stored] = await api.database.sql`select booking_ref_code, booking_payment_status
      from bookings where booking_ref_code = ${reference}`;
    expect(stored).toEqual({ booking_ref_code: reference, booking_payment_status: 'Paid' });

    const riverClerk = await river.signIn('Gate Clerk');
    await syncedOnline(river, riverClerk);
    const found = await river.call('GET', `/bookings?q=${encodeURIComponent(reference)}`, {
      token: riverClerk,
    });
    expect(found.body.bookings).toEqual([
      expect.objectContaining({ booking_ref_code: reference, first_name: 'Mumbua' }),
    ]);
    for (const code of [reference, ...qr.filter(Boolean)]) {
      const scan = await river.call('POST', '/scans', {
        token: riverClerk,
        body: { code, direction: 'check_in' },
      });
      expect(scan.body).toMatchObject({
        decision: { status: 'valid' },
        booking: { booking_ref_code: reference },
      });
    }
  });
});

describe('a walk-in the server would refuse', () => {
  it('is refused before cash when checked in more than 7 days ago', async () => {
    const clerk = await main.signIn('Gate Clerk');
    const before = (await main.call('GET', '/status')).body.pending_operations;
    const eightDaysAgo = addDays(today, -8);
    const refused = await main.call('POST', '/walk-ins', {
      token: clerk,
      body: walkInRequest({ check_in: eightDaysAgo, check_out: eightDaysAgo }),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: BACKDATED_TOO_FAR, fields: { check_in: BACKDATED_TOO_FAR } },
    });
    expect((await main.call('GET', '/status')).body.pending_operations).toBe(before);
  });

  it('is refused before cash when the replica knows the campsite is full that night', async () => {
    const clerk = await main.signIn('Gate Clerk');
    const camping = (first_name: string) =>
      walkInRequest({
        first_name,
        check_out: addDays(today, 1),
        facilities: [{ public_id: 'fac-murera', adults: 1 }],
      });
    const first = await main.call('POST', '/walk-ins', { token: clerk, body: camping('Jelimo') });
    expect(first.status).toBe(201);
    const pending = (await main.call('GET', '/status')).body.pending_operations;
    const second = await main.call('POST', '/walk-ins', { token: clerk, body: camping('Korir') });
    expect(second).toMatchObject({
      status: 409,
      body: {
        code: 'CAPACITY_EXCEEDED',
        message: 'Murera Campsite already selected and cannot go beyond the maximum quantity.',
      },
    });
    expect((await main.call('GET', '/status')).body.pending_operations).toBe(pending);
  });
});
