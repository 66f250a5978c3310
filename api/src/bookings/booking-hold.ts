/**
 * Whether a booking holds its units and slots, in TypeScript, as Postgres decides it
 * (`booking_holds_until` of migration 0019, which keeps each line's `holds_until`):
 * - confirmed and checked-in bookings hold for good;
 * - a held booking paid in full (or FOC) holds for good;
 * - any other held booking — unpaid, or paid less than its payment schedule asks now — holds
 *   until its `hold_expires_at`, for good when it has none (staff holds, unconfirmed bookings);
 * - expired, cancelled, checked-out and deleted bookings hold nothing.
 * A lapsed hold stops holding at the very instant it lapses, before any sweep marks it expired.
 *
 * spec: pricing-rules.md §"Totals and payment" (payment schedule); public-site.md §2.12 (holds);
 * staff-booking.md §4.
 */
import type { BookingStatus } from '@hifadhi/shared/schemas/booking';
import type { bookings } from '../db/schema/bookings';

type BookingRow = typeof bookings.$inferSelect;

/** What decides a booking's hold besides its status. */
export type HoldFields = Pick<BookingRow, 'booking_payment_status' | 'hold_expires_at'>;

/** True when a booking in `status` with `row`'s payment and hold holds capacity at `now`. */
export function holdsCapacity(status: BookingStatus, row: HoldFields, now: Date): boolean {
  if (status === 'confirmed' || status === 'checked_in') return true;
  if (status !== 'held') return false;
  if (row.booking_payment_status === 'Paid' || row.booking_payment_status === 'FOC') return true;
  return row.hold_expires_at === null || row.hold_expires_at > now;
}

/**
 * True when `row` is held but its hold has lapsed at `now`: it holds nothing and reads as
 * expired, even before the sweep marks it so.
 */
export function holdLapsed(row: HoldFields & Pick<BookingRow, 'booking_status'>, now: Date) {
  return row.booking_status === 'held' && !holdsCapacity('held', row, now);
}
