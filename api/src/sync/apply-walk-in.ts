/**
 * Applies a `walk_in_booking` outbox operation: a booking made at the gate, priced again on the
 * server by the same engine (`priceQuote`, through the booking service) and written like a
 * staff booking, with source `gate`, the kiosk's gate as its entry point, the public id the
 * kiosk gave it (so the kiosk's later operations on it apply), and its dates checked against
 * the day of the walk-in at the gate less the staff backdating window of 7 days, not the day
 * of the upload. Its hold runs from when the server receives it, so cash taken at the gate
 * and uploaded with it still pays it.
 *
 * When the server's amount due differs from what the kiosk quoted (`quoted_amount_due`, e.g.
 * rates changed while it was offline), the booking is written at the server's figures and the
 * operation is recorded `forced` for review. A booking the server already has under that
 * public id (the walk-in was written, then the outbox answer was lost) is answered as applied.
 * The reference the kiosk printed from its device's block is kept (`walk-in-reference.ts`).
 * The web form's terms and disclaimer boxes are not part of a gate booking (stored false); a
 * walk-in without an e-mail address or city keeps them empty; its destination (the one the
 * kiosk's gate admits to when the kiosk sent none, so it is priced at that destination's fee
 * schedules) and the proofs of residency taken at the gate are stored with it. A member's walk-in gets the member's
 * discounts when the membership is paid and in force on check-in, and records the member
 * (`walk-in-member.ts`). A promo code the gate checked online but the server refuses by the
 * time the walk-in arrives (used up, ended) is dropped: the booking is written without it and
 * flagged by its amount due.
 *
 * spec: staff-booking.md §2.1 (individual gate-entry booking), §9 (price calculation);
 * ARCHITECTURE.md §The gate kiosk (walk-in booking offline); research offline-checkin-anchors.md
 * §1 (queued orders with an idempotency key; the server's order code is written back).
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { findReference } from '@hifadhi/shared/pricing/line-errors';
import { STAFF_BACKDATING_DAYS, walkInBookingPayloadSchema } from '@hifadhi/shared/schemas/sync';
import { and, eq, isNull } from 'drizzle-orm';
import { type BookingDeps, createBooking } from '../bookings/create-booking';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { destinations, gates } from '../db/schema/catalogue';
import { isUniqueViolation } from '../db/unique-violation';
import { type AppliedOperation, deviceActor, type OperationApplier } from './outbox-operation';
import { recordWalkInMember, walkInMember } from './walk-in-member';
import { keptWalkInReference } from './walk-in-reference';

async function writtenWalkIn(db: Executor, bookingPublicId: string) {
  const [row] = await db
    .select({
      booking_public_id: bookings.booking_public_id,
      booking_ref_code: bookings.booking_ref_code,
      currency: bookings.currency,
      total_cost: bookings.total_cost,
      amount_due: bookings.amount_due,
      booking_payment_balance: bookings.booking_payment_balance,
      booking_payment_status: bookings.booking_payment_status,
    })
    .from(bookings)
    .where(eq(bookings.booking_public_id, bookingPublicId));
  return row;
}

/**
 * Checks the walk-in's destination before anything is written.
 * @throws DomainError UNKNOWN_REFERENCE 'Unknown destination: {id}' on `destination`.
 */
async function checkDestination(db: Executor, destination: string): Promise<void> {
  const known = await db
    .select({ id: destinations.destination_public_id })
    .from(destinations)
    .where(eq(destinations.destination_public_id, destination));
  findReference(known, () => true, { field: 'destination', what: 'destination', id: destination });
}

/** The destination gate `gatePublicId` admits to (null for a gate the catalogue lacks). */
async function gateDestination(db: Executor, gatePublicId: string): Promise<string | null> {
  const [gate] = await db
    .select({ destination: gates.destination_public_id })
    .from(gates)
    .where(eq(gates.gate_public_id, gatePublicId));
  return gate?.destination ?? null;
}

/**
 * Records the walk-in's destination (the booking service does not take one), only where none
 * is recorded yet, so a retry changes nothing.
 */
