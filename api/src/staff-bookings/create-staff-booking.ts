/**
 * Creating a booking from the staff wizard (`POST /bookings`, Complete Booking): the staff
 * quote request priced by `priceStaffQuote` (a partner user always books for its own
 * institution), the gate pass fields, and who pays. Then in ONE transaction: the guest is
 * screened against the booking bans (409 BOOKING_BANNED), the lines' units and slots are taken
 * (409 CAPACITY_EXCEEDED; reserve-capacity.ts), the promo code's use is counted, and the
 * booking, its lines, its staff details (type, school or organisation, the request and the
 * pricing basis it was priced with, for amending), one `created` event and one change-log row
 * are written. Either all of it is written or none of it.
 *
 * - `payment_period` 0 (the guest pays): held and unpaid, a staff hold without expiry (kept
 *   until staff confirm, take a payment, delete or cancel it).
 * - `payment_period` 1 (the partner pays, only on a partner booking): confirmed on the
 *   partner's account with its invoice numbered at once and its ticket issued (the gate admits
 *   it as on account), and no hold to expire, so the hold sweep never touches it; the balance
 *   is the partner's to settle.
 * - Check-in may be back to 7 days ago (staff backdating window), else 400 on `check_in`.
 * - A request repeated with the same `Idempotency-Key` answers the booking the first made and
 *   writes nothing (also when the two arrive together: the key is unique).
 *
 * spec: api-contract.md §Staff bookings (`POST /bookings`); staff-booking.md §2.1, §2.8
 * (Complete Booking (Guest To Pay) / (partner To Pay)), §3.1, §3.14, §5, §9.
 */

import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { ratesFromCurrencies } from '@hifadhi/shared/money/rates';
import {
  bookingTypeCodeOf,
  groupDetailsOf,
  type StaffBookingRequest,
} from '@hifadhi/shared/schemas/staff-booking';
import { eq } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import { screenBookingGuest } from '../booking-bans/ban-match';
import { bookingLines } from '../bookings/booking-lines';
import { newBookingRefCode } from '../bookings/booking-ref-code';
import { checkBookingReferences } from '../bookings/booking-references';
import { insertBooking, insertLines, ratesAtTime, reserveLines } from '../bookings/create-booking';
import { quoteLineDiscounts } from '../bookings/line-discounts';
import { takePromoCodeUse } from '../catalogue-admin/promo-code-uses';
import type { Database } from '../db/database';
import { bookingEvents, bookings } from '../db/schema/bookings';
import { staffBookingDetails } from '../db/schema/staff-booking-details';
import { isUniqueViolation } from '../db/unique-violation';
import { issueDocumentNumber } from '../documents/document-numbers';
import type { PricingDeps } from '../quotes/price-cart';
import { priceStaffQuote } from '../quotes/staff-quote';
import { logBookingChange } from './booking-change-log';
import { ticketIfAdmitted } from './booking-operation';
import { checkPartnerLineDiscounts } from './partner-line-discounts';
import { checkDestination, checkStaffDates, gatePassColumns } from './staff-booking-fields';
import { staffBookingMessages } from './staff-booking-messages';
import { pricingBasisOf } from './staff-booking-pricing';

/** Who creates a staff booking. */
export type StaffAuthor = Pick<
  StaffPrincipal,
  'user_id' | 'public_id' | 'email' | 'partner_public_id'
>;

/** The booking created with `idempotencyKey`, if any (its public id). */
async function bookingOfKey(db: Database, idempotencyKey: string | null): Promise<string | null> {
  if (idempotencyKey === null) return null;
  const [row] = await db
    .select({ booking_public_id: bookings.booking_public_id })
    .from(staffBookingDetails)
    .innerJoin(bookings, eq(bookings.id, staffBookingDetails.booking_id))
    .where(eq(staffBookingDetails.idempotency_key, idempotencyKey));
  return row?.booking_public_id ?? null;
}

/**
 * Creates the booking of `request` for `staff` (see the module comment).
 * @returns the new booking's public id, and whether this request made it (false: a retry).
 * @throws DomainError VALIDATION_FAILED (dates, a membership unpaid or expired, a promo code,
 *   partner pays without a partner), UNKNOWN_REFERENCE (member, partner, school, destination,
 *   a line's id), PRICING_NOT_SET, NO_SPECIAL_PRICING, ROOM_CAPACITY_EXCEEDED,
 *   CAPACITY_EXCEEDED, BOOKING_BANNED.
 */
