/**
 * The gate cash-up against the real API (Daraja simulator for the M-Pesa push), on a kiosk
 * clock that starts at 2026-11-21 09:00 Nairobi and moves a minute per step: the Gate Clerk
 * takes two walk-ins in cash and one by M-Pesa, the supervisor sees the shift open, the kiosk
 * loses the API and the clerk closes the shift counting 100 KES short; back online the closing
 * syncs and `GET /gate-shifts` shows the difference of -100.00 with takings by method that
 * match the server's ledger; the closing prints on the receipt printer. A repeated upload of the closing records it once, a shift that
 * took USD cash is counted per currency, and a clerk may not read the list.
 *
 * spec: issue 17 item 4 (gate cash-up); gate-shifts.ts; list-gate-shifts.ts.
 */

import path from 'node:path';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../../../api/src/auth/test-staff';
import { eventually } from '../../../api/src/payments/payment-test-server';
import { darajaTestPhones } from '../../../api/src/payments/simulators/daraja-test-phones';
import { push } from '../../../api/src/sync/test-kiosk';
import { manualClock } from '../../../api/src/test/test-clock';
import { REPLICA_FILE_NAME } from './replica-database';
import { startKiosk, type TestKiosk, walkInRequest } from './test/gate-kiosk';
import { startTestApi, type TestApi } from './test/test-api';

const MINUTE = 60_000;
const clock = manualClock();
let api: TestApi;
let kiosk: TestKiosk;
let dataDirectory: string;
let clerk: string;
const openedAt = clock.now().toISOString();

beforeAll(async () => {
  api = await startTestApi({ mpesa: true });
  dataDirectory = api.newDataDirectory();
  kiosk = await startKiosk(api.apiBaseUrl, dataDirectory, {
    registrationCode: await api.registrationCode(),
    deviceName: 'Main gate kiosk 1',
    now: clock.now,
  });
  clerk = await kiosk.signIn('Gate Clerk');
});

afterAll(async () => {
  await kiosk?.close();
  await api?.close();
});

