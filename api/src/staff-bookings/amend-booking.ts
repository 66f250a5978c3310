/**
 * Amending a booking (`PATCH /bookings/{id}`, the wizard's Amend Booking): the full new set of
 * lines and the client fields replace the booking's, re-priced at the booking's own pricing
 * basis (staff-booking-pricing.ts: the rates, discounts and schedules in force when it was
 * made, never today's), in ONE transaction that
 * 1. locks the booking and asks the lifecycle table (held, confirmed and checked-in bookings
 *    only, else 409 INVALID_TRANSITION);
 * 2. screens the client against the booking bans (409 BOOKING_BANNED);
 * 3. removes the old lines, releasing their units and slots, then takes the new lines' through
 *    the no-overbooking check of a new booking (409 CAPACITY_EXCEEDED: the transaction rolls
 *    back and nothing changes);
 * 4. writes the new lines, totals and client fields; the balance follows the new total
 *    (amount due less what was paid, never below 0; the payment status follows, FOC stays
 *    FOC); when what was paid (less refunds and credit notes already given back) is above the
 *    new amount due, the answer offers the difference as a credit note (`credit_note_offered`),
 *    which staff issue with `POST /bookings/{id}/credit-notes`;
 * 5. revokes the booking's ticket when it carries other guests or dates than the amended
 *    booking's; a settled, admitted booking then gets a new one at once (as postponing does);
 * 6. appends one `amended` event (previous and new totals, balance) and one change-log row
 *    (before and after).
 * The member, the partner and the promo code stay the booking's (a different one is 400), and
 * so do its currency and who pays; a partner user keeps the booking's line discounts and adds
 * none (partner-line-discounts.ts). With `send_mail` the client gets the amendment e-mail once
 * the transaction has committed.
 *
 * spec: api-contract.md §Staff bookings (`PATCH /bookings/{id}`); staff-booking.md §2.1
 * (EditBooking: Amend Booking, Send Email to client), §3.14 (Amend), §4, §5; pricing-rules.md
 * §"Money and rounding" 3, §"Totals and payment".
 */

import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { ratesFromCurrencies } from '@hifadhi/shared/money/rates';
import {
  type AmendmentOutcome,
  bookingTypeCodeOf,
  groupDetailsOf,
  type StaffBookingAmendment,
} from '@hifadhi/shared/schemas/staff-booking';
import Decimal from 'decimal.js';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { screenBookingGuest } from '../booking-bans/ban-match';
import { bookingLines } from '../bookings/booking-lines';
import { checkBookingReferences } from '../bookings/booking-references';
import { insertLines, reserveLines } from '../bookings/create-booking';
import { quoteLineDiscounts } from '../bookings/line-discounts';
import { readCurrencies } from '../catalogue/catalogue-repository';
import type { Transaction } from '../db/database';
import {
  bookingActivities,
  bookingDonations,
  bookingFacilities,
  bookingGuests,
  bookingResidencyProofs,
  bookingVehicles,
} from '../db/schema/bookings';
import { promoCodes } from '../db/schema/catalogue';
import {
  bookingCampingArrivals,
  bookingExternalFacilities,
} from '../db/schema/partner-lodges-and-school-fees';
import { staffBookingDetails } from '../db/schema/staff-booking-details';
import { bookingTickets } from '../db/schema/tickets';
import type { Mailer } from '../mail/mailer';
import { paidLessGivenBack } from '../payments-admin/given-back';
import type { PricingDeps } from '../quotes/price-cart';
import { sendAmendmentMail } from './booking-amendment-mail';
import { logBookingChange } from './booking-change-log';
import {
  allowedTransition,
  appendBookingEvent,
  type BookingRow,
  lockStaffBooking,
  ticketIfAdmitted,
  updateBooking,
} from './booking-operation';
import type { StaffAuthor } from './create-staff-booking';
import { checkPartnerLineDiscounts } from './partner-line-discounts';
import { checkDestination, checkStaffDates, gatePassColumns } from './staff-booking-fields';
import { staffBookingMessages } from './staff-booking-messages';
import { type PricingBasis, priceAtBasis } from './staff-booking-pricing';

/** What amending needs: pricing, and the mailer for the client's e-mail. */
export interface AmendDeps extends PricingDeps {
  mailer: Mailer;
}

/**
 * The basis of a booking made without one (a public or gate booking): its own currency's
 * rates at the instant it was made, its promo code's percentage, no member or partner
 * discounts, the schedules as they stand.
 */
async function basisOfBooking(tx: Transaction, row: BookingRow): Promise<PricingBasis> {
  const [currencies, [promo]] = await Promise.all([
    readCurrencies(tx, row.created_at),
    row.promo_code
      ? tx
          .select({ code: promoCodes.code, percentage_off: promoCodes.percentage_off })
          .from(promoCodes)
          .where(eq(promoCodes.code, row.promo_code))
      : [],
  ]);
  return {
    priced_at: row.created_at.toISOString(),
    rates: {
      ...ratesFromCurrencies(currencies),
      [row.currency]: {
        buy_amount: row.currency_buying_rate_at_time,
        sell_amount: row.currency_selling_rate_at_time,
      },
    },
    member: null,
    partner: null,
    promo: promo ?? null,
  };
}

