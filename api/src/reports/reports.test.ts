/**
 * The reports reconcile: a day (2026-11-22 in Nairobi) of public and gate bookings, payments in
 * KES and USD (a card payment through the card simulator, staff-recorded payments, cash taken at
 * a kiosk), credit notes, a refund paid out, a deleted booking, check-ins and a forced one, with
 * payments just
 * before, at and just after the day's bounds. Every figure of the daily report, the payment,
 * currency, booking and summary volume reports, the revenue charts, the calendars and the
 * accounting export is checked against an independent SQL sum written here (or against the
 * daily report, itself checked so), and the CSV files read back. A second day (2026-11-25) of
 * staff bookings paid in full adds a member's booking with staff line discounts and a promo code,
 * a camping multi-arrivals line and an external accommodation line (an "Escape"): their revenue
 * sections, discounts by kind and analysis codes are checked the same way.
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  capturingMailer,
  movableClock,
  postJson,
  seedStaff,
  signInAs,
} from '../auth/test-staff';
import { pdfRows } from '../documents/pdf-text';
import { donationForm } from '../payments/payable-fixtures';
import {
  payOnCardPage,
  startTestPayments,
  type TestPayments,
} from '../payments/payment-test-server';
import { operation, push, registerKiosk } from '../sync/test-kiosk';
import { bookingRequest } from '../test/booking-fixtures';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const DAY = '2026-11-22';
const NEXT_DAY = '2026-11-23';
const nairobi = (instant: string) => new Date(`${instant}+03:00`);
const clock = movableClock(nairobi('2026-11-21T23:50:00'));
const moveTo = (instant: string) =>
  clock.advance(nairobi(instant).getTime() - clock.now().getTime());

let testPayments: TestPayments;
let app: ReturnType<typeof createTestApp>['app'];
let kiosk: { device_public_id: string; device_token: string };
let clerkPublicId: string;
let clerkName: string;

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON answers field by field.
type Json = any;

async function json(response: Response | Promise<Response>, status = 200): Promise<Json> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return JSON.parse(text);
}

const admin = () => signInAs(app, 'Administrator');

async function bookPublic(overrides: Parameters<typeof bookingRequest>[0] = {}) {
  return json(app.request('/api/v1/public/bookings', postJson(bookingRequest(overrides))), 201);
}

async function staffPayment(
  token: string,
  booking: string,
  body: { method: string; amount: number; currency: string },
) {
  return json(
    app.request(
      `/api/v1/bookings/${booking}/payments`,
      postJson({ ...body, reference: null }, token),
    ),
    201,
  );
}

/** Pays what `path` starts (a card payment of `body`) on the simulator, approved. */
async function payByCard(path: string, body: Record<string, unknown>) {
  const form = await json(app.request(`/api/v1${path}`, postJson(body)));
  const back = await payOnCardPage(form, 'approve');
  const url = new URL(back.action);
  const answer = await app.request(`${url.pathname}${url.search}`, {
    method: 'POST',
    body: new URLSearchParams(back.fields),
  });
  expect(answer.status).toBe(303);
}

const walkIn = (bookingPublicId: string) => ({
  booking_public_id: bookingPublicId,
  check_in: DAY,
  check_out: DAY,
  currency: 'KES',
  guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
  vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
  first_name: 'Otieno',
  last_name: 'Odhiambo',
  phone: '+254722000111',
  country: 'KE',
  quoted_amount_due: 3500,
  clerk_public_id: clerkPublicId,
});

const passage = (direction: 'check_in' | 'check_out', booking_public_id: string, instant: string) =>
  operation(
    'check_in',
    { direction, booking_public_id, clerk_public_id: clerkPublicId },
    nairobi(instant).toISOString(),
  );

beforeAll(async () => {
  await seedStaff(database.db);
  testPayments = await startTestPayments(() => 'http://127.0.0.1:9/api/v1', clock);
  app = createTestApp(database.db, {
    clock,
    mailer: capturingMailer(),
    payments: testPayments.payments,
    config: { UNPAID_HOLDS_PER_CLIENT: 20 },
  }).app;
  const [clerk] =
    await database.sql`select public_id, full_name from users where email = 'clerk@kijani.example'`;
  clerkPublicId = clerk!.public_id;
  clerkName = clerk!.full_name;
  kiosk = await registerKiosk(app, await admin(), 'gate-main');

  // The evening before: two bookings made, one paid a second before midnight (not on the day),
  // one at midnight exactly (the day's first instant).
  const dayBefore = await bookPublic({ check_in: '2026-12-10', check_out: '2026-12-12' });
  const atMidnight = await bookPublic({
    check_in: DAY,
    check_out: DAY,
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 3 }],
    facilities: [],
  });
  moveTo('2026-11-21T23:59:59');
  await staffPayment(await admin(), dayBefore.booking_public_id, {
    method: 'Cash',
    amount: dayBefore.total_cost,
    currency: 'KES',
  });
  moveTo(`${DAY}T00:00:00`);
  await staffPayment(await admin(), atMidnight.booking_public_id, {
    method: 'Mpesa',
    amount: atMidnight.total_cost,
    currency: 'KES',
  });

  // The day: a USD booking paid by card, a KES deposit by bank transfer, a USD deposit in cash,
  // a credit note, a deleted booking, a walk-in paid in cash at the kiosk, passages at the gate.
  moveTo(`${DAY}T09:30:00`);
  const token = await admin();
  const usdCard = await bookPublic({ currency: 'USD' });
  await payByCard('/public/payments/card', {
    booking_id: usdCard.booking_public_id,
    email: 'p@example.com',
  });
  // A Support Us donation of USD 50.50 by card: converted at the rate in force when paid,
  // not at the one set at noon.
  const donation = await json(
    app.request(
      '/api/v1/public/donations',
      postJson(donationForm({ currency: 'USD', amount: '50.50', payment_method: 'dpm-card' })),
    ),
    201,
  );
  await payByCard(`/public/donations/${donation.donation_ref_code}/payments/card`, {});
  const kesDeposit = await bookPublic({ check_in: '2027-01-10', check_out: '2027-01-12' });
  await staffPayment(token, kesDeposit.booking_public_id, {
    method: 'Bank Transfer',
    amount: 15_000,
    currency: 'KES',
  });
  const usdDeposit = await bookPublic({
    currency: 'USD',
    check_in: '2027-01-20',
    check_out: '2027-01-22',
  });
  await staffPayment(token, usdDeposit.booking_public_id, {
    method: 'Cash',
    amount: 120,
    currency: 'USD',
  });
  await json(
    app.request(
      `/api/v1/bookings/${atMidnight.booking_public_id}/credit-notes`,
      postJson({ amount: 500, reason: 'One guest did not come' }, token),
    ),
    201,
  );
  // A bank slip for the booking paid in full the evening before, taken as an over-payment: its
  // payment counts today, the booking's revenue does not (it became Paid yesterday).
  const slip = await json(
    app.request(
      '/api/v1/bank-slips',
      postJson(
        {
          bank: 'KCB',
          reference: 'FT26326000001',
          amount: 2_000,
          currency: 'KES',
          paid_on: DAY,
          payer: 'Wanjiku Kamau',
        },
        token,
      ),
    ),
    201,
  );
  const overPaid = await json(
    app.request(
      `/api/v1/bank-slips/${slip.bank_slip_public_id}/allocate`,
      postJson({ booking: dayBefore.booking_ref_code, overpayment: true }, token),
    ),
  );
  // The over-payment is refunded by M-Pesa the same day: a refund paid out.
  await json(
    app.request(
      `/api/v1/payments/${overPaid.payment.payment_public_id}/attention/resolve`,
      postJson(
        {
          resolution: 'Over-payment returned',
          refund: { amount: 2_000, method: 'mpesa', reference: 'QKR26326RF1' },
        },
        token,
      ),
    ),
  );
  const deleted = await bookPublic({ check_in: '2027-02-01', check_out: '2027-02-03' });
  await json(
    app.request(`/api/v1/bookings/${deleted.booking_public_id}`, {
      method: 'DELETE',
      headers: bearer(token),
      body: JSON.stringify({ reason: 'Duplicate' }),
    }),
  );

  const gateBooking = randomUUID();
  const results = await push(app, kiosk.device_token, [
    operation('walk_in_booking', walkIn(gateBooking), nairobi(`${DAY}T10:00:00`).toISOString()),
    operation(
      'cash_payment',
      {
        booking_public_id: gateBooking,
        amount: 3500,
        currency: 'KES',
        clerk_public_id: clerkPublicId,
      },
      nairobi(`${DAY}T10:01:00`).toISOString(),
    ),
    passage('check_in', gateBooking, `${DAY}T10:02:00`),
    passage('check_in', atMidnight.booking_public_id, `${DAY}T08:30:00`),
    passage('check_in', kesDeposit.booking_public_id, `${DAY}T11:00:00`),
    passage('check_out', gateBooking, `${DAY}T16:00:00`),
    passage('check_in', atMidnight.booking_public_id, `${NEXT_DAY}T00:00:00`),
  ]);
  expect(results.map((result) => result.status)).not.toContain('failed');
  await database.sql`insert into currency_rates (currency_public_id, buy_amount, sell_amount, effective_at)
    values ('USD', '150.00', '155.00', ${nairobi(`${DAY}T12:00:00`).toISOString()})`;

  moveTo(`${DAY}T23:59:59.999`);
  await staffPayment(await admin(), usdDeposit.booking_public_id, {
    method: 'Cash',
    amount: 50,
    currency: 'USD',
  });
  moveTo(`${NEXT_DAY}T00:00:00`);
  await staffPayment(await admin(), kesDeposit.booking_public_id, {
    method: 'Cash',
    amount: 1000,
    currency: 'KES',
  });
}, 60_000);

