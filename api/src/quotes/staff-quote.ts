/**
 * Prices a staff quote: the cart with its line discounts, and the booking's member, partner,
 * school and destination resolved first (a school booking pays its destination's school rates,
 * so an unknown destination is refused rather than priced at the ordinary fees). The partner is the signed-in partner user's own institution whatever
 * the request names; otherwise the one the request names. A member's discounts apply only when
 * the member is not deleted and the membership is paid and in force on check-in; an unusable membership is refused with the
 * reason (the quote's shape has no place for a notice, and a quote silently without the
 * member's discount would mislead the desk). Then `priceCart` prices it with the promo code
 * resolved as the public quote resolves it.
 *
 * spec: api-contract.md §Staff bookings (`POST /quotes`); staff-booking.md §2.1, §9;
 * pricing-rules.md §Discounts.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { memberStanding } from '@hifadhi/shared/pricing/member-discounts';
import type { MemberDiscounts, PartnerDiscounts } from '@hifadhi/shared/pricing/price-quote';
import {
  memberNotFoundMessage,
  type StaffDeskQuoteRequest,
} from '@hifadhi/shared/schemas/staff-quote';
import { and, eq, isNull } from 'drizzle-orm';
import { assertPartnerBookable } from '../catalogue-settings/partners';
import type { Executor } from '../db/database';
import { membershipSettings, partners, schools } from '../db/schema/catalogue';
import { members } from '../db/schema/members';
import { checkDestination } from '../staff-bookings/staff-booking-fields';
import { type CartDiscounts, type PricedCart, type PricingDeps, priceCart } from './price-cart';

/** Message of a partner public id that names no partner. */
export const partnerNotFoundMessage = 'Partner not found';
/** Message of a school public id that names no school. */
export const schoolNotFoundMessage = 'School not found';

function unknown(field: string, message: string): DomainError {
  return new DomainError('UNKNOWN_REFERENCE', message, { fields: { [field]: message } });
}

/**
 * The discounts and commission (percent) of partner `publicId`.
 * @throws DomainError UNKNOWN_REFERENCE 'Partner not found' on the field `partner`;
 * VALIDATION_FAILED when the partner is suspended or deleted (`assertPartnerBookable`).
 */
async function partnerDiscounts(db: Executor, publicId: string): Promise<PartnerDiscounts> {
  const [row] = await db
    .select({
      conservation_fee_discount: partners.conservation_fee_discount,
      facility_discount: partners.facility_discount,
      facility_commission: partners.facility_commission,
      type_public_id: partners.type_public_id,
    })
    .from(partners)
    .where(eq(partners.public_id, publicId));
  if (!row) throw unknown('partner', partnerNotFoundMessage);
  await assertPartnerBookable(db, publicId);
  return row;
}

/**
 * The discounts of member `publicId` for a booking checking in on `checkIn`, judged on `today`.
 * @throws DomainError UNKNOWN_REFERENCE 'Member not found', or VALIDATION_FAILED with the
 * reason a deleted member or an unpaid or expired membership gives none; both on the field
 * `member`.
 */
async function memberDiscounts(
  db: Executor,
  publicId: string,
  dates: { today: string; checkIn: string },
): Promise<MemberDiscounts> {
  const [row] = await db
    .select({
      payment_status: members.payment_status,
      expiry_date: members.expiry_date,
      deleted_at: members.deleted_at,
      entry_discount: membershipSettings.entry_discount,
      accommodation_discount: membershipSettings.accommodation_discount,
      activity_discount: membershipSettings.activity_discount,
    })
    .from(members)
    .innerJoin(membershipSettings, eq(membershipSettings.public_id, members.member_setting))
    .where(eq(members.public_id, publicId));
  if (!row) throw unknown('member', memberNotFoundMessage);
  const standing = memberStanding({ ...row, deleted: row.deleted_at !== null }, dates);
  if (!standing.usable) {
    throw new DomainError('VALIDATION_FAILED', standing.reason, {
      fields: { member: standing.reason },
    });
  }
  return standing.discounts;
}

/**
 * Refuses a school unknown or soft deleted (bookings already made keep theirs).
 * @throws DomainError UNKNOWN_REFERENCE 'School not found' on the field `school`.
 */
async function checkSchool(db: Executor, publicId: string): Promise<void> {
  const [row] = await db
    .select({ school_public_id: schools.school_public_id })
    .from(schools)
    .where(and(eq(schools.school_public_id, publicId), isNull(schools.deleted_at)));
  if (!row) throw unknown('school', schoolNotFoundMessage);
}

/** A priced staff cart with the partner it was priced for and the discounts resolved. */
export interface PricedStaffCart extends PricedCart {
  partner: string | null;
  discounts: Required<CartDiscounts>;
}

/**
 * Prices `request` for a staff user whose partner is `ownPartner` (null for the conservancy's
 * own staff). Money is whole units of `request.currency`.
 * @throws DomainError as described above, and as `priceCart` throws.
 */
export async function priceStaffQuote(
  deps: PricingDeps,
  request: StaffDeskQuoteRequest,
  ownPartner: string | null,
): Promise<PricedStaffCart> {
  const partner = ownPartner ?? request.partner ?? null;
  const today = calendarDateAt(deps.clock.now());
  const [partnerOff, memberOff] = await Promise.all([
    partner === null ? null : partnerDiscounts(deps.db, partner),
    request.member
      ? memberDiscounts(deps.db, request.member, { today, checkIn: request.check_in })
      : null,
    request.school ? checkSchool(deps.db, request.school) : undefined,
    request.destination ? checkDestination(deps.db, request.destination) : undefined,
  ]);
  const discounts = { member: memberOff, partner: partnerOff };
  const priced = await priceCart(deps, { ...request, partner }, discounts);
  return { ...priced, partner, discounts };
}
