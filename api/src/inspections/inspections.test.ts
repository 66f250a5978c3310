import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  demoStaff,
  movableClock,
  postJson,
  seedStaff,
  signInAs,
  staffTestApp,
} from '../auth/test-staff';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const clock = movableClock();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};
const ranger = demoStaff['Inspection Ranger'].full_name;
const HOUR = 3_600_000;

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db, clock).app;
  await signInAll();
});

async function signInAll() {
  for (const role of ['Administrator', 'Gate Clerk', 'Inspection Ranger'] as const) {
    tokens[role] = await signInAs(app, role);
  }
}

function get(path: string, role = 'Inspection Ranger') {
  return app.request(`/api/v1${path}`, { headers: bearer(tokens[role]!) });
}
function post(path: string, body: unknown, role = 'Inspection Ranger', key?: string) {
  const init = postJson(body, tokens[role]);
  if (key) (init.headers as Record<string, string>)['Idempotency-Key'] = key;
  return app.request(`/api/v1${path}`, init);
}
const inspect = (id: string, body: unknown, role?: string, key?: string) =>
  post(`/bookings/${id}/inspections`, body, role, key);

/**
 * A booking arriving today, confirmed, paid in full in cash and checked in at the gate: its id,
 * reference and ticket code.
 */
async function paidAndInside(lastName = 'Kamau') {
  const today = calendarDateAt(clock.now());
  const booked = await book(
    bookingDeps(database.db, { clock }),
    bookingRequest({ last_name: lastName, check_in: today, check_out: addDays(today, 2) }),
  );
  const id = booked.booking_public_id;
  expect((await post(`/bookings/${id}/confirm`, {}, 'Administrator')).status).toBe(200);
  const paid = await post(
    `/bookings/${id}/payments`,
    { method: 'Cash', amount: booked.total_cost, currency: 'KES' },
    'Administrator',
  );
  expect(paid.status).toBe(201);
  expect(
    (await post(`/bookings/${id}/check-in`, { gate_public_id: 'gate-main' }, 'Gate Clerk')).status,
  ).toBe(200);
  const [ticket] = await database.sql`select t.ticket_code from booking_tickets t
    join bookings b on b.id = t.booking_id where b.booking_public_id = ${id}`;
  return { id, ref: booked.booking_ref_code as string, code: ticket!.ticket_code as string };
}

/** The booking's status, payment status, check-ins and events, to show what changed. */
async function state(id: string) {
  const [row] = await database.sql`select b.booking_status, b.booking_payment_status,
      b.booking_payment_balance,
      (select count(*) from check_ins c where c.booking_id = b.id)::int as check_ins,
      (select count(*) from booking_events e where e.booking_id = b.id)::int as events
    from bookings b where b.booking_public_id = ${id}`;
  return row!;
}

