/**
 * The day summaries (`booking_days`, `arrival_days`, `volume_days`) stay right as bookings
 * change, over HTTP on Postgres: after bookings are made, amended, postponed, confirmed, checked
 * in, cancelled, deleted, reinstated and expired, each summary equals an independent SQL sum over
 * the bookings and their lines, and the booking report, the summary volume and the arrivals
 * calendar that read them equal the same sums written here over the raw tables. A transaction's
 * changes wait until it commits, so another booking of the same day is not held up meanwhile;
 * so do the revenue charts' day sums (`revenue_days`), which equal a recount of the paid bookings.
 * The occupancy calendar counts a stay cut by the range's ends on its nights inside only. The
 * migration's backfill fills the summaries of existing bookings exactly.
 *
 * spec: membership-backoffice.md §2.5 (Reports: booking; csv, charts and volumes; calendar),
 * §7 (Reports and charts); issue 17 item 7.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bearer } from '../auth/test-staff';
import { cart, gatePass, useStaffBookingTest } from '../staff-bookings/staff-booking-test-support';

const s = useStaffBookingTest();
const { database } = s;
const FROM = '2026-11-01';
const TO = '2026-12-31';
const visits = `b.booking_status in ('confirmed', 'checked_in', 'checked_out')`;

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON answers field by field.
type Json = any;

async function get(path: string): Promise<Json> {
  const answer = await s.t.app.request(`/api/v1${path}`, {
    headers: bearer(s.t.tokens.Administrator!),
  });
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  return JSON.parse(text);
}

/** Rows (their fields in name order) in a stable order, to compare sets of rows. */
const sorted = (rows: readonly object[]) =>
  rows
    .map((row) => JSON.stringify(row, Object.keys(row).sort()))
    .sort((a, b) => a.localeCompare(b));

