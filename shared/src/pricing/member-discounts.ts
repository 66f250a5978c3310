/**
 * Whether a member's discounts reach a booking: only a paid membership of a member not deleted,
 * still in force on the booking's check-in day, gives them (a membership runs to the end of its `expiry_date`). An
 * unpaid or expired membership gives no discount, and the answer says why in the staff wizard's
 * words, so the desk can tell the guest.
 *
 * spec: staff-booking.md §1 (members' three discounts), §9 (Price calculation rules);
 * pricing-rules.md §Discounts 2; membership-backoffice.md §3 (Member: payment_status,
 * expiry_date).
 */
import type { CalendarDate } from '../dates/calendar-date';
import type { MemberDiscounts } from './price-quote';

/** A member's membership as the pricing needs it: paid or not, expiry, the setting's discounts. */
export interface MembershipForPricing extends MemberDiscounts {
  payment_status: boolean;
  /** Last day the membership is in force; null until it is paid. */
  expiry_date: CalendarDate | null;
  /** The member was deleted (soft): it gives no discount at all. Absent: not deleted. */
  deleted?: boolean;
}

/** Why a member's discounts do not apply. */
export const membershipRefusals = {
  deleted: 'This member has been deleted, so the membership gives no discount',
  unpaid: 'This membership has not been paid, so it gives no discount',
  expired: (expiry: CalendarDate) =>
    `This membership expired on ${expiry}, so it gives no discount`,
  endsBeforeCheckIn: (expiry: CalendarDate) =>
    `This membership ends on ${expiry}, before check-in, so it gives no discount`,
} as const;

/** The discounts a membership gives, or the reason it gives none. */
export type MemberStanding =
  | { usable: true; discounts: MemberDiscounts }
  | { usable: false; reason: string };

/**
 * The standing of `membership` for a booking checking in on `checkIn`, judged on `today`
 * (both `YYYY-MM-DD`, Africa/Nairobi).
 * @example memberStanding({ payment_status: true, expiry_date: '2027-06-30', ... },
 *   { today: '2026-11-21', checkIn: '2026-12-05' }) //=> { usable: true, discounts }
 */
export function memberStanding(
  membership: MembershipForPricing,
  { today, checkIn }: { today: CalendarDate; checkIn: CalendarDate },
): MemberStanding {
  const { payment_status, expiry_date } = membership;
  if (membership.deleted) return { usable: false, reason: membershipRefusals.deleted };
  if (!payment_status || expiry_date === null) {
    return { usable: false, reason: membershipRefusals.unpaid };
  }
  if (expiry_date < checkIn) {
    const reason =
      expiry_date < today
        ? membershipRefusals.expired(expiry_date)
        : membershipRefusals.endsBeforeCheckIn(expiry_date);
    return { usable: false, reason };
  }
  const { entry_discount, accommodation_discount, activity_discount } = membership;
  return { usable: true, discounts: { entry_discount, accommodation_discount, activity_discount } };
}
