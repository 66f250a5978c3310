/**
 * Hold expiry: every held, unpaid booking whose `hold_expires_at` has passed is marked
 * `expired` and gets an `expired` event, in one statement. Capacity does not wait for this
 * sweep (a lapsed hold stops counting at the instant it lapses, see held-capacity.ts); the
 * sweep makes the status say so. Several API instances may sweep at once: the UPDATE locks
 * each row and re-checks `booking_status = 'held'` once it has it, so each booking is expired,
 * and gets its event, exactly once.
 *
 * spec: api-contract.md §Bookings (hold_expires_at); research/offline-checkin-anchors.md §3
 * (expired holds give their passes back once).
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { bookingEvents, bookings } from '../db/schema/bookings';

export interface ExpireHoldsDeps {
  db: Database;
  clock: Clock;
}

/**
 * Expires the lapsed holds as of `clock.now()`.
 * @returns the booking reference codes expired by this call.
 */
export async function expireLapsedHolds(deps: ExpireHoldsDeps): Promise<string[]> {
  const now = deps.clock.now().toISOString();
  const rows = await deps.db.execute<{ booking_ref_code: string }>(sql`
    with expired as (
      update ${bookings}
      set booking_status = 'expired', updated_at = ${now}::timestamptz
      where ${bookings.booking_status} = 'held'
        and ${bookings.booking_payment_status} = 'Unpaid'
        and ${bookings.hold_expires_at} <= ${now}::timestamptz
      returning ${bookings.id} as id, ${bookings.booking_ref_code} as booking_ref_code,
        ${bookings.hold_expires_at} as hold_expires_at
    ), logged as (
      insert into ${bookingEvents} (booking_id, type, actor, at, payload)
      select id, 'expired', 'system', ${now}::timestamptz,
        jsonb_build_object('hold_expires_at', hold_expires_at)
      from expired
    )
    select booking_ref_code from expired`);
  return rows.map((row) => row.booking_ref_code);
}
