import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { cancelBooking } from '../bookings/cancel-booking';
import { book, bookingDeps } from '../test/booking-fixtures';
import { testClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { issueBookingTicket } from '../tickets/booking-ticket';
import { dayVisit, operation, push, registerKiosk } from './test-kiosk';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let admin: string;
let main: { device_public_id: string; device_token: string };
let river: { device_public_id: string; device_token: string };

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  admin = await signInAs(app, 'Administrator');
  main = await registerKiosk(app, admin, 'gate-main');
  river = await registerKiosk(app, admin, 'gate-river');
});

/** A day visit today, paid in full in cash at the main gate, so confirmed. */
async function paidVisit(firstName = 'Paid') {
  const booked = await book(
    bookingDeps(database.db),
    dayVisit('2026-11-21', { first_name: firstName }),
  );
  const [paid] = await push(app, main.device_token, [
    operation(
      'cash_payment',
      { booking_public_id: booked.booking_public_id, amount: 3500, currency: 'KES' },
      '2026-11-21T09:01:00+03:00',
    ),
  ]);
  expect(paid).toMatchObject({ status: 'applied', result: { booking_status: 'confirmed' } });
  return booked;
}

const at = (time: string) => `2026-11-21T${time}:00+03:00`;
const checkIn = (booking_public_id: string, time: string, direction = 'check_in') =>
  operation('check_in', { direction, booking_public_id }, at(time));

async function countRows(table: string, bookingPublicId: string): Promise<number> {
  const [row] = await database.sql.unsafe(
    `select count(*)::int as n from ${table} t join bookings b on b.id = t.booking_id
     where b.booking_public_id = $1`,
    [bookingPublicId],
  );
  return row!.n;
}

describe('uploading an outbox', () => {
  it('applies a batch once, however many times it is uploaded', async () => {
    const visit = await paidVisit();
    const batch = [
      checkIn(visit.booking_public_id, '08:05'),
      operation('receipt_printed', { booking_public_id: visit.booking_public_id }, at('08:06')),
    ];
    const first = await push(app, main.device_token, batch);
    expect(first.map((result) => result.status)).toEqual(['applied', 'applied']);
    expect(first[0]!.result).toMatchObject({
      booking_ref_code: visit.booking_ref_code,
      direction: 'check_in',
      forced: false,
      decision: { status: 'valid', message: 'Valid ticket: admit 2 guests.' },
    });
    const second = await push(app, main.device_token, batch);
    expect(second).toEqual(first);
    const concurrent = await Promise.all([
      push(app, main.device_token, batch),
      push(app, main.device_token, batch),
    ]);
    expect(concurrent).toEqual([first, first]);
    expect(await countRows('check_ins', visit.booking_public_id)).toBe(1);
    expect(await countRows('receipt_prints', visit.booking_public_id)).toBe(1);
    const [booking] = await database.sql`select booking_status from bookings
      where booking_public_id = ${visit.booking_public_id}`;
    expect(booking!.booking_status).toBe('checked_in');
  });

  it('applies two uploads of one new key racing each other once', async () => {
    const visit = await paidVisit();
    const batch = [checkIn(visit.booking_public_id, '09:00')];
    const results = await Promise.all(
      Array.from({ length: 4 }, () => push(app, main.device_token, batch)),
    );
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await countRows('check_ins', visit.booking_public_id)).toBe(1);
  });

  it('refuses a key another device used, without touching its answer', async () => {
    const visit = await paidVisit();
    const batch = [checkIn(visit.booking_public_id, '09:10')];
    const [own] = await push(app, main.device_token, batch);
    const [other] = await push(app, river.device_token, batch);
    expect(other).toMatchObject({
      status: 'rejected',
      error: { code: 'CONFLICT', message: 'This idempotency key was used by another device' },
    });
    expect((await push(app, main.device_token, batch))[0]).toEqual(own);
  });
});

