/**
 * The day counts fees are charged by. Dates are `YYYY-MM-DD` (Africa/Nairobi); counts are
 * whole calendar days or nights.
 *
 * spec: pricing-rules.md §Days; staff-booking.md §9; public-site.md §9.
 */
import { type CalendarDate, daysBetween } from './calendar-date';

/**
 * Nights of a stay: check-out date − check-in date (0 for a day visit).
 * @throws RangeError when check-out is before check-in or a date is not YYYY-MM-DD.
 * @example nights('2026-12-10', '2026-12-12') //=> 2
 */
export function nights(checkIn: CalendarDate, checkOut: CalendarDate): number {
  const count = daysBetween(checkIn, checkOut);
  if (count < 0) throw new RangeError(`Check-out ${checkOut} is before check-in ${checkIn}`);
  return count;
}

/**
 * Days of conservation fee: 1 for a day visit, else nights − 1, at least 1.
 * @throws RangeError as `nights`.
 * @example conservationDays('2027-01-02', '2027-01-11') //=> 8
 */
export function conservationDays(checkIn: CalendarDate, checkOut: CalendarDate): number {
  return Math.max(1, nights(checkIn, checkOut) - 1);
}

/**
 * Days of vehicle fee: 1 for a day visit, else the nights.
 * @throws RangeError as `nights`.
 * @example vehicleDays('2026-12-20', '2026-12-23') //=> 3
 */
export function vehicleDays(checkIn: CalendarDate, checkOut: CalendarDate): number {
  return Math.max(1, nights(checkIn, checkOut));
}

/**
 * Nights an accommodation or camping line is charged for: end date − start date, 1 when they
 * are equal (day use).
 * @throws RangeError when the end date is before the start date.
 * @example accommodationNights('2026-12-05', '2026-12-05') //=> 1
 */
export function accommodationNights(startDate: CalendarDate, endDate: CalendarDate): number {
  return Math.max(1, nights(startDate, endDate));
}