afterAll(async () => {
  await testPayments?.close();
});

async function dailyReport(date = DAY): Promise<Json> {
  return json(
    app.request(`/api/v1/reports/daily?date=${date}`, { headers: bearer(await admin()) }),
  );
}

/**
 * Each paid ledger row with its method and KES, written out here: KES as is; a booking's own
 * currency at its selling rate; anything else at the selling rate in force at the row's time.
 */
const LEDGER_KES = `
  select l.provider::text as method, l.id, p.payable_kind::text as kind, l.currency, l.amount,
    case when l.currency = 'KES' then l.amount
         when l.currency = b.currency then round(l.amount * b.currency_selling_rate_at_time, 2)
         else round(l.amount * rate.sell_amount, 2) end as kes
  from payment_ledger l
  join payments p on p.id = l.payment_id
  left join bookings b on b.id = p.booking_id
  left join lateral (
    select r.sell_amount from currency_rates r
    where r.currency_public_id = l.currency and r.effective_at <= l.at
    order by r.effective_at desc limit 1) rate on true
  where l.status = 'paid' and `;

/** The day's bounds written out independently of the service: local dates in Nairobi. */
const onTheDay = (column: string) =>
  `(${column} at time zone 'Africa/Nairobi')::date = '${DAY}'::date`;