describe('recording an inspection', () => {
  it('keeps what the ranger found, writes one event and changes neither status nor check-ins', async () => {
    const { id, ref } = await paidAndInside();
    const before = await state(id);
    expect(before).toMatchObject({ booking_status: 'checked_in', booking_payment_status: 'Paid' });

    const response = await inspect(id, {
      outcome: 'valid',
      note: '  Two adults, as on the ticket ',
      gate: 'gate-main',
    });
    expect(response.status).toBe(201);
    const inspection = await response.json();
    expect(inspection).toMatchObject({
      booking_public_id: id,
      booking_ref_code: ref,
      outcome: 'valid',
      note: 'Two adults, as on the ticket',
      gate_public_id: 'gate-main',
      gate_name: 'Main Gate',
      scanned_code: null,
      inspected_by: ranger,
      inspected_at: clock.now().toISOString(),
    });

    expect(await state(id)).toEqual({ ...before, events: before.events + 1 });
    const history = await (await get(`/bookings/${id}/events`)).json();
    expect(history.at(-1)).toEqual({
      event: 'inspected',
      at: clock.now().toISOString(),
      user: ranger,
      details: {
        inspection_public_id: inspection.inspection_public_id,
        outcome: 'valid',
        note: 'Two adults, as on the ticket',
        gate: 'gate-main',
      },
    });
    expect(await (await get(`/bookings/${id}/inspections`)).json()).toEqual([inspection]);
  });

  it('answers a retried request with the first inspection, written once', async () => {
    const { id } = await paidAndInside();
    const body = { outcome: 'partly_paid', scanned_code: 'ABC' };
    const first = await (await inspect(id, body, undefined, 'retry-1')).json();
    const again = await inspect(id, body, undefined, 'retry-1');
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(await (await get(`/bookings/${id}/inspections`)).json()).toHaveLength(1);
    const other = await paidAndInside('Otieno');
    const reused = await inspect(other.id, body, undefined, 'retry-1');
    expect(reused.status).toBe(409);
    expect((await reused.json()).message).toBe(
      'This Idempotency-Key was already used for another request',
    );
  });

  it('refuses bad input with 400 and the field, writing nothing', async () => {
    const { id } = await paidAndInside();
    const before = await state(id);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { outcome: 'Choose what you found' }],
      [{ outcome: 'checked_in' }, { outcome: 'Choose what you found' }],
      [{ outcome: 'not_valid', note: '   ' }, { note: 'Say what was wrong' }],
      [{ outcome: 'guests_differ' }, { note: 'Say what was wrong' }],
      [{ outcome: 'valid', gate: 'gate-nowhere' }, { gate: 'No such gate' }],
      [
        { outcome: 'valid', scanned_code: 'A'.repeat(301) },
        { scanned_code: 'Must be at most 300 characters' },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await inspect(id, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect((await response.json()).fields).toMatchObject(fields);
    }
    expect(await state(id)).toEqual(before);
    expect(await (await get(`/bookings/${id}/inspections`)).json()).toEqual([]);
  });

  it('is refused to a role without the inspection feature, and 404 for no booking', async () => {
    const { id } = await paidAndInside();
    for (const path of [
      `/bookings/${id}/inspections`,
      '/inspections',
      '/inspections/ticket-keys',
    ]) {
      expect((await get(path, 'Gate Clerk')).status).toBe(403);
    }
    const refused = await inspect(id, { outcome: 'valid' }, 'Gate Clerk');
    expect(refused.status).toBe(403);
    expect(await (await get(`/bookings/${id}/inspections`)).json()).toEqual([]);
    const missing = await inspect('00000000-0000-4000-8000-000000000000', { outcome: 'valid' });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('Booking not found');
  });
});

describe('the recent inspections list', () => {
  it('pages newest first and filters by Nairobi day and by reference or name', async () => {
    const first = await paidAndInside('Wekesa');
    await inspect(first.id, { outcome: 'valid' });
    clock.advance(24 * HOUR);
    await signInAll(); // a day later the sessions have ended
    const second = await paidAndInside('Chebet');
    await inspect(second.id, { outcome: 'overstay', note: 'Still at the river camp' });
    await inspect(second.id, { outcome: 'valid' });
    const today = calendarDateAt(clock.now());

    const page = await (await get('/inspections?items=2')).json();
    expect(page).toMatchObject({ page: 1, items: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.data.map((row: { outcome: string }) => row.outcome)).toEqual(['valid', 'overstay']);

    const ofToday = await (await get(`/inspections?from=${today}&to=${today}`)).json();
    expect(ofToday.total).toBe(2);
    expect(
      new Set(ofToday.data.map((row: { booking_ref_code: string }) => row.booking_ref_code)),
    ).toEqual(new Set([second.ref]));
    const byName = await (await get('/inspections?search=wekesa')).json();
    expect(byName.data.map((row: { booking_ref_code: string }) => row.booking_ref_code)).toEqual([
      first.ref,
    ]);
    expect((await get('/inspections?from=2026-13-01')).status).toBe(400);
  });
});

describe('looking a ticket up', () => {
  it('finds a booking by its reference in any case, and by its ticket code with the check', async () => {
    const { id, ref, code } = await paidAndInside();
    expect(await (await get(`/inspections/lookup?code=${ref.toLowerCase()}`)).json()).toEqual({
      booking_public_id: id,
      booking_ref_code: ref,
      ticket: null,
    });
    expect(await (await get(`/inspections/lookup?code=${code}`)).json()).toEqual({
      booking_public_id: id,
      booking_ref_code: ref,
      ticket: { signature: 'valid', current: true },
    });
    const at = code.length - 20;
    const altered = `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`;
    const forged = await (await get(`/inspections/lookup?code=${altered}`)).json();
    expect(forged).toMatchObject({ booking_public_id: id, ticket: { current: false } });
    expect(forged.ticket.signature).not.toBe('valid');
    const unknown = await get('/inspections/lookup?code=ZZZZ2222');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('No booking has this reference or ticket');
    expect((await get('/inspections/lookup?code=')).status).toBe(400);
  });

  it('serves the public ticket keys, never a private one', async () => {
    await paidAndInside();
    const { keys } = await (await get('/inspections/ticket-keys')).json();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(Object.keys(key).sort()).toEqual(['key_id', 'public_key']);
      expect(Buffer.from(key.public_key, 'base64')).toHaveLength(32);
    }
  });
});
