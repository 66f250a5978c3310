/**
 * Calendar dates as `YYYY-MM-DD` strings in the conservancy's time zone (Africa/Nairobi).
 * A calendar date has no time and no zone of its own; arithmetic is on whole days.
 *
 * spec: public-site.md §5 (Dates: format YYYY-MM-DD); pricing-rules.md §Days.
 */

/** The conservancy's time zone. */
export const CONSERVANCY_TIME_ZONE = 'Africa/Nairobi';

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` string that names a real day. */
export type CalendarDate = string;

/** True when `value` is `YYYY-MM-DD` and a real day (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

function toEpochDay(date: CalendarDate): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function fromEpochDay(day: number): CalendarDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whole calendar days from `from` to `to` (negative when `to` is earlier).
 * @example daysBetween('2026-12-10', '2026-12-12') //=> 2
 */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/**
 * The date `days` calendar days after `date` (before it when negative).
 * @example addDays('2026-12-31', 1) //=> '2027-01-01'
 */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** One formatter for every call: building an Intl formatter is costly on hot paths. */
const nairobiDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CONSERVANCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Africa/Nairobi at the instant `now`. */
export function calendarDateAt(now: Date): CalendarDate {
  return nairobiDateFormat.format(now);
}

/** Each night of a stay: every date from `from` up to, not including, `to`. */
export function eachNight(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const nights: CalendarDate[] = [];
  for (let day = toEpochDay(from); day < toEpochDay(to); day++) nights.push(fromEpochDay(day));
  return nights;
}