describe('GET /reports/daily', () => {
  it('counts the bookings made that day (not deleted), their guests and the check-ins', async () => {
    const report = await dailyReport();
    const [expected] = await database.sql.unsafe(`
      select
        (select count(*)::int from bookings b
          where ${onTheDay('b.created_at')} and b.booking_status <> 'deleted') as bookings,
        (select coalesce(sum(g.payment_guests), 0)::int from booking_guests g
          join bookings b on b.id = g.booking_id
          where ${onTheDay('b.created_at')} and b.booking_status <> 'deleted') as guests,
        (select count(*)::int from check_ins c
          where ${onTheDay('c.device_time')} and c.direction = 'check_in') as check_ins`);
    expect(report).toMatchObject({ date: DAY, ...expected });
    // The walk-in and the three public bookings of the morning; the deleted one left out.
    expect(report.bookings).toBe(4);
    // The check-in after midnight and the check-out are not check-ins of the day.
    expect(report.check_ins).toBe(3);
  });

  it("answers the ledger's paid rows of the day in KES: by method and in all", async () => {
    const report = await dailyReport();
    const rows = await database.sql.unsafe(`
      with day_rows as (${LEDGER_KES} ${onTheDay('l.at')})
      select method, count(*)::int as count, sum(kes)::text as total_kes
      from day_rows group by method`);
    const byMethod = Object.fromEntries(
      ['mpesa', 'card', 'bank', 'cash'].map((method) => {
        const row = rows.find((r) => r.method === method);
        return [method, { count: row?.count ?? 0, total_kes: row?.total_kes ?? '0.00' }];
      }),
    );
    expect(report.payments.by_method).toEqual(byMethod);
    const [ledger] = await database.sql.unsafe(`
      select count(*)::int as count, sum(kes)::text as total from (${LEDGER_KES}
        l.at >= timestamptz '${DAY} 00:00:00+03'
          and l.at < timestamptz '${DAY} 00:00:00+03' + interval '1 day') day_rows`);
    expect(report.payments.total_kes).toBe(ledger!.total);
    expect(report.payments.count).toBe(ledger!.count);
    // At midnight (M-Pesa), the booking and the donation by card in USD, the bank deposit and
    // the over-paid slip, the USD cash deposit, the gate's cash and the USD cash a millisecond
    // before the next midnight; not the two outside.
    expect(report.payments.count).toBe(8);
    expect(report.payments.by_method.card.count).toBe(2);
    expect(report.payments.by_method.bank.count).toBe(2);
    expect(report.payments.by_method.cash.count).toBe(3);
    const methods = Object.values(report.payments.by_method) as Array<{ total_kes: string }>;
    expect(
      methods.reduce((sum, method) => sum.plus(method.total_kes), new Decimal(0)).toFixed(2),
    ).toBe(report.payments.total_kes);
  });

  it('answers the refunds paid out that day by method, and payments less refunds', async () => {
    const report = await dailyReport();
    const rows = await database.sql.unsafe(`
      select r.method, count(*)::int as count,
        sum(round(r.amount * b.currency_selling_rate_at_time, 2))::text as total_kes
      from refunds r join bookings b on b.id = r.booking_id
      where ${onTheDay('r.refunded_at')} group by r.method`);
    expect(rows).toEqual([{ method: 'mpesa', count: 1, total_kes: '2000.00' }]);
    expect(report.refunds).toEqual({
      count: 1,
      by_method: {
        mpesa: { count: 1, total_kes: '2000.00' },
        card: { count: 0, total_kes: '0.00' },
        bank: { count: 0, total_kes: '0.00' },
        cash: { count: 0, total_kes: '0.00' },
      },
      total_kes: '2000.00',
    });
    expect(report.net_kes).toBe(
      new Decimal(report.payments.total_kes).minus(report.refunds.total_kes).toFixed(2),
    );
    // The refund is not a payment: the over-paid slip still counts as received.
    expect(report.payments.by_method.bank.count).toBe(2);
  });

  it('converts USD at the booking’s selling rate, a donation’s at the rate in force when paid', async () => {
    const report = await dailyReport();
    const [card] = await database.sql`
      select l.amount, l.currency, b.currency_selling_rate_at_time as rate
      from payment_ledger l join payments p on p.id = l.payment_id
      join bookings b on b.id = p.booking_id
      where l.status = 'paid' and l.provider = 'card'`;
    const [first] = await database.sql`
      select sell_amount from currency_rates where currency_public_id = 'USD'
      order by effective_at limit 1`;
    expect(card!.currency).toBe('USD');
    expect(first!.sell_amount).not.toBe('155.00');
    expect(report.payments.by_method.card.total_kes).toBe(
      new Decimal(card!.amount)
        .times(card!.rate)
        .plus(new Decimal('50.50').times(first!.sell_amount))
        .toFixed(2),
    );
  });

  it('answers the lines of the bookings that became fully Paid that day, in KES', async () => {
    const report = await dailyReport();
    const section = (table: string, amount = 'amount') => `
      (select coalesce(sum(round(coalesce((select sum(x.${amount}) from ${table} x
         where x.booking_id = b.id), 0) * b.currency_selling_rate_at_time, 2)), 0)::text
       from bookings b join first_paid f on f.booking_id = b.id where ${onTheDay('f.at')})`;
    const [expected] = await database.sql.unsafe(`
      with first_paid as (
        select booking_id, min(at) as at from booking_events
        where type = 'payment_received' and payload->>'booking_payment_status' = 'Paid'
        group by booking_id)
      select
        ${section('booking_guests')} as conservation,
        ${section('booking_vehicles')} as vehicles,
        ${section('booking_facilities')} as accommodation,
        ${section('booking_external_facilities')} as external_accommodation,
        ${section('booking_activities')} as activities,
        ${section('booking_donations', 'booking_amount')} as donations,
        (select coalesce(sum(round(b.amount_due * b.currency_selling_rate_at_time, 2)), 0)::text
         from bookings b join first_paid f on f.booking_id = b.id
         where ${onTheDay('f.at')}) as total_kes`);
    expect(report.revenue).toEqual(expected);
    // The midnight day visit, the USD booking paid by card and the walk-in; not the deposits.
    const [paidToday] = await database.sql.unsafe(`
      select count(*) filter (where first_paid)::int as first, count(*)::int as all_paid
      from (select booking_id, bool_or(not exists (
          select 1 from booking_events earlier where earlier.booking_id = e.booking_id
            and earlier.type = 'payment_received' and earlier.at < e.at
            and earlier.payload->>'booking_payment_status' = 'Paid')) as first_paid
        from booking_events e
        where type = 'payment_received' and payload->>'booking_payment_status' = 'Paid'
          and ${onTheDay('at')} group by booking_id) paid`);
    // The evening before's booking, over-paid today, was Paid before.
    expect(paidToday).toEqual({ first: 3, all_paid: 4 });
    expect(Number(report.revenue.accommodation)).toBeGreaterThan(0);
  });

  it('changes none of its figures for a credit note', async () => {
    const before = await dailyReport();
    const [booking] = await database.sql`
      select booking_public_id from bookings where booking_payment_status = 'Paid'
      and source = 'gate'`;
    moveTo(`${DAY}T23:59:59.999`);
    await json(
      app.request(
        `/api/v1/bookings/${booking!.booking_public_id}/credit-notes`,
        postJson({ amount: 100, reason: 'Goodwill' }, await admin()),
      ),
      201,
    );
    expect(await dailyReport()).toEqual(before);
  });

  it('answers zeros for a day with nothing', async () => {
    expect(await dailyReport('2026-11-19')).toEqual({
      date: '2026-11-19',
      bookings: 0,
      guests: 0,
      check_ins: 0,
      payments: {
        count: 0,
        by_method: Object.fromEntries(
          ['mpesa', 'card', 'bank', 'cash'].map((m) => [m, { count: 0, total_kes: '0.00' }]),
        ),
        total_kes: '0.00',
      },
      refunds: {
        count: 0,
        by_method: Object.fromEntries(
          ['mpesa', 'card', 'bank', 'cash'].map((m) => [m, { count: 0, total_kes: '0.00' }]),
        ),
        total_kes: '0.00',
      },
      net_kes: '0.00',
      revenue: {
        conservation: '0.00',
        vehicles: '0.00',
        accommodation: '0.00',
        external_accommodation: '0.00',
        activities: '0.00',
        donations: '0.00',
        total_kes: '0.00',
      },
    });
  });

  it('refuses a bad date with 400 and a role without the feature with 403', async () => {
    const token = await admin();
    for (const date of ['2026-02-30', '21-11-2026', '2026-11-21T00:00', 'x'.repeat(500)]) {
      const body = await json(
        app.request(`/api/v1/reports/daily?date=${date}`, { headers: bearer(token) }),
        400,
      );
      expect(body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { date: 'Date must be YYYY-MM-DD' },
      });
    }
    const clerk = await signInAs(app, 'Gate Clerk');
    const refused = await app.request(`/api/v1/reports/daily?date=${DAY}`, {
      headers: bearer(clerk),
    });
    expect(refused.status).toBe(403);
    expect(await app.request(`/api/v1/reports/daily?date=${DAY}`)).toHaveProperty('status', 401);
  });
});

