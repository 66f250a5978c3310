/**
 * Hold expiry: every held booking whose hold has lapsed — unpaid, or paid less than its payment
 * schedule asks (a held booking that met it was confirmed) — is marked `expired` and gets an
 * `expired` event; money it already received is flagged for staff to re-accommodate or refund
 * (`flagExpiredBookingMoney`: `payment_needs_attention`, `GET /payments/attention`). Which holds
 * have lapsed is Postgres's own `booking_holds_until` (migration 0019), so the sweep expires
 * exactly the holds that stopped counting for capacity; capacity does not wait for it (a lapsed
 * hold stops counting at the instant it lapses, see held-capacity.ts), the sweep makes the
 * status say so.
 *
 * Several API instances may sweep at once: each sweep is one transaction whose UPDATE locks
 * each row and re-checks `booking_status = 'held'` once it has it, so each booking is expired,
 * gets its event and has its money flagged exactly once.
 *
 * spec: api-contract.md §Bookings (hold_expires_at); pricing-rules.md §"Totals and payment"
 * (payment schedule); research/offline-checkin-anchors.md §3 (expired holds give their passes
 * back once).
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { bookingEvents, bookings } from '../db/schema/bookings';
import { flagExpiredBookingMoney } from '../payments/flag-expired-booking-money';

export interface ExpireHoldsDeps {
  db: Database;
  clock: Clock;
}

/**
 * Expires the lapsed holds as of `clock.now()`.
 * @returns the booking reference codes expired by this call.
 */
export async function expireLapsedHolds(deps: ExpireHoldsDeps): Promise<string[]> {
  const now = deps.clock.now();
  const at = now.toISOString();
  return deps.db.transaction(async (tx) => {
    const rows = await tx.execute<{ id: number; booking_ref_code: string }>(sql`
      with expired as (
        update ${bookings}
        set booking_status = 'expired', updated_at = ${at}::timestamptz
        where ${bookings.booking_status} = 'held'
          and ${bookings.hold_expires_at} <= ${at}::timestamptz
          and booking_holds_until(${bookings.booking_status}, ${bookings.booking_payment_status},
            ${bookings.hold_expires_at}) <= ${at}::timestamptz
        returning ${bookings.id} as id, ${bookings.booking_ref_code} as booking_ref_code,
          ${bookings.hold_expires_at} as hold_expires_at
      ), logged as (
        insert into ${bookingEvents} (booking_id, type, actor, at, payload)
        select id, 'expired', 'system', ${at}::timestamptz,
          jsonb_build_object('hold_expires_at', hold_expires_at)
        from expired
      )
      select id, booking_ref_code from expired`);
    await flagExpiredBookingMoney(
      tx,
      rows.map((row) => Number(row.id)),
      now,
    );
    return rows.map((row) => row.booking_ref_code);
  });
}