async function recordDestination(db: Executor, bookingPublicId: string, destination: string) {
  await db
    .update(bookings)
    .set({ destination_public_id: destination })
    .where(
      and(eq(bookings.booking_public_id, bookingPublicId), isNull(bookings.destination_public_id)),
    );
}

/** True when `error` is the booking service refusing the promo code. */
function refusesPromoCode(error: unknown): boolean {
  return error instanceof DomainError && error.fields?.promo_code !== undefined;
}

/** Runs `write`; a walk-in written meanwhile under the same public id counts as written. */
async function writeWalkIn(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'bookings_booking_public_id_unique')) throw error;
  }
}

/**
 * The applier over the booking service `deps` (see the module comment).
 * @throws ZodError for a payload that is not a walk-in; DomainError from the booking service
 *   (VALIDATION_FAILED, UNKNOWN_REFERENCE, PRICING_NOT_SET, CAPACITY_EXCEEDED, …).
 */
export function walkInApplier(deps: BookingDeps): OperationApplier {
  return {
    within: 'services',
    apply: async (db, context, raw) => {
      const payload = walkInBookingPayloadSchema.parse(raw);
      const {
        booking_public_id,
        booking_ref_code,
        clerk_public_id,
        quoted_amount_due,
        destination: named,
        ...cart
      } = payload;
      const destination = named ?? (await gateDestination(db, context.device.gate_public_id));
      if (destination !== null) await checkDestination(db, destination);
      const walkInDay = calendarDateAt(context.device_time);
      const member = cart.member
        ? await walkInMember(db, cart.member, { today: walkInDay, checkIn: cart.check_in })
        : null;
      if ((await writtenWalkIn(db, booking_public_id)) === undefined) {
        const kept = await keptWalkInReference(db, context.device, booking_ref_code);
        const book = (promo_code: string | null) =>
          createBooking(
            kept ? { ...deps, newRefCode: () => kept } : deps,
            {
              ...cart,
              promo_code,
              destination,
              email: cart.email ?? '',
              city: cart.city ?? '',
              address: null,
              code: null,
              country_details: null,
              entry_mode: null,
              entry_point: context.device.gate_public_id,
              additional_note: null,
              newsletter: false,
              terms: false,
              disclaimer: false,
              proof_of_residency: cart.proof_of_residency,
            },
            {
              source: 'gate',
              actor: clerk_public_id ?? deviceActor(context.device),
              booking_public_id,
              // Staff may backdate a gate booking up to STAFF_BACKDATING_DAYS (§9).
              today: addDays(walkInDay, -STAFF_BACKDATING_DAYS),
              discounts: { member: member?.discounts ?? null },
            },
          );
        await writeWalkIn(async () => {
          try {
            await book(cart.promo_code);
          } catch (error) {
            // The code was checked online at the gate; used up or ended since, the walk-in is
            // still written (without it) and flagged by its amount due, never lost.
            if (cart.promo_code === null || !refusesPromoCode(error)) throw error;
            await book(null);
          }
        });
      }
      const written = await writtenWalkIn(db, booking_public_id);
      if (written === undefined) throw new Error(`Walk-in ${booking_public_id} was not written`);
      if (destination !== null) await recordDestination(db, booking_public_id, destination);
      if (member) await recordWalkInMember(db, booking_public_id, member.member_public_id);
      const amountDue = Number.parseInt(written.amount_due, 10);
      const answer: AppliedOperation = {
        status:
          quoted_amount_due === null || quoted_amount_due === amountDue ? 'applied' : 'forced',
        result: {
          booking_public_id: written.booking_public_id,
          booking_ref_code: written.booking_ref_code,
          currency: written.currency,
          total_cost: Number.parseInt(written.total_cost, 10),
          amount_due: amountDue,
          quoted_amount_due,
          booking_payment_balance: Number.parseInt(written.booking_payment_balance, 10),
          booking_payment_status: written.booking_payment_status,
        },
      };
      return answer;
    },
  };
}