describe('GET /reports/gate-entry.csv', () => {
  async function gateEntries(from: string, to: string, token?: string) {
    return app.request(`/api/v1/reports/gate-entry.csv?from=${from}&to=${to}`, {
      headers: bearer(token ?? (await admin())),
    });
  }

  it('answers one CSV row per passage at a gate, with its gate, clerk and guests', async () => {
    const answer = await gateEntries(DAY, DAY);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="gate-entry-${DAY}-${DAY}.csv"`,
    );
    const rows: Record<string, string>[] = parse(await answer.text(), { bom: true, columns: true });
    const [expected] = await database.sql.unsafe(
      `select count(*)::int as n from check_ins where ${onTheDay('device_time')}`,
    );
    expect(rows).toHaveLength(expected!.n);
    expect(rows).toHaveLength(4);
    const [walkInRow] = await database.sql`
      select booking_ref_code from bookings where source = 'gate'`;
    expect(rows[1]).toEqual({
      'Time (Africa/Nairobi)': `${DAY} 10:02:00`,
      Gate: 'Main Gate',
      Clerk: clerkName,
      Booking: walkInRow!.booking_ref_code,
      Guest: 'Otieno Odhiambo',
      'Guest categories': 'Citizen Adult: 2',
      Vehicles: expect.stringMatching(/: 1$/),
      Direction: 'Check-in',
      Forced: 'no',
      Decision: 'valid',
      'Decision message': expect.any(String),
    });
    expect(rows.map((row) => [row.Direction, row.Forced])).toEqual([
      ['Check-in', 'no'],
      ['Check-in', 'no'],
      ['Check-in', 'yes'],
      ['Check-out', 'no'],
    ]);
    expect(rows[0]!['Guest categories']).toBe('Citizen Adult: 3');
  });

  it('covers both ends of a range of days', async () => {
    const answer = await gateEntries(DAY, NEXT_DAY);
    const rows = parse(await answer.text(), { bom: true, columns: true });
    expect(rows).toHaveLength(5);
  });

  it('refuses bad, reversed and over-long ranges with 400, and a role without the feature', async () => {
    for (const [from, to] of [
      ['2026-11-32', DAY],
      [DAY, '2026-11-21'],
      ['2025-11-21', DAY],
    ] as const) {
      const answer = await gateEntries(from, to);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await gateEntries('2025-11-22', DAY)).status).toBe(200);
    const clerk = await signInAs(app, 'Gate Clerk');
    expect((await gateEntries(DAY, DAY, clerk)).status).toBe(403);
  });
});

/** A tabular report of `from` … `to` (JSON unless `extension` names a file). */
async function tabular(report: string, from = DAY, to = DAY, interval = 'day', extension = '') {
  return app.request(
    `/api/v1/reports/${report}${extension}?from=${from}&to=${to}&interval=${interval}`,
    { headers: bearer(await admin()) },
  );
}

/** The day's paid ledger rows (LEDGER_KES). */
const dayLedger = `${LEDGER_KES} ${onTheDay('l.at')}`;

describe('GET /reports/{payment,currency,booking,summary-volume}: each equals an independent SQL sum', () => {
  it('payment: the ledger by method and payable, and in all the daily report’s payments', async () => {
    const table = await json(tabular('payment'));
    const daily = await dailyReport();
    const rows = await database.sql.unsafe(`
      select method, kind, count(*)::int as payments, sum(kes)::text as kes
      from (${dayLedger}) d group by method, kind`);
    const labels: Record<string, string> = {
      mpesa: 'M-Pesa',
      card: 'Card',
      bank: 'Bank',
      cash: 'Cash',
    };
    const key = (method: string, paidFor: string) => `${method}/${paidFor.toLowerCase()}`;
    expect(
      Object.fromEntries(
        table.rows.map((row: Json) => [
          key(row.method, row.paid_for),
          [row.payments, row.amount_kes],
        ]),
      ),
    ).toEqual(
      Object.fromEntries(
        rows.map((row) => [key(labels[row.method]!, row.kind), [row.payments, row.kes]]),
      ),
    );
    expect(table.totals).toEqual({
      payments: daily.payments.count,
      amount_kes: daily.payments.total_kes,
    });
    expect(table.rows.every((row: Json) => row.period === DAY)).toBe(true);
  });

  it('currency: each currency’s amount and KES, adding up to the day’s payments', async () => {
    const table = await json(tabular('currency'));
    const rows = await database.sql.unsafe(`
      select l.currency, count(*)::int as payments, sum(l.amount)::text as amount
      from payment_ledger l where l.status = 'paid' and ${onTheDay('l.at')}
      group by l.currency order by l.currency`);
    expect(table.rows.map((row: Json) => [row.currency, row.payments, row.amount])).toEqual(
      rows.map((row) => [row.currency, row.payments, row.amount]),
    );
    expect(table.rows.map((row: Json) => row.currency)).toEqual(['KES', 'USD']);
    expect(table.totals.amount_kes).toBe((await dailyReport()).payments.total_kes);
  });

  it('booking: the bookings made that day by source and status, their guests and amount due', async () => {
    const table = await json(tabular('booking'));
    const rows = await database.sql.unsafe(`
      select b.source::text as source, b.booking_status::text as status,
        count(*)::int as bookings,
        sum((select coalesce(sum(g.payment_guests), 0) from booking_guests g
          where g.booking_id = b.id))::int as guests,
        sum(round(b.amount_due * b.currency_selling_rate_at_time, 2))::text as amount_due_kes
      from bookings b
      where ${onTheDay('b.created_at')} and b.booking_status <> 'deleted'
      group by 1, 2 order by 1, 2`);
    expect(table.rows).toEqual(rows.map((row) => ({ period: DAY, ...row })));
    const daily = await dailyReport();
    expect(table.totals.bookings).toBe(daily.bookings);
    expect(table.totals.guests).toBe(daily.guests);
  });

  it('summary volume: guests by category and vehicles by class of the visits arriving', async () => {
    const table = await json(tabular('summary-volume', DAY, NEXT_DAY, 'week'));
    const visits = `from bookings b where b.check_in between '${DAY}' and '${NEXT_DAY}'
      and b.booking_status in ('confirmed', 'checked_in', 'checked_out')`;
    const guests = await database.sql.unsafe(`
      select cf.payment_person as category, sum(g.payment_guests)::int as n
      from booking_guests g join conservation_fees cf on cf.payment_public_id = g.payment_public_id
      where g.booking_id in (select b.id ${visits}) group by 1 having sum(g.payment_guests) > 0`);
    const vehicles = await database.sql.unsafe(`
      select vf.vehicle_charge_category as category, sum(v.vehicles)::int as n
      from booking_vehicles v join vehicle_fees vf on vf.vehicle_public_id = v.vehicle_public_id
      where v.booking_id in (select b.id ${visits}) group by 1 having sum(v.vehicles) > 0`);
    const shown = (column: 'guests' | 'vehicles') =>
      Object.fromEntries(
        table.rows
          .filter((row: Json) => row[column] > 0)
          .map((row: Json) => [row.category, row[column]]),
      );
    expect(shown('guests')).toEqual(Object.fromEntries(guests.map((r) => [r.category, r.n])));
    expect(shown('vehicles')).toEqual(Object.fromEntries(vehicles.map((r) => [r.category, r.n])));
    // The midnight day visit (3 citizen adults, paid) and the walk-in (2, checked out).
    expect(shown('guests')).toEqual({ 'Citizen Adult': 5 });
    // One week, named by the range's first day (a Sunday: the week began on Monday before).
    expect(new Set(table.rows.map((row: Json) => row.period))).toEqual(new Set([DAY]));
    expect(table.totals.guests).toBe(5);
  });

  it('answers the same table as CSV (with a Total row) and as a PDF', async () => {
    const table = await json(tabular('payment'));
    const csv = await tabular('payment', DAY, DAY, 'day', '.csv');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="payment-${DAY}-${DAY}.csv"`,
    );
    const rows: Record<string, string>[] = parse(await csv.text(), { bom: true, columns: true });
    expect(rows).toHaveLength(table.rows.length + 1);
    expect(rows.at(-1)).toEqual({
      Period: 'Total',
      Method: '',
      'Paid for': '',
      Payments: String(table.totals.payments),
      'Amount (KES)': table.totals.amount_kes,
    });
    const pdf = await tabular('payment', DAY, DAY, 'day', '.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const lines = await pdfRows(new Uint8Array(await pdf.arrayBuffer()));
    expect(lines[0]).toBe('Payments received, by method and what they paid for');
    expect(lines).toContain(`Total ${table.totals.payments} ${table.totals.amount_kes}`);
  });

  it('refuses a reversed range, an unknown interval and a role without the feature', async () => {
    expect((await tabular('booking', DAY, '2026-11-01')).status).toBe(400);
    expect((await tabular('booking', DAY, DAY, 'year')).status).toBe(400);
    const clerk = await signInAs(app, 'Gate Clerk');
    const refused = await app.request(`/api/v1/reports/summary-volume?from=${DAY}&to=${DAY}`, {
      headers: bearer(clerk),
    });
    expect(refused.status).toBe(403);
  });
});