/**
 * Refuses a change of the booking's member, partner or promo code (see the module comment).
 * @throws DomainError VALIDATION_FAILED on the field changed.
 */
function checkKeptFields(row: BookingRow, request: StaffBookingAmendment, staff: StaffAuthor) {
  const refuse = (field: string, message: string) => {
    throw new DomainError('VALIDATION_FAILED', message, { fields: { [field]: message } });
  };
  if (request.member && request.member !== row.member_public_id) {
    refuse('member', staffBookingMessages.amendKeepsMember);
  }
  if (request.partner && request.partner !== row.partner_public_id) {
    refuse(
      'partner',
      staff.partner_public_id === null
        ? staffBookingMessages.amendKeepsPartner
        : staffBookingMessages.partnerBooksOwn,
    );
  }
  if (request.promo_code && request.promo_code !== row.promo_code) {
    refuse('promo_code', staffBookingMessages.amendKeepsPromoCode);
  }
}

/** Removes every line of booking `bookingId`: its units, slots and rooms are free again. */
async function removeLines(tx: Transaction, bookingId: number): Promise<void> {
  const facilityIds = tx
    .select({ id: bookingFacilities.id })
    .from(bookingFacilities)
    .where(eq(bookingFacilities.booking_id, bookingId));
  await tx
    .delete(bookingCampingArrivals)
    .where(inArray(bookingCampingArrivals.booking_facility_id, facilityIds));
  await Promise.all(
    [
      bookingGuests,
      bookingVehicles,
      bookingFacilities,
      bookingActivities,
      bookingDonations,
      bookingResidencyProofs,
      bookingExternalFacilities,
    ].map((table) => tx.delete(table).where(eq(table.booking_id, bookingId))),
  );
}

type GuestLine = { payment_public_id: string; payment_guests: number };

/** The guest lines a ticket carries, as one comparable text. */
function guestsKey(lines: readonly GuestLine[]): string {
  return lines
    .map((line) => `${line.payment_public_id}:${line.payment_guests}`)
    .sort()
    .join(',');
}

/** Booking `bookingId`'s guest lines as stored (what its ticket carries besides the stay). */
function ticketedGuests(tx: Transaction, bookingId: number): Promise<GuestLine[]> {
  return tx
    .select({
      payment_public_id: bookingGuests.payment_public_id,
      payment_guests: bookingGuests.payment_guests,
    })
    .from(bookingGuests)
    .where(eq(bookingGuests.booking_id, bookingId));
}

/** The balance and payment status of `row` with `amountDue` once `paid` is counted. */
function settlement(row: BookingRow, amountDue: number, paid: Decimal) {
  if (row.booking_payment_status === 'FOC') {
    return { booking_payment_balance: '0', booking_payment_status: 'FOC' as const };
  }
  const balance = Decimal.max(new Decimal(amountDue).minus(paid), 0);
  let status: BookingRow['booking_payment_status'] = 'Partially Paid';
  if (paid.lte(0)) status = 'Unpaid';
  if (balance.isZero()) status = 'Paid';
  return { booking_payment_balance: balance.toFixed(2), booking_payment_status: status };
}

/**
 * The gate an amendment comes in by: the one `request` names, else the booking's own while it
 * still admits to the amended destination (the staff wizard has no gate field, staff-booking.md
 * §2.1, so an amendment from it names none and must not clear the gate the booking was made
 * with); null when the booking moves to a destination its gate does not serve.
 */
function amendedEntryPoint(
  row: { entry_point: string | null; destination_public_id: string | null },
  request: Pick<StaffBookingAmendment, 'entry_point' | 'destination'>,
  snapshot: { gates: readonly { gate_public_id: string; destination_public_id: string }[] },
): string | null {
  if (request.entry_point !== null) return request.entry_point;
  if (row.entry_point === null || request.destination === row.destination_public_id) {
    return row.entry_point;
  }
  const gate = snapshot.gates.find((candidate) => candidate.gate_public_id === row.entry_point);
  return gate?.destination_public_id === request.destination ? row.entry_point : null;
}

/**
 * Amends booking `bookingPublicId` with `request` for `staff` (see the module comment).
 * @returns the booking's public id and the amendment's outcome (totals, the credit offered).
 * @throws DomainError BOOKING_NOT_FOUND; INVALID_TRANSITION; VALIDATION_FAILED (dates, a kept
 *   field changed, …); UNKNOWN_REFERENCE; PRICING_NOT_SET; CAPACITY_EXCEEDED; BOOKING_BANNED.
 */
