/**
 * A booking the back office deletes after the kiosk synced it: at the next sync the kiosk stops
 * expecting it on the dashboard and refuses cash for it before any is taken, as it does for a
 * cancelled booking (the API would refuse the payment on upload).
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import { registeredKiosk, type TestKiosk } from './test/gate-kiosk';
import { type Booked, startTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let kiosk: TestKiosk;
let clerk: string;
let deleted: Booked;

beforeAll(async () => {
  api = await startTestApi();
  kiosk = await registeredKiosk(api, 'Main gate kiosk');
  clerk = await kiosk.signIn('Gate Clerk');
  deleted = await api.bookDayVisit(calendarDateAt(testNow), { first_name: 'Wanjiru' });
  await kiosk.call('POST', '/sync', { token: clerk });
  const removal = await api.app.request(`/api/v1/bookings/${deleted.booking_public_id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${api.adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason: 'Duplicate of another booking' }),
  });
  if (removal.status !== 200) throw new Error(`Deleting the booking: ${removal.status}`);
  await kiosk.call('POST', '/sync', { token: clerk });
});

afterAll(async () => {
  await kiosk?.close();
  await api?.close();
});

describe('a booking deleted in the back office', () => {
  it('is no longer expected at the gate', async () => {
    const today = (await kiosk.call('GET', '/dashboard', { token: clerk })).body;
    const expected = today.expected_arrivals.map((b: Booked) => b.booking_ref_code);
    expect(expected).not.toContain(deleted.booking_ref_code);
  });

  it('takes no cash, in plain words, and queues nothing', async () => {
    const before = (await kiosk.call('GET', '/status')).body.pending_operations;
    const cash = await kiosk.call('POST', `/bookings/${deleted.booking_public_id}/cash-payments`, {
      token: clerk,
      body: { amount: 3500, currency: 'KES' },
    });
    expect(cash.status).toBe(409);
    expect(cash.body.message).toBe(
      `Booking ${deleted.booking_ref_code} is deleted: it cannot be paid.`,
    );
    expect((await kiosk.call('GET', '/status')).body.pending_operations).toBe(before);
  });
});
