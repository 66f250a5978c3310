/**
 * The member of a kiosk's walk-in, as the server sees it when the walk-in is uploaded: the
 * membership gives its discounts when paid and in force on the walk-in's check-in, however late
 * the upload comes (`memberStanding`, with the walk-in's day at the gate as today). A member the
 * server does not know, or
 * has deleted since, gives no discount and is not recorded; a membership unpaid or expired on
 * that day is recorded without a discount. Either way the booking is written, at the server's
 * figures, and a different amount due flags the operation for review (never lost cash).
 *
 * spec: staff-booking.md §2.1 (member picker), §9 (member discounts apply to a paid, unexpired
 * membership); membership-backoffice.md §3; research offline-checkin-anchors.md §1 (conflicts
 * are recorded, not rejected).
 */
import { memberStanding } from '@hifadhi/shared/pricing/member-discounts';
import type { MemberDiscounts } from '@hifadhi/shared/pricing/price-quote';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { membershipSettings } from '../db/schema/catalogue';
import { members } from '../db/schema/members';
import { isPublicId } from '../payments/payment-records';

/** The member to record on the booking and the discounts it gives (null: none). */
export interface WalkInMember {
  member_public_id: string;
  discounts: MemberDiscounts | null;
}

/**
 * The member `publicId` of a walk-in checking in on `checkIn`, judged on `today` (the walk-in's
 * day at the gate); null when no such member exists (or it is deleted).
 */
export async function walkInMember(
  db: Executor,
  publicId: string,
  dates: { today: string; checkIn: string },
): Promise<WalkInMember | null> {
  if (!isPublicId(publicId)) return null;
  const [row] = await db
    .select({
      payment_status: members.payment_status,
      expiry_date: members.expiry_date,
      entry_discount: membershipSettings.entry_discount,
      accommodation_discount: membershipSettings.accommodation_discount,
      activity_discount: membershipSettings.activity_discount,
    })
    .from(members)
    .innerJoin(membershipSettings, eq(membershipSettings.public_id, members.member_setting))
    .where(and(eq(members.public_id, publicId), isNull(members.deleted_at)));
  if (!row) return null;
  const standing = memberStanding(row, dates);
  return { member_public_id: publicId, discounts: standing.usable ? standing.discounts : null };
}

/** Records the walk-in's member where none is recorded yet, so a retry changes nothing. */
export async function recordWalkInMember(
  db: Executor,
  bookingPublicId: string,
  memberPublicId: string,
): Promise<void> {
  await db
    .update(bookings)
    .set({ member_public_id: memberPublicId })
    .where(and(eq(bookings.booking_public_id, bookingPublicId), isNull(bookings.member_public_id)));
}