describe('GET /reports/visitors', () => {
  it('counts the visitations opened in the range by visitor type, as the table says', async () => {
    await database.sql.unsafe(`
      with id_type as (insert into identification_types (name, created_at)
          values ('Report test ID', now()) returning id),
        supplier as (insert into visitor_types (name, created_at)
          values ('Report test supplier', now()) returning id),
        visitor as (insert into visitors (name, phone, identification_type_id,
            identification_number, visitor_type_id, created_at)
          select 'Kamau Njenga', '+254722000333', id_type.id, '12345678', supplier.id, now()
          from id_type, supplier returning id)
      insert into visitations (pass_number, visitor_id, vehicle_plate, count, purpose,
          staff_responsible, visit_date, opened_at, opened_by, closed_at, closed_by, deleted_at)
      select pass, visitor.id, plate, people, 'Deliveries', 'Stores', day::date, now(), 'staff',
          closed, closed_by, gone
      from visitor, (values
        ('VP-900001', 'KCA 123A', 3, '${DAY}', now(), 'staff', null::timestamptz),
        ('VP-900002', null, 1, '${DAY}', null, null, null),
        ('VP-900003', null, 2, '${DAY}', null, null, now()),
        ('VP-900004', ' ', 4, '${NEXT_DAY}', null, null, null)
      ) as v(pass, plate, people, day, closed, closed_by, gone)`);
    const table = await json(tabular('visitors', DAY, NEXT_DAY));
    const [expected] = await database.sql.unsafe(`
      select count(*)::int as visitations, sum(count)::int as people from visitations
      where visit_date between '${DAY}' and '${NEXT_DAY}' and deleted_at is null`);
    expect(table.totals).toMatchObject(expected!);
    // The deleted visitation left out; a blank plate is no vehicle.
    expect(table.rows).toEqual([
      {
        period: DAY,
        visitor_type: 'Report test supplier',
        visitations: 2,
        people: 4,
        vehicles: 1,
        open: 1,
      },
      {
        period: NEXT_DAY,
        visitor_type: 'Report test supplier',
        visitations: 1,
        people: 4,
        vehicles: 0,
        open: 1,
      },
    ]);
  });
});

describe('GET /reports/charts/{chart}', () => {
  const chart = async (name: string, interval = 'day', from = '2026-11-20', to = NEXT_DAY) =>
    json(
      app.request(`/api/v1/reports/charts/${name}?from=${from}&to=${to}&interval=${interval}`, {
        headers: bearer(await admin()),
      }),
    );

  it('bookings: each day’s revenue by section is the daily report’s revenue', async () => {
    const data = await chart('bookings');
    expect(data.points.map((point: Json) => point.period)).toEqual([
      '2026-11-20',
      '2026-11-21',
      DAY,
      NEXT_DAY,
    ]);
    for (const point of data.points) {
      const daily = await dailyReport(point.period);
      const values = point.values as Record<string, string>;
      const sum = Object.values(values).reduce((total, kes) => total.plus(kes), new Decimal(0));
      expect(sum.toFixed(2)).toBe(daily.revenue.total_kes);
      expect(values.conservation ?? '0.00').toBe(daily.revenue.conservation);
    }
    const weekly = await chart('bookings', 'week');
    expect(weekly.total_kes).toBe(data.total_kes);
    expect(weekly.points.map((point: Json) => point.period)).toEqual(['2026-11-20', NEXT_DAY]);
  });

  it('transactions: each day’s payments by method are the daily report’s', async () => {
    const data = await chart('transactions', 'day', DAY, DAY);
    const daily = await dailyReport();
    expect(data.total_kes).toBe(daily.payments.total_kes);
    for (const [method, kes] of Object.entries(data.totals)) {
      expect(kes).toBe(daily.payments.by_method[method].total_kes);
    }
    const donations = await chart('donations', 'day', DAY, DAY);
    const [donated] = await database.sql.unsafe(`
      select coalesce(sum(kes), 0)::text as kes from (${dayLedger}) d where kind = 'donation'`);
    expect(donations.total_kes).toBe(donated!.kes);
  });

  it('follows a paid booking whose lines change', async () => {
    const [walkIn] = await database.sql`
      select g.id, g.amount from booking_guests g join bookings b on b.id = g.booking_id
      where b.source = 'gate'`;
    const conservation = async () =>
      (await chart('bookings', 'day', DAY, DAY)).totals.conservation as string;
    const before = await conservation();
    expect(before).toBe((await dailyReport()).revenue.conservation);
    await database.sql`update booking_guests set amount = amount + 100 where id = ${walkIn!.id}`;
    expect(await conservation()).toBe(new Decimal(before).plus(100).toFixed(2));
    expect(await conservation()).toBe((await dailyReport()).revenue.conservation);
    await database.sql`update booking_guests set amount = ${walkIn!.amount} where id = ${walkIn!.id}`;
    expect(await conservation()).toBe(before);
  });

  it('residency: conservation fees by residency add up to the conservation revenue', async () => {
    const data = await chart('residency', 'day', DAY, DAY);
    // The day visit and the walk-in (citizens), the USD booking (non-residents).
    expect(data.series).toEqual([
      { key: 'citizen', label: 'Citizen' },
      { key: 'non_resident', label: 'Non-resident' },
    ]);
    expect(data.total_kes).toBe((await dailyReport()).revenue.conservation);
    const [citizens] = await database.sql.unsafe(`
      select sum(round(g.amount * b.currency_selling_rate_at_time, 2))::text as kes
      from booking_guests g join bookings b on b.id = g.booking_id
      join bookings_paid p on p.booking_id = b.id and ${onTheDay('p.paid_at')}
      where g.payment_public_id like 'cf-cit-%'`);
    expect(data.totals.citizen).toBe(citizens!.kes);
  });
});

