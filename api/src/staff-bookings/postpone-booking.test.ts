/**
 * `POST /bookings/{id}/postpone` over HTTP on Postgres, at the test clock (2026-11-21 in
 * Nairobi): every line moves by the same days with its nights, prices and balance kept; the
 * old nights are freed and the new ones taken; a full facility or activity refuses it and
 * nothing changes; refused statuses, roles and dates; the `postponed` event; a paid booking's
 * ticket reissued with the new dates; the kiosk's change feed carries the moved dates.
 *
 * spec: api-contract.md §Staff bookings; staff-booking.md §2.5, §4, §5, §6.
 */
import { verifyTicket } from '@hifadhi/shared/tickets/ticket-code';
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
import { pullAll, registerKiosk } from '../sync/test-kiosk';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';
import { ticketPublicKeys } from '../tickets/ticket-signing-keys';
import { postponeMessages } from './postpone-booking';

const database = useTestDatabase();
const clock = movableClock();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db, clock).app;
  for (const role of ['Administrator', 'Gate Clerk', 'Partner'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

type Request = Parameters<typeof bookingRequest>[0];

/** A held public booking (KES; The Stables 10–12 December unless told otherwise). */
async function held(overrides: Request = {}) {
  const booked = await book(bookingDeps(database.db, { clock }), bookingRequest(overrides));
  return booked.booking_public_id;
}

/** `rooms` rooms of The Stables (16 units) from `from` to `to`, two guests a room. */
function stables(rooms: number, from: string, to: string): Request {
  return {
    check_in: from,
    check_out: to,
    guests: [{ payment_public_id: 'cf-nr-a', payment_guests: rooms * 2 }],
    facilities: [
      {
        public_id: 'fac-stables',
        adults: rooms * 2,
        number_of_rooms: rooms,
        residency: 'non_resident',
      },
    ],
  };
}

const url = (id: string, suffix = '') => `/api/v1/bookings/${id}${suffix}`;
function post(id: string, suffix: string, body: unknown = {}, role = 'Administrator') {
  return app.request(url(id, suffix), postJson(body, tokens[role]));
}
const postpone = (id: string, body: unknown, role = 'Administrator') =>
  post(id, '/postpone', body, role);
async function read(id: string) {
  return (await app.request(url(id), { headers: bearer(tokens.Administrator!) })).json();
}
async function events(id: string): Promise<{ event: string; user: string; details: object }[]> {
  return (await app.request(url(id, '/events'), { headers: bearer(tokens.Administrator!) })).json();
}

/** The booking's stored dates, money and holds, line by line. */
async function stored(id: string) {
  const [booking] = await database.sql`select check_in::text, check_out::text, booking_status,
      total_cost, amount_due, booking_payment_balance,
      (select count(*) from booking_events e where e.booking_id = b.id)::int as events
    from bookings b where booking_public_id = ${id}`;
  const facilities = await database.sql`select f.start_date::text, f.end_date::text, f.amount,
      f.holds_until::text from booking_facilities f join bookings b on b.id = f.booking_id
    where b.booking_public_id = ${id} order by f.id`;
  const activities = await database.sql`select a.date::text, a.amount, a.holds_until::text
    from booking_activities a join bookings b on b.id = a.booking_id
    where b.booking_public_id = ${id} order by a.id`;
  return {
    booking: { ...booking },
    facilities: facilities.map((row) => ({ ...row })),
    activities: activities.map((row) => ({ ...row })),
  };
}

/** Units of The Stables held on `night` at the clock's instant. */
async function stablesHeldOn(night: string): Promise<number> {
  const [row] = await database.sql`select coalesce(sum(units_held), 0)::int as units
    from booking_facilities where facility_public_id = 'fac-stables'
      and start_date <= ${night}::date and end_date > ${night}::date
      and holds_until > ${clock.now().toISOString()}::timestamptz`;
  return row!.units;
}

describe('postponing a booking', () => {
  it('moves every line by the same days, keeping nights, prices and balance, with one event', async () => {
    const id = await held({
      inventory: [
        {
          public_id: 'act-lion',
          date: '2026-12-11',
          adults: 2,
          residency_adults: 'non_resident',
        },
      ],
    });
    const before = await read(id);
    const answer = await postpone(id, { check_in: '2026-12-17', reason: 'Flight moved' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ booking_public_id: id, booking_status: 'held' });

    const after = await read(id);
    expect([after.check_in_date, after.check_out_date]).toEqual(['2026-12-17', '2026-12-19']);
    expect(
      after.facility_bookings.map((line: Record<string, string>) => [
        line.facility_booking_check_in_date,
        line.facility_booking_check_out_date,
      ]),
    ).toEqual([['2026-12-17', '2026-12-19']]);
    expect(
      after.inventory_bookings.map((line: Record<string, string>) => line.inventory_booking_date),
    ).toEqual(['2026-12-18']);
    // The stored figures stay: same lines, totals and balance.
    for (const field of ['lines', 'total_cost', 'booking_payment_balance', 'payments'] as const) {
      expect(after[field]).toEqual(before[field]);
    }
    expect(after.facility_bookings[0].facility_booking_total_cost).toBe(
      before.facility_bookings[0].facility_booking_total_cost,
    );

    const history = await events(id);
    expect(history.map((event) => event.event)).toEqual(['created', 'postponed']);
    expect(history[1]).toMatchObject({
      user: demoStaff.Administrator.full_name,
      details: {
        reason: 'Flight moved',
        previous_check_in: '2026-12-10',
        previous_check_out: '2026-12-12',
        check_in: '2026-12-17',
        check_out: '2026-12-19',
        days: 7,
      },
    });

    // A retry to the date it already has writes nothing.
    const again = await postpone(id, { check_in: '2026-12-17', reason: 'Flight moved' });
    expect(again.status).toBe(200);
    expect((await events(id)).length).toBe(2);
  });

  it('frees the old nights and takes the new ones, also when they overlap', async () => {
    const whole = await held(stables(16, '2026-12-22', '2026-12-24'));
    await post(whole, '/confirm');
    expect([await stablesHeldOn('2026-12-22'), await stablesHeldOn('2026-12-24')]).toEqual([16, 0]);
    // One night later: the night of the 23rd is the booking's own both before and after.
    const moved = await postpone(whole, { check_in: '2026-12-23' });
    expect(moved.status).toBe(200);
    expect(await stablesHeldOn('2026-12-22')).toBe(0);
    expect(await stablesHeldOn('2026-12-23')).toBe(16);
    expect(await stablesHeldOn('2026-12-24')).toBe(16);
    const line = (await stored(whole)).facilities[0]!;
    expect(line.holds_until).toBe('infinity');

    // The freed night sells again; the taken ones do not.
    await expect(held(stables(1, '2026-12-22', '2026-12-23'))).resolves.toBeTruthy();
    await expect(held(stables(1, '2026-12-24', '2026-12-25'))).rejects.toMatchObject({
      code: 'CAPACITY_EXCEEDED',
    });
  });

  it('refuses new dates where a facility is full with 409, naming it, and changes nothing', async () => {
    const id = await held(stables(2, '2026-12-01', '2026-12-03'));
    await held(stables(15, '2026-12-26', '2026-12-27'));
    const before = await stored(id);
    const full = await postpone(id, { check_in: '2026-12-25', reason: 'Christmas' });
    expect(full.status).toBe(409);
    const message = postponeMessages.facilityFull('The Stables', '2026-12-25', '2026-12-27');
    expect(message).toBe(
      'The Stables has no room left from 2026-12-25 to 2026-12-27. Choose another check-in date.',
    );
    expect(await full.json()).toEqual({
      code: 'CAPACITY_EXCEEDED',
      message,
      fields: { check_in: message },
    });
    expect(await stored(id)).toEqual(before);
    expect(before.facilities[0]!.holds_until).not.toBeNull();
  });

  it('lets only one of two postponements at the same moment take the last rooms', async () => {
    await held(stables(8, '2027-01-10', '2027-01-11'));
    const first = await held(stables(8, '2027-01-03', '2027-01-04'));
    const second = await held(stables(8, '2027-01-05', '2027-01-06'));
    const answers = await Promise.all(
      [first, second].map((id) => postpone(id, { check_in: '2027-01-10' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stablesHeldOn('2027-01-10')).toBe(16);
  });

  it('refuses new dates where an activity has no slots left', async () => {
    // Lion Tracking takes 6 a day.
    const tracking = (adults: number, date: string): Request => ({
      check_in: date,
      check_out: date,
      guests: [{ payment_public_id: 'cf-nr-a', payment_guests: adults }],
      facilities: [],
      inventory: [{ public_id: 'act-lion', date, adults, residency_adults: 'non_resident' }],
    });
    const id = await held(tracking(3, '2026-12-04'));
    await held(tracking(4, '2026-12-06'));
    const before = await stored(id);
    const full = await postpone(id, { check_in: '2026-12-06' });
    expect(full.status).toBe(409);
    expect((await full.json()).message).toBe(
      'Lion Tracking has no slots left on 2026-12-06. Choose another check-in date.',
    );
    expect(await stored(id)).toEqual(before);
    expect((await postpone(id, { check_in: '2026-12-07' })).status).toBe(200);
  });

  it('is refused from a status that does not allow it: 409 INVALID_TRANSITION', async () => {
    const inside = await held();
    await post(inside, '/foc', { reason: 'Board guest' });
    await database.sql`update bookings set booking_status = 'checked_in'
      where booking_public_id = ${inside}`;
    const deleted = await held();
    await app.request(url(deleted), {
      method: 'DELETE',
      headers: bearer(tokens.Administrator!),
      body: JSON.stringify({ reason: 'Duplicate' }),
    });
    for (const [id, status] of [
      [inside, 'checked in'],
      [deleted, 'deleted'],
    ] as const) {
      const before = await stored(id);
      const refused = await postpone(id, { check_in: '2026-12-20' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        code: 'INVALID_TRANSITION',
        message: `A booking that is ${status} cannot be postponed`,
      });
      expect(await stored(id)).toEqual(before);
    }
  });

  it('is refused to a role without the postpone-booking feature: 403', async () => {
    const id = await held();
    expect((await postpone(id, { check_in: '2026-12-20' }, 'Gate Clerk')).status).toBe(403);
    expect((await postpone(id, { check_in: '2026-12-20' }, 'Partner')).status).toBe(403);
    expect((await stored(id)).booking).toMatchObject({ check_in: '2026-12-10', events: 1 });
  });

  it('refuses a date that is not one, or before the 7-day staff backdating window: 400', async () => {
    const id = await held(stables(1, '2026-11-22', '2026-11-23'));
    for (const body of [
      { check_in: '2026-13-01' },
      { check_in: '17/12/2026' },
      {},
      { check_in: '2026-12-17', reason: 'x'.repeat(2001) },
    ]) {
      const refused = await postpone(id, body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).code).toBe('VALIDATION_FAILED');
    }
    // Today is 21 November in Nairobi: back to the 14th is allowed, the 13th is not.
    const tooEarly = await postpone(id, { check_in: '2026-11-13' });
    expect(tooEarly.status).toBe(400);
    expect(await tooEarly.json()).toMatchObject({
      fields: { check_in: 'Check-in cannot be more than 7 days ago' },
    });
    expect((await stored(id)).booking).toMatchObject({ check_in: '2026-11-22', events: 1 });
    expect((await postpone(id, { check_in: '2026-11-14' })).status).toBe(200);
    expect((await stored(id)).booking).toMatchObject({
      check_in: '2026-11-14',
      check_out: '2026-11-15',
    });
  });
});

describe('a postponed booking at the gates', () => {
  it("reissues a paid booking's ticket with the new dates, and the kiosk's feed carries them", async () => {
    const kiosk = await registerKiosk(app, tokens.Administrator!, 'gate-main');
    const id = await held({
      ...stables(1, '2026-11-25', '2026-11-27'),
      inventory: [
        { public_id: 'act-lion', date: '2026-11-26', adults: 1, residency_adults: 'non_resident' },
      ],
    });
    const balance = (await read(id)).booking_payment_balance as number;
    await post(id, '/payments', { method: 'Cash', amount: balance, currency: 'KES' });
    const first = await pullAll(app, kiosk.device_token);
    const inFeed = (pages: typeof first.pages) =>
      pages.flatMap((page) => page.changes.bookings).find((b) => b.booking_public_id === id);
    const oldCode = inFeed(first.pages)!.ticket_code!;
    expect(inFeed(first.pages)).toMatchObject({ check_in_date: '2026-11-25' });

    clock.advance(60_000);
    expect((await postpone(id, { check_in: '2026-11-28' })).status).toBe(200);
    const next = await pullAll(app, kiosk.device_token, first.cursor);
    const moved = inFeed(next.pages)!;
    expect(moved).toMatchObject({
      check_in_date: '2026-11-28',
      check_out_date: '2026-11-30',
      booking_status: 'confirmed',
      booking_payment_balance: 0,
    });
    expect(moved.facility_bookings.map((line) => [line.start_date, line.end_date])).toEqual([
      ['2026-11-28', '2026-11-30'],
    ]);
    expect(moved.inventory_bookings.map((line) => line.date)).toEqual(['2026-11-29']);

    const keys = await ticketPublicKeys(database.db);
    const newCode = moved.ticket_code!;
    expect(newCode).not.toBe(oldCode);
    const verified = verifyTicket(newCode, keys);
    expect(verified).toMatchObject({
      result: 'valid',
      payload: { check_in: '2026-11-28', check_out: '2026-11-30' },
    });
    expect(verifyTicket(oldCode, keys)).toMatchObject({ payload: { check_in: '2026-11-25' } });
    // The old code is on the revocation list: kiosks refuse it as reissued.
    expect(next.pages[0]!.changes.revocations).toEqual([
      expect.objectContaining({ booking_ref_code: moved.booking_ref_code, reason: 'reissued' }),
    ]);

    // Moved beyond the gate's window (to 5 December), it leaves the replica.
    clock.advance(60_000);
    expect((await postpone(id, { check_in: '2026-12-20' })).status).toBe(200);
    const gone = await pullAll(app, kiosk.device_token, next.cursor);
    expect(gone.pages[0]!.changes.removed_booking_public_ids).toContain(id);
    // Its earlier codes, signed for stays inside the window, stay refused there.
    expect(gone.pages[0]!.changes.revocations).toEqual([
      expect.objectContaining({ booking_ref_code: moved.booking_ref_code, reason: 'reissued' }),
      expect.objectContaining({ booking_ref_code: moved.booking_ref_code, reason: 'reissued' }),
    ]);
  });
});
