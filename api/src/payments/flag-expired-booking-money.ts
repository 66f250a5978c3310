/**
 * Money already received for bookings that have just expired (a hold that lapsed before the
 * payment schedule was met): each paid payment of theirs not flagged yet is flagged for staff
 * to re-accommodate or refund (`attention_reason`, listed by `GET /payments/attention`), with one
 * `payment_needs_attention` event on its booking, as money arriving on an expired booking is.
 * A payment already flagged keeps its first reason, so running this twice flags nothing twice.
 *
 * spec: api-contract.md §Payments; pricing-rules.md §"Totals and payment" (payment schedule).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { bookingEvents } from '../db/schema/bookings';
import { payments } from '../db/schema/payments';
import { attentionReasons } from './payment-messages';

/**
 * Flags the unflagged paid payments of bookings `bookingIds` at `now` (see the module comment).
 * @returns the public ids of the payments flagged by this call.
 */
export async function flagExpiredBookingMoney(
  db: Executor,
  bookingIds: readonly number[],
  now: Date,
): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const reason = attentionReasons.holdExpiredBeforeSchedule;
  const at = now.toISOString();
  const ids = sql.join(
    bookingIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await db.execute<{ payment_public_id: string }>(sql`
    with flagged as (
      update ${payments}
      set attention_reason = ${reason}, attention_at = ${at}::timestamptz
      where ${payments.booking_id} in (${ids})
        and ${payments.status} = 'paid'
        and ${payments.attention_reason} is null
      returning ${payments.id} as id, ${payments.booking_id} as booking_id,
        ${payments.payment_public_id} as payment_public_id
    ), logged as (
      insert into ${bookingEvents} (booking_id, type, actor, at, payload)
      select booking_id, 'payment_needs_attention', 'system', ${at}::timestamptz,
        jsonb_build_object('payment_public_id', payment_public_id, 'reason', ${reason}::text)
      from flagged order by id
    )
    select payment_public_id from flagged order by id`);
  return rows.map((row) => row.payment_public_id);
}
