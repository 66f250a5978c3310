/**
 * A membership paid on a day runs for one year: it expires the day before the same date a year
 * later (paid 2026-11-21 → expires 2027-11-20; paid 29 February → expires 28 February).
 *
 * spec: membership-backoffice.md §3 (Member: expiry_date).
 */
import { addDays, type CalendarDate, isCalendarDate } from '@hifadhi/shared/dates/calendar-date';

/** The expiry date of a membership paid on `paidOn` (`YYYY-MM-DD`). */
export function membershipExpiry(paidOn: CalendarDate): CalendarDate {
  const nextYear = `${Number(paidOn.slice(0, 4)) + 1}${paidOn.slice(4)}`;
  return isCalendarDate(nextYear) ? addDays(nextYear, -1) : `${nextYear.slice(0, 8)}28`;
}
