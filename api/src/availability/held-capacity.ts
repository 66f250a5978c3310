/**
 * What bookings hold, read from the booking lines every time (never cached):
 * - a facility line holds `units_held` units of the facility on each night from its start date
 *   up to, not including, its end date; a day-use line (start = end) holds its start date;
 * - an activity line holds `participants` slots of the activity on its date.
 * A line holds until its `holds_until`, which triggers keep from its booking (migrations 0003,
 * 0019): the hold's expiry while held and not yet paid as its payment schedule asks (unpaid or
 * partly paid); for good once confirmed, checked in or paid in full; never once expired,
 * cancelled or checked out. So a lapsed hold stops counting at the very instant it lapses,
 * before any sweep marks it expired, and confirmed bookings keep their units.
 *
 * Each facility line carries the partner of its booking (bookings.partner_public_id; null for
 * the public, walk-ins and staff bookings without a partner), since a partner's bookings take
 * its allocation first (shared/src/pricing/facility-schedules.ts unitsSetAside).
 *
 * Postgres finds the facility lines that overlap a stay and hold (one indexed statement);
 * the nights are added up here.
 *
 * spec: staff-booking.md §2.2, §5 (capacity, slots); research/offline-checkin-anchors.md §3.
 */
import { addDays, type CalendarDate, eachNight } from '@hifadhi/shared/dates/calendar-date';
import { fillPlaceholders, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/database';
import { bookingActivities, bookingFacilities, bookings } from '../db/schema/bookings';
import { catalogueVersion } from '../db/schema/catalogue';

/** Nights as a half-open range of dates, [from, until). */
export interface NightRange {
  from: CalendarDate;
  until: CalendarDate;
}

/**
 * The nights a stay or a facility line takes: start date up to the end date, or the start
 * date alone for day use.
 * @example heldNights('2026-12-10', '2026-12-12') //=> { from: '2026-12-10', until: '2026-12-12' }
 * @example heldNights('2026-12-05', '2026-12-05') //=> { from: '2026-12-05', until: '2026-12-06' }
 */
export function heldNights(start: CalendarDate, end: CalendarDate): NightRange {
  return { from: start, until: end > start ? end : addDays(start, 1) };
}

/** A value of a statement: given now, or a placeholder filled in when it runs. */
type Value = string | Placeholder;

/** SQL condition: the line (`holds_until` of its table) holds capacity at instant `at`. */
function holdsAt(holdsUntil: AnyPgColumn, at: Value): SQL {
  return sql`${holdsUntil} is not null and ${holdsUntil} > ${at}::timestamptz`;
}

/**
 * SQL condition: the facility line holds at `at` on a night of [from, until). Its
 * `holds_until is not null` lets Postgres use the partial GiST index of the lines that hold or
 * may hold (`booking_facilities_held_nights`) on their range of nights.
 */
function holdsOnANightOf(range: { from: Value; until: Value }, at: Value): SQL {
  return sql`daterange(${bookingFacilities.start_date}, greatest(${bookingFacilities.end_date}, ${bookingFacilities.start_date} + 1))
      && daterange(${range.from}::date, ${range.until}::date)
    and ${holdsAt(bookingFacilities.holds_until, at)}`;
}

const lineColumns = sql`${bookingFacilities.facility_public_id} as facility_public_id,
  ${bookingFacilities.start_date} as start_date,
  ${bookingFacilities.end_date} as end_date,
  ${bookingFacilities.units_held} as units_held,
  ${bookings.partner_public_id} as partner_public_id`;

/** The booking of a facility line, for its partner (`lineColumns`). */
const lineBooking = sql`left join ${bookings} on ${bookings.id} = ${bookingFacilities.booking_id}`;

/** A facility line that holds units. */
export type HeldFacilityLine = {
  facility_public_id: string;
  start_date: CalendarDate;
  end_date: CalendarDate;
  units_held: number;
  /** Its booking's partner; null or absent for a booking without one. */
  partner_public_id?: string | null;
};

/**
 * The availability statement, built once: the catalogue's version (so the catalogue cache
 * needs no query of its own) beside every facility line holding units on a night of [from,
 * until) at an instant; one row with null line columns when there are none. Placeholders
 * `from`, `until` and `at` are filled by `heldFacilityLinesParams`. The public availability
 * endpoint runs it prepared, and the benchmark sends the same statement straight to Postgres
 * as its baseline.
 */
export const heldFacilityLinesStatement = new PgDialect().sqlToQuery(sql`
  select ${catalogueVersion.version} as catalogue_version, ${lineColumns}
  from ${catalogueVersion}
  left join ${bookingFacilities} on ${holdsOnANightOf(
    { from: sql.placeholder('from'), until: sql.placeholder('until') },
    sql.placeholder('at'),
  )}
  ${lineBooking}`);

/** The parameters of `heldFacilityLinesStatement` for `range` at `at`, in order. */
export function heldFacilityLinesParams(range: NightRange, at: Date): string[] {
  return fillPlaceholders(heldFacilityLinesStatement.params, {
    from: range.from,
    until: range.until,
    at: at.toISOString(),
  }) as string[];
}

type StatementRow = { catalogue_version: string } & (
  | HeldFacilityLine
  | { [K in keyof HeldFacilityLine]: null }
);

/**
 * The facility lines holding units on a night of `range` at `at`, every facility, and the
 * catalogue's version, in one statement postgres.js keeps prepared on each connection.
 */
export async function readHeldFacilityLines(
  db: Database,
  range: NightRange,
  at: Date,
): Promise<{ catalogue_version: number; lines: HeldFacilityLine[] }> {
  const rows = await db.$client.unsafe<StatementRow[]>(
    heldFacilityLinesStatement.sql,
    heldFacilityLinesParams(range, at),
    { prepare: true },
  );
  return {
    catalogue_version: Number(rows[0]?.catalogue_version ?? 0),
    lines: rows.filter(
      (row): row is StatementRow & HeldFacilityLine => row.facility_public_id !== null,
    ),
  };
}

/** The facility lines of `facilityIds` holding units on a night of `range` at `at`. */
export async function readHeldFacilityLinesOf(
  db: Executor,
  facilityIds: readonly string[],
  range: NightRange,
  at: Date,
): Promise<HeldFacilityLine[]> {
  if (facilityIds.length === 0) return [];
  const rows = await db.execute<HeldFacilityLine>(sql`
    select ${lineColumns} from ${bookingFacilities} ${lineBooking}
    where ${holdsOnANightOf(range, at.toISOString())}
      and ${inArray(bookingFacilities.facility_public_id, [...facilityIds])}`);
  return [...rows];
}

/**
 * The facility lines of booking `bookingId` (its internal id) holding units on a night of
 * `range` at `at`: what leaving that booking out of availability gives back.
 */
export async function readHeldFacilityLinesOfBooking(
  db: Executor,
  bookingId: number,
  range: NightRange,
  at: Date,
): Promise<HeldFacilityLine[]> {
  const rows = await db.execute<HeldFacilityLine>(sql`
    select ${lineColumns} from ${bookingFacilities} ${lineBooking}
    where ${holdsOnANightOf(range, at.toISOString())}
      and ${bookingFacilities.booking_id} = ${bookingId}`);
  return [...rows];
}

/** True when `line` holds `night`: start ≤ night < end, or night = start for day use. */
function holdsNight(line: HeldFacilityLine, night: CalendarDate): boolean {
  return line.start_date === line.end_date
    ? night === line.start_date
    : line.start_date <= night && night < line.end_date;
}

/**
 * Units held per facility and night of `range` by `lines`, added up under `keyOf(line)`:
 * facility public id → night → key → units (nights with none left out).
 */
function unitsHeldPerNightBy<K>(
  lines: readonly HeldFacilityLine[],
  range: NightRange,
  keyOf: (line: HeldFacilityLine) => K,
): Map<string, Map<CalendarDate, Map<K, number>>> {
  const nights = eachNight(range.from, range.until);
  const held = new Map<string, Map<CalendarDate, Map<K, number>>>();
  for (const line of lines) {
    const perNight = held.get(line.facility_public_id) ?? new Map<CalendarDate, Map<K, number>>();
    held.set(line.facility_public_id, perNight);
    const key = keyOf(line);
    for (const night of nights) {
      if (!holdsNight(line, night)) continue;
      const perKey = perNight.get(night) ?? new Map<K, number>();
      perNight.set(night, perKey);
      perKey.set(key, (perKey.get(key) ?? 0) + line.units_held);
    }
  }
  return held;
}

/**
 * Units held per facility and night of `range` by `lines`: facility public id → night →
 * units (nights with none left out). Dates are compared as `YYYY-MM-DD` strings.
 */
export function unitsHeldPerNight(
  lines: readonly HeldFacilityLine[],
  range: NightRange,
): Map<string, Map<CalendarDate, number>> {
  const held = new Map<string, Map<CalendarDate, number>>();
  for (const [facility, perNight] of unitsHeldPerNightBy(lines, range, () => 'all')) {
    held.set(
      facility,
      new Map([...perNight].map(([night, units]) => [night, units.get('all') ?? 0])),
    );
  }
  return held;
}

/**
 * Units the bookings of each partner hold per facility and night of `range` (lines of
 * bookings without a partner left out): facility public id → night → partner public id →
 * units, the `heldByPartner` of unitsSetAside.
 */
export function unitsHeldByPartnerPerNight(
  lines: readonly HeldFacilityLine[],
  range: NightRange,
): Map<string, Map<CalendarDate, Map<string, number>>> {
  return unitsHeldPerNightBy(
    lines.filter((line) => line.partner_public_id),
    range,
    (line) => line.partner_public_id as string,
  );
}

/** Slots of one activity held on one date. */
export type SlotsHeldRow = {
  activity_public_id: string;
  date: CalendarDate;
  slots: number;
};

/**
 * Slots held at `at` for each activity of `activityIds` on each of `dates` (pairs with none
 * left out; every combination of the two lists is read).
 */
export async function readSlotsHeld(
  db: Executor,
  activityIds: readonly string[],
  dates: readonly CalendarDate[],
  at: Date,
): Promise<SlotsHeldRow[]> {
  if (activityIds.length === 0 || dates.length === 0) return [];
  const rows = await db.execute<SlotsHeldRow>(sql`
    select ${bookingActivities.activity_public_id} as activity_public_id,
      ${bookingActivities.date} as date,
      sum(${bookingActivities.participants})::int as slots
    from ${bookingActivities}
    where ${inArray(bookingActivities.activity_public_id, [...activityIds])}
      and ${inArray(bookingActivities.date, [...dates])}
      and ${holdsAt(bookingActivities.holds_until, at.toISOString())}
    group by 1, 2`);
  return [...rows];
}

/**
 * Slots of activity `activityId` that booking `bookingId` (its internal id) holds on `date` at
 * `at`: what leaving that booking out of the activity's availability gives back.
 */
export async function readSlotsHeldByBooking(
  db: Executor,
  bookingId: number,
  activityId: string,
  date: CalendarDate,
  at: Date,
): Promise<number> {
  const [row] = await db.execute<{ slots: number }>(sql`
    select coalesce(sum(${bookingActivities.participants}), 0)::int as slots
    from ${bookingActivities}
    where ${bookingActivities.booking_id} = ${bookingId}
      and ${bookingActivities.activity_public_id} = ${activityId}
      and ${bookingActivities.date} = ${date}
      and ${holdsAt(bookingActivities.holds_until, at.toISOString())}`);
  return row?.slots ?? 0;
}
