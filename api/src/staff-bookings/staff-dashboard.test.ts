/**
 * `GET /dashboard` over HTTP on Postgres at the test clock (2026-11-21 09:00 in Nairobi): a day
 * with bookings arriving, inside, departing and overstaying, and money received by M-Pesa and
 * cash (one payment just after midnight in Nairobi, which is still the day before in UTC, and
 * one the evening before that must not count). Each figure is checked against its own SQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { dayVisit } from '../sync/test-kiosk';
import { book, bookingDeps } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let token: string;
const today = '2026-11-21';

/** Books a day visit for `guests` and sets its status and stay directly. */
async function bookingWith(
  guests: number,
  status: string,
  checkIn: string,
  checkOut: string,
): Promise<number> {
  const booked = await book(
    bookingDeps(database.db),
    dayVisit('2026-11-28', { guests: [{ payment_public_id: 'cf-cit-a', payment_guests: guests }] }),
  );
  const [row] = await database.sql`update bookings set booking_status = ${status},
      check_in = ${checkIn}, check_out = ${checkOut}
    where booking_public_id = ${booked.booking_public_id} returning id`;
  return Number(row!.id);
}

/** A payment of `amount` on booking `bookingId` with one ledger row of `status` at `at`. */
async function received(
  bookingId: number,
  method: 'mpesa' | 'cash',
  amount: string,
  at: string,
  status: 'paid' | 'failed' = 'paid',
) {
  const [payment] = await database.sql`insert into payments
      (payable_kind, booking_id, method, status, amount, currency, credit_amount, payable_currency)
    values ('booking', ${bookingId}, ${method}, ${status}, ${amount}, 'KES', ${amount}, 'KES')
    returning id`;
  await database.sql`insert into payment_ledger
      (payment_id, provider, status, amount, currency, credited_amount, source, raw_payload, at)
    values (${payment!.id}, ${method}, ${status}, ${amount}, 'KES',
      ${status === 'paid' ? amount : '0'}, 'gate', '{}', ${at})`;
}

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  token = await signInAs(app, 'Administrator');
  const arriving = await bookingWith(2, 'held', today, today);
  await bookingWith(3, 'confirmed', today, '2026-11-22');
  await bookingWith(5, 'cancelled', today, today);
  await bookingWith(4, 'checked_in', '2026-11-20', '2026-11-23');
  await bookingWith(1, 'checked_in', '2026-11-20', today);
  await bookingWith(6, 'checked_in', '2026-11-18', '2026-11-19');
  await bookingWith(2, 'confirmed', '2026-11-19', today);
  await bookingWith(7, 'checked_out', '2026-11-19', today);
  await received(arriving, 'mpesa', '1500.00', '2026-11-21T08:15:00+03:00');
  await received(arriving, 'mpesa', '2000.50', '2026-11-21T00:30:00+03:00');
  await received(arriving, 'mpesa', '700.00', '2026-11-21T08:20:00+03:00', 'failed');
  await received(arriving, 'cash', '3500.00', '2026-11-21T08:45:00+03:00');
  await received(arriving, 'cash', '999.00', '2026-11-20T23:59:00+03:00');
});

/** Bookings and their guests where `condition` holds, by SQL written for this test. */
async function figure(condition: string) {
  const [row] = await database.sql.unsafe(
    `select count(*)::int as bookings, coalesce(sum(guest_total), 0)::int as guests
       from bookings where ${condition}`,
  );
  return { bookings: row!.bookings, guests: row!.guests };
}

describe('the staff dashboard', () => {
  it("shows today's arrivals, guests inside, departures and overstays", async () => {
    const response = await app.request('/api/v1/dashboard', { headers: bearer(token) });
    expect(response.status).toBe(200);
    const dashboard = await response.json();
    expect(dashboard.date).toBe(today);
    const arrivals = await figure(
      `check_in = '${today}' and booking_status in ('held', 'confirmed', 'checked_in')`,
    );
    const inside = await figure(`booking_status = 'checked_in'`);
    const departures = await figure(
      `check_out = '${today}' and booking_status in ('confirmed', 'checked_in')`,
    );
    const overstays = await figure(`booking_status = 'checked_in' and check_out < '${today}'`);
    expect(dashboard.arrivals).toEqual({ list: 'today_check_in', ...arrivals });
    expect(dashboard.inside).toEqual({ list: 'checked_in', ...inside });
    expect(dashboard.departures).toEqual({ list: 'today_check_out', ...departures });
    expect(dashboard.overstays).toEqual({ list: 'overstays', ...overstays });
    expect([arrivals, inside, departures, overstays]).toEqual([
      { bookings: 2, guests: 5 },
      { bookings: 3, guests: 11 },
      { bookings: 2, guests: 3 },
      { bookings: 1, guests: 6 },
    ]);
  });

  it("sums the money received today in Nairobi by method, exactly; yesterday's stays out", async () => {
    const dashboard = await (
      await app.request('/api/v1/dashboard', { headers: bearer(token) })
    ).json();
    const expected = await database.sql`select provider::text as method, currency,
        sum(amount)::text as amount, count(*)::int as payments
      from payment_ledger
      where status = 'paid' and (at at time zone 'Africa/Nairobi')::date = ${today}::date
      group by provider, currency order by provider, currency`;
    expect(dashboard.revenue).toEqual(expected.map((row) => ({ ...row })));
    expect(dashboard.revenue).toEqual([
      { method: 'mpesa', currency: 'KES', amount: '3500.50', payments: 2 },
      { method: 'cash', currency: 'KES', amount: '3500.00', payments: 1 },
    ]);
  });

  it('is refused to a role without the bookings feature', async () => {
    const ranger = await signInAs(app, 'Inspection Ranger');
    const response = await app.request('/api/v1/dashboard', { headers: bearer(ranger) });
    expect(response.status).toBe(403);
  });
});
