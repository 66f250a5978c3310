/**
 * A staff write on a booking in the change log (`staff_changes`, `GET /logs/changes`): entity
 * `booking`, the booking's public id, the booking before (null when created) and after — its
 * reference, status, payment status, balance, totals and stay — with the operation's name and
 * details, so an administrator finds who created, amended, confirmed, paid … a booking and what
 * it changed. Written in the operation's own transaction (`recordStaffChange`).
 *
 * spec: api-contract.md §People and logs (`GET /logs/changes`: every staff write);
 * membership-backoffice.md §2.5 (change logs).
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { users } from '../db/schema/auth';
import { recordStaffChange } from '../logs/staff-changes';
import type { BookingRow, StaffActor } from './booking-operation';

/** The change log's entity name of a booking. */
export const BOOKING_ENTITY = 'booking';

/** What the change log keeps of a booking's state (money as stored, decimal strings). */
export function bookingRecord(row: BookingRow) {
  return {
    booking_ref_code: row.booking_ref_code,
    booking_status: row.booking_status,
    booking_payment_status: row.booking_payment_status,
    booking_payment_balance: row.booking_payment_balance,
    total_cost: row.total_cost,
    amount_due: row.amount_due,
    check_in: row.check_in,
    check_out: row.check_out,
    hold_expires_at: row.hold_expires_at?.toISOString() ?? null,
    payment_deferred_until: row.payment_deferred_until,
  };
}

/** The e-mail address of `actor` (read from its user when the caller did not give it). */
async function emailOf(tx: Transaction, actor: StaffActor): Promise<string> {
  if (actor.email) return actor.email;
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.public_id}::text = ${actor.publicId}`);
  return user?.email ?? '';
}

/**
 * Records `operation` by `actor` at `at` on the booking that was `before` (null: it was just
 * created) and is `after`, with the operation's `details`.
 */
export async function logBookingChange(
  tx: Transaction,
  actor: StaffActor,
  change: { operation: string; before: BookingRow | null; after: BookingRow; details?: object },
  at: Date,
): Promise<void> {
  await recordStaffChange(
    tx,
    { public_id: actor.publicId, email: await emailOf(tx, actor) },
    {
      entity: BOOKING_ENTITY,
      entity_id: change.after.booking_public_id,
      before: change.before === null ? null : bookingRecord(change.before),
      after: { ...bookingRecord(change.after), operation: change.operation, ...change.details },
    },
    at,
  );
}
