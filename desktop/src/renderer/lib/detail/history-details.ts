/**
 * A history event's details in words for staff: `key: value` pairs joined by ` · `, the key's
 * underscores as spaces, instants (ISO 8601 with a time) as the conservancy's local time, empty
 * values left out, anything nested as its JSON.
 *
 * spec: api-contract.md §Staff bookings (`GET /bookings/{id}/events` details); staff-booking.md §4.
 */
import { formatInstant } from '../format-time';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function valueInWords(value: unknown): string {
  if (typeof value === 'string') return INSTANT.test(value) ? formatInstant(value) : value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `details` in words (see the module comment). */
export function historyDetailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${valueInWords(value)}`)
    .join(' · ');
}
