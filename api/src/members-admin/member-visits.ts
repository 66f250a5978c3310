/**
 * Visits by member: the bookings made with a member's discounts (`member_public_id`), newest stay
 * first, with their status, payment status, total and the gate check-ins and check-outs.
 *
 * spec: membership-backoffice.md §7 (Members: visits by member id, loaded after the member).
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { checkIns } from '../db/schema/sync';

export const memberVisitSchema = z.object({
  booking_public_id: z.string(),
  booking_ref_code: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  booking_status: z.string(),
  booking_payment_status: z.string(),
  /** Grand total, decimal string in `currency`. */
  total_cost: z.string(),
  currency: z.string(),
  /** Gate scans, oldest first: direction and when (ISO instant). */
  scans: z.array(z.object({ direction: z.string(), at: z.string() })),
});
export const memberVisitsSchema = z.object({ data: z.array(memberVisitSchema) });
export type MemberVisit = z.infer<typeof memberVisitSchema>;

/** The bookings of member `memberPublicId` (at most 200, newest stay first). */
export async function readMemberVisits(
  db: Executor,
  memberPublicId: string,
): Promise<MemberVisit[]> {
  const rows = await db
    .select({
      id: bookings.id,
      booking_public_id: bookings.booking_public_id,
      booking_ref_code: bookings.booking_ref_code,
      check_in: bookings.check_in,
      check_out: bookings.check_out,
      booking_status: bookings.booking_status,
      booking_payment_status: bookings.booking_payment_status,
      total_cost: bookings.total_cost,
      currency: bookings.currency,
    })
    .from(bookings)
    .where(eq(bookings.member_public_id, memberPublicId))
    .orderBy(desc(bookings.check_in), desc(bookings.id))
    .limit(200);
  const scans =
    rows.length === 0
      ? []
      : await db
          .select({
            booking_id: checkIns.booking_id,
            direction: checkIns.direction,
            at: checkIns.device_time,
          })
          .from(checkIns)
          .where(
            inArray(
              checkIns.booking_id,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(checkIns.device_time);
  return rows.map(({ id, ...row }) => ({
    ...row,
    scans: scans
      .filter((scan) => scan.booking_id === id)
      .map((scan) => ({ direction: scan.direction, at: new Date(scan.at).toISOString() })),
  }));
}