describe('GET /reports/calendars', () => {
  it('arrivals: each day’s visits, their guests and vehicles', async () => {
    const calendar = await json(
      app.request(`/api/v1/reports/calendars/arrivals?from=${DAY}&to=${NEXT_DAY}`, {
        headers: bearer(await admin()),
      }),
    );
    const [expected] = await database.sql.unsafe(`
      select count(*)::int as bookings,
        coalesce(sum((select sum(g.payment_guests) from booking_guests g where g.booking_id = b.id)), 0)::int as guests,
        coalesce(sum((select sum(v.vehicles) from booking_vehicles v where v.booking_id = b.id)), 0)::int as vehicles
      from bookings b where b.check_in = '${DAY}'
        and b.booking_status in ('confirmed', 'checked_in', 'checked_out')`);
    expect(calendar.days).toEqual([
      { date: DAY, ...expected },
      { date: NEXT_DAY, bookings: 0, guests: 0, vehicles: 0 },
    ]);
  });

  it('arrivals: a Gate Clerk opens it too (ConservationVehicleCalendar is on the allow-list), not occupancy', async () => {
    const clerk = bearer(await signInAs(app, 'Gate Clerk'));
    const range = `from=${DAY}&to=${NEXT_DAY}`;
    const forClerk = await json(
      app.request(`/api/v1/reports/calendars/arrivals?${range}`, { headers: clerk }),
    );
    const forAdmin = await json(
      app.request(`/api/v1/reports/calendars/arrivals?${range}`, {
        headers: bearer(await admin()),
      }),
    );
    expect(forClerk).toEqual(forAdmin);
    expect(forClerk.days.map((day: Json) => day.date)).toEqual([DAY, NEXT_DAY]);
    const occupancy = await app.request(`/api/v1/reports/calendars/occupancy?${range}`, {
      headers: clerk,
    });
    expect(occupancy.status).toBe(403);
  });

  it('occupancy: the units each facility holds each night', async () => {
    const from = '2026-12-09';
    const to = '2026-12-12';
    const calendar = await json(
      app.request(`/api/v1/reports/calendars/occupancy?from=${from}&to=${to}`, {
        headers: bearer(await admin()),
      }),
    );
    const held = await database.sql.unsafe(`
      select l.facility_public_id, n::date::text as night, sum(l.units_held)::int as units
      from booking_facilities l
      join generate_series('${from}'::date, '${to}'::date, interval '1 day') n
        on n::date >= l.start_date and n::date < greatest(l.end_date, l.start_date + 1)
      where l.holds_until > '${clock.now().toISOString()}'::timestamptz
      group by 1, 2`);
    const shown = calendar.facilities.flatMap((facility: Json) =>
      facility.nights
        .filter((night: Json) => night.units_held > 0)
        .map((night: Json) => [facility.facility_public_id, night.date, night.units_held]),
    );
    expect(shown.sort()).toEqual(
      held.map((row) => [row.facility_public_id, row.night, row.units]).sort(),
    );
    // The booking of 10 to 12 December (paid the evening before) holds its two nights.
    expect(shown.map((entry: Json[]) => entry[1])).toEqual(
      expect.arrayContaining(['2026-12-10', '2026-12-11']),
    );
    expect(shown.map((entry: Json[]) => entry[1])).not.toContain('2026-12-12');
    expect(calendar.facilities[0].nights).toHaveLength(4);
  });
});

