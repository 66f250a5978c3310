/**
 * Postponing a booking: every line moves by the same number of days, from the booking's
 * check-in to the new one (`daysBetween`), so each keeps its nights (a stay, a facility line, an
 * activity's date). Pure: the API moves the stored lines by those days; the staff app shows
 * each line's new dates as the date is typed. Dates are `YYYY-MM-DD` (Africa/Nairobi).
 *
 * spec: staff-booking.md §2.5 (postpone row: only the check-in is editable), §4 ("Postponing
 * keeps the number of nights and moves check-out automatically from the new check-in");
 * api-contract.md §Staff bookings (`POST /bookings/{id}/postpone`).
 */
import { addDays, type CalendarDate } from '../dates/calendar-date';

/** A span of dates: a stay's check-in and check-out, or a line's start and end. */
export interface DateSpan {
  start: CalendarDate;
  end: CalendarDate;
}

/**
 * `span` moved by `days`, its length kept.
 * @example movedSpan({ start: '2026-12-10', end: '2026-12-12' }, 7)
 *   //=> { start: '2026-12-17', end: '2026-12-19' }
 */
export function movedSpan(span: DateSpan, days: number): DateSpan {
  return { start: addDays(span.start, days), end: addDays(span.end, days) };
}
