/**
 * The PostponeBooking screen's rows: the stay (on which conservation and vehicle fees are
 * charged), each facility line and each activity, with their dates now and, once a valid new
 * check-in is typed, their dates after postponing — every one moved by the same days, nights
 * kept, as the API moves them.
 *
 * spec: staff-booking.md §2.5 (postponed dates per line), §4 (postponing keeps the nights);
 * api-contract.md §Staff bookings (`POST /bookings/{id}/postpone`).
 */
import { type DateSpan, movedSpan } from '@hifadhi/shared/bookings/postponement';
import { daysBetween, isCalendarDate } from '@hifadhi/shared/dates/calendar-date';
import type { BookingRead } from '@hifadhi/shared/schemas/booking';

/** One line of the booking with its dates now and after postponing (null: no date yet). */
export interface PostponedLine {
  key: string;
  what: string;
  current: DateSpan;
  postponed: DateSpan | null;
}

type DatedBooking = Pick<
  BookingRead,
  'check_in_date' | 'check_out_date' | 'facility_bookings' | 'inventory_bookings'
>;

/** `booking`'s lines moved to check in on `newCheckIn` (a typed `YYYY-MM-DD`, maybe partial). */
export function postponedLines(booking: DatedBooking, newCheckIn: string): PostponedLine[] {
  const days = isCalendarDate(newCheckIn) ? daysBetween(booking.check_in_date, newCheckIn) : null;
  const line = (key: string, what: string, current: DateSpan): PostponedLine => ({
    key,
    what,
    current,
    postponed: days === null ? null : movedSpan(current, days),
  });
  return [
    line('stay', 'Stay: conservation and vehicle fees', {
      start: booking.check_in_date,
      end: booking.check_out_date,
    }),
    ...booking.facility_bookings.map((facility) =>
      line(facility.facility_booking_public_id, facility.facility_name, {
        start: facility.facility_booking_check_in_date,
        end: facility.facility_booking_check_out_date,
      }),
    ),
    ...booking.inventory_bookings.map((activity) =>
      line(activity.inventory_booking_public_id, activity.inventory_name, {
        start: activity.inventory_booking_date,
        end: activity.inventory_booking_date,
      }),
    ),
  ];
}
