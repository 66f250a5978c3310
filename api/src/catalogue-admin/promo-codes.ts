/**
 * New promo codes, made by staff: valid from `start_date` to `end_date` (both included) for
 * `percentage_off` % off every line but donations, while fewer than `max_uses` bookings use it
 * (promo-code-uses.ts). The write is logged and moves the catalogue's version (migration 0003's
 * trigger on promo_codes), so the next quote knows the code.
 *
 * spec: api-contract.md §Catalogue administration (`POST /promo-codes`); membership-backoffice.md
 * §2.5 (Promo codes); pricing-rules.md §Discounts 4.
 */
import { DomainError } from '@hifadhi/shared/errors';
import {
  catalogueAdminMessages,
  type PromoCodeRead,
  type PromoCodeRequest,
} from '@hifadhi/shared/schemas/catalogue-admin';
import { eq, sql } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { promoCodes } from '../db/schema/catalogue';
import { isUniqueViolation } from '../db/unique-violation';
import { recordStaffChange } from '../logs/staff-changes';

function readOf(row: typeof promoCodes.$inferSelect): PromoCodeRead {
  return {
    code: row.code,
    percentage_off: row.percentage_off,
    start_date: row.start_date,
    end_date: row.end_date,
    max_uses: row.max_uses,
  };
}

/**
 * Makes promo code `body.code` (upper-cased), listed after the others; a retry with the same
 * `idempotencyKey` answers the code the first request made and makes no other.
 * @throws DomainError CONFLICT 'Promo code {code} already exists' (field code) when the code
 * is taken.
 */
export async function createPromoCode(
  deps: { db: Database; clock: Clock },
  body: PromoCodeRequest,
  staff: Pick<StaffPrincipal, 'public_id' | 'email'>,
  idempotencyKey: string | null = null,
): Promise<PromoCodeRead> {
  if (idempotencyKey !== null) {
    const [first] = await deps.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.idempotency_key, idempotencyKey));
    if (first) return readOf(first);
  }
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({
          ...body,
          idempotency_key: idempotencyKey,
          sort_order: sql`(select coalesce(max(${promoCodes.sort_order}), 0) + 1 from ${promoCodes})`,
        })
        .returning();
      const read = readOf(row!);
      await recordStaffChange(
        tx,
        staff,
        { entity: 'promo_code', entity_id: read.code, before: null, after: read },
        now,
      );
      return read;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'promo_codes_pkey')) {
      const message = catalogueAdminMessages.promoCodeExists(body.code);
      throw new DomainError('CONFLICT', message, { fields: { code: message } });
    }
    throw error;
  }
}
