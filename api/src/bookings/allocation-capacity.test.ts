/**
 * Facility allocations in availability and the no-overbooking check, over HTTP on Postgres with
 * The Stables cut to 2 units: a unit allocated to Savanna Trails is not free to the public,
 * walk-ins, staff bookings without a partner or another partner, while Savanna sees it free
 * (the staff `GET /availability/facilities?partner=`, never the public route) and books it; Savanna's own bookings take its allocation first; quotes are
 * unaffected.
 * spec: membership-backoffice.md §2.5, §3 (allocations); staff-booking.md §5; api-contract.md
 * §Availability, §Bookings (409 CAPACITY_EXCEEDED).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, fromAddress, postJson } from '../auth/test-staff';
import { cart, gatePass, useStaffBookingTest } from '../staff-bookings/staff-booking-test-support';
import { bookingRequest } from '../test/booking-fixtures';

const s = useStaffBookingTest();
const { database } = s;
let addresses = 0;
const sold = 'The Stables already selected and cannot go beyond the maximum quantity.';

/** A public request from an address of its own (hold caps are per address). */
async function publicly(path: string, body?: unknown) {
  addresses += 1;
  // The staff test app is a Hono app: its third argument is the request's environment.
  const app = s.t.app as { request(path: string, init: RequestInit, env: unknown): Response };
  const response = await app.request(
    `/api/v1${path}`,
    body === undefined ? {} : postJson(body),
    fromAddress(`10.73.0.${addresses}`),
  );
  return { status: response.status, body: await response.json() };
}

/** Units of The Stables in an availability answer. */
function stablesIn(body: unknown): number {
  return (body as { public_id: string; available_units: number }[]).find(
    (row) => row.public_id === 'fac-stables',
  )!.available_units;
}

/** The staff availability `query` asked with `token` (an administrator's by default). */
async function staffAvailability(query: string, token = s.t.tokens.Administrator!) {
  const response = await s.t.app.request(`/api/v1/availability/facilities?${query}`, {
    headers: bearer(token),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * The Stables' units free for the stay `checkIn`–`checkOut`: to the public (the public route),
 * or to `partner` (the staff route).
 */
async function stablesFree(checkIn: string, checkOut: string, partner?: string) {
  const query = `check_in_date=${checkIn}&check_out_date=${checkOut}`;
  const { status, body } = partner
    ? await staffAvailability(`${query}&partner=${partner}`)
    : await publicly(`/public/availability/facilities?${query}`);
  expect(status).toBe(200);
  return stablesIn(body);
}

/** Sets 1 Stables unit aside for Savanna Trails on the nights `start`–`end`. */
async function allocateOne(start: string, end: string) {
  const response = await s.t.app.request(
    '/api/v1/facilities/fac-stables/allocation',
    postJson(
      { partner_public_id: 'ptn-savanna', start_date: start, end_date: end, units: 1 },
      s.t.tokens.Administrator,
    ),
  );
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  await database.sql`update facilities set quantity = 2 where public_id = 'fac-stables'`;
});

describe('allocations in availability and bookings', () => {
  it('keeps an allocated unit from the public while the partner sees it free, its own booking taking the allocation first', async () => {
    expect(await stablesFree('2027-01-10', '2027-01-12')).toBe(2);
    await allocateOne('2027-01-10', '2027-01-11');
    expect(await stablesFree('2027-01-10', '2027-01-12')).toBe(1);
    expect(await stablesFree('2027-01-10', '2027-01-12', 'ptn-savanna')).toBe(2);
    expect(await stablesFree('2027-01-10', '2027-01-12', 'ptn-acacia')).toBe(1);
    expect(await stablesFree('2027-01-12', '2027-01-13')).toBe(2);

    const stay = { check_in: '2027-01-10', check_out: '2027-01-12' };
    const savanna = await s.t.create({
      ...cart({ ...stay, partner: 'ptn-savanna' }),
      ...gatePass(),
    });
    expect(savanna.status).toBe(201);
    expect(await stablesFree('2027-01-10', '2027-01-12')).toBe(1);
    expect(await stablesFree('2027-01-10', '2027-01-12', 'ptn-savanna')).toBe(1);
    // Amending Savanna's booking gives its unit back to the count and to its allocation.
    const amending = `exclude_booking=${savanna.body.booking_public_id}`;
    expect(await stablesFree('2027-01-10', `2027-01-12&${amending}`, 'ptn-savanna')).toBe(2);
    expect(await stablesFree('2027-01-10', `2027-01-12&${amending}`)).toBe(1);
  });

  it('refuses the public the last open unit’s twin while a staff booking for the partner takes it; quotes are unchanged', async () => {
    const quoted = await publicly('/public/quotes', cart());
    expect(quoted.status).toBe(200);
    await allocateOne('2026-12-10', '2026-12-11');
    const first = await publicly('/public/bookings', bookingRequest({ email: 'a@example.com' }));
    expect(first.status).toBe(201);
    expect(await stablesFree('2026-12-10', '2026-12-12')).toBe(0);
    expect(await stablesFree('2026-12-10', '2026-12-12', 'ptn-savanna')).toBe(1);

    const second = await publicly('/public/bookings', bookingRequest({ email: 'b@example.com' }));
    expect(second).toEqual({
      status: 409,
      body: {
        code: 'CAPACITY_EXCEEDED',
        message: sold,
        fields: { 'facilities.0.public_id': sold },
      },
    });
    const desk = await s.t.create({ ...cart(), ...gatePass() });
    expect(desk.status).toBe(409);
    const acacia = await s.t.create({ ...cart({ partner: 'ptn-acacia' }), ...gatePass() });
    expect(acacia.body.message).toBe(sold);

    const savanna = await s.t.create({ ...cart({ partner: 'ptn-savanna' }), ...gatePass() });
    expect(savanna.status).toBe(201);
    expect(await stablesFree('2026-12-10', '2026-12-12', 'ptn-savanna')).toBe(0);
    const amended = await s.t.amend(savanna.body.booking_public_id, {
      ...cart(),
      ...gatePass({ first_name: 'Njeri' }),
    });
    expect(amended.status).toBe(200);
    expect(await publicly('/public/quotes', cart())).toEqual(quoted);
  });

  it('shows a partner’s allocation only to staff and to that partner’s own users', async () => {
    const stay = 'check_in_date=2027-02-10&check_out_date=2027-02-12';
    await allocateOne('2027-02-10', '2027-02-11');
    // The public route takes no partner: naming one still gives the public's figure.
    const named = await publicly(`/public/availability/facilities?${stay}&partner=ptn-savanna`);
    expect(stablesIn(named.body)).toBe(1);
    // Savanna Trails' own user asks as Savanna without naming it, and may not ask as another.
    const own = await staffAvailability(stay, s.t.tokens.Partner!);
    expect(stablesIn(own.body)).toBe(2);
    expect(await staffAvailability(`${stay}&partner=ptn-acacia`, s.t.tokens.Partner!)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Unknown partner: ptn-acacia' },
    });
    expect(await staffAvailability(`${stay}&partner=ptn-nowhere`)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Unknown partner: ptn-nowhere' },
    });
    const anonymous = await s.t.app.request(`/api/v1/availability/facilities?${stay}`);
    expect(anonymous.status).toBe(401);
  });
});
