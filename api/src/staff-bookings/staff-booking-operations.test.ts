import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoStaff, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};
const admin = demoStaff.Administrator.full_name;
const clerk = demoStaff['Gate Clerk'].full_name;

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  for (const role of ['Administrator', 'Gate Clerk', 'Partner'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

type Request = Parameters<typeof bookingRequest>[0];

/** A held public booking (KES; The Stables unless told otherwise); its public id and total. */
async function held(overrides: Request = {}) {
  const booked = await book(bookingDeps(database.db), bookingRequest(overrides));
  return { id: booked.booking_public_id, total: booked.total_cost as number };
}

const url = (id: string, suffix = '') => `/api/v1/bookings/${id}${suffix}`;
function post(
  id: string,
  suffix: string,
  body: unknown = {},
  role = 'Administrator',
  key?: string,
) {
  const init = postJson(body, tokens[role]);
  if (key) (init.headers as Record<string, string>)['Idempotency-Key'] = key;
  return app.request(url(id, suffix), init);
}
function remove(id: string, body: unknown, role = 'Administrator') {
  return app.request(url(id), {
    method: 'DELETE',
    headers: bearer(tokens[role]!),
    body: JSON.stringify(body),
  });
}
async function events(id: string) {
  const response = await app.request(url(id, '/events'), { headers: bearer(tokens.Partner!) });
  if (response.status !== 404) throw new Error('a partner user sees only its own bookings');
  return (await app.request(url(id, '/events'), { headers: bearer(tokens['Gate Clerk']!) })).json();
}
/** The booking's row and how many events, payments and credit notes it has. */
async function snapshot(id: string) {
  const [row] = await database.sql`select b.booking_status, b.booking_payment_status,
      b.booking_payment_balance, b.hold_expires_at, b.status_before_delete,
      (select count(*) from booking_events e where e.booking_id = b.id)::int as events,
      (select count(*) from payments p where p.booking_id = b.id)::int as payments,
      (select count(*) from credit_notes c where c.booking_id = b.id)::int as credit_notes,
      (select count(*) from booking_facilities f where f.booking_id = b.id
        and f.holds_until is not null)::int as lines_holding
    from bookings b where b.booking_public_id = ${id}`;
  return row!;
}

describe('confirm, unconfirm, check in and check out', () => {
  it('takes a booking through its lifecycle, one event each, naming the user', async () => {
    const { id } = await held({ entry_point: 'gate-main' });
    const confirmed = await post(id, '/confirm');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      booking_public_id: id,
      booking_status: 'confirmed',
      booking_payment_status: 'Unpaid',
    });
    expect((await snapshot(id)).hold_expires_at).toBeNull();
    const again = await post(id, '/confirm');
    expect(await again.json()).toMatchObject({ booking_status: 'confirmed' });

    expect(await (await post(id, '/unconfirm')).json()).toMatchObject({ booking_status: 'held' });
    await post(id, '/confirm');
    const inside = await post(id, '/check-in', {}, 'Gate Clerk');
    expect(await inside.json()).toMatchObject({ booking_status: 'checked_in' });
    const out = await post(id, '/check-out', {}, 'Gate Clerk');
    expect(await out.json()).toMatchObject({ booking_status: 'checked_out' });
    expect((await snapshot(id)).lines_holding).toBe(0);

    const history = await events(id);
    expect(
      history.map((event: { event: string; user: string }) => [event.event, event.user]),
    ).toEqual([
      ['created', 'public'],
      ['confirmed', admin],
      ['unconfirmed', admin],
      ['confirmed', admin],
      ['checked_in', clerk],
      ['checked_out', clerk],
    ]);
    expect(history[4]).toMatchObject({
      at: '2026-11-21T06:00:00.000Z',
      details: {
        previous_status: 'confirmed',
        booking_status: 'checked_in',
        gate_public_id: 'gate-main',
      },
    });
    const passages = await database.sql`select c.direction, c.gate_public_id, u.email,
        c.device_id, c.forced, c.decision_status, c.device_time
      from check_ins c join bookings b on b.id = c.booking_id
      left join users u on u.id = c.clerk_id
      where b.booking_public_id = ${id} order by c.id`;
    expect(passages).toEqual(
      ['check_in', 'check_out'].map((direction) => ({
        direction,
        gate_public_id: 'gate-main',
        email: demoStaff['Gate Clerk'].email,
        device_id: null,
        forced: false,
        decision_status: 'valid',
        device_time: '2026-11-21 06:00:00+00',
      })),
    );
  });

  it('records a back-office check-in at the gate named when the booking has no entry gate', async () => {
    const { id } = await held();
    await post(id, '/confirm');
    const before = await snapshot(id);
    const unnamed = await app.request(url(id, '/check-in'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens['Gate Clerk']}` },
    });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toMatchObject({
      fields: { gate_public_id: 'Choose the gate the guests passed through' },
    });
    const unknown = await post(id, '/check-in', { gate_public_id: 'gate-moon' }, 'Gate Clerk');
    expect(await unknown.json()).toMatchObject({
      fields: { gate_public_id: 'There is no such gate' },
    });
    expect(await snapshot(id)).toEqual(before);
    const named = await post(id, '/check-in', { gate_public_id: 'gate-river' }, 'Gate Clerk');
    expect(await named.json()).toMatchObject({ booking_status: 'checked_in' });
    const [passage] = await database.sql`select c.gate_public_id from check_ins c
      join bookings b on b.id = c.booking_id where b.booking_public_id = ${id}`;
    expect(passage!.gate_public_id).toBe('gate-river');
  });

  it('keeps a booking with nothing left to pay confirmed: unconfirm is refused', async () => {
    const { id } = await held();
    await post(id, '/foc', { reason: 'Guest of the board' });
    const before = await snapshot(id);
    const refused = await post(id, '/unconfirm');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message:
        'A paid booking stays confirmed, as its ticket is valid at the gate: cancel or delete it instead',
    });
    expect(await snapshot(id)).toEqual(before);
  });

  it('refuses a transition the status does not allow with 409 and changes nothing', async () => {
    const { id } = await held();
    const before = await snapshot(id);
    for (const [suffix, message] of [
      ['/check-in', 'A booking that is held cannot be checked in'],
      ['/check-out', 'A booking that is held cannot be checked out'],
      ['/reinstate', 'A booking that is held cannot be reinstated'],
    ] as const) {
      const refused = await post(id, suffix);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ code: 'INVALID_TRANSITION', message });
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('is refused to a role without the feature: 403', async () => {
    const { id } = await held();
    expect((await post(id, '/confirm', {}, 'Gate Clerk')).status).toBe(403);
    expect((await post(id, '/foc', { reason: 'Guest of the board' }, 'Gate Clerk')).status).toBe(
      403,
    );
    expect((await remove(id, { reason: 'Duplicate' }, 'Gate Clerk')).status).toBe(403);
    expect((await post(id, '/check-in', {}, 'Partner')).status).toBe(403);
    expect((await snapshot(id)).events).toBe(1);
  });
});

describe('payments received by staff', () => {
  it('records part payments into the ledger until paid, then confirms and tickets', async () => {
    const { id, total } = await held();
    const part = await post(id, '/payments', {
      method: 'Cash',
      amount: 1000,
      currency: 'KES',
      reference: null,
    });
    expect(part.status).toBe(201);
    // Arriving within 30 days: the schedule is payment in full, so a part keeps it held.
    expect(await part.json()).toMatchObject({
      method: 'Cash',
      amount: 1000,
      booking_status: 'held',
      booking_payment_status: 'Partially Paid',
      booking_payment_balance: total - 1000,
    });
    const above = await post(id, '/payments', {
      method: 'Cheque',
      amount: total,
      currency: 'KES',
      reference: 'CHQ-1',
    });
    expect(above.status).toBe(400);
    expect((await above.json()).fields.amount).toMatch(/not be more than the balance of KES/);
    const rest = await post(id, '/payments', {
      method: 'Bank Transfer',
      amount: total - 1000,
      currency: 'KES',
      reference: 'SLIP-77',
    });
    expect(await rest.json()).toMatchObject({
      booking_status: 'confirmed',
      booking_payment_status: 'Paid',
      booking_payment_balance: 0,
      reference: 'SLIP-77',
    });
    const ledger = await database.sql`select l.provider, l.credited_amount, l.source,
        p.received_as from payment_ledger l join payments p on p.id = l.payment_id
      join bookings b on b.id = p.booking_id where b.booking_public_id = ${id} order by l.id`;
    expect(ledger.map((row) => ({ ...row }))).toEqual([
      { provider: 'cash', credited_amount: '1000.00', source: 'staff', received_as: 'Cash' },
      {
        provider: 'bank',
        credited_amount: `${total - 1000}.00`,
        source: 'staff',
        received_as: 'Bank Transfer',
      },
    ]);
    const [tickets] = await database.sql`select count(*)::int as n from booking_tickets t
      join bookings b on b.id = t.booking_id where b.booking_public_id = ${id}`;
    expect(tickets!.n).toBe(1);
    const paidAgain = await post(id, '/payments', { method: 'Cash', amount: 1, currency: 'KES' });
    expect(paidAgain.status).toBe(409);
    const history = await events(id);
    expect(history.slice(1)).toEqual([
      expect.objectContaining({ event: 'payment_received', user: admin }),
      expect.objectContaining({
        event: 'payment_received',
        details: expect.objectContaining({
          method: 'Bank Transfer',
          reference: 'SLIP-77',
          booking_payment_balance: '0.00',
          booking_status: 'confirmed',
        }),
      }),
    ]);
  });

  it('answers a repeated Idempotency-Key with the first payment, recording it once', async () => {
    const { id, total } = await held();
    const body = { method: 'Mpesa', amount: 500, currency: 'KES', reference: 'SFK12AB34C' };
    const first = await (await post(id, '/payments', body, 'Gate Clerk', 'key-pay-1')).json();
    const second = await post(id, '/payments', body, 'Gate Clerk', 'key-pay-1');
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(first);
    expect(first.booking_payment_balance).toBe(total - 500);
    expect(await snapshot(id)).toMatchObject({ payments: 1, events: 2 });
    const sameReference = await post(id, '/payments', body, 'Gate Clerk', 'key-pay-2');
    expect(sameReference.status).toBe(409);
    expect((await sameReference.json()).message).toBe(
      'This payment reference has already been recorded',
    );
    const otherCurrency = await post(id, '/payments', { ...body, currency: 'USD' });
    expect(otherCurrency.status).toBe(400);
  });

  it('confirms a booking arriving 30 or more days ahead once its 30% deposit is paid', async () => {
    const { id, total } = await held({
      check_in: '2027-01-05',
      check_out: '2027-01-07',
      facilities: [
        { public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'non_resident' },
      ],
    });
    const deposit = Math.ceil((total * 30) / 100);
    const short = await (
      await post(id, '/payments', { method: 'Cash', amount: deposit - 1, currency: 'KES' })
    ).json();
    expect(short.booking_status).toBe('held');
    const met = await (
      await post(id, '/payments', { method: 'Cash', amount: 1, currency: 'KES' })
    ).json();
    expect(met).toMatchObject({
      booking_status: 'confirmed',
      booking_payment_status: 'Partially Paid',
      booking_payment_balance: total - deposit,
    });
  });
});

describe('FOC, deferral and credit notes', () => {
  it('marks a booking FOC: balance 0, confirmed, with the reason', async () => {
    const { id } = await held();
    const foc = await post(id, '/foc', { reason: 'Guest of the board' });
    expect(await foc.json()).toMatchObject({
      booking_status: 'confirmed',
      booking_payment_status: 'FOC',
      booking_payment_balance: 0,
    });
    expect((await post(id, '/foc', { reason: 'Again' })).status).toBe(200);
    const history = await events(id);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      event: 'marked_foc',
      user: admin,
      details: { reason: 'Guest of the board', previous_payment_status: 'Unpaid' },
    });
    const blank = await post(id, '/foc', { reason: '  ' });
    expect(blank.status).toBe(400);
  });

  it('defers the payment of a held booking: its hold lasts to the end of that day', async () => {
    const { id } = await held();
    const deferred = await post(id, '/defer-payment', { until: '2026-11-25', reason: 'PO coming' });
    expect(deferred.status).toBe(200);
    const retried = await post(id, '/defer-payment', { until: '2026-11-25', reason: 'PO coming' });
    expect(await retried.json()).toEqual(await deferred.json());
    const row = await snapshot(id);
    expect(new Date(row.hold_expires_at).toISOString()).toBe('2026-11-25T21:00:00.000Z');
    const past = await post(id, '/defer-payment', { until: '2026-11-20', reason: 'Late' });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      fields: { until: 'The payment can only be deferred to today or a later date' },
    });
    const history = await events(id);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      event: 'payment_deferred',
      details: { until: '2026-11-25', reason: 'PO coming' },
    });
  });

  it('issues credit notes numbered in sequence, never more in total than was paid', async () => {
    const { id } = await held();
    await post(id, '/payments', { method: 'Cash', amount: 2000, currency: 'KES' });
    const tooMuch = await post(id, '/credit-notes', { amount: 2001, reason: 'Refund' });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).message).toBe(
      'A credit note cannot exceed what was paid: at most KES 2,000 can still be credited',
    );
    const first = await post(
      id,
      '/credit-notes',
      { amount: 1500, reason: 'Room closed' },
      undefined,
      'cn-1',
    );
    expect(first.status).toBe(201);
    const note = await first.json();
    expect(note).toMatchObject({ number: 1, amount: 1500 });
    const repeated = await post(
      id,
      '/credit-notes',
      { amount: 1500, reason: 'x' },
      undefined,
      'cn-1',
    );
    expect(await repeated.json()).toEqual(note);
    const second = await (await post(id, '/credit-notes', { amount: 500, reason: 'Rest' })).json();
    expect(second).toMatchObject({ number: 2, amount: 500 });
    const none = await post(id, '/credit-notes', { amount: 1, reason: 'More' });
    expect((await none.json()).message).toMatch(/at most KES 0 can still be credited/);
    expect((await post(id, '/credit-notes', { amount: 1, reason: 'x' }, 'Gate Clerk')).status).toBe(
      403,
    );
    expect(
      (await events(id)).filter((e: { event: string }) => e.event === 'credit_note_issued'),
    ).toHaveLength(2);
  });
});

describe('at the same moment', () => {
  it('numbers credit notes issued together without gaps or repeats', async () => {
    const paid = await Promise.all(Array.from({ length: 3 }, () => held()));
    for (const { id } of paid) {
      await post(id, '/payments', { method: 'Cash', amount: 300, currency: 'KES' });
    }
    const [before] = await database.sql`select coalesce(max(number), 0)::int as n
      from credit_notes`;
    const notes = await Promise.all(
      paid.flatMap(({ id }) =>
        [1, 2, 3].map(() => post(id, '/credit-notes', { amount: 100, reason: 'Split' })),
      ),
    );
    expect(notes.map((response) => response.status)).toEqual(Array(9).fill(201));
    const numbers = (await Promise.all(notes.map((response) => response.json())))
      .map((note) => note.number - before!.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('records one payment for requests repeated at once with one Idempotency-Key', async () => {
    const { id, total } = await held();
    const body = { method: 'Cash', amount: 700, currency: 'KES' };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => post(id, '/payments', body, 'Gate Clerk', 'key-at-once')),
    );
    const bodies = await Promise.all(answers.map((response) => response.json()));
    expect(new Set(bodies.map((answer) => answer.payment_public_id)).size).toBe(1);
    expect(bodies[0].booking_payment_balance).toBe(total - 700);
    expect(await snapshot(id)).toMatchObject({ payments: 1, events: 2 });
  });
});

describe('deleting and reinstating', () => {
  const stables = (rooms: number) => ({
    facilities: [
      {
        public_id: 'fac-stables',
        adults: rooms * 2,
        number_of_rooms: rooms,
        residency: 'non_resident' as const,
      },
    ],
    guests: [{ payment_public_id: 'cf-nr-a', payment_guests: rooms * 2 }],
    check_in: '2026-12-15',
    check_out: '2026-12-16',
  });

  it('releases capacity on delete and takes it back on reinstate only while it is free', async () => {
    const first = await held(stables(16));
    await post(first.id, '/confirm');
    const deleted = await remove(first.id, { reason: 'Duplicate booking' });
    expect(await deleted.json()).toMatchObject({ booking_status: 'deleted' });
    expect(await snapshot(first.id)).toMatchObject({
      status_before_delete: 'confirmed',
      lines_holding: 0,
    });
    const readBack = await app.request(url(first.id), { headers: bearer(tokens.Administrator!) });
    expect(await readBack.json()).toMatchObject({ booking_status: 'deleted' });
    const refusedPayment = await post(first.id, '/payments', {
      method: 'Cash',
      amount: 100,
      currency: 'KES',
    });
    expect(await refusedPayment.json()).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'A booking that is deleted cannot take a payment',
    });

    const second = await held(stables(1));
    const before = await snapshot(first.id);
    const full = await post(first.id, '/reinstate');
    expect(full.status).toBe(409);
    expect((await full.json()).code).toBe('CAPACITY_EXCEEDED');
    expect(await snapshot(first.id)).toEqual(before);

    await remove(second.id, { reason: 'Guest withdrew' });
    const back = await post(first.id, '/reinstate');
    expect(await back.json()).toMatchObject({ booking_status: 'confirmed' });
    expect(await snapshot(first.id)).toMatchObject({
      status_before_delete: null,
      lines_holding: 1,
    });
    const history = await events(first.id);
    expect(history.map((event: { event: string }) => event.event)).toEqual([
      'created',
      'confirmed',
      'deleted',
      'reinstated',
    ]);
    expect(history[2].details).toMatchObject({ reason: 'Duplicate booking' });
  });

  it('revives a lapsed hold (confirm, defer, payment) only while its units are free', async () => {
    const lapsed = await held({ ...stables(16), check_in: '2026-12-20', check_out: '2026-12-21' });
    await database.sql`update bookings set hold_expires_at = '2026-11-21T05:00:00Z'
      where booking_public_id = ${lapsed.id}`;
    const taker = await held({ ...stables(1), check_in: '2026-12-20', check_out: '2026-12-21' });
    const before = await snapshot(lapsed.id);
    for (const [suffix, body] of [
      ['/confirm', {}],
      ['/defer-payment', { until: '2026-11-30', reason: 'Awaiting LPO' }],
      ['/payments', { method: 'Cash', amount: 1000, currency: 'KES' }],
    ] as const) {
      const refused = await post(lapsed.id, suffix, body);
      expect({ suffix, status: refused.status, code: (await refused.json()).code }).toEqual({
        suffix,
        status: 409,
        code: 'CAPACITY_EXCEEDED',
      });
    }
    expect(await snapshot(lapsed.id)).toEqual(before);
    await remove(taker.id, { reason: 'Guest withdrew' });
    const kept = await post(lapsed.id, '/defer-payment', { until: '2026-11-30', reason: 'LPO' });
    expect(await kept.json()).toMatchObject({ booking_status: 'held' });
    expect(await snapshot(lapsed.id)).toMatchObject({ lines_holding: 1 });
  });

  it('does not delete a checked-in booking', async () => {
    const { id } = await held();
    await post(id, '/confirm');
    expect((await post(id, '/check-in', { gate_public_id: 'gate-main' })).status).toBe(200);
    const refused = await remove(id, { reason: 'Oops' });
    expect(await refused.json()).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'A booking that is checked in cannot be deleted',
    });
  });
});
