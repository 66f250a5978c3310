/**
 * The search bar's date rules: check-in from today; check-out at least one day after check-in,
 * pushed forward when the check-in moves past it.
 *
 * spec: public-site.md §5 "Dates" (check-out minimum is check-in plus one day and is pushed
 * forward if earlier).
 */
import { addDays, isCalendarDate } from '@hifadhi/shared/dates/calendar-date';

/** The earliest check-out for `checkIn` ('' when there is no check-in). */
export function earliestCheckOut(checkIn: string): string {
  return isCalendarDate(checkIn) ? addDays(checkIn, 1) : '';
}

/** The dates after the visitor picks `checkIn`: the check-out pushed forward if too early. */
export function withCheckIn(
  checkIn: string,
  checkOut: string,
): { check_in: string; check_out: string } {
  const earliest = earliestCheckOut(checkIn);
  return { check_in: checkIn, check_out: checkOut && checkOut < earliest ? earliest : checkOut };
}