/** Runs `POST /bookings/{id}{suffix}` (or DELETE) and asserts 200. */
async function run(id: string, suffix: string, body: unknown = {}) {
  const answer =
    suffix === 'DELETE'
      ? await s.t.app.request(`/api/v1/bookings/${id}`, {
          method: 'DELETE',
          headers: bearer(s.t.tokens.Administrator!),
          body: JSON.stringify(body),
        })
      : await s.t.app.request(`/api/v1/bookings/${id}${suffix}`, {
          method: 'POST',
          headers: { ...bearer(s.t.tokens.Administrator!), 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
  expect(answer.status, await answer.text()).toBe(200);
}

/** A staff booking of the cart with `overrides`; its public id. */
async function booked(overrides: Parameters<typeof cart>[0] = {}): Promise<string> {
  const { status, body } = await s.t.create({ ...cart(overrides), ...gatePass() });
  expect({ status, error: status === 201 ? null : body }).toEqual({ status: 201, error: null });
  return body.booking_public_id;
}

/** The three summaries' non-zero rows. */
async function summaries() {
  const [made, arriving, volume] = await Promise.all([
    database.sql`select day::text, source::text, status::text, bookings, guests,
        amount_due_kes::text from booking_days where bookings <> 0`,
    database.sql`select day::text, status::text, bookings, guests from arrival_days
      where bookings <> 0`,
    database.sql`select day::text, status::text, kind, item_public_id, quantity from volume_days
      where quantity <> 0`,
  ]);
  return { made: sorted(made), arriving: sorted(arriving), volume: sorted(volume) };
}

/** The same sums over the bookings and their lines. */
async function rawSums() {
  const [made, arriving, volume] = await Promise.all([
    database.sql`select (b.created_at at time zone 'Africa/Nairobi')::date::text as day,
        b.source::text, b.booking_status::text as status, count(*)::int as bookings,
        sum((select coalesce(sum(g.payment_guests), 0) from booking_guests g
          where g.booking_id = b.id))::int as guests,
        sum(round(b.amount_due * b.currency_selling_rate_at_time, 2))::numeric(14,2)::text
          as amount_due_kes
      from bookings b group by 1, 2, 3`,
    database.sql`select b.check_in::text as day, b.booking_status::text as status,
        count(*)::int as bookings,
        sum((select coalesce(sum(g.payment_guests), 0) from booking_guests g
          where g.booking_id = b.id))::int as guests
      from bookings b group by 1, 2`,
    database.sql`select b.check_in::text as day, b.booking_status::text as status,
        'guest' as kind, g.payment_public_id as item_public_id, sum(g.payment_guests)::int as quantity
      from booking_guests g join bookings b on b.id = g.booking_id group by 1, 2, 4
      having sum(g.payment_guests) <> 0
      union all
      select b.check_in::text, b.booking_status::text, 'vehicle', v.vehicle_public_id,
        sum(v.vehicles)::int
      from booking_vehicles v join bookings b on b.id = v.booking_id group by 1, 2, 4
      having sum(v.vehicles) <> 0`,
  ]);
  return { made: sorted(made), arriving: sorted(arriving), volume: sorted(volume) };
}

/** The booking report by day and by month, written over the bookings and their lines. */
async function rawBookingReport(interval: 'day' | 'month') {
  const day = `(b.created_at at time zone 'Africa/Nairobi')::date`;
  return database.sql.unsafe(`
    select greatest(date_trunc('${interval}', ${day})::date, '${FROM}'::date)::text as period,
      b.source::text as source, b.booking_status::text as status, count(*)::int as bookings,
      sum((select coalesce(sum(g.payment_guests), 0) from booking_guests g
        where g.booking_id = b.id))::int as guests,
      sum(round(b.amount_due * b.currency_selling_rate_at_time, 2))::numeric(14,2)::text
        as amount_due_kes
    from bookings b
    where ${day} between '${FROM}' and '${TO}' and b.booking_status <> 'deleted'
    group by 1, 2, 3`);
}

/** The summary volume by day, written over the visits' guest and vehicle lines. */
async function rawSummaryVolume() {
  return database.sql.unsafe(`
    select b.check_in::text as period, case cf.residency when 'citizen' then 'Citizen'
        when 'resident' then 'Resident' else 'Non-resident' end as residency,
      cf.payment_person as category, sum(g.payment_guests)::int as guests, 0 as vehicles
    from bookings b join booking_guests g on g.booking_id = b.id
    join conservation_fees cf on cf.payment_public_id = g.payment_public_id
    where ${visits} and b.check_in between '${FROM}' and '${TO}'
    group by 1, 2, 3 having sum(g.payment_guests) > 0
    union all
    select b.check_in::text, '', vf.vehicle_charge_category, 0, sum(v.vehicles)::int
    from bookings b join booking_vehicles v on v.booking_id = b.id
    join vehicle_fees vf on vf.vehicle_public_id = v.vehicle_public_id
    where ${visits} and b.check_in between '${FROM}' and '${TO}'
    group by 1, 2, 3 having sum(v.vehicles) > 0`);
}

/** The arrivals calendar's days that have visits, written over the bookings and lines. */
async function rawArrivals() {
  return database.sql.unsafe(`
    select b.check_in::text as date, count(*)::int as bookings,
      sum((select coalesce(sum(g.payment_guests), 0) from booking_guests g
        where g.booking_id = b.id))::int as guests,
      sum((select coalesce(sum(v.vehicles), 0) from booking_vehicles v
        where v.booking_id = b.id))::int as vehicles
    from bookings b
    where ${visits} and b.check_in between '${FROM}' and '${TO}'
    group by 1`);
}

/** Every summary and every report that reads them equals its sum over the raw tables. */
async function expectAllMatchRaw() {
  expect(await summaries()).toEqual(await rawSums());
  for (const interval of ['day', 'month'] as const) {
    const table = await get(`/reports/booking?from=${FROM}&to=${TO}&interval=${interval}`);
    expect(sorted(table.rows)).toEqual(sorted(await rawBookingReport(interval)));
  }
  const volume = await get(`/reports/summary-volume?from=${FROM}&to=${TO}&interval=day`);
  expect(sorted(volume.rows)).toEqual(sorted(await rawSummaryVolume()));
  const calendar = await get(`/reports/calendars/arrivals?from=${FROM}&to=${TO}`);
  expect(calendar.days).toHaveLength(61);
  expect(sorted(calendar.days.filter((day: Json) => day.bookings > 0))).toEqual(
    sorted(await rawArrivals()),
  );
  return { volume, calendar };
}

/** The arrivals calendar's entry for `date`. */
const arrivalsOn = (calendar: Json, date: string) =>
  calendar.days.find((day: Json) => day.date === date);

describe('the day summaries follow every change to the bookings', () => {
  let stay: string;
  let dayVisit: string;
  let usdVisit: string;

  it('counts bookings as they are made (held: no visits yet)', async () => {
    stay = await booked();
    dayVisit = await booked({
      check_in: '2026-12-05',
      check_out: '2026-12-05',
      guests: [
        { payment_public_id: 'cf-cit-a', payment_guests: 3 },
        { payment_public_id: 'cf-cit-c', payment_guests: 1 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 1 }],
      facilities: [],
    });
    usdVisit = await booked({
      check_in: '2026-12-20',
      check_out: '2026-12-21',
      currency: 'USD',
      facilities: [],
    });
    const { volume, calendar } = await expectAllMatchRaw();
    const table = await get(`/reports/booking?from=${FROM}&to=${TO}&interval=month`);
    expect(table.totals.bookings).toBe(3);
    expect(volume.rows).toEqual([]);
    expect(calendar.days.every((day: Json) => day.bookings === 0)).toBe(true);
  });

  it('follows an amendment of the guests, vehicles and lodging', async () => {
    const { status, body } = await s.t.amend(stay, {
      ...cart({
        guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 4 }],
        vehicles: [{ vehicle_public_id: 'vf-60', vehicles: 2 }],
        facilities: [],
      }),
      ...gatePass(),
    });
    expect({ status, error: status === 200 ? null : body }).toEqual({ status: 200, error: null });
    await expectAllMatchRaw();
  });

  it('follows a confirmation and a check-in: the visit arrives on its day', async () => {
    await run(stay, '/confirm');
    await run(stay, '/check-in', { gate_public_id: 'gate-main' });
    const { volume, calendar } = await expectAllMatchRaw();
    expect(arrivalsOn(calendar, '2026-12-10')).toEqual({
      date: '2026-12-10',
      bookings: 1,
      guests: 4,
      vehicles: 2,
    });
    expect(volume.totals).toEqual({ guests: 4, vehicles: 2 });
  });

  it('follows a postponement: the visit moves to its new day', async () => {
    await run(dayVisit, '/confirm');
    await expectAllMatchRaw();
    await run(dayVisit, '/postpone', { check_in: '2026-12-07', reason: 'Flight moved' });
    const { calendar } = await expectAllMatchRaw();
    expect(arrivalsOn(calendar, '2026-12-05')?.bookings).toBe(0);
    expect(arrivalsOn(calendar, '2026-12-07')).toEqual({
      date: '2026-12-07',
      bookings: 1,
      guests: 4,
      vehicles: 1,
    });
  });

  it('follows a cancellation, a deletion and a reinstatement', async () => {
    await run(usdVisit, '/cancel');
    await expectAllMatchRaw();
    await run(dayVisit, 'DELETE', { reason: 'Duplicate' });
    const deleted = await expectAllMatchRaw();
    expect(arrivalsOn(deleted.calendar, '2026-12-07')?.bookings).toBe(0);
    await run(dayVisit, '/reinstate');
    const reinstated = await expectAllMatchRaw();
    expect(arrivalsOn(reinstated.calendar, '2026-12-07')?.bookings).toBe(1);
  });

  it('follows a hold that expires and lines written outside the API', async () => {
    const lapsing = await booked({
      check_in: '2026-12-12',
      check_out: '2026-12-12',
      facilities: [],
    });
    await database.sql`update bookings set booking_status = 'expired'
      where booking_public_id = ${lapsing}`;
    await expectAllMatchRaw();
    await database.sql`update booking_guests set payment_guests = payment_guests + 1
      where booking_id = (select id from bookings where booking_public_id = ${stay})`;
    await database.sql`delete from booking_vehicles
      where booking_id = (select id from bookings where booking_public_id = ${dayVisit})`;
    await expectAllMatchRaw();
  });

  it('locks no summary row before commit: a booking of the same day changes meanwhile', async () => {
    const first = await booked({ check_in: '2026-12-14', check_out: '2026-12-14', facilities: [] });
    const second = await booked({
      check_in: '2026-12-14',
      check_out: '2026-12-14',
      facilities: [],
    });
    const cancel = `update bookings set booking_status = 'cancelled' where booking_public_id = $1`;
    await database.sql.begin(async (open) => {
      await open.unsafe(cancel, [first]);
      const [waiting] = await open`select count(*)::int as n from booking_day_changes`;
      expect(waiting!.n).toBe(2);
      // Same day, source and statuses: with the summary rows locked this would wait for good.
      await database.sql.begin(async (other) => {
        await other`set local lock_timeout = '3s'`;
        await other.unsafe(cancel, [second]);
      });
    });
    const [left] = await database.sql`select (select count(*) from booking_day_changes)
      + (select count(*) from arrival_day_changes) + (select count(*) from volume_day_changes)
      as n`;
    expect(Number(left!.n)).toBe(0);
    await expectAllMatchRaw();
  });

  it('keeps revenue_days at commit too: two bookings paid the same day change at once', async () => {
    const trip = { check_in: '2026-12-15', check_out: '2026-12-15', facilities: [] };
    const first = await booked(trip);
    const second = await booked(trip);
    // Paid at the same instant: both bookings' revenue falls on the same revenue_days rows.
    await database.sql`insert into bookings_paid (booking_id, paid_at)
      select id, '2026-11-21T06:00:00Z' from bookings
      where booking_public_id in (${first}, ${second})`;
    const raise = `update booking_guests set amount = amount + 100
      where booking_id = (select id from bookings where booking_public_id = $1)`;
    await database.sql.begin(async (open) => {
      await open.unsafe(raise, [first]);
      const [waiting] = await open`select count(*)::int as n from revenue_day_changes`;
      expect(waiting!.n).toBeGreaterThan(0);
      // Same day, series and keys: with the revenue_days rows locked this would wait for good.
      await database.sql.begin(async (other) => {
        await other`set local lock_timeout = '3s'`;
        await other.unsafe(raise, [second]);
      });
    });
    const [left] = await database.sql`select count(*)::int as n from revenue_day_changes`;
    expect(left!.n).toBe(0);
    const kept = await database.sql`select day::text, series, key, kes::text from revenue_days`;
    const recounted = await database.sql`
      select (p.paid_at at time zone 'Africa/Nairobi')::date::text as day, f.series, f.key,
        sum(f.kes)::numeric(14, 2)::text as kes
      from booking_revenue_facts(array(select booking_id from bookings_paid)) f
      join bookings_paid p on p.booking_id = f.booking_id
      group by 1, 2, 3 having sum(f.kes) <> 0`;
    expect(sorted(kept)).toEqual(sorted(recounted));
    expect(kept.some((row) => row.series === 'section' && row.key === 'conservation')).toBe(true);
  });

  it('occupancy: a stay cut by both ends of the range holds only its nights inside it', async () => {
    const lodge = await booked({ check_in: '2026-12-10', check_out: '2026-12-13' });
    await run(lodge, '/confirm');
    const expected = async (from: string, to: string) =>
      database.sql.unsafe(`
        select n::date::text as date, coalesce(sum(l.units_held), 0)::int as units_held
        from generate_series('${from}'::date, '${to}'::date, interval '1 day') n
        left join booking_facilities l on l.facility_public_id = 'fac-stables'
          and n::date >= l.start_date and n::date < greatest(l.end_date, l.start_date + 1)
          and l.holds_until = 'infinity'
        group by 1 order by 1`);
    for (const [from, to] of [
      ['2026-12-11', '2026-12-11'],
      ['2026-12-12', '2026-12-14'],
      ['2026-12-08', '2026-12-10'],
    ]) {
      const calendar = await get(`/reports/calendars/occupancy?from=${from}&to=${to}`);
      const stables = calendar.facilities.find(
        (facility: Json) => facility.facility_public_id === 'fac-stables',
      );
      expect(stables.nights).toEqual([...(await expected(from!, to!))]);
    }
    const inside = await get('/reports/calendars/occupancy?from=2026-12-12&to=2026-12-14');
    const nights = inside.facilities.find(
      (facility: Json) => facility.facility_public_id === 'fac-stables',
    ).nights;
    expect(nights.map((night: Json) => night.units_held > 0)).toEqual([true, false, false]);
  });

  it("the migration's backfill fills the summaries of existing bookings exactly", async () => {
    const kept = await summaries();
    const migration = readFileSync(
      fileURLToPath(new URL('../../drizzle/0042_report-day-summaries.sql', import.meta.url)),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!.trim();
    expect(backfill).toBe('SELECT rebuild_report_day_summaries();');
    await database.sql`delete from booking_days`;
    await database.sql`delete from arrival_days`;
    await database.sql`delete from volume_days`;
    expect((await summaries()).made).toEqual([]);
    await database.sql.unsafe(backfill);
    expect(await summaries()).toEqual(kept);
    await expectAllMatchRaw();
  });
});
