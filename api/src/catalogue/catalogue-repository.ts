/**
 * Reads the catalogue back from its tables into the shared catalogue types, so the rest of the
 * API never reads the JSON document: what the pricing engine needs (conservation fees, vehicle
 * fees, facilities, activities, currencies with the rates in force, pricing groups, causes)
 * and the lookups the screens offer. Amounts stay exact decimal strings; lists keep the
 * catalogue's order. Each row is checked with the shared schema on the way out.
 *
 * spec: public-site.md §3 (Lookups, Facility, Activity); staff-booking.md §3.2–3.5, §3.10;
 * pricing-rules.md §Money and rounding (rates).
 */
import {
  type Activity,
  activitySchema,
  type Catalogue,
  type ConservationFee,
  type Currency,
  conservationFeeSchema,
  currencySchema,
  type Facility,
  facilitySchema,
  type PricingGroup,
  pricingGroupSchema,
  type VehicleFee,
  vehicleFeeSchema,
} from '@hifadhi/shared/catalogue/catalogue';
import type { FacilityPricingRule } from '@hifadhi/shared/catalogue/facility-types';
import type { TaxRates } from '@hifadhi/shared/money/contained-tax';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, lte, sql } from 'drizzle-orm';
import { offerInCatalogue, readFacilityDeals } from '../catalogue-admin/facility-discounts';
import {
  readActivitySchedules,
  readFacilitySchedules,
} from '../catalogue-admin/read-facility-schedules';
import type { Executor } from '../db/database';
import * as t from '../db/schema/catalogue';
import { causeSettings } from '../db/schema/donations-admin';
import { facilityTypes } from '../db/schema/facility-types';
import { readPartnerLodges, readSchoolConservationFees } from './partner-lodges-and-school-fees';

/** A facility as stored: the catalogue's facility plus its gallery images (file names). */
export type StoredFacility = Facility & { images: string[] };

/**
 * The part of the catalogue a quote is priced from (facilities with their images), with the
 * partner lodges, the school conservation fee rates and the conservancy's tax rates.
 */
export type PricingCatalogueView = Pick<
  Catalogue,
  | 'conservation_fees'
  | 'vehicle_fees'
  | 'activities'
  | 'currencies'
  | 'pricing_groups'
  | 'causes'
  | 'partner_lodges'
  | 'school_conservation_fees'
> & { facilities: StoredFacility[]; conservancy: TaxRates };

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * Currencies with the buy and sell rates (KES per unit, decimal strings) in force at `at`:
 * each currency's latest rate row that took effect at or before it. A currency with no rate yet
 * in force is left out.
 */
export async function readCurrencies(db: Executor, at: Date): Promise<Currency[]> {
  const rows = await db
    .select({
      currency_public_id: t.currencies.currency_public_id,
      currency_name: t.currencies.currency_name,
      currency_sign: t.currencies.currency_sign,
      description: t.currencies.description,
      is_default: t.currencies.is_default,
      buy_amount: t.currencyRates.buy_amount,
      sell_amount: t.currencyRates.sell_amount,
    })
    .from(t.currencies)
    .innerJoin(
      t.currencyRates,
      eq(t.currencyRates.currency_public_id, t.currencies.currency_public_id),
    )
    .where(lte(t.currencyRates.effective_at, at))
    .orderBy(
      asc(t.currencies.sort_order),
      desc(t.currencyRates.effective_at),
      desc(t.currencyRates.id),
    );
  const inForce = new Map<string, (typeof rows)[number]>();
  for (const row of rows)
    if (!inForce.has(row.currency_public_id)) inForce.set(row.currency_public_id, row);
  return [...inForce.values()].map(({ is_default, ...currency }) =>
    currencySchema.parse({ ...currency, ...(is_default ? { default: true } : {}) }),
  );
}

