/**
 * Many visitors booking the same last units at once, through two API instances each with its
 * own pool of 10 connections (two servers behind a load balancer, sharing one Postgres): all
 * requests are started together and run their transactions in parallel.
 */
import { addDays } from '@hifadhi/shared/dates/calendar-date';
import type { PublicBookingRequestInput } from '@hifadhi/shared/schemas/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/database';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

const POOL_SIZE = 10;
const REQUESTS = 50;

describe('capacity under 50 simultaneous bookings', () => {
  const database = useTestDatabase();
  const instances: { app: ReturnType<typeof createTestApp>['app']; close: () => Promise<void> }[] =
    [];

  beforeAll(() => {
    for (let index = 0; index < 2; index++) {
      const { db, sql } = connectDatabase(database.url, undefined, { max: POOL_SIZE });
      instances.push({ app: createTestApp(db).app, close: () => sql.end() });
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });

  /**
   * Sends every request at once, alternating between the two instances; each is a different
   * visitor (their own e-mail), so the cap on one client's unpaid holds does not apply.
   */
  async function postAll(requests: PublicBookingRequestInput[]) {
    const responses = await Promise.all(
      requests.map((request, index) =>
        instances[index % 2]!.app.request('/api/v1/public/bookings', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...request, email: `visitor${index}@example.com` }),
        }),
      ),
    );
    return Promise.all(
      responses.map(async (response, index) => ({
        index,
        status: response.status,
        body: await response.json(),
      })),
    );
  }

  it('sells the last unit of The Stables exactly once; the other 49 get 409', async () => {
    await book(
      bookingDeps(database.db),
      bookingRequest({
        check_in: '2027-02-10',
        check_out: '2027-02-12',
        guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 30 }],
        facilities: [
          { public_id: 'fac-stables', adults: 30, number_of_rooms: 15, residency: 'non_resident' },
        ],
      }),
    );
    const results = await postAll(
      Array.from({ length: REQUESTS }, () =>
        bookingRequest({ check_in: '2027-02-10', check_out: '2027-02-12' }),
      ),
    );
    const sold = results.filter((result) => result.status === 201);
    const refused = results.filter((result) => result.status === 409);
    expect(sold).toHaveLength(1);
    expect(refused).toHaveLength(REQUESTS - 1);
    for (const { body } of refused) {
      expect(body).toMatchObject({
        code: 'CAPACITY_EXCEEDED',
        message: 'The Stables already selected and cannot go beyond the maximum quantity.',
      });
    }
    const nights = await database.sql`
      select night::date::text as night, sum(units_held)::int as units
      from booking_facilities
      cross join generate_series(start_date, end_date - 1, interval '1 day') night
      where facility_public_id = 'fac-stables' and start_date >= '2027-02-10'
        and end_date <= '2027-02-12'
      group by 1 order by 1`;
    expect(nights).toEqual([
      { night: '2027-02-10', units: 16 },
      { night: '2027-02-11', units: 16 },
    ]);
  });

  it('sells the last 3 slots of the Night Game Drive to exactly 3 of 50', async () => {
    await book(
      bookingDeps(database.db),
      bookingRequest({
        check_in: '2027-02-20',
        check_out: '2027-02-20',
        facilities: [],
        inventory: [{ public_id: 'act-night-drive', date: '2027-02-20', adults: 5 }],
      }),
    );
    const results = await postAll(
      Array.from({ length: REQUESTS }, () =>
        bookingRequest({
          check_in: '2027-02-20',
          check_out: '2027-02-20',
          facilities: [],
          inventory: [{ public_id: 'act-night-drive', date: '2027-02-20', adults: 1 }],
        }),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(3);
    const refused = results.filter((result) => result.status === 409);
    expect(refused).toHaveLength(REQUESTS - 3);
    for (const { body } of refused) {
      expect(body).toMatchObject({
        code: 'CAPACITY_EXCEEDED',
        message: 'All slots are taken for that date. Choose a different date.',
        fields: {
          'inventory.0.date': 'All slots are taken for that date. Choose a different date.',
        },
      });
    }
    const [held] = await database.sql`
      select sum(participants)::int as slots from booking_activities
      where activity_public_id = 'act-night-drive' and date = '2027-02-20'`;
    expect(held).toEqual({ slots: 8 });
  });

  it('never puts two stays on one night of Murera Campsite (one unit) for overlapping ranges', async () => {
    const first = '2027-03-01';
    const stays = Array.from({ length: REQUESTS }, (_, index) => {
      const check_in = addDays(first, index % 10);
      return { check_in, check_out: addDays(check_in, (index % 3) + 1) };
    });
    const results = await postAll(
      stays.map((stay) =>
        bookingRequest({
          ...stay,
          guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 4 }],
          facilities: [{ public_id: 'fac-murera', adults: 4, residency: 'citizen' }],
        }),
      ),
    );
    expect(results.every((result) => [201, 409].includes(result.status))).toBe(true);
    const sold = results.filter((result) => result.status === 201).map((r) => stays[r.index]!);
    const refused = results.filter((result) => result.status === 409).map((r) => stays[r.index]!);
    const overlap = (a: (typeof stays)[number], b: (typeof stays)[number]) =>
      a.check_in < b.check_out && b.check_in < a.check_out;
    expect(sold.length).toBeGreaterThan(0);
    for (const [index, stay] of sold.entries()) {
      for (const other of sold.slice(index + 1)) expect(overlap(stay, other)).toBe(false);
    }
    // Nothing is refused needlessly: every refused stay meets a stay that was sold.
    for (const stay of refused) expect(sold.some((other) => overlap(stay, other))).toBe(true);
    const [busiest] = await database.sql`
      select coalesce(max(units), 0)::int as units from (
        select night, sum(units_held) as units from booking_facilities
        cross join generate_series(start_date, end_date - 1, interval '1 day') night
        where facility_public_id = 'fac-murera' group by night) per_night`;
    expect(busiest).toEqual({ units: 1 });
  });
});
