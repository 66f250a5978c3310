/**
 * A kiosk prices walk-ins at its gate's destination: the walk-in options name the kiosk's gate
 * with the destination it admits to, a walk-in naming no destination is quoted and booked at
 * that destination's fee schedules with the gate as its entry point, and the server's copy
 * after sync keeps both at the same amount. A destination the clerk names still wins.
 * spec: staff-booking.md §2.1 (the walk-in's destination), §3.1 (destination, entry_point),
 * §7 (scheduled pricing per destination); membership-backoffice.md §3 (gates, destinations).
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson } from '../../../api/src/auth/test-staff';
import { testNow } from '../../../api/src/test/test-clock';
import { registeredKiosk, type TestKiosk, walkInRequest } from './test/gate-kiosk';
import { startTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let kiosk: TestKiosk;
let clerk: string;
const today = calendarDateAt(testNow);
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  api = await startTestApi();
  // Main Gate now admits to the research centre, where from tomorrow a citizen adult pays
  // 2,500 and a 6-seater 700 a day (elsewhere the catalogue's 1,500 and 500).
  const moved = await api.app.request('/api/v1/gates/gate-main', {
    method: 'PATCH',
    headers: bearer(api.adminToken),
    body: JSON.stringify({ destination_public_id: 'dst-research' }),
  });
  expect(moved.status).toBe(200);
  for (const fee of [
    { fee_kind: 'conservation', fee_public_id: 'cf-cit-a', amount: '2500' },
    { fee_kind: 'vehicle', fee_public_id: 'vf-6', amount: '700' },
    // From today a 7 to 14 seater pays 1,800 there (1,500 elsewhere).
    { fee_kind: 'vehicle', fee_public_id: 'vf-14', amount: '1800', effective_from: today },
  ]) {
    const response = await api.app.request(
      '/api/v1/fee-schedules',
      postJson(
        {
          destination_public_id: 'dst-research',
          effective_from: tomorrow,
          currency: 'KES',
          ...fee,
        },
        api.adminToken,
      ),
    );
    expect(response.status).toBe(201);
  }
  kiosk = await registeredKiosk(api, 'Main gate kiosk');
  clerk = await kiosk.signIn('Gate Clerk');
  await kiosk.call('POST', '/sync', { token: clerk });
});

afterAll(async () => {
  await kiosk?.close();
  await api?.close();
});

/** Two citizen adults and a 6-seater tomorrow, at `destination` (none: the gate's). */
const visit = (destination?: string) =>
  walkInRequest({
    destination,
    check_in: tomorrow,
    check_out: tomorrow,
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
  });

describe("walk-ins at the kiosk's gate's destination", () => {
  it("the walk-in options name the gate, the destination it admits to and today's fees there", async () => {
    const options = await kiosk.call('GET', '/walk-in/options', { token: clerk });
    expect(options.status).toBe(200);
    expect(options.body.gate).toEqual({
      gate_public_id: 'gate-main',
      gate_name: 'Main Gate',
      destination_public_id: 'dst-research',
    });
    const fees = options.body.vehicle_fees as {
      vehicle_public_id: string;
      vehicle_charge_category_cost: string;
    }[];
    expect(fees.map((fee) => [fee.vehicle_public_id, fee.vehicle_charge_category_cost])).toEqual([
      ['vf-6', '500'],
      ['vf-14', '1800'],
      ['vf-60', '8000'],
    ]);
  });

  it("quotes and books at the gate's destination, and the server's copy agrees", async () => {
    const quote = await kiosk.call('POST', '/walk-in/quotes', { token: clerk, body: visit() });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect([quote.body.totals.conservation, quote.body.totals.vehicles]).toEqual([5000, 700]);
    const made = await kiosk.call('POST', '/walk-ins', { token: clerk, body: visit() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.quote.totals.amount_due).toBe(5700);
    const id = made.body.booking.booking_public_id;
    const local = await kiosk.call('GET', `/bookings/${id}`, { token: clerk });
    expect(local.body.booking.entry_point).toBe('gate-main');
    for (let attempt = 0; attempt < 3; attempt++) {
      await kiosk.call('POST', '/sync', { token: clerk });
    }
    expect((await kiosk.call('GET', '/status')).body.pending_operations).toBe(0);
    const [stored] = await api.database.sql`
      select destination_public_id, entry_point, amount_due from bookings
      where booking_public_id = ${id}`;
    expect(stored).toMatchObject({
      destination_public_id: 'dst-research',
      entry_point: 'gate-main',
    });
    expect(Number(stored?.amount_due)).toBe(5700);
  });

  it('prices at the destination the clerk names instead', async () => {
    const quote = await kiosk.call('POST', '/walk-in/quotes', {
      token: clerk,
      body: visit('dst-main'),
    });
    expect([quote.body.totals.conservation, quote.body.totals.vehicles]).toEqual([3000, 500]);
  });
});
