/**
 * Creates a booking (a public one, or one made at the gate, see `createBooking`): checks the
 * dates against today (Africa/Nairobi) and the stay,
 * prices the cart on the server (client totals are never read), checks every catalogue id it
 * stores, then in ONE transaction reserves the capacity (reserve-capacity.ts) and writes the
 * booking, its guests, vehicles, facility and activity lines, proofs of residency, donations,
 * the rates in force, `hold_expires_at` = now + the hold minutes, and a `created` event.
 * Either all of it is written or none of it. A guest matching an active booking ban
 * (`booking-bans/ban-match.ts`) is refused, or for a gate walk-in accepted and flagged.
 *
 * spec: api-contract.md §Bookings; public-site.md §3 (Booking form), §5; staff-booking.md §5;
 * pricing-rules.md §"Money and rounding" 3 (rates at the time).
 */

import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { type CalendarDate, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import {
  type CurrencyRate,
  type Rates,
  rateOf,
  ratesFromCurrencies,
} from '@hifadhi/shared/money/rates';
import type { BookingCreated, PublicBookingRequest } from '@hifadhi/shared/schemas/booking';
import type { QuoteRequest } from '@hifadhi/shared/schemas/quote';
import { flagBannedBooking, screenBookingGuest } from '../booking-bans/ban-match';
import { takePromoCodeUse } from '../catalogue-admin/promo-code-uses';
import type { Transaction } from '../db/database';
import {
  bookingActivities,
  bookingDonations,
  bookingEvents,
  bookingFacilities,
  bookingGuests,
  bookingResidencyProofs,
  bookings,
  bookingVehicles,
} from '../db/schema/bookings';
import { type CartDiscounts, type PricingDeps, priceCart } from '../quotes/price-cart';
import { type BookingLines, bookingLines } from './booking-lines';
import { newBookingRefCode } from './booking-ref-code';
import { checkBookingReferences } from './booking-references';
import { insertDeskLines, reserveLodgeRooms } from './desk-lines-store';
import { assertWithinHoldLimits, type HoldLimits } from './hold-limits';
import { discountColumns, quoteLineDiscounts } from './line-discounts';
import { reserveCapacity } from './reserve-capacity';
import { checkStayDates } from './stay-dates';

export interface BookingDeps extends PricingDeps {
  /** Minutes an unpaid booking holds its units (config BOOKING_HOLD_MINUTES). */
  holdMinutes: number;
  /** Caps on one client's unpaid public holds (hold-limits.ts); none when absent. */
  holdLimits?: HoldLimits;
  /** Draws a booking reference code; default `newBookingRefCode`. */
  newRefCode?: () => string;
}

/**
 * Draws of a reference code before giving up (with a million bookings, a draw collides once
 * in a million).
 */
const REF_CODE_ATTEMPTS = 5;

type BookingRow = typeof bookings.$inferInsert;

/**
 * What a booking is made from: the booking form and proof of residency of the public request,
 * with a cart that may carry the staff fields (a discount on a line). Terms and disclaimer are
 * whatever was agreed (a public booking has agreed to both).
 */
export type BookingRequest = Omit<
  PublicBookingRequest,
  keyof QuoteRequest | 'terms' | 'disclaimer'
> &
  QuoteRequest & { terms: boolean; disclaimer: boolean };

/** Who makes a booking, and the day its dates are checked against. */
export interface BookingOrigin {
  source: BookingRow['source'];
  /** Who the `created` event names: `public`, or a staff user's or device's id. */
  actor: string;
  /** The public id to give the booking (a kiosk's walk-in); default a random one. */
  booking_public_id?: string;
  /** The day check-in may not be before; default today at `deps.clock`. */
  today?: CalendarDate;
  /** The address a public booking came from (`auth/client-address.ts`); default `unknown`. */
  client_address?: string;
  /** A member's discounts already resolved and checked (a kiosk's walk-in); default none. */
  discounts?: CartDiscounts;
}

/**
 * The rates of `currency` the booking keeps, as stored ("128.00"; KES is 1/1).
 * @throws DomainError CURRENCY_NOT_SUPPORTED when `rates` lacks it.
 */
export function ratesAtTime(rates: Rates, currency: CurrencyCode): CurrencyRate {
  rateOf(rates, currency);
  return rates[currency] ?? { buy_amount: '1', sell_amount: '1' };
}

/**
 * Inserts booking `values` with a fresh reference code (drawn again on a collision).
 * @returns its internal id, public id and reference code.
 */
export async function insertBooking(
  tx: Transaction,
  values: Omit<BookingRow, 'booking_ref_code'>,
  newRefCode: () => string,
): Promise<{ id: number; booking_public_id: string; booking_ref_code: string }> {
  for (let attempt = 0; attempt < REF_CODE_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, booking_ref_code: newRefCode() })
      .onConflictDoNothing({ target: bookings.booking_ref_code })
      .returning({
        id: bookings.id,
        booking_public_id: bookings.booking_public_id,
        booking_ref_code: bookings.booking_ref_code,
      });
    if (row) return row;
  }
  throw new Error(`No free booking reference code after ${REF_CODE_ATTEMPTS} draws`);
}

