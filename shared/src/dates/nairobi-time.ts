/**
 * An instant as the conservancy's wall-clock time, "YYYY-MM-DD HH:mm" in Africa/Nairobi, as
 * receipts and booking documents print it.
 *
 * spec: public-site.md §5 (Dates: YYYY-MM-DD, Africa/Nairobi).
 */
import { CONSERVANCY_TIME_ZONE } from './calendar-date';

const nairobiTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: CONSERVANCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * `instant` (a Date or an ISO string) in Nairobi.
 * @example nairobiDateTime('2026-03-14T06:05:00Z') //=> '2026-03-14 09:05'
 */
export function nairobiDateTime(instant: Date | string): string {
  const parts = Object.fromEntries(
    nairobiTime.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