/** A walk-in booked at the gate a minute on; its id and amount due (whole KES). */
async function walkIn(firstName: string): Promise<{ id: string; due: number }> {
  clock.advance(MINUTE);
  const made = await kiosk.call('POST', '/walk-ins', {
    token: clerk,
    body: walkInRequest({ first_name: firstName }),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.booking.booking_public_id, due: made.body.quote.totals.amount_due };
}

/** `GET /gate-shifts?query` on the API as `token` (the administrator by default). */
async function gateShifts(token = api.adminToken, query = '') {
  const response = await api.app.request(`/api/v1/gate-shifts?${query}`, {
    headers: bearer(token),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the JSON answer field by field
  return { status: response.status, body: (await response.json()) as any };
}

/** The server's own sum of the three bookings' paid ledger rows, by method. */
function ledgerByMethod(bookingIds: string[]) {
  return api.database.sql`select pl.provider::text as method, pl.currency,
      sum(pl.amount)::numeric(14,2)::text as amount, count(*)::int as payments
    from payment_ledger pl join payments p on p.id = pl.payment_id
    join bookings b on b.id = p.booking_id
    where pl.status = 'paid' and b.booking_public_id in ${api.database.sql(bookingIds)}
    group by 1, 2 order by 1, 2`;
}

const money = (amount: number) => amount.toFixed(2);

describe('closing a gate shift', () => {
  let cashA: { id: string; due: number };
  let cashB: { id: string; due: number };
  let mpesa: { id: string; due: number };

  it('adds up what the shift took by method, and the supervisor sees it open', async () => {
    cashA = await walkIn('Amani');
    cashB = await walkIn('Baraka');
    for (const { id, due } of [cashA, cashB]) {
      const cash = await kiosk.call('POST', `/bookings/${id}/cash-payments`, {
        token: clerk,
        body: { amount: due, currency: 'KES' },
      });
      expect(cash.status, JSON.stringify(cash.body)).toBe(201);
    }
    mpesa = await walkIn('Chebet');
    const started = await kiosk.call('POST', `/bookings/${mpesa.id}/mpesa-payments`, {
      token: clerk,
      body: { phone: darajaTestPhones.pays.phone },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await eventually(async () => {
      const answer = await kiosk.call('GET', `/mpesa-payments/${started.body.payment_public_id}`, {
        token: clerk,
      });
      return answer.body.status === 'pending' ? undefined : answer.body;
    });

    const shift = await kiosk.call('GET', '/shift', { token: clerk });
    expect(shift.status).toBe(200);
    expect(shift.body.shift).toMatchObject({
      opened_at: openedAt,
      closed_at: null,
      takings: [
        { method: 'cash', currency: 'KES', amount: money(cashA.due + cashB.due), payments: 2 },
        { method: 'mpesa', currency: 'KES', amount: money(mpesa.due), payments: 1 },
      ],
      cash: [
        {
          currency: 'KES',
          expected: money(cashA.due + cashB.due),
          counted: null,
          difference: null,
        },
      ],
    });

    await kiosk.call('POST', '/sync', { token: clerk });
    const listed = await gateShifts();
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, items: 15, total: 1 });
    expect(listed.body.data[0]).toMatchObject({
      shift_public_id: shift.body.shift.shift_public_id,
      status: 'open',
      gate_public_id: 'gate-main',
      device_name: 'Main gate kiosk 1',
      opened_at: openedAt,
      closed_at: null,
      ledger_agrees: null,
    });
  });

  it('closes offline 100 short; the closing syncs back online and the supervisor sees -100.00', async () => {
    const expected = cashA.due + cashB.due;
    await api.goOffline();
    let closedAt: string;
    try {
      for (let attempt = 0; attempt < 2; attempt++)
        await kiosk.call('POST', '/sync', { token: clerk });
      expect((await kiosk.call('GET', '/status')).body.mode).toBe('offline');
      clock.advance(MINUTE);
      closedAt = clock.now().toISOString();
      const missing = await kiosk.call('POST', '/shift/close', {
        token: clerk,
        body: { counted_cash: {} },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({
        'counted_cash.KES': 'Enter the KES cash counted (0 when there is none).',
      });
      const closed = await kiosk.call('POST', '/shift/close', {
        token: clerk,
        body: { counted_cash: { KES: expected - 100 }, note: 'Short by 100 at the count' },
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(201);
      expect(closed.body.shift).toMatchObject({
        closed_at: closedAt,
        cash: [
          {
            currency: 'KES',
            expected: money(expected),
            counted: money(expected - 100),
            difference: '-100.00',
          },
        ],
      });
      const [onServer] = await api.database.sql`select closed_at from gate_shifts`;
      expect(onServer).toEqual({ closed_at: null });
    } finally {
      await api.goOnline();
    }

    const synced = await kiosk.call('POST', '/sync', { token: clerk });
    expect(synced.body).toMatchObject({ error: null, status: { pending_operations: 0 } });
    const listed = await gateShifts();
    expect(listed.body.total).toBe(1);
    const row = listed.body.data[0];
    const takings = [
      { method: 'cash', currency: 'KES', amount: money(expected), payments: 2 },
      { method: 'mpesa', currency: 'KES', amount: money(mpesa.due), payments: 1 },
    ];
    expect(row).toMatchObject({
      status: 'closed',
      opened_at: openedAt,
      closed_at: closedAt,
      takings,
      cash: [
        {
          currency: 'KES',
          expected: money(expected),
          counted: money(expected - 100),
          difference: '-100.00',
        },
      ],
      ledger: takings,
      ledger_agrees: true,
      note: 'Short by 100 at the count',
    });
    const [clerkUser] = await api.database.sql`select public_id::text, full_name from users
      where public_id::text = ${row.clerk_public_id}`;
    expect(row.clerk_name).toBe(clerkUser?.full_name);
    expect(await ledgerByMethod([cashA.id, cashB.id, mpesa.id])).toEqual(takings);
  });

  it("prints the closing's summary on the receipt printer", async () => {
    const shiftId = (await gateShifts()).body.data[0].shift_public_id;
    const printed = await kiosk.call('POST', `/shifts/${shiftId}/print`, { token: clerk });
    expect(printed.status, JSON.stringify(printed.body)).toBe(201);
    const lines = (printed.body.preview as string).split('\n').map((line) => line.trim());
    const expected = cashA.due + cashB.due;
    expect(lines).toEqual(
      expect.arrayContaining([
        'SHIFT CLOSING',
        expect.stringMatching(new RegExp(`^Cash \\(2\\) +${formatMoney(expected, 'KES', 2)}$`)),
        expect.stringMatching(/^Cash KES$/),
        expect.stringMatching(new RegExp(`^Expected +${formatMoney(expected, 'KES', 2)}$`)),
        expect.stringMatching(/^Difference +-KES 100\.00$/),
        expect.stringMatching(/^Note +Short by 100 at the count$/),
      ]),
    );
    const other = await kiosk.call('POST', `/shifts/${crypto.randomUUID()}/print`, {
      token: clerk,
    });
    expect(other).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('records a repeated upload of the closing once, answering its first result', async () => {
    const replica = new Database(path.join(dataDirectory, REPLICA_FILE_NAME), { readonly: true });
    const { device_token } = replica.prepare('select device_token from device').get() as {
      device_token: string;
    };
    const entry = replica
      .prepare("select * from outbox where kind = 'shift_closed'")
      .get() as Record<string, string>;
    replica.close();
    const operation = {
      idempotency_key: entry.idempotency_key!,
      kind: 'shift_closed' as const,
      payload: JSON.parse(entry.payload!),
      device_time: entry.device_time!,
    };
    const [again] = await push(api.app, device_token, [operation]);
    expect(again).toEqual(JSON.parse(entry.server_result!));
    const [counted] = await api.database.sql`select count(*)::int as shifts,
      count(*) filter (where closed_key = ${operation.idempotency_key})::int as closed
      from gate_shifts`;
    expect(counted).toEqual({ shifts: 1, closed: 1 });
    expect((await gateShifts()).body.data[0].cash[0].difference).toBe('-100.00');
  });

  it('opens a new shift at the next sign-in, with nothing taken yet', async () => {
    clock.advance(MINUTE);
    const token = await kiosk.signIn('Gate Clerk');
    const shift = await kiosk.call('GET', '/shift', { token });
    expect(shift.body.shift).toMatchObject({
      opened_at: clock.now().toISOString(),
      closed_at: null,
      takings: [],
      cash: [{ currency: 'KES', expected: '0.00', counted: null, difference: null }],
    });
  });

  it('asks for the USD cash too when the shift took USD, and closes per currency', async () => {
    const token = await kiosk.signIn('Gate Clerk');
    const usd = await kiosk.call('POST', '/walk-ins', {
      token,
      body: walkInRequest({ first_name: 'Dalia', currency: 'USD' }),
    });
    expect(usd.status, JSON.stringify(usd.body)).toBe(201);
    const dueUsd = usd.body.quote.totals.amount_due as number;
    const paid = await kiosk.call(
      'POST',
      `/bookings/${usd.body.booking.booking_public_id}/cash-payments`,
      {
        token,
        body: { amount: dueUsd, currency: 'USD' },
      },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    clock.advance(MINUTE);
    const kesOnly = await kiosk.call('POST', '/shift/close', {
      token,
      body: { counted_cash: { KES: 0 } },
    });
    expect(kesOnly.status).toBe(400);
    expect(kesOnly.body.message).toBe('Count the USD cash too: this shift took cash in USD.');
    const closed = await kiosk.call('POST', '/shift/close', {
      token,
      body: { counted_cash: { KES: '0', USD: `${dueUsd}.50` } },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    expect(closed.body.shift.cash).toEqual([
      { currency: 'KES', expected: '0.00', counted: '0.00', difference: '0.00' },
      {
        currency: 'USD',
        expected: money(dueUsd),
        counted: money(dueUsd + 0.5),
        difference: '0.50',
      },
    ]);
  });

  it('filters the list by the day opened (Nairobi), the gate and the clerk', async () => {
    const first = (await gateShifts()).body.data.at(-1);
    const ids = async (query: string) =>
      (await gateShifts(api.adminToken, query)).body.data.map(
        (row: { shift_public_id: string }) => row.shift_public_id,
      );
    expect(
      await ids(`from=2026-11-21&to=2026-11-21&gate=gate-main&clerk=${first.clerk_public_id}`),
    ).toContain(first.shift_public_id);
    expect(await ids('from=2026-11-22')).toEqual([]);
    expect(await ids('to=2026-11-20')).toEqual([]);
    expect(await ids('gate=gate-river')).toEqual([]);
    expect((await gateShifts(api.adminToken, 'from=21-11-2026')).status).toBe(400);
  });

  it('refuses the list to a clerk (403)', async () => {
    const clerkApiToken = await signInAs(api.app, 'Gate Clerk', '10.0.0.7');
    const refused = await gateShifts(clerkApiToken);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
  });
});
