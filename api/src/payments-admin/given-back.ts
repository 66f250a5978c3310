/**
 * What a booking has already been given back and what it still holds: refunds paid out and
 * credit notes issued both return money that was paid, so neither may be given twice. The
 * refund cap, the credit note cap and an amendment's balance all read this one figure.
 *
 * spec: api-contract.md §Staff bookings (a credit note may not exceed what was paid),
 * §Payments (refunds); issue 17 item 5.
 */
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { refunds } from '../db/schema/refunds';
import { creditNotes } from '../db/schema/staff-bookings';
import { creditedTo } from '../payments/payment-records';

/**
 * Booking `bookingId`'s refunds paid out plus its credit notes issued, in the booking's
 * currency (exact, cents allowed).
 */
export async function givenBack(db: Executor, bookingId: number): Promise<Decimal> {
  const [row] = await db.execute<{ total: string }>(sql`select
      (select coalesce(sum(${refunds.amount}), 0) from ${refunds}
        where ${eq(refunds.booking_id, bookingId)})
      + (select coalesce(sum(${creditNotes.amount}), 0) from ${creditNotes}
        where ${eq(creditNotes.booking_id, bookingId)}) as total`);
  return new Decimal(row?.total ?? 0);
}

/**
 * What booking `bookingId` still holds of what was paid for it (its `paid` ledger credits)
 * once refunds and credit notes are taken off: the most it may still be given back. May be
 * below 0 only if the ledger was corrected after money was given back.
 */
export async function paidLessGivenBack(db: Executor, bookingId: number): Promise<Decimal> {
  const paid = await creditedTo(db, 'booking', bookingId);
  return paid.minus(await givenBack(db, bookingId));
}