export async function createStaffBooking(
  deps: PricingDeps,
  request: StaffBookingRequest,
  staff: StaffAuthor,
  idempotencyKey: string | null,
): Promise<{ booking_public_id: string; created: boolean }> {
  const earlier = await bookingOfKey(deps.db, idempotencyKey);
  if (earlier) return { booking_public_id: earlier, created: false };
  try {
    return {
      booking_public_id: await createOnce(deps, request, staff, idempotencyKey),
      created: true,
    };
  } catch (error) {
    // A retry that arrived while the first was being written.
    const raced = isUniqueViolation(error, 'staff_booking_details_idempotency_key_unique')
      ? await bookingOfKey(deps.db, idempotencyKey)
      : null;
    if (raced) return { booking_public_id: raced, created: false };
    throw error;
  }
}

async function createOnce(
  deps: PricingDeps,
  request: StaffBookingRequest,
  staff: StaffAuthor,
  idempotencyKey: string | null,
): Promise<string> {
  checkStaffDates(request, deps.clock.now());
  const own = staff.partner_public_id;
  if (own !== null && request.partner && request.partner !== own) {
    const message = staffBookingMessages.partnerBooksOwn;
    throw new DomainError('VALIDATION_FAILED', message, { fields: { partner: message } });
  }
  checkPartnerLineDiscounts(request, null, own);
  const partner = own ?? request.partner ?? null;
  if (request.payment_period === 1 && partner === null) {
    const message = staffBookingMessages.partnerPaysNeedsPartner;
    throw new DomainError('VALIDATION_FAILED', message, { fields: { payment_period: message } });
  }
  const [priced] = await Promise.all([
    priceStaffQuote(deps, request, staff.partner_public_id),
    checkDestination(deps.db, request.destination),
  ]);
  const { quote, snapshot, promo, priced_at: now } = priced;
  checkBookingReferences(request, snapshot);
  const rates = ratesFromCurrencies(snapshot.catalogue.currencies);
  const discounts = quoteLineDiscounts(request, priced.context, quote);
  const lines = bookingLines(request, quote, snapshot.catalogue, rates, discounts);
  const rate = ratesAtTime(rates, request.currency);
  const onAccount = request.payment_period === 1;
  const actor = {
    publicId: staff.public_id,
    partnerPublicId: staff.partner_public_id,
    email: staff.email,
  };

  return deps.db.transaction(async (tx) => {
    await screenBookingGuest(
      tx,
      {
        email: request.email,
        phone: request.phone,
        vehicle_registration: request.mode_registration,
      },
      calendarDateAt(now),
      'staff',
    );
    await reserveLines(tx, lines, now, partner);
    if (promo) await takePromoCodeUse(tx, promo.code, now);
    const booking = await insertBooking(
      tx,
      {
        ...gatePassColumns(request, partner),
        source: 'staff',
        booking_status: onAccount ? 'confirmed' : 'held',
        currency: request.currency,
        check_in: request.check_in,
        check_out: request.check_out,
        promo_code: promo?.code ?? null,
        currency_buying_rate_at_time: rate.buy_amount,
        currency_selling_rate_at_time: rate.sell_amount,
        total_cost: String(quote.totals.grand_total),
        amount_due: String(quote.totals.amount_due),
        booking_payment_balance: String(quote.totals.amount_due),
        hold_expires_at: null,
        created_at: now,
        updated_at: now,
      },
      newBookingRefCode,
    );
    await Promise.all([
      insertLines(tx, booking.id, lines, request),
      tx.insert(staffBookingDetails).values({
        booking_id: booking.id,
        booking_type_code: bookingTypeCodeOf(request),
        payment_period: request.payment_period,
        school_public_id: request.school ?? null,
        group_details: groupDetailsOf(request),
        request,
        pricing_basis: pricingBasisOf(priced),
        idempotency_key: idempotencyKey,
        created_by: staff.public_id,
        created_at: now,
      }),
      tx.insert(bookingEvents).values({
        booking_id: booking.id,
        type: 'created',
        actor: staff.public_id,
        at: now,
        payload: {
          booking_ref_code: booking.booking_ref_code,
          currency: request.currency,
          total_cost: quote.totals.grand_total,
          amount_due: quote.totals.amount_due,
          promo_code: promo?.code ?? null,
          booking_type: bookingTypeCodeOf(request),
          payment_period: request.payment_period,
          partner_public_id: partner,
          member_public_id: request.member ?? null,
        },
      }),
    ]);
    if (onAccount)
      await issueDocumentNumber(tx, booking.id, { kind: 'invoice' }, staff.user_id, now);
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
    await ticketIfAdmitted(tx, row!, now);
    await logBookingChange(tx, actor, { operation: 'create', before: null, after: row! }, now);
    return booking.booking_public_id;
  });
}