/**
 * Inserts the line rows of booking `booking_id` (with the desk's camping arrivals and external
 * accommodation, desk-lines-store.ts) and the proofs of residency of `request`.
 */
export async function insertLines(
  tx: Transaction,
  booking_id: number,
  lines: BookingLines,
  request: Pick<BookingRequest, 'proof_of_residency'>,
): Promise<void> {
  const withBooking = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, booking_id }));
  const money = (amount: number) => String(amount);
  const writes: Promise<unknown>[] = [];
  if (lines.guests.length > 0) {
    writes.push(
      tx.insert(bookingGuests).values(
        withBooking(
          lines.guests.map(({ discounts, ...line }) => ({
            ...line,
            amount: money(line.amount),
            ...discountColumns(discounts),
          })),
        ),
      ),
    );
  }
  if (lines.vehicles.length > 0) {
    writes.push(
      tx.insert(bookingVehicles).values(
        withBooking(
          lines.vehicles.map(({ discounts, ...line }) => ({
            ...line,
            amount: money(line.amount),
            ...discountColumns(discounts),
          })),
        ),
      ),
    );
  }
  if (lines.facilities.length > 0) {
    writes.push(
      tx.insert(bookingFacilities).values(
        withBooking(
          lines.facilities.map(({ index, nights, discounts, ...line }) => ({
            ...line,
            amount: money(line.amount),
            ...discountColumns(discounts),
          })),
        ),
      ),
    );
  }
  if (lines.activities.length > 0) {
    writes.push(
      tx.insert(bookingActivities).values(
        withBooking(
          lines.activities.map(({ index, discounts, ...line }) => ({
            ...line,
            amount: money(line.amount),
            ...discountColumns(discounts),
          })),
        ),
      ),
    );
  }
  if (request.proof_of_residency.length > 0) {
    writes.push(
      tx.insert(bookingResidencyProofs).values(
        withBooking(
          request.proof_of_residency.map((proof) => ({
            payment_public_id: proof.payment_public_id,
            proof_point: proof.proof_point,
            first_name: proof.first_name,
            last_name: proof.last_name,
            document_id: proof.document_id,
          })),
        ),
      ),
    );
  }
  if (lines.donations.length > 0) {
    writes.push(
      tx.insert(bookingDonations).values(
        withBooking(
          lines.donations.map((line) => ({
            ...line,
            booking_amount: money(line.booking_amount),
          })),
        ),
      ),
    );
  }
  await Promise.all(writes);
  await insertDeskLines(tx, booking_id, lines);
}

/**
 * Takes the units and slots the lines of a booking of partner `partner` (its public id; null
 * for a booking without one: public, walk-in) hold at `at` inside `tx` (reserve-capacity.ts:
 * other partners' allocations are not free to it), then the partner lodges' rooms
 * (desk-lines-store.ts), for every booking made, public, gate or staff.
 * @throws DomainError CAPACITY_EXCEEDED on the first line that does not fit.
 */
export async function reserveLines(
  tx: Transaction,
  lines: BookingLines,
  at: Date,
  partner: string | null,
): Promise<void> {
  await reserveCapacity(
    tx,
    {
      facilities: lines.facilities,
      activities: lines.activities.map(({ index, activity_public_id, date, participants }) => ({
        index,
        activity_public_id,
        date,
        participants,
      })),
    },
    at,
    partner,
  );
  await reserveLodgeRooms(tx, lines.external_facilities, at);
}

/**
 * Creates the booking of `request` from `origin` as held and unpaid. Money is whole units of
 * the booking currency; `total_cost` is the grand total and the balance is the amount due
 * (grand total plus donations).
 * @throws DomainError VALIDATION_FAILED (past or out-of-stay dates, invalid promo code, …),
 * UNKNOWN_REFERENCE (an id the catalogue lacks), PRICING_NOT_SET, NO_SPECIAL_PRICING,
 * ROOM_CAPACITY_EXCEEDED (too many guests for the rooms), CAPACITY_EXCEEDED (sold out),
 * BOOKING_BANNED (a public or staff booking whose guest matches an active ban; nothing written).
 */
