/**
 * `GET /payments` over HTTP at a clock the test moves: payments staff recorded on three Nairobi
 * days (one at 23:30, still that day), a bank slip allocated on the third; every filter counted
 * exactly, the rows' figures and who recorded them, paging, 403 without the feature and 400
 * for bad filters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoStaff, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const clock = manualClock();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};
const HOUR = 3_600_000;

/** A held booking made now; its public id and reference. */
async function held() {
  const booked = await book(bookingDeps(database.db, { clock }), bookingRequest());
  return { id: booked.booking_public_id, ref: booked.booking_ref_code };
}

async function pay(bookingId: string, method: string, amount: number, reference: string) {
  const response = await app.request(
    `/api/v1/bookings/${bookingId}/payments`,
    postJson({ method, amount, currency: 'KES', reference }, tokens.Administrator),
  );
  expect(response.status, await response.clone().text()).toBe(201);
}

async function list(query = '', role = 'Administrator') {
  return app.request(`/api/v1/payments${query}`, { headers: bearer(tokens[role]!) });
}
async function page(query = '') {
  const response = await list(query);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
const totalOf = async (query: string) => (await page(query)).total;

/** Moves the clock `ms` on and signs in again (a session ends when idle). */
async function later(ms: number) {
  clock.advance(ms);
  for (const role of ['Administrator', 'Gate Clerk'] as const) {
    tokens[role] = await signInAs(app, role);
  }
}

let first: { id: string; ref: string };
let second: { id: string; ref: string };
let third: { id: string; ref: string };

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db, clock).app;
  await later(0);
  // 2026-11-21 09:00 Nairobi: cash on the first booking, a bank transfer on the second.
  first = await held();
  await pay(first.id, 'Cash', 1000, 'RC-0001');
  second = await held();
  await pay(second.id, 'Bank Transfer', 2000, 'FT-100');
  // 2026-11-22 23:30 Nairobi (20:30 UTC): M-Pesa on a third booking, still the 22nd.
  await later(24 * HOUR + 14.5 * HOUR);
  third = await held();
  await pay(third.id, 'Mpesa', 3000, 'QK12ABC34D');
  // 2026-11-23 10:00 Nairobi: a bank slip allocated to the first booking.
  await later(10.5 * HOUR);
  const slip = await app.request(
    '/api/v1/bank-slips',
    postJson(
      {
        bank: 'Equity Bank',
        reference: 'EQ-555',
        amount: 5000,
        currency: 'KES',
        paid_on: '2026-11-22',
      },
      tokens.Administrator,
    ),
  );
  const { bank_slip_public_id } = await slip.json();
  const allocated = await app.request(
    `/api/v1/bank-slips/${bank_slip_public_id}/allocate`,
    postJson({ booking: first.ref }, tokens.Administrator),
  );
  expect(allocated.status).toBe(200);
});

describe('GET /payments', () => {
  it('lists every payment newest first with its figures and who recorded it', async () => {
    const answer = await page();
    expect(answer).toMatchObject({ page: 1, items: 15, total: 4 });
    expect(
      answer.data.map((row: { provider_reference: string }) => row.provider_reference),
    ).toEqual(['EQ-555', 'QK12ABC34D', 'FT-100', 'RC-0001']);
    expect(answer.data[0]).toEqual({
      payment_public_id: expect.any(String),
      payable_kind: 'booking',
      payable_reference: first.ref,
      booking_public_id: first.id,
      method: 'bank',
      received_as: 'Bank Transfer',
      amount: 5000,
      currency: 'KES',
      status: 'paid',
      provider_reference: 'EQ-555',
      phone: null,
      email: null,
      at: '2026-11-23T07:00:00.000Z',
      recorded_by: expect.any(String),
      recorded_by_name: demoStaff.Administrator.full_name,
      attention_reason: null,
    });
    expect(answer.data[1]).toMatchObject({
      method: 'mpesa',
      received_as: 'Mpesa',
      amount: 3000,
      at: '2026-11-22T20:30:00.000Z',
      payable_reference: third.ref,
    });
  });

  it('filters by Nairobi day, a payment at 23:30 counted on its own day', async () => {
    expect(await totalOf('?from=2026-11-22&to=2026-11-22')).toBe(1);
    expect(await totalOf('?to=2026-11-22')).toBe(3);
    expect(await totalOf('?from=2026-11-23')).toBe(1);
    expect(await totalOf('?to=2026-11-21')).toBe(2);
    expect(await totalOf('?from=2026-11-24')).toBe(0);
  });

  it('filters by channel, status and search text, and pages', async () => {
    expect(await totalOf('?method=bank')).toBe(2);
    expect(await totalOf('?method=cash')).toBe(1);
    expect(await totalOf('?method=card')).toBe(0);
    expect(await totalOf('?status=paid')).toBe(4);
    expect(await totalOf('?status=pending')).toBe(0);
    expect(await totalOf(`?search=${first.ref.toLowerCase()}`)).toBe(2);
    expect(await totalOf('?search=qk12')).toBe(1);
    expect(await totalOf('?method=bank&from=2026-11-23')).toBe(1);
    const paged = await page('?items=3&page=2');
    expect(paged).toMatchObject({ page: 2, items: 3, total: 4 });
    expect(paged.data.map((row: { provider_reference: string }) => row.provider_reference)).toEqual(
      ['RC-0001'],
    );
  });

  it('refuses a role without the payments feature: 403', async () => {
    const response = await list('', 'Gate Clerk');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'You do not have access to this feature.',
    });
  });

  it('answers bad filters with 400 and the field', async () => {
    for (const [query, field] of [
      ['?from=2026-02-30', 'from'],
      ['?method=bitcoin', 'method'],
      ['?status=failed', 'status'],
      ['?items=0', 'items'],
      ['?items=101', 'items'],
      [`?search=${'x'.repeat(101)}`, 'search'],
    ] as const) {
      const response = await list(query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      const body = await response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields ?? {})).toContain(field);
    }
  });
});
