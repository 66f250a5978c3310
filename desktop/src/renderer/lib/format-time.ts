/**
 * Times and dates as the gate clerk reads them, in the conservancy's time zone.
 *
 * spec: staff-booking.md §3.1 (dates YYYY-MM-DD, Africa/Nairobi).
 */
const timeFormat = new Intl.DateTimeFormat('en-KE', {
  timeZone: 'Africa/Nairobi',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An ISO instant as "21 Nov, 09:05" (Africa/Nairobi); "never" for null. */
export function formatInstant(instant: string | null): string {
  if (!instant) return 'never';
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? instant : timeFormat.format(at);
}

/** A stay as "2026-11-21 → 2026-11-22", or the one date of a day visit. */
export function formatStay(checkIn: string, checkOut: string): string {
  return checkIn === checkOut ? `${checkIn} (day visit)` : `${checkIn} → ${checkOut}`;
}
