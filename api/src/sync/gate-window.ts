/**
 * The bookings a gate's replica holds: those whose stay touches the window from yesterday to
 * 14 days ahead (Africa/Nairobi), so a kiosk offline for a day still knows today's and
 * tomorrow's arrivals, late leavers from yesterday, and the next fortnight.
 *
 * spec: research offline-checkin-anchors.md §1 (what is downloaded); ARCHITECTURE.md §The gate
 * kiosk.
 */
import { addDays, type CalendarDate } from '@hifadhi/shared/dates/calendar-date';

/** Days before today the window starts. */
export const WINDOW_DAYS_BEFORE = 1;
/** Days after today the window ends (inclusive). */
export const WINDOW_DAYS_AFTER = 14;

/** A window of dates, both ends inclusive. */
export interface GateWindow {
  from: CalendarDate;
  to: CalendarDate;
}

/** The window on `today`. */
export function gateWindow(today: CalendarDate): GateWindow {
  return { from: addDays(today, -WINDOW_DAYS_BEFORE), to: addDays(today, WINDOW_DAYS_AFTER) };
}
