import type { PublicBookingRequestInput } from '@hifadhi/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { fromAddress, movableClock } from '../auth/test-staff';
import { bookingRequest, bookingRowCounts } from '../test/booking-fixtures';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import { unitsPerClient } from './hold-limits';

const database = useTestDatabase();

/** A day visit of two adults on `date` (no facility), booked by `email`. */
const dayVisit = (email: string, date = '2026-12-15'): PublicBookingRequestInput =>
  bookingRequest({ email, check_in: date, check_out: date, facilities: [] });

/** `rooms` rooms of The Stables (16 units) for two nights from `from`, booked by `email`. */
const stables = (email: string, rooms: number, from = '2027-01-10', until = '2027-01-12') =>
  bookingRequest({
    email,
    check_in: from,
    check_out: until,
    guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2 * rooms }],
    facilities: [
      {
        public_id: 'fac-stables',
        adults: 2 * rooms,
        number_of_rooms: rooms,
        residency: 'non_resident',
      },
    ],
  });

function bookingApp(clock = movableClock()) {
  const { app } = createTestApp(database.db, { clock });
  const post = async (body: PublicBookingRequestInput, address = '10.20.0.1') => {
    const response = await app.request(
      '/api/v1/public/bookings',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
      fromAddress(address),
    );
    return { status: response.status, body: await response.json() };
  };
  return { post, clock };
}

const tooManyHolds = {
  code: 'RATE_LIMITED',
  message:
    'You already have 3 unpaid bookings on hold. Pay for one, or wait for a hold to expire, before booking again.',
};

describe('unpaid holds per client', () => {
  it('lets one e-mail hold 3 unpaid bookings, refuses a 4th, and lets it book once a hold lapses', async () => {
    const { post, clock } = bookingApp();
    for (let booking = 0; booking < 3; booking++) {
      const made = await post(dayVisit('Amani@Example.com'), `10.20.1.${booking}`);
      expect(made.status).toBe(201);
      clock.advance(5 * 60_000);
    }
    const before = await bookingRowCounts(database);
    const refused = await post(dayVisit('amani@example.com'), '10.20.1.9');
    expect(refused).toEqual({ status: 429, body: tooManyHolds });
    expect(await bookingRowCounts(database)).toEqual(before);
    // Someone else is not held back.
    expect((await post(dayVisit('baraka@example.com'), '10.20.1.10')).status).toBe(201);
    // The first hold (30 minutes) lapses 15 minutes later.
    clock.advance(15 * 60_000);
    expect((await post(dayVisit('amani@example.com'), '10.20.1.9')).status).toBe(201);
  });

  it('still counts a hold paid less than its payment schedule asks', async () => {
    const { post } = bookingApp();
    for (let booking = 0; booking < 3; booking++) {
      expect((await post(dayVisit('zawadi@example.com'), `10.20.3.${booking}`)).status).toBe(201);
    }
    await database.sql`update bookings set booking_payment_status = 'Partially Paid'
      where lower(email) = 'zawadi@example.com'`;
    expect(await post(dayVisit('zawadi@example.com'), '10.20.3.9')).toEqual({
      status: 429,
      body: tooManyHolds,
    });
  });

  it('counts one address across e-mails', async () => {
    const { post } = bookingApp();
    for (let booking = 0; booking < 3; booking++) {
      expect((await post(dayVisit(`guest${booking}@example.com`), '10.20.2.1')).status).toBe(201);
    }
    expect(await post(dayVisit('guest9@example.com'), '10.20.2.1')).toEqual({
      status: 429,
      body: tooManyHolds,
    });
    expect((await post(dayVisit('guest9@example.com'), '10.20.2.2')).status).toBe(201);
  });
});

describe("a client's share of a facility", () => {
  it('is half its units, at least one', () => {
    expect(unitsPerClient(16, 0.5)).toBe(8);
    expect(unitsPerClient(3, 0.5)).toBe(1);
    expect(unitsPerClient(1, 0.5)).toBe(1);
  });

  it('refuses one client holding all of The Stables, or more than half over several bookings', async () => {
    const { post } = bookingApp();
    const message =
      'The Stables: you can hold at most 8 units a night until you pay. Pay for your held booking first, or book fewer units.';
    const all = await post(stables('chege@example.com', 16), '10.20.3.1');
    expect(all).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message, fields: { 'facilities.0.public_id': message } },
    });
    expect((await post(stables('chege@example.com', 5), '10.20.3.1')).status).toBe(201);
    const more = await post(
      stables('chege@example.com', 4, '2027-01-11', '2027-01-13'),
      '10.20.3.2',
    );
    expect(more.status).toBe(409);
    expect(more.body.message).toBe(message);
    // Other nights, and other visitors, are free.
    expect((await post(stables('chege@example.com', 4, '2027-01-12', '2027-01-14'))).status).toBe(
      201,
    );
    expect((await post(stables('daudi@example.com', 8), '10.20.3.3')).status).toBe(201);
  });
});

describe('GET /public/bookings/{id} for the payment page', () => {
  it('gives the hold expiry while held, then says expired', async () => {
    const { post, clock } = bookingApp();
    const { app } = createTestApp(database.db, { clock });
    const made = await post(dayVisit('wanjiru@example.com'), '10.20.4.1');
    const read = async () =>
      (await app.request(`/api/v1/public/bookings/${made.body.booking_public_id}`)).json();
    expect(await read()).toMatchObject({
      booking_status: 'held',
      hold_expires_at: made.body.hold_expires_at,
    });
    clock.advance(30 * 60_000);
    expect(await read()).toMatchObject({ booking_status: 'expired', hold_expires_at: null });
  });
});
