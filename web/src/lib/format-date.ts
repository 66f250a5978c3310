/**
 * A `YYYY-MM-DD` calendar date as people read it, e.g. "Thu, 10 Dec 2026". The date is shown
 * as the calendar day it names, whatever the browser's time zone.
 *
 * spec: public-site.md §5 "Dates" (format YYYY-MM-DD).
 */
const format = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** @example formatDate('2026-12-10') //=> 'Thu, 10 Dec 2026' */
export function formatDate(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : format.format(time);
}