describe('conflicts with the server', () => {
  it('records both of two gates checking one ticket in, and flags the second', async () => {
    const visit = await paidVisit('Twice');
    const [atMain] = await push(app, main.device_token, [
      checkIn(visit.booking_public_id, '08:05'),
    ]);
    const [atRiver] = await push(app, river.device_token, [
      checkIn(visit.booking_public_id, '08:07'),
    ]);
    expect(atMain).toMatchObject({ status: 'applied', result: { forced: false } });
    expect(atRiver).toMatchObject({
      status: 'forced',
      result: {
        forced: true,
        decision: {
          status: 'already_checked_in',
          message: 'Already checked in at another gate. Call a supervisor.',
        },
      },
    });
    const events = await database.sql`select c.gate_public_id, c.forced, c.decision_status
      from check_ins c join bookings b on b.id = c.booking_id
      where b.booking_public_id = ${visit.booking_public_id} order by c.device_time`;
    expect(events.map((row) => ({ ...row }))).toEqual([
      { gate_public_id: 'gate-main', forced: false, decision_status: 'valid' },
      { gate_public_id: 'gate-river', forced: true, decision_status: 'already_checked_in' },
    ]);

    const review = await (
      await app.request('/api/v1/sync/forced', { headers: bearer(admin) })
    ).json();
    expect(review.operations[0]).toMatchObject({
      idempotency_key: atRiver!.idempotency_key,
      kind: 'check_in',
      status: 'forced',
      gate_public_id: 'gate-river',
      device_time: '2026-11-21T05:07:00.000Z',
    });
  });

  it('records a check-in of an unpaid or a cancelled booking as forced, leaving its status', async () => {
    const unpaid = await book(bookingDeps(database.db), dayVisit('2026-11-21'));
    const cancelled = await book(bookingDeps(database.db), dayVisit('2026-11-21'));
    await cancelBooking({ db: database.db, clock: testClock }, cancelled.booking_public_id, 'test');
    const results = await push(app, main.device_token, [
      checkIn(unpaid.booking_public_id, '09:10'),
      checkIn(cancelled.booking_public_id, '09:11'),
    ]);
    expect(results.map((result) => [result.status, result.result?.decision])).toEqual([
      [
        'forced',
        {
          status: 'unpaid',
          message: 'Balance due: KES 3,500. Take the gate payment before check-in.',
        },
      ],
      [
        'forced',
        {
          status: 'cancelled',
          message: 'This booking was cancelled. Do not admit; call a supervisor.',
        },
      ],
    ]);
    const statuses = await database.sql`select booking_status from bookings
      where booking_public_id in (${unpaid.booking_public_id}, ${cancelled.booking_public_id})
      order by id`;
    expect(statuses.map((row) => row.booking_status)).toEqual(['held', 'cancelled']);
  });

  it('checks out a booking inside, and flags a second check-out', async () => {
    const visit = await paidVisit();
    const results = await push(app, main.device_token, [
      checkIn(visit.booking_public_id, '08:00', 'check_in'),
      checkIn(visit.booking_public_id, '16:30', 'check_out'),
      checkIn(visit.booking_public_id, '16:35', 'check_out'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['applied', 'applied', 'forced']);
    expect(results[2]!.result?.decision).toEqual({
      status: 'not_checked_in',
      message: 'Already checked out, with no check-in since. Call a supervisor.',
    });
    const [booking] = await database.sql`select booking_status from bookings
      where booking_public_id = ${visit.booking_public_id}`;
    expect(booking!.booking_status).toBe('checked_out');
  });

  it('treats a hold that lapsed unpaid as expired at the gate', async () => {
    const lapsed = await book(bookingDeps(database.db), dayVisit('2026-11-21'));
    const [result] = await push(app, main.device_token, [
      checkIn(lapsed.booking_public_id, '09:45'),
    ]);
    expect(result).toMatchObject({
      status: 'forced',
      result: {
        decision: {
          status: 'cancelled',
          message: 'This booking expired unpaid. Do not admit; make a new booking.',
        },
      },
    });
  });

  it('decides by the time of the scan at the gate, not the time of the upload', async () => {
    const visit = await paidVisit();
    const [yesterday] = await push(app, main.device_token, [
      operation(
        'check_in',
        { direction: 'check_in', booking_public_id: visit.booking_public_id },
        '2026-11-20T18:00:00+03:00',
      ),
    ]);
    expect(yesterday).toMatchObject({
      status: 'forced',
      result: { decision: { status: 'wrong_date' } },
    });
  });
});

describe('tickets', () => {
  it('checks a booking in by its signed ticket code, and flags a tampered code', async () => {
    const visit = await paidVisit('Ticketed');
    const [row] =
      await database.sql`select id from bookings where booking_public_id = ${visit.booking_public_id}`;
    const ticket = await database.db.transaction((tx) =>
      issueBookingTicket(tx, row!.id, testClock.now()),
    );
    const last = ticket.ticket_code.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${ticket.ticket_code.slice(0, -1)}${last}`;
    const results = await push(app, main.device_token, [
      operation(
        'check_in',
        { direction: 'check_in', ticket_code: ticket.ticket_code },
        at('12:00'),
      ),
      operation(
        'check_in',
        { direction: 'check_in', ticket_code: tampered, booking_ref_code: visit.booking_ref_code },
        at('12:01'),
      ),
    ]);
    expect(results[0]).toMatchObject({
      status: 'applied',
      result: { booking_ref_code: visit.booking_ref_code },
    });
    expect(results[1]).toMatchObject({
      status: 'forced',
      result: { decision: { status: 'invalid_signature' } },
    });
  });
});

describe('operations that cannot be applied', () => {
  it('are rejected with their reason, kept for review, and answered the same on retry', async () => {
    const batch = [
      operation('check_in', { direction: 'check_in', booking_ref_code: 'NOSUCH23' }, at('13:00')),
      operation('check_in', { direction: 'sideways', booking_ref_code: 'NOSUCH23' }, at('13:01')),
    ];
    const first = await push(app, main.device_token, batch);
    expect(first[0]).toMatchObject({
      status: 'rejected',
      result: null,
      error: { code: 'BOOKING_NOT_FOUND', message: 'Booking not found' },
    });
    expect(first[1]).toMatchObject({
      status: 'rejected',
      error: { code: 'VALIDATION_FAILED', fields: { direction: expect.any(String) } },
    });
    expect(await push(app, main.device_token, batch)).toEqual(first);
    const review = await (
      await app.request('/api/v1/sync/forced?items=100', { headers: bearer(admin) })
    ).json();
    const keys = review.operations.map((op: { idempotency_key: string }) => op.idempotency_key);
    for (const result of first) expect(keys).toContain(result.idempotency_key);
  });
});

describe('check-in events', () => {
  it('are only ever appended, the database refuses to change them', async () => {
    await expect(database.sql`update check_ins set forced = false`).rejects.toThrow(
      'check_ins is append-only: UPDATE is not allowed',
    );
    await expect(database.sql`delete from check_ins`).rejects.toThrow(
      'check_ins is append-only: DELETE is not allowed',
    );
  });
});