export async function createBooking(
  deps: BookingDeps,
  request: BookingRequest,
  origin: BookingOrigin,
): Promise<BookingCreated> {
  checkStayDates(request, origin.today ?? calendarDateAt(deps.clock.now()));
  const walkIn = origin.source === 'gate';
  const { quote, snapshot, promo, priced_at, context } = await priceCart(
    deps,
    request,
    origin.discounts,
    walkIn,
  );
  // A walk-in already came in through its kiosk's gate, which may admit elsewhere or be
  // deleted by the time it uploads: its gate (the kiosk's own) is recorded as it was, whatever
  // destination it names.
  const gateChecked = walkIn ? { ...request, destination: null, entry_point: null } : request;
  checkBookingReferences(gateChecked, snapshot);
  const rates = ratesFromCurrencies(snapshot.catalogue.currencies);
  const discounts = quoteLineDiscounts(request, context, quote);
  const lines = bookingLines(request, quote, snapshot.catalogue, rates, discounts);
  const rate = ratesAtTime(rates, request.currency);
  const holdExpiresAt = new Date(priced_at.getTime() + deps.holdMinutes * 60_000);

  const created = await deps.db.transaction(async (tx) => {
    const ban = await screenBookingGuest(
      tx,
      {
        email: request.email,
        phone: request.phone,
        vehicle_registration: request.mode_registration,
      },
      calendarDateAt(priced_at),
      origin.source,
    );
    // Public bookings and walk-ins have no partner: partners' allocations are not free to them.
    await reserveLines(tx, lines, priced_at, null);
    if (origin.source === 'public' && deps.holdLimits) {
      await assertWithinHoldLimits(
        tx,
        { email: request.email, address: origin.client_address ?? 'unknown' },
        lines.facilities,
        priced_at,
        deps.holdLimits,
      );
    }
    if (promo) await takePromoCodeUse(tx, promo.code, priced_at);
    const booking = await insertBooking(
      tx,
      {
        booking_public_id: origin.booking_public_id,
        source: origin.source,
        booking_type: 'individual',
        currency: request.currency,
        check_in: request.check_in,
        check_out: request.check_out,
        first_name: request.first_name,
        last_name: request.last_name,
        email: request.email,
        phone: request.phone,
        address: request.address,
        code: request.code,
        country: request.country,
        city: request.city,
        additional_note: request.additional_note,
        newsletter: request.newsletter,
        entry_mode_public_id: request.entry_mode,
        entry_point: request.entry_point,
        mode_registration: request.mode_registration,
        terms: request.terms,
        disclaimer: request.disclaimer,
        destination_public_id: request.destination ?? null,
        promo_code: promo?.code ?? null,
        currency_buying_rate_at_time: rate.buy_amount,
        currency_selling_rate_at_time: rate.sell_amount,
        total_cost: String(quote.totals.grand_total),
        amount_due: String(quote.totals.amount_due),
        booking_payment_balance: String(quote.totals.amount_due),
        hold_expires_at: holdExpiresAt,
        client_address: origin.client_address ?? null,
        created_at: priced_at,
        updated_at: priced_at,
      },
      deps.newRefCode ?? newBookingRefCode,
    );
    await Promise.all([
      insertLines(tx, booking.id, lines, request),
      tx.insert(bookingEvents).values({
        booking_id: booking.id,
        type: 'created',
        actor: origin.actor,
        at: priced_at,
        payload: {
          booking_ref_code: booking.booking_ref_code,
          currency: request.currency,
          total_cost: quote.totals.grand_total,
          amount_due: quote.totals.amount_due,
          promo_code: promo?.code ?? null,
          hold_expires_at: holdExpiresAt.toISOString(),
        },
      }),
    ]);
    if (ban) await flagBannedBooking(tx, booking.id, ban, priced_at);
    return booking;
  });

  return {
    booking_public_id: created.booking_public_id,
    booking_ref_code: created.booking_ref_code,
    currency: request.currency,
    total_cost: quote.totals.grand_total,
    booking_payment_balance: quote.totals.amount_due,
    booking_payment_status: 'Unpaid',
    hold_expires_at: holdExpiresAt.toISOString(),
  };
}

/**
 * Creates the public booking of `request` (parsed with `publicBookingRequestSchema`) from the
 * client at `clientAddress`; see `createBooking` for what it checks, writes and throws, and
 * hold-limits.ts for the caps on one client's unpaid holds (RATE_LIMITED, CONFLICT).
 */
export function createPublicBooking(
  deps: BookingDeps,
  request: PublicBookingRequest,
  clientAddress = 'unknown',
): Promise<BookingCreated> {
  return createBooking(deps, request, {
    source: 'public',
    actor: 'public',
    client_address: clientAddress,
  });
}
