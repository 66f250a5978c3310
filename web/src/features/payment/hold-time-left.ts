/**
 * How long a held booking stays held: the time left until `hold_expires_at`, as minutes and
 * seconds for the payment page's countdown, or expired once it has passed. Pure: the caller
 * gives the time.
 *
 * spec: public-site.md §2.12 (payment page); api-contract.md §Bookings (an unpaid booking is
 * held until `hold_expires_at`, then expires).
 */

/** The hold at a moment: expired, or the whole seconds left. */
export type HoldTimeLeft = { expired: true } | { expired: false; seconds: number };

/** The hold ending at `expiresAt` (ISO 8601 instant) seen at `nowMs` (ms since the epoch). */
export function holdTimeLeft(expiresAt: string, nowMs: number): HoldTimeLeft {
  const seconds = Math.ceil((Date.parse(expiresAt) - nowMs) / 1000);
  return seconds > 0 ? { expired: false, seconds } : { expired: true };
}

/** `seconds` as `m:ss`, e.g. 1799 → "29:59", 65 → "1:05". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
