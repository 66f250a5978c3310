/**
 * What a staff booking was priced with, kept on it (`staff_booking_details.pricing_basis`), and
 * pricing a booking again at it: the exchange rates in force when it was made, the member's
 * and the partner's discounts and the promo code's percentage as they were then (a membership
 * that has since expired, a partner whose terms changed or a promo code used up since do not
 * change an existing booking), each facility's price changes and surges and each activity's
 * price changes as they stood, and the
 * base price lists then in force (base-price-lists.ts: facility, pack, group and activity
 * prices, the fees' own amounts, partner lodges' and school conservation fee rates' prices),
 * which the back office edits in place, and the facilities' and activities' own offers and
 * deals per discount type (frozen-item-discounts.ts). A booking priced before the base lists
 * (or the offers) were kept is re-priced at them as they stand.
 *
 * spec: pricing-rules.md §"Money and rounding" 3 (the rates in force when the booking is
 * created are used whenever that booking is priced again), §Discounts; api-contract.md §Staff
 * bookings (`PATCH /bookings/{id}`: re-priced at the booking's stored rates).
 */
import type { ActivityPriceChange, Facility } from '@hifadhi/shared/catalogue/catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import type { Rates } from '@hifadhi/shared/money/rates';
import { ratesFromCurrencies } from '@hifadhi/shared/money/rates';
import {
  type MemberDiscounts,
  type PartnerDiscounts,
  type PricingContext,
  priceQuote,
} from '@hifadhi/shared/pricing/price-quote';
import type { Quote, QuoteRequest } from '@hifadhi/shared/schemas/quote';
import type { CatalogueSnapshot } from '../catalogue/catalogue-cache';
import type { FeeScheduleEntry } from '../catalogue-settings/fee-schedule-rules';
import { taxRatesInForce } from '../catalogue-settings/tax-rates';
import type { PricingDeps } from '../quotes/price-cart';
import type { ValidPromo } from '../quotes/promo-code';
import type { PricedStaffCart } from '../quotes/staff-quote';
import { type BasePriceLists, basePriceListsOf, withBasePriceLists } from './base-price-lists';
import { type ItemDiscounts, itemDiscountsOf, withItemDiscounts } from './frozen-item-discounts';

type FacilitySchedules = Pick<Facility, 'price_changes' | 'surges'>;

/** What a staff booking was priced with (see the module comment); plain JSON. */
export interface PricingBasis {
  /** The instant it was priced at (ISO 8601). */
  priced_at: string;
  /** KES per unit of each currency, decimal strings, as in force then. */
  rates: Rates;
  member: MemberDiscounts | null;
  partner: PartnerDiscounts | null;
  promo: ValidPromo | null;
  /**
   * Facility public id → its price changes and surges then (facilities that had any); absent:
   * the schedules as they stand.
   */
  facility_schedules?: Record<string, FacilitySchedules>;
  /**
   * Activity public id → its price changes then (activities that had any); absent (priced
   * before they were kept): as they stand.
   */
  activity_price_changes?: Record<string, ActivityPriceChange[]>;
  /** The conservation and vehicle fee schedules then; absent: as they stand. */
  fee_schedules?: FeeScheduleEntry[];
  /** The base price lists then; absent (a booking priced before they were kept): as they stand. */
  base_prices?: BasePriceLists;
  /**
   * The facilities' and activities' own offers and the facilities' deals per discount type
   * then (frozen-item-discounts.ts); absent (priced before they were kept): as they stand.
   */
  item_discounts?: ItemDiscounts;
}

/** The basis of a freshly priced staff cart. */
export function pricingBasisOf(priced: PricedStaffCart): PricingBasis {
  const facility_schedules: Record<string, FacilitySchedules> = {};
  for (const facility of priced.snapshot.catalogue.facilities) {
    if (facility.price_changes || facility.surges) {
      facility_schedules[facility.public_id] = {
        ...(facility.price_changes ? { price_changes: facility.price_changes } : {}),
        ...(facility.surges ? { surges: facility.surges } : {}),
      };
    }
  }
  const activity_price_changes: Record<string, ActivityPriceChange[]> = {};
  for (const activity of priced.snapshot.catalogue.activities) {
    if (activity.price_changes) activity_price_changes[activity.public_id] = activity.price_changes;
  }
  return {
    priced_at: priced.priced_at.toISOString(),
    rates: ratesFromCurrencies(priced.snapshot.catalogue.currencies),
    member: priced.discounts.member,
    partner: priced.discounts.partner,
    promo: priced.promo,
    facility_schedules,
    activity_price_changes,
    fee_schedules: priced.snapshot.fee_schedules,
    base_prices: basePriceListsOf(priced.snapshot.catalogue),
    item_discounts: itemDiscountsOf(priced.snapshot.catalogue),
  };
}

/** A booking's request priced again at its `basis`, with the catalogue it was checked against. */
export interface RepricedCart {
  quote: Quote;
  snapshot: CatalogueSnapshot;
  /** What `quote` was priced with (the basis's catalogue, fee schedules, rates, discounts). */
  context: PricingContext;
}

/**
 * Prices `request` at `basis` (see the module comment): the catalogue as it stands with the
 * basis's base price lists and each facility's schedules, the fees in force each day at its destination and every rate taken from
 * the basis, and the tax rates in force on the day it was priced (they split the totals, never
 * change them).
 * Money is whole units of `request.currency`.
 * @throws DomainError as `priceQuote` throws (UNKNOWN_REFERENCE, PRICING_NOT_SET, …).
 */
export async function priceAtBasis(
  deps: PricingDeps,
  request: QuoteRequest,
  basis: PricingBasis,
): Promise<RepricedCart> {
  // Every rate is the basis's, so the catalogue as it stands now will do.
  const snapshot = await deps.catalogueCache.snapshot(deps.clock.now());
  const basePriced = basis.base_prices
    ? withBasePriceLists(snapshot.catalogue, basis.base_prices)
    : snapshot.catalogue;
  const based = basis.item_discounts
    ? withItemDiscounts(basePriced, basis.item_discounts)
    : basePriced;
  const frozen = basis.facility_schedules;
  const facilities = frozen
    ? based.facilities.map(({ price_changes, surges, ...facility }) => ({
        ...facility,
        ...frozen[facility.public_id],
      }))
    : based.facilities;
  const frozenActivities = basis.activity_price_changes;
  const activities = frozenActivities
    ? based.activities.map(({ price_changes, ...activity }) => {
        const then = frozenActivities[activity.public_id];
        return then ? { ...activity, price_changes: then } : activity;
      })
    : based.activities;
  const conservancy = taxRatesInForce(
    snapshot.catalogue.conservancy,
    snapshot.tax_rates,
    calendarDateAt(new Date(basis.priced_at)),
  );
  const catalogue = { ...based, conservancy, facilities, activities };
  const context: PricingContext = {
    // The fees day by day at the booking's destination, as scheduled then (fee-schedules.ts).
    catalogue: { ...catalogue, fee_schedules: basis.fee_schedules ?? snapshot.fee_schedules },
    rates: basis.rates,
    member: basis.member,
    partner: basis.partner,
    promo: basis.promo,
  };
  return { quote: priceQuote(request, context), snapshot: { ...snapshot, catalogue }, context };
}