export async function amendStaffBooking(
  deps: AmendDeps,
  bookingPublicId: string,
  request: StaffBookingAmendment,
  staff: StaffAuthor,
): Promise<AmendmentOutcome & { booking_public_id: string }> {
  const now = deps.clock.now();
  const actor = {
    publicId: staff.public_id,
    partnerPublicId: staff.partner_public_id,
    email: staff.email,
  };
  checkStaffDates(request, now);
  const amended = await deps.db.transaction(async (tx) => {
    const row = await lockStaffBooking(tx, bookingPublicId, actor);
    allowedTransition(row, 'amend');
    checkKeptFields(row, request, staff);
    // The booking's own destination and gate stay allowed when deleted since it was made.
    await checkDestination(
      tx,
      request.destination,
      request.destination === row.destination_public_id,
    );
    const [details] = await tx
      .select()
      .from(staffBookingDetails)
      .where(eq(staffBookingDetails.booking_id, row.id));
    checkPartnerLineDiscounts(
      request,
      (details?.request as StaffBookingAmendment | undefined) ?? null,
      staff.partner_public_id,
    );
    const basis =
      (details?.pricing_basis as PricingBasis | undefined) ?? (await basisOfBooking(tx, row));
    const withoutGate = {
      ...request,
      currency: row.currency as StaffBookingAmendment['currency'],
      member: row.member_public_id,
      partner: row.partner_public_id,
      promo_code: row.promo_code,
    };
    const { quote, snapshot, context } = await priceAtBasis(deps, withoutGate, basis);
    const priced = { ...withoutGate, entry_point: amendedEntryPoint(row, request, snapshot) };
    // Kept only with its destination: moving the booking elsewhere checks the gate anew.
    const ownDeletedGate =
      priced.entry_point !== null &&
      priced.entry_point === row.entry_point &&
      request.destination === row.destination_public_id &&
      !snapshot.gates.some((gate) => gate.gate_public_id === priced.entry_point);
    checkBookingReferences(ownDeletedGate ? { ...priced, entry_point: null } : priced, snapshot);
    const discounts = quoteLineDiscounts(priced, context, quote);
    const lines = bookingLines(priced, quote, snapshot.catalogue, basis.rates, discounts);
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

    const ticketed = await ticketedGuests(tx, row.id);
    await removeLines(tx, row.id);
    await reserveLines(tx, lines, now, row.partner_public_id);
    await insertLines(tx, row.id, lines, priced);
    const paid = await paidLessGivenBack(tx, row.id);
    const amountDue = quote.totals.amount_due;
    const updated = await updateBooking(
      tx,
      row.id,
      {
        ...gatePassColumns(priced, row.partner_public_id),
        check_in: priced.check_in,
        check_out: priced.check_out,
        total_cost: String(quote.totals.grand_total),
        amount_due: String(amountDue),
        ...settlement(row, amountDue, paid),
      },
      now,
    );
    const stored = { ...priced, payment_period: details?.payment_period ?? 0 };
    const kept = {
      booking_type_code: bookingTypeCodeOf(priced),
      school_public_id: priced.school ?? null,
      group_details: groupDetailsOf(priced),
      request: stored,
    };
    if (details) {
      await tx
        .update(staffBookingDetails)
        .set(kept)
        .where(eq(staffBookingDetails.booking_id, row.id));
    } else {
      await tx.insert(staffBookingDetails).values({
        ...kept,
        booking_id: row.id,
        pricing_basis: basis,
        created_by: staff.public_id,
        created_at: now,
      });
    }
    const ticketChanged =
      row.check_in !== priced.check_in ||
      row.check_out !== priced.check_out ||
      guestsKey(ticketed) !== guestsKey(lines.guests);
    if (ticketChanged) {
      await tx
        .update(bookingTickets)
        .set({ revoked_at: now })
        .where(and(eq(bookingTickets.booking_id, row.id), isNull(bookingTickets.revoked_at)));
    }
    await ticketIfAdmitted(tx, updated, now);

    const previousTotal = Number(row.amount_due);
    const over = paid.minus(amountDue);
    const outcome: AmendmentOutcome = {
      previous_total: previousTotal,
      total: amountDue,
      credit_note_offered: over.gt(0) ? over.toNumber() : null,
    };
    await appendBookingEvent(tx, {
      bookingId: row.id,
      type: 'amended',
      actor: staff.public_id,
      at: now,
      details: {
        previous_total: previousTotal,
        total: amountDue,
        previous_balance: Number(row.booking_payment_balance),
        balance: Number(updated.booking_payment_balance),
        credit_note_offered: outcome.credit_note_offered,
        send_mail: request.send_mail,
      },
    });
    await logBookingChange(
      tx,
      actor,
      { operation: 'amend', before: row, after: updated, details: { request: stored } },
      now,
    );
    return { id: row.id, outcome };
  });
  if (request.send_mail) await sendAmendmentMail(deps, amended.id, amended.outcome.previous_total);
  return { booking_public_id: bookingPublicId, ...amended.outcome };
}
