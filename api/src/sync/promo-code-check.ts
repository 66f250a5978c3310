/**
 * `POST /sync/promo-code`: a kiosk online checks the promo code a walk-in guest gives before it
 * prices the walk-in with it (the uses of a code are counted on the server, so the gate cannot
 * check one offline). Answers the code and its percentage off, or the public quote's refusal.
 *
 * spec: pricing-rules.md §Discounts 4; staff-booking.md §2.1 (promo code); api/src/quotes/promo-code.ts.
 */
import { z } from '@hono/zod-openapi';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { resolvePromoCode, type ValidPromo } from '../quotes/promo-code';

/** The request: the code as the guest gave it (upper-cased here). */
export const promoCodeCheckRequestSchema = z.strictObject({
  promo_code: z.string().trim().min(1).max(64),
});

/** The answer: the code valid now and its percentage off (decimal string). */
export const promoCodeCheckSchema = z.object({ code: z.string(), percentage_off: z.string() });

/**
 * The promo `code` if valid now.
 * @throws DomainError UNKNOWN_REFERENCE 'Promo code not found' or VALIDATION_FAILED 'This promo
 *   code is not valid', on `promo_code`.
 */
export async function checkPromoCode(
  deps: { db: Database; clock: Clock; catalogueCache: CatalogueCache },
  code: string,
): Promise<ValidPromo> {
  const now = deps.clock.now();
  const snapshot = await deps.catalogueCache.snapshot(now);
  const promo = await resolvePromoCode(deps.db, snapshot.promo_codes, code.toUpperCase(), now);
  if (promo === null) throw new Error('A promo code was given but none was resolved');
  return promo;
}