/** Conservation fees per guest category, in catalogue order. */
export async function readConservationFees(db: Executor): Promise<ConservationFee[]> {
  const rows = await db
    .select()
    .from(t.conservationFees)
    .orderBy(asc(t.conservationFees.sort_order));
  return rows.map((row) => conservationFeeSchema.parse(row));
}

/** Vehicle fees per vehicle category, in catalogue order. */
export async function readVehicleFees(db: Executor): Promise<VehicleFee[]> {
  const rows = await db.select().from(t.vehicleFees).orderBy(asc(t.vehicleFees.sort_order));
  return rows.map((row) => vehicleFeeSchema.parse(row));
}

/** Pricing groups (the catering types), in catalogue order. */
export async function readPricingGroups(db: Executor): Promise<PricingGroup[]> {
  const rows = await db.select().from(t.pricingGroups).orderBy(asc(t.pricingGroups.sort_order));
  return rows.map((row) => pricingGroupSchema.parse(row));
}

/**
 * Causes a donation can go to, as `{ public_id, name }`: those staff keep public and have not
 * deleted (`cause_settings`; membership-backoffice.md §3, a cause's public flag).
 */
export async function readCauses(db: Executor): Promise<Catalogue['causes']> {
  const rows = await db
    .select({ public_id: t.causes.public_id, name: t.causes.name })
    .from(t.causes)
    .leftJoin(causeSettings, eq(causeSettings.cause_public_id, t.causes.public_id))
    .where(and(isNull(causeSettings.deleted_at), sql`coalesce(${causeSettings.is_public}, true)`))
    .orderBy(asc(t.causes.sort_order));
  return rows.map(({ public_id, name }) => ({ public_id, name }));
}

/** Rows staff have neither deactivated nor deleted: the catalogue offers only these. */
function offered(table: typeof t.facilities | typeof t.activities) {
  return and(eq(table.active, true), isNull(table.deleted_at));
}

/**
 * Facilities with their price entries, pack prices (with tiers) and group prices, and their
 * price changes, closures and surges where they have any, each with its type's name
 * (`facility_type`) and pricing rule; only those whose type carries `pricing_rule` when it is
 * given. Facilities staff deactivated or deleted are left out (membership-backoffice.md §4).
 */
export async function readFacilities(
  db: Executor,
  filter: { pricing_rule?: FacilityPricingRule } = {},
): Promise<StoredFacility[]> {
  const facilityRows = await db
    .select({
      ...getTableColumns(t.facilities),
      facility_type: facilityTypes.name,
      facility_pricing_rule: facilityTypes.pricing_rule,
    })
    .from(t.facilities)
    .innerJoin(facilityTypes, eq(facilityTypes.public_id, t.facilities.facility_type))
    .where(
      and(
        offered(t.facilities),
        filter.pricing_rule ? eq(facilityTypes.pricing_rule, filter.pricing_rule) : undefined,
      ),
    )
    .orderBy(asc(t.facilities.sort_order));
  const ids = facilityRows.map((facility) => facility.public_id);
  if (ids.length === 0) return [];
  const [prices, packs, tiers, groupPrices, schedules, deals] = await Promise.all([
    db
      .select()
      .from(t.facilityPrices)
      .where(inArray(t.facilityPrices.facility_public_id, ids))
      .orderBy(asc(t.facilityPrices.sort_order)),
    db
      .select()
      .from(t.facilityPackPrices)
      .where(inArray(t.facilityPackPrices.facility_public_id, ids))
      .orderBy(asc(t.facilityPackPrices.sort_order)),
    db
      .select({ tier: t.facilityPackPriceTiers })
      .from(t.facilityPackPriceTiers)
      .innerJoin(
        t.facilityPackPrices,
        eq(t.facilityPackPrices.id, t.facilityPackPriceTiers.pack_price_id),
      )
      .where(inArray(t.facilityPackPrices.facility_public_id, ids))
      .orderBy(asc(t.facilityPackPriceTiers.sort_order)),
    db
      .select()
      .from(t.facilityGroupPrices)
      .where(inArray(t.facilityGroupPrices.facility_public_id, ids))
      .orderBy(asc(t.facilityGroupPrices.sort_order)),
    readFacilitySchedules(db, ids),
    readFacilityDeals(db, ids),
  ]);
  const pricesOf = groupBy(prices, (row) => row.facility_public_id);
  const packsOf = groupBy(packs, (row) => row.facility_public_id);
  const tiersOf = groupBy(
    tiers.map(({ tier }) => tier),
    (tier) => tier.pack_price_id,
  );
  const groupPricesOf = groupBy(groupPrices, (row) => row.facility_public_id);
  return facilityRows.map(
    ({
      room_type,
      pricing_status,
      group_pricing_status,
      images,
      discount,
      discount_status,
      ...facility
    }) => ({
      ...facilitySchema.parse({
        ...facility,
        ...offerInCatalogue({ discount, discount_status }),
        pricing_status: String(pricing_status),
        group_pricing_status: String(group_pricing_status),
        ...(room_type === null ? {} : { room_type }),
        price: pricesOf.get(facility.public_id) ?? [],
        pack_prices: (packsOf.get(facility.public_id) ?? []).map((pack) => ({
          catering_type: pack.catering_type,
          currency: pack.currency,
          tiers: tiersOf.get(pack.id) ?? [],
        })),
        group_price: groupPricesOf.get(facility.public_id) ?? [],
        ...schedules.get(facility.public_id),
        ...(deals.has(facility.public_id) ? { discounts: deals.get(facility.public_id) } : {}),
      }),
      images,
    }),
  );
}