describe('GET /reports/accounting.csv', () => {
  it('splits each receipt over analysis codes and adds up to payments less credit notes and refunds', async () => {
    const answer = await app.request(`/api/v1/reports/accounting.csv?date=${DAY}`, {
      headers: bearer(await admin()),
    });
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="accounting-${DAY}.csv"`,
    );
    const rows: Record<string, string>[] = parse(await answer.text(), {
      bom: true,
      columns: true,
    });
    const ledger = await database.sql.unsafe(`select id::text, amount::text, kes::text,
      kind from (${dayLedger}) d`);
    const [credit] = await database.sql.unsafe(`
      select count(*)::int as notes,
        coalesce(sum(round(cn.amount * b.currency_selling_rate_at_time, 2)), 0) as kes
      from credit_notes cn join bookings b on b.id = cn.booking_id
      where ${onTheDay('cn.issued_at')}`);
    const [refund] = await database.sql.unsafe(`
      select count(*)::int as refunds, sum(r.amount)::text as amount,
        coalesce(sum(round(r.amount * b.currency_selling_rate_at_time, 2)), 0) as kes
      from refunds r join bookings b on b.id = r.booking_id
      where ${onTheDay('r.refunded_at')}`);
    const sum = (list: Record<string, string>[], column: string) =>
      list.reduce((total, row) => total.plus(row[column]!), new Decimal(0));
    // Every receipt's shares add up to it, in its currency and in KES.
    for (const receipt of ledger) {
      const shares = rows.filter((row) => row.Type === 'Receipt' && row.Number === receipt.id);
      expect(shares.length).toBeGreaterThan(0);
      expect(sum(shares, 'Amount').toFixed(2)).toBe(new Decimal(receipt.amount).toFixed(2));
      expect(sum(shares, 'Amount (KES)').toFixed(2)).toBe(new Decimal(receipt.kes).toFixed(2));
    }
    const notes = rows.filter((row) => row.Type === 'Credit note');
    expect(new Set(notes.map((row) => row.Number)).size).toBe(credit!.notes);
    expect(credit!.notes).toBeGreaterThan(0);
    const daily = await dailyReport();
    expect(sum(rows, 'Amount (KES)').toFixed(2)).toBe(
      new Decimal(daily.payments.total_kes).minus(credit!.kes).minus(refund!.kes).toFixed(2),
    );
    // The refund of the over-paid slip: negative rows with its reference and the booking's
    // customer code, adding up to it, as the daily report's refunds.
    const refundRows = rows.filter((row) => row.Type === 'Refund');
    expect(refund!.refunds).toBe(1);
    expect(new Set(refundRows.map((row) => row.Number))).toEqual(new Set(['RF-000001']));
    expect(
      refundRows.map((row) => [row['Provider reference'], row.Method, row['Customer code']]),
    ).toEqual(refundRows.map(() => ['QKR26326RF1', 'M-Pesa', 'WALKIN-KES']));
    expect(sum(refundRows, 'Amount').toFixed(2)).toBe(
      new Decimal(refund!.amount).negated().toFixed(2),
    );
    expect(sum(refundRows, 'Amount (KES)').negated().toFixed(2)).toBe(daily.refunds.total_kes);
    expect(refundRows.every((row) => new Decimal(row.Amount!).isNegative())).toBe(true);
    // The codes: a booking's lines by kind, the walk-in's KES customer, a donation's kind.
    expect(rows.every((row) => row['Analysis code'] !== '' && row['Customer code'] !== '')).toBe(
      true,
    );
    const [walkIn] =
      await database.sql`select booking_ref_code from bookings where source = 'gate'`;
    // The walk-in's cash and its goodwill credit note, each split over its two line kinds.
    const walkInRows = rows.filter((row) => row.Reference === walkIn!.booking_ref_code);
    expect(
      walkInRows.map((row) => [row.Type, row['Analysis code'], row['Customer code']]).sort(),
    ).toEqual([
      ['Credit note', 'CONSERVATION-FEES', 'WALKIN-KES'],
      ['Credit note', 'VEHICLE-FEES', 'WALKIN-KES'],
      ['Receipt', 'CONSERVATION-FEES', 'WALKIN-KES'],
      ['Receipt', 'VEHICLE-FEES', 'WALKIN-KES'],
    ]);
    expect(
      sum(
        walkInRows.filter((row) => row.Type === 'Credit note'),
        'Amount',
      ).toFixed(2),
    ).toBe('-100.00');
    expect(
      rows.filter((row) => row['Paid for'] === 'Donation').map((row) => row['Analysis code']),
    ).toEqual(['DONATIONS']);
  });
});

describe('payment_days', () => {
  it('holds every paid ledger row, summed by Nairobi day, method, payable and currency', async () => {
    const mismatches = await database.sql.unsafe(`
      with ledger as (
        select (l.at at time zone 'Africa/Nairobi')::date as day, method::payment_method as provider,
          kind::payable_kind as payable_kind, l.currency, count(*)::int as payments,
          sum(l.amount) as amount, sum(kes) as amount_kes
        from (${LEDGER_KES} true) x join payment_ledger l on l.id = x.id
        group by 1, 2, 3, 4)
      select * from ledger full join payment_days d using (day, provider, payable_kind, currency)
      where (ledger.payments, ledger.amount, ledger.amount_kes)
        is distinct from (d.payments, d.amount, d.amount_kes)`);
    expect(mismatches).toEqual([]);
    const [days] = await database.sql`select count(*)::int as n from payment_days`;
    expect(days!.n).toBeGreaterThan(3);
  });
});

describe('bookings_paid', () => {
  it('holds each booking’s first Paid event, as the history says', async () => {
    const mismatches = await database.sql`
      select coalesce(p.booking_id, e.booking_id) as booking_id
      from bookings_paid p
      full join (select booking_id, min(at) as at from booking_events
        where type = 'payment_received' and payload->>'booking_payment_status' = 'Paid'
        group by booking_id) e on e.booking_id = p.booking_id
      where p.paid_at is distinct from e.at`;
    expect(mismatches).toEqual([]);
    const [paid] = await database.sql`select count(*)::int as n from bookings_paid`;
    expect(paid!.n).toBeGreaterThan(2);
  });
});

describe('a day of desk bookings: discounts, camping multi-arrivals and an Escape', () => {
  const DESK_DAY = '2026-11-25';
  const onDeskDay = (column: string) =>
    `(${column} at time zone 'Africa/Nairobi')::date = '${DESK_DAY}'::date`;
  /** A citizen couple at the Stables, 10 % off the room by the desk, with KARIBU10. */
  const memberCart = (member: string | null) => ({
    check_in: '2026-12-10',
    check_out: '2026-12-12',
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1, discount: 50 }],
    facilities: [
      {
        public_id: 'fac-stables',
        adults: 2,
        number_of_rooms: 1,
        residency: 'citizen',
        discount: 10,
      },
    ],
    inventory: [],
    donations: [],
    member,
    promo_code: 'KARIBU10',
  });
  /** Citizens camping at Murera in two arrivals (one 10 % off) and a cottage at Mukima Ridge. */
  const escapeCart = {
    check_in: '2026-12-10',
    check_out: '2026-12-13',
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [],
    facilities: [],
    inventory: [],
    donations: [],
    multi: [
      {
        public_id: 'fac-murera',
        residency: 'citizen',
        arrivals: [
          { start_date: '2026-12-10', end_date: '2026-12-11', adults: 2 },
          { start_date: '2026-12-12', end_date: '2026-12-13', adults: 4, discount: 10 },
        ],
      },
    ],
    external_facilities: [
      {
        public_id: 'esc-mukima',
        rooms: 1,
        parameters: [{ parameter_public_id: 'par-muk-cottage', value: 1 }],
      },
    ],
  };
  const gatePass = {
    first_name: 'Achieng',
    last_name: 'Otieno',
    email: 'achieng@example.com',
    phone: '+254712345678',
    country: 'KE',
    destination: 'dst-main',
  };
  let token: string;
  let memberBooking: Json;
  let escapeBooking: Json;
  let undiscounted: Json;

  /** Books `cart` at the desk and pays its balance in cash, so it is Paid on the desk day. */
  async function bookAndPay(cart: Record<string, unknown>) {
    const booking = await json(
      app.request('/api/v1/bookings', postJson({ ...cart, ...gatePass }, token)),
      201,
    );
    await staffPayment(token, booking.booking_public_id, {
      method: 'Cash',
      amount: booking.booking_payment_balance,
      currency: 'KES',
    });
    return booking;
  }

  beforeAll(async () => {
    moveTo(`${DESK_DAY}T09:00:00`);
    token = await admin();
    const [member] = await database.sql`
      insert into members (member_reference_number, member_setting, residence, household_type,
        title, first_name, sur_name, gender_id, dob, email, code, tel_number, postal_address,
        postal_code, town, amount, currency, registration_date, payment_status, expiry_date)
      values ('RPMEMB', 'ms-cit-ind', 'citizen', 'individual', 'Ms.', 'Achieng', 'Otieno',
        'female', '1988-03-14', 'achieng@example.com', 'KE', '+254711000001', 'PO Box 7',
        '10400', 'Nanyuki', 6000, 'KES', '2025-11-20', true, '2027-12-31')
      returning public_id`;
    undiscounted = await json(
      app.request(
        '/api/v1/quotes',
        postJson(
          {
            ...memberCart(null),
            promo_code: null,
            vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
            facilities: [
              { public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'citizen' },
            ],
          },
          token,
        ),
      ),
    );
    memberBooking = await bookAndPay(memberCart(member!.public_id));
    moveTo(`${DESK_DAY}T10:00:00`);
    escapeBooking = await bookAndPay(escapeCart);
  }, 30_000);

  const discountColumns = ['staff', 'member', 'partner', 'promo'];
  /** Every line's discounts by kind, read straight from the line tables. */
  const LINE_DISCOUNTS = ['guests', 'vehicles', 'facilities', 'external_facilities', 'activities']
    .map(
      (table) =>
        `select booking_id, ${discountColumns
          .map((kind) => `${kind}_discount_amount as ${kind}`)
          .join(', ')} from booking_${table}`,
    )
    .join(' union all ');

  it('keeps each line’s discounts by kind, adding up to the list price less what was charged', async () => {
    const [sums] = await database.sql.unsafe(`
      with lines as (${LINE_DISCOUNTS})
      select ${discountColumns.map((kind) => `sum(${kind})::int as ${kind}`).join(', ')}
      from lines l join bookings b on b.id = l.booking_id
      where b.booking_public_id = '${memberBooking.booking_public_id}'`);
    // The desk's 50 % off the vehicle and 10 % off the room, the member's 100 % off entry and
    // 10 % off the room, and KARIBU10 on what is left of every line.
    expect(sums!.staff).toBeGreaterThan(0);
    expect(sums!.member).toBeGreaterThan(0);
    expect(sums!.promo).toBeGreaterThan(0);
    expect(sums!.partner).toBe(0);
    const given = sums!.staff + sums!.member + sums!.partner + sums!.promo;
    expect(given).toBe(undiscounted.totals.grand_total - memberBooking.total_cost);
    // A camping arrival's own discount is the desk's, on the multi-arrivals line's first row.
    const [camping] = await database.sql`
      select sum(f.staff_discount_amount)::int as staff, count(*)::int as rows
      from booking_facilities f join bookings b on b.id = f.booking_id
      where b.booking_public_id = ${escapeBooking.booking_public_id}`;
    expect(camping).toEqual({ staff: 400, rows: 2 });
  });

  it('daily report: the Escape is external accommodation, the camping line accommodation', async () => {
    const report = await dailyReport(DESK_DAY);
    const section = (table: string) => `
      (select coalesce(sum(round(coalesce((select sum(x.amount) from ${table} x
         where x.booking_id = b.id), 0) * b.currency_selling_rate_at_time, 2)), 0)::text
       from bookings b where ${onDeskDay(`(select min(e.at) from booking_events e
         where e.booking_id = b.id and e.type = 'payment_received'
           and e.payload->>'booking_payment_status' = 'Paid')`)})`;
    const [expected] = await database.sql.unsafe(`select
      ${section('booking_facilities')} as accommodation,
      ${section('booking_external_facilities')} as external_accommodation`);
    expect(report.revenue).toMatchObject(expected!);
    const [lodge] = await database.sql`
      select x.amount::text from booking_external_facilities x join bookings b on b.id = x.booking_id
      where b.booking_public_id = ${escapeBooking.booking_public_id}`;
    // Mukima: 1 cottage × 18,000 × 3 nights; nothing else sold at a lodge that day.
    expect(report.revenue.external_accommodation).toBe('54000.00');
    expect(lodge!.amount).toBe('54000.00');
    // Murera, the multi-arrivals line: 10,000 on each run of nights + 2 × 1,000 + 4 × 1,000
    // less 10 %, on its first row; the Stables room is the rest of the accommodation.
    const [camping] = await database.sql`
      select sum(f.amount)::text as amount, count(*)::int as rows from booking_facilities f
      join bookings b on b.id = f.booking_id
      where b.booking_public_id = ${escapeBooking.booking_public_id}`;
    expect(camping).toEqual({ amount: '25600.00', rows: 2 });
    const sections = ['conservation', 'vehicles', 'accommodation', 'external_accommodation'];
    const sum = [...sections, 'activities', 'donations'].reduce(
      (total, key) => total.plus(report.revenue[key]),
      new Decimal(0),
    );
    expect(sum.toFixed(2)).toBe(report.revenue.total_kes);
    expect(report.revenue.total_kes).toBe(
      new Decimal(memberBooking.total_cost).plus(escapeBooking.total_cost).toFixed(2),
    );
  });

  it('charts: the bookings chart carries the Escape, the discounts chart each kind of discount', async () => {
    const chart = async (name: string) =>
      json(
        app.request(`/api/v1/reports/charts/${name}?from=${DESK_DAY}&to=${DESK_DAY}&interval=day`, {
          headers: bearer(await admin()),
        }),
      );
    const daily = await dailyReport(DESK_DAY);
    const bookings = await chart('bookings');
    expect(bookings.totals.external_accommodation).toBe(daily.revenue.external_accommodation);
    expect(bookings.totals.accommodation).toBe(daily.revenue.accommodation);
    expect(bookings.total_kes).toBe(daily.revenue.total_kes);

    const discounts = await chart('discounts');
    const expected = await database.sql.unsafe(`
      with paid as (select b.id, b.currency_selling_rate_at_time as rate from bookings b
          join bookings_paid p on p.booking_id = b.id where ${onDeskDay('p.paid_at')}),
        lines as (${LINE_DISCOUNTS}),
        per_booking as (select paid.id,
          ${discountColumns.map((kind) => `round(sum(l.${kind}) * paid.rate, 2) as ${kind}`).join(', ')}
          from paid join lines l on l.booking_id = paid.id group by paid.id, paid.rate)
      select ${discountColumns.map((kind) => `sum(${kind})::text as ${kind}`).join(', ')}
      from per_booking`);
    const byKind = Object.fromEntries(
      Object.entries(expected[0]!).filter(([, kes]) => Number(kes) !== 0),
    );
    expect(discounts.totals).toEqual(byKind);
    expect(Object.keys(byKind).sort()).toEqual(['member', 'promo', 'staff']);
    expect(discounts.series).toEqual([
      { key: 'staff', label: 'Staff line discounts' },
      { key: 'member', label: 'Member discounts' },
      { key: 'promo', label: 'Promo codes' },
    ]);
    expect(discounts.total_kes).toBe(
      Object.values(byKind)
        .reduce((total, kes) => total.plus(kes as string), new Decimal(0))
        .toFixed(2),
    );
  });

  it('accounting export: the Escape’s share of its receipt goes to the lodge’s analysis code', async () => {
    const answer = await app.request(`/api/v1/reports/accounting.csv?date=${DESK_DAY}`, {
      headers: bearer(await admin()),
    });
    const rows: Record<string, string>[] = parse(await answer.text(), {
      bom: true,
      columns: true,
    });
    const escapeRows = rows.filter((row) => row.Reference === escapeBooking.booking_ref_code);
    const [lodge] = await database.sql`
      select l.analysis_code, x.amount::text from booking_external_facilities x
      join partner_lodges l on l.public_id = x.lodge_public_id
      join bookings b on b.id = x.booking_id
      where b.booking_public_id = ${escapeBooking.booking_public_id}`;
    expect(lodge!.analysis_code).toBe('4150-ESC-MUK');
    // Its conservation fees, the camping line and the Escape: one row each, adding up to it.
    expect(escapeRows).toHaveLength(3);
    expect(
      escapeRows.reduce((total, row) => total.plus(row.Amount!), new Decimal(0)).toFixed(2),
    ).toBe(new Decimal(escapeBooking.total_cost).toFixed(2));
    expect(
      escapeRows
        .filter((row) => row['Analysis code'] === lodge!.analysis_code)
        .map((row) => row.Amount),
    ).toEqual([lodge!.amount]);
    const [paid] = await database.sql.unsafe(`select coalesce(sum(kes), 0) as kes
      from (${LEDGER_KES} ${onDeskDay('l.at')}) d`);
    expect(
      rows.reduce((total, row) => total.plus(row['Amount (KES)']!), new Decimal(0)).toFixed(2),
    ).toBe(new Decimal(paid!.kes).toFixed(2));
  });
});
