/**
 * Prices a public cart on the server, the one authority on every figure: the catalogue as it
 * stands (cached, see catalogue-cache.ts) with the rates in force now, the conservation and
 * vehicle fees scheduled for each day at the cart's destination and today's VAT and catering levy, the promo code resolved and checked, then the
 * shared pricing engine. Client totals are never read.
 *
 * spec: api-contract.md §Quote; pricing-rules.md.
 */

import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import {
  type MemberDiscounts,
  type PartnerDiscounts,
  type PricingContext,
  priceQuote,
} from '@hifadhi/shared/pricing/price-quote';
import type { Quote, QuoteRequest } from '@hifadhi/shared/schemas/quote';
import type { CatalogueCache, CatalogueSnapshot } from '../catalogue/catalogue-cache';
import { checkCateringTypesOffered } from '../catalogue-settings/catering-types';
import { taxRatesInForce } from '../catalogue-settings/tax-rates';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { checkDestination } from '../staff-bookings/staff-booking-fields';
import { resolvePromoCode, type ValidPromo } from './promo-code';

/** What pricing a cart needs. */
export interface PricingDeps {
  db: Database;
  clock: Clock;
  catalogueCache: CatalogueCache;
}

/** A priced cart with what it was priced from. */
export interface PricedCart {
  quote: Quote;
  snapshot: CatalogueSnapshot;
  promo: ValidPromo | null;
  /** The instant it was priced at (its rates are the ones in force then). */
  priced_at: Date;
  /** What `quote` was priced with (catalogue with its fee schedules, promo, discounts). */
  context: PricingContext;
}

/** A member's and a partner's discounts, already resolved and checked (staff quotes only). */
export interface CartDiscounts {
  member?: MemberDiscounts | null;
  partner?: PartnerDiscounts | null;
}

/**
 * Prices `request` now, with `discounts` (default none). Money is whole units of
 * `request.currency`. A kiosk's `walkIn` keeps the destination it came in at even if deleted
 * since.
 * @throws DomainError UNKNOWN_REFERENCE 'There is no such destination' (field destination) for
 * an unknown `request.destination`; VALIDATION_FAILED '{name} is no longer open for bookings'
 * (field destination) for a deleted one; VALIDATION_FAILED '{name} is no longer offered' (field
 * facilities.{i}.catering_type) for a deleted catering type (a walk-in keeps one); from
 * `resolvePromoCode` (field promo_code) and `priceQuote` (UNKNOWN_REFERENCE, PRICING_NOT_SET, NO_SPECIAL_PRICING, ROOM_CAPACITY_EXCEEDED,
 * VALIDATION_FAILED, CURRENCY_NOT_SUPPORTED).
 */
export async function priceCart(
  deps: PricingDeps,
  request: QuoteRequest,
  discounts: CartDiscounts = {},
  walkIn = false,
): Promise<PricedCart> {
  const priced_at = deps.clock.now();
  const [cached] = await Promise.all([
    deps.catalogueCache.snapshot(priced_at),
    request.destination ? checkDestination(deps.db, request.destination, walkIn) : undefined,
    checkCateringTypesOffered(deps.db, request.facilities, walkIn),
  ]);
  // Taxes at today's rates; conservation and vehicle fees are priced by the engine at the
  // amounts scheduled for each day at the cart's destination (fee-schedules.ts).
  const snapshot: CatalogueSnapshot = {
    ...cached,
    catalogue: {
      ...cached.catalogue,
      conservancy: taxRatesInForce(
        cached.catalogue.conservancy,
        cached.tax_rates,
        calendarDateAt(priced_at),
      ),
    },
  };
  const promo = await resolvePromoCode(
    deps.db,
    snapshot.promo_codes,
    request.promo_code,
    priced_at,
  );
  const context: PricingContext = {
    catalogue: { ...snapshot.catalogue, fee_schedules: snapshot.fee_schedules },
    promo,
    ...discounts,
  };
  return { quote: priceQuote(request, context), snapshot, promo, priced_at, context };
}
