/**
 * Daraja's `Timestamp` (`YYYYMMDDHHmmss` in East Africa Time) and the STK `Password`
 * (base64 of shortcode + passkey + timestamp). EAT is computed through the time-zone
 * database, so the server's own zone never matters; Africa/Nairobi is UTC+03:00 all year.
 *
 * Source: research/payments.md §1 "STK push" and "Pitfalls" (Timestamp in EAT, `YmdHis`).
 */
import { CONSERVANCY_TIME_ZONE } from '@hifadhi/shared/dates/calendar-date';

const DARAJA_TIMESTAMP = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

const eatParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CONSERVANCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The instant `at` as Daraja's `YYYYMMDDHHmmss` in Africa/Nairobi. */
export function darajaTimestamp(at: Date): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of eatParts.formatToParts(at)) part[type] = value;
  return `${part.year}${part.month}${part.day}${part.hour}${part.minute}${part.second}`;
}

/**
 * The instant a Daraja `YYYYMMDDHHmmss` (EAT) timestamp names, or null when the text is not
 * such a timestamp or names no real time (month 13, 30 February, …).
 */
export function parseDarajaTimestamp(timestamp: string): Date | null {
  const match = DARAJA_TIMESTAMP.exec(timestamp);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+03:00`);
  if (Number.isNaN(at.getTime()) || darajaTimestamp(at) !== timestamp) return null;
  return at;
}

/** The STK push and STK query `Password`: base64(shortcode + passkey + timestamp). */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`, 'utf8').toString('base64');
}