/** Activities with their price entries and time frames, in catalogue order; those staff
 * deactivated or deleted are left out. */
export async function readActivities(db: Executor): Promise<Activity[]> {
  const [activityRows, prices, timeFrames, schedules] = await Promise.all([
    db
      .select()
      .from(t.activities)
      .where(offered(t.activities))
      .orderBy(asc(t.activities.sort_order)),
    db.select().from(t.activityPrices).orderBy(asc(t.activityPrices.sort_order)),
    db.select().from(t.activityTimeFrames).orderBy(asc(t.activityTimeFrames.sort_order)),
    readActivitySchedules(db),
  ]);
  const pricesOf = groupBy(prices, (row) => row.activity_public_id);
  const timeFramesOf = groupBy(timeFrames, (row) => row.activity_public_id);
  return activityRows.map(({ pricing_status, discount, discount_status, ...activity }) =>
    activitySchema.parse({
      ...activity,
      ...offerInCatalogue({ discount, discount_status }),
      pricing_status: String(pricing_status),
      price: pricesOf.get(activity.public_id) ?? [],
      time_frames: (timeFramesOf.get(activity.public_id) ?? []).map((row) => row.time_frame),
      ...schedules.get(activity.public_id),
    }),
  );
}

/** Everything a quote is priced from, with the rates in force at `at`. */
export async function readPricingCatalogue(db: Executor, at: Date): Promise<PricingCatalogueView> {
  const [
    conservation_fees,
    vehicle_fees,
    facilities,
    activities,
    currencies,
    pricing_groups,
    causes,
    partner_lodges,
    school_conservation_fees,
    [conservancy],
  ] = await Promise.all([
    readConservationFees(db),
    readVehicleFees(db),
    readFacilities(db),
    readActivities(db),
    readCurrencies(db, at),
    readPricingGroups(db),
    readCauses(db),
    readPartnerLodges(db),
    readSchoolConservationFees(db),
    db
      .select({
        vat_rate: t.conservancy.vat_rate,
        catering_levy_rate: t.conservancy.catering_levy_rate,
      })
      .from(t.conservancy),
  ]);
  return {
    partner_lodges,
    school_conservation_fees,
    conservancy: conservancy ?? { vat_rate: '0', catering_levy_rate: '0' },
    conservation_fees,
    vehicle_fees,
    facilities,
    activities,
    currencies,
    pricing_groups,
    causes,
  };
}
