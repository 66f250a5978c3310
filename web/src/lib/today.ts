/**
 * Today's date at the conservancy (Africa/Nairobi), the earliest check-in, start or activity
 * date a visitor may pick.
 *
 * spec: public-site.md §5 "Dates" (minimum is today; public reservation cannot pick past dates).
 */
import { type CalendarDate, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';

/** `YYYY-MM-DD` in Africa/Nairobi, now. */
export function conservancyToday(): CalendarDate {
  return calendarDateAt(new Date());
}
