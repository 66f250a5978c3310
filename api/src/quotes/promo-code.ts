/**
 * Resolves the promo code of a cart: it must name a promo code of the catalogue and be valid
 * today (between its start and end dates, and used by fewer than max_uses bookings: held,
 * paid, confirmed or checked in or out, see catalogue-admin/promo-code-uses.ts). The uses are
 * booking state, so they are counted in the database on every call; a booking takes its use
 * under a row lock when it is made.
 *
 * spec: pricing-rules.md §Discounts 4; payment-terms.ts `isPromoCodeValid`.
 */
import type { PromoCode } from '@hifadhi/shared/catalogue/catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { isPromoCodeValid } from '@hifadhi/shared/pricing/payment-terms';
import { promoCodeUses } from '../catalogue-admin/promo-code-uses';
import type { Executor } from '../db/database';

/** A promo code checked valid: what the pricing engine discounts by (percent). */
export interface ValidPromo {
  code: string;
  percentage_off: string;
}

/**
 * The promo `code` (already upper-cased by the request schema) when it is valid on the
 * conservancy's date at `at` (Africa/Nairobi); null when there is none.
 * @throws DomainError UNKNOWN_REFERENCE 'Promo code not found', or VALIDATION_FAILED 'This
 * promo code is not valid' (outside its dates or used up); both on the field `promo_code`.
 */
export async function resolvePromoCode(
  db: Executor,
  promoCodes: readonly PromoCode[],
  code: string | null,
  at: Date,
): Promise<ValidPromo | null> {
  if (code === null) return null;
  const promo = promoCodes.find((candidate) => candidate.code === code);
  if (!promo) {
    throw new DomainError('UNKNOWN_REFERENCE', messages.promoCodeUnknown, {
      fields: { promo_code: messages.promoCodeUnknown },
    });
  }
  const today = calendarDateAt(at);
  if (!isPromoCodeValid(promo, today, await promoCodeUses(db, promo.code, at))) {
    throw new DomainError('VALIDATION_FAILED', messages.promoCodeNotValid, {
      fields: { promo_code: messages.promoCodeNotValid },
    });
  }
  return { code: promo.code, percentage_off: promo.percentage_off };
}
