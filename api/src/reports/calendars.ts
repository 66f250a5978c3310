/**
 * The calendars over a range of Africa/Nairobi days (`from` … `to`, both included).
 *
 * - Occupancy: each facility's units held each night: the facility lines that hold units
 *   (`holds_until` after now: paid, confirmed or checked in, or held and not yet lapsed) whose
 *   nights, from the start date to the night before the end date (the start date alone for day
 *   use), include the night; beside the facility's nightly quantity.
 * - Conservation and vehicles: per day, the visits arriving (bookings confirmed, checked in or
 *   checked out whose check-in is that day), their guests and their vehicles, read from
 *   `arrival_days` and `volume_days` (summed by arrival day and status, kept by triggers).
 * One SQL statement each; each holding line is spread over its own nights within the range
 * (not every night of the range tried against every line), so a year ahead stays quick.
 *
 * spec: membership-backoffice.md §2.5 (calendar), §7 (Reports and charts: calendars);
 * issue 17 items 3 and 7.
 */
import type { CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import type { ArrivalsCalendar, OccupancyCalendar } from '@hifadhi/shared/schemas/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { visitStatuses } from './report-sql';

const nights = (from: CalendarDate, to: CalendarDate) =>
  sql`generate_series(${from}::date, ${to}::date, interval '1 day')`;

/** The statement of the occupancy calendar of `from` … `to` as of `now`. */
export function occupancyStatement(from: CalendarDate, to: CalendarDate, now: Date): SQL {
  return sql`
    with held as (
      select l.facility_public_id, n::date as night, sum(l.units_held)::int as units_held
      from booking_facilities l
      cross join lateral generate_series(greatest(l.start_date, ${from}::date),
        least(greatest(l.end_date, l.start_date + 1) - 1, ${to}::date), interval '1 day') n
      where l.holds_until > ${now.toISOString()}::timestamptz
        and l.start_date <= ${to}::date and greatest(l.end_date, l.start_date + 1) > ${from}::date
      group by 1, 2
    )
    select f.public_id as facility_public_id, f.name, f.quantity,
      json_agg(json_build_object('date', n::date::text, 'units_held', coalesce(h.units_held, 0))
        order by n) as nights
    from facilities f
    cross join ${nights(from, to)} n
    left join held h on h.facility_public_id = f.public_id and h.night = n::date
    group by f.public_id, f.name, f.quantity, f.sort_order
    order by f.sort_order, f.name`;
}

/** The occupancy calendar of `from` … `to` as of `now` (see the module comment). */
export async function readOccupancyCalendar(
  db: Executor,
  from: CalendarDate,
  to: CalendarDate,
  now: Date,
): Promise<OccupancyCalendar> {
  const facilities = await db.execute<OccupancyCalendar['facilities'][number]>(
    occupancyStatement(from, to, now),
  );
  return { from, to, facilities: [...facilities] };
}

/** The statement of the conservation and vehicle calendar of `from` … `to`. */
export function arrivalsStatement(from: CalendarDate, to: CalendarDate): SQL {
  return sql`
    with arriving as (
      select a.day, sum(a.bookings)::int as bookings, sum(a.guests)::int as guests
      from arrival_days a
      where a.day between ${from}::date and ${to}::date and a.status in ${visitStatuses}
      group by a.day
    ), vehicles as (
      select v.day, sum(v.quantity)::int as vehicles
      from volume_days v
      where v.day between ${from}::date and ${to}::date and v.status in ${visitStatuses}
        and v.kind = 'vehicle'
      group by v.day
    )
    select d::date::text as date, coalesce(a.bookings, 0) as bookings,
      coalesce(a.guests, 0) as guests, coalesce(v.vehicles, 0) as vehicles
    from ${nights(from, to)} d left join arriving a on a.day = d::date
      left join vehicles v on v.day = d::date
    order by d`;
}

/** The conservation and vehicle calendar of `from` … `to` (see the module comment). */
export async function readArrivalsCalendar(
  db: Executor,
  from: CalendarDate,
  to: CalendarDate,
): Promise<ArrivalsCalendar> {
  const days = await db.execute<ArrivalsCalendar['days'][number]>(arrivalsStatement(from, to));
  return { from, to, days: [...days] };
}
