/**
 * How many uses a promo code has, and taking one, exactly.
 *
 * The rule (pricing-rules.md §Discounts 4 says a code is valid "until max_uses paid bookings
 * have used it"; a booking is priced with the discount when it is made, before it is paid): a
 * booking uses its code from the moment it is made for as long as it holds its place — held
 * with its hold running, paid, confirmed, checked in — and for good once checked out. An
 * expired hold, a cancelled or a deleted booking gives its use back. A booking is made with a
 * code only while fewer than max_uses bookings use it, so the paid bookings of a code (a subset
 * of those using it) never exceed max_uses, whatever the order payments arrive in. A booking
 * whose hold lapsed before its payment arrived takes a use again when the payment revives it,
 * under the same rule (recheck-booking-capacity.ts); with none left, it is not revived.
 *
 * Taking a use locks the promo code's row (`FOR NO KEY UPDATE`, which a booking's foreign key
 * does not wait on) for the rest of the booking's transaction, so two bookings never both take
 * the last use.
 *
 * spec: api-contract.md §Catalogue administration (`max_uses` … never exceeded, also under
 * concurrent payments); pricing-rules.md §Discounts 4.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { and, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { promoCodes } from '../db/schema/catalogue';

/** SQL condition: the booking uses its promo code at `at` (see the module comment). */
function usesItsCode(at: Date): SQL {
  return or(
    sql`"booking_holds_until"(${bookings.booking_status}, ${bookings.booking_payment_status}, ${bookings.hold_expires_at}) > ${at.toISOString()}::timestamptz`,
    eq(bookings.booking_status, 'checked_out'),
  )!;
}

/** Bookings using `code` at `at`, leaving out booking `exceptBookingId` when given. */
export async function promoCodeUses(
  db: Executor,
  code: string,
  at: Date,
  exceptBookingId?: number,
): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.promo_code, code),
        usesItsCode(at),
        exceptBookingId === undefined ? undefined : ne(bookings.id, exceptBookingId),
      ),
    );
  return row?.uses ?? 0;
}

/**
 * Takes a use of `code` for a booking being made (or revived) in transaction `tx` at `at`:
 * locks the code's row, then counts the bookings using it (booking `exceptBookingId` left out).
 * @throws DomainError VALIDATION_FAILED 'This promo code is not valid' (field promo_code)
 * when max_uses bookings already use it, or the code is gone.
 */
export async function takePromoCodeUse(
  tx: Executor,
  code: string,
  at: Date,
  exceptBookingId?: number,
): Promise<void> {
  const [promo] = await tx
    .select({ max_uses: promoCodes.max_uses })
    .from(promoCodes)
    .where(eq(promoCodes.code, code))
    .for('no key update');
  const uses = promo ? await promoCodeUses(tx, code, at, exceptBookingId) : 0;
  if (!promo || uses >= promo.max_uses) {
    throw new DomainError('VALIDATION_FAILED', messages.promoCodeNotValid, {
      fields: { promo_code: messages.promoCodeNotValid },
    });
  }
}
