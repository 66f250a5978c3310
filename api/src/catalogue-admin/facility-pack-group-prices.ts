/**
 * A facility's pack prices and group prices as the back office sets them: each PUT replaces
 * the whole set in one transaction under the facility's row lock, logs it with before and
 * after (`facility_pack_prices`, `facility_group_prices`) and, through the tables' triggers
 * (migration 0003), moves the catalogue's version, so the next quote, availability answer and
 * kiosk sync price by it. A set equal to the one stored changes and logs nothing, so a retry
 * is harmless. Bookings already made keep their figures: their lines keep their amounts and a
 * staff booking's pricing basis keeps the pack and group prices it was priced at
 * (staff-bookings/base-price-lists.ts). Prices are stored as exact decimal strings in the
 * currency's whole units, trailing zeros dropped.
 *
 * spec: pricing-rules.md §Lines (Pelican); membership-backoffice.md §2.5 (Facilities), §3
 * (Facility: pricing with parameters, extra pricing); public-site.md §Facility.
 */
import type { GroupPrice, PackPrice } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import { facilityAdminMessages } from '@hifadhi/shared/schemas/facility-admin';
import {
  type GroupPricesRequest,
  type PackGroupPricesRead,
  type PackPricesRequest,
  packGroupPriceMessages,
} from '@hifadhi/shared/schemas/pack-group-prices';
import Decimal from 'decimal.js';
import { asc, eq, inArray } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import { readPricingGroups } from '../catalogue/catalogue-repository';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import {
  facilities,
  facilityGroupPrices,
  facilityPackPrices,
  facilityPackPriceTiers,
  pricingGroups,
} from '../db/schema/catalogue';
import { recordStaffChange } from '../logs/staff-changes';
import { refuseDeleted } from './catalogue-items';

type Deps = { db: Database; clock: Clock };
type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

/** An exact amount without trailing zeros ('30000.00' → '30000'). */
const amount = (value: string) => new Decimal(value).toFixed();

/** @throws DomainError NOT_FOUND 'Unknown facility: {id}'. */
async function facilityRow(db: Executor, facilityId: string, lock: boolean) {
  const query = db
    .select({
      group_pricing_status: facilities.group_pricing_status,
      deleted_at: facilities.deleted_at,
    })
    .from(facilities)
    .where(eq(facilities.public_id, facilityId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('NOT_FOUND', catalogueAdminMessages.facilityNotFound(facilityId));
  return row;
}

async function packPricesOf(db: Executor, facilityId: string): Promise<PackPrice[]> {
  const [packs, tiers] = await Promise.all([
    db
      .select()
      .from(facilityPackPrices)
      .where(eq(facilityPackPrices.facility_public_id, facilityId))
      .orderBy(asc(facilityPackPrices.sort_order), asc(facilityPackPrices.id)),
    db
      .select({ tier: facilityPackPriceTiers })
      .from(facilityPackPriceTiers)
      .innerJoin(
        facilityPackPrices,
        eq(facilityPackPrices.id, facilityPackPriceTiers.pack_price_id),
      )
      .where(eq(facilityPackPrices.facility_public_id, facilityId))
      .orderBy(asc(facilityPackPriceTiers.sort_order), asc(facilityPackPriceTiers.id)),
  ]);
  return packs.map((pack) => ({
    catering_type: pack.catering_type,
    currency: pack.currency as PackPrice['currency'],
    tiers: tiers
      .filter(({ tier }) => tier.pack_price_id === pack.id)
      .map(({ tier }) => ({
        lower_limit: tier.lower_limit,
        upper_limit: tier.upper_limit,
        price: tier.price,
      })),
  }));
}

async function groupPricesOf(db: Executor, facilityId: string): Promise<GroupPrice[]> {
  const rows = await db
    .select()
    .from(facilityGroupPrices)
    .where(eq(facilityGroupPrices.facility_public_id, facilityId))
    .orderBy(asc(facilityGroupPrices.sort_order), asc(facilityGroupPrices.id));
  return rows.map((row) => ({
    currency_type: row.currency_type as GroupPrice['currency_type'],
    from_number: row.from_number,
    to_number: row.to_number,
    maximum_number: row.maximum_number,
    mandatory_price: row.mandatory_price,
    extra_price: row.extra_price,
  }));
}

/**
 * Facility `facilityId`'s pack prices (per catering type, tiers lowest first), group prices
 * and whether group pricing is on, whatever its status, with the catering types to choose from.
 * @throws DomainError NOT_FOUND for an unknown facility.
 */
export async function readPackGroupPrices(
  db: Executor,
  facilityId: string,
): Promise<PackGroupPricesRead> {
  const row = await facilityRow(db, facilityId, false);
  const [packPrices, groupPrice, cateringTypes] = await Promise.all([
    packPricesOf(db, facilityId),
    groupPricesOf(db, facilityId),
    readPricingGroups(db),
  ]);
  return {
    facility_public_id: facilityId,
    group_pricing_status: row.group_pricing_status,
    pack_prices: packPrices,
    group_price: groupPrice,
    catering_types: cateringTypes,
  };
}

/**
 * Refuses a catering type that is unknown or not a pack type, on its entry's field.
 * @throws DomainError VALIDATION_FAILED 'Choose a catering type' or '{name} is not a pack
 * catering type: its stays take the group prices' (field `pack_prices.{i}.catering_type`).
 */
async function checkPackCateringTypes(tx: Executor, packs: PackPricesRequest['pack_prices']) {
  if (packs.length === 0) return;
  const groups = await tx
    .select()
    .from(pricingGroups)
    .where(
      inArray(
        pricingGroups.public_id,
        packs.map((pack) => pack.catering_type),
      ),
    );
  packs.forEach((pack, index) => {
    const group = groups.find((candidate) => candidate.public_id === pack.catering_type);
    const message = !group
      ? packGroupPriceMessages.cateringType
      : !group.pack
        ? packGroupPriceMessages.notPackType(group.name)
        : null;
    if (message) {
      throw new DomainError('VALIDATION_FAILED', message, {
        fields: { [`pack_prices.${index}.catering_type`]: message },
      });
    }
  });
}

/**
 * Replaces facility `facilityId`'s pack prices with `body.pack_prices` (an empty list removes
 * them; the facility is then priced by pack prices only if group pricing is on).
 * @throws DomainError NOT_FOUND for an unknown facility; CONFLICT for a deleted one;
 * VALIDATION_FAILED for an unknown or non-pack catering type.
 */
export async function setPackPrices(
  deps: Deps,
  facilityId: string,
  body: PackPricesRequest,
  staff: Staff,
): Promise<PackGroupPricesRead> {
  const now = deps.clock.now();
  const after: PackPrice[] = body.pack_prices.map((pack) => ({
    ...pack,
    tiers: pack.tiers.map((tier) => ({ ...tier, price: amount(tier.price) })),
  }));
  await deps.db.transaction(async (tx) => {
    refuseDeleted(await facilityRow(tx, facilityId, true), facilityAdminMessages.deleted);
    await checkPackCateringTypes(tx, body.pack_prices);
    const before = await packPricesOf(tx, facilityId);
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await tx
      .delete(facilityPackPrices)
      .where(eq(facilityPackPrices.facility_public_id, facilityId));
    for (const [index, pack] of after.entries()) {
      const [made] = await tx
        .insert(facilityPackPrices)
        .values({
          facility_public_id: facilityId,
          catering_type: pack.catering_type,
          currency: pack.currency,
          sort_order: index,
        })
        .returning({ id: facilityPackPrices.id });
      await tx.insert(facilityPackPriceTiers).values(
        pack.tiers.map((tier, order) => ({
          ...tier,
          pack_price_id: made!.id,
          sort_order: order,
        })),
      );
    }
    await recordStaffChange(
      tx,
      staff,
      {
        entity: 'facility_pack_prices',
        entity_id: facilityId,
        before: { pack_prices: before },
        after: { pack_prices: after },
      },
      now,
    );
  });
  return readPackGroupPrices(deps.db, facilityId);
}

/**
 * Sets facility `facilityId`'s group pricing switch and replaces its group price tiers with
 * `body.group_price`. With the switch off, stays with a catering type that is not a pack type
 * are refused ('No special Pricing available for the selected Accommodation').
 * @throws DomainError NOT_FOUND for an unknown facility; CONFLICT for a deleted one.
 */
export async function setGroupPrices(
  deps: Deps,
  facilityId: string,
  body: GroupPricesRequest,
  staff: Staff,
): Promise<PackGroupPricesRead> {
  const now = deps.clock.now();
  const afterTiers: GroupPrice[] = body.group_price.map((tier) => ({
    ...tier,
    mandatory_price: amount(tier.mandatory_price),
    extra_price: amount(tier.extra_price),
  }));
  const after = { group_pricing_status: body.group_pricing_status, group_price: afterTiers };
  await deps.db.transaction(async (tx) => {
    const row = await facilityRow(tx, facilityId, true);
    refuseDeleted(row, facilityAdminMessages.deleted);
    const before = {
      group_pricing_status: row.group_pricing_status,
      group_price: await groupPricesOf(tx, facilityId),
    };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    if (before.group_pricing_status !== after.group_pricing_status) {
      await tx
        .update(facilities)
        .set({ group_pricing_status: after.group_pricing_status })
        .where(eq(facilities.public_id, facilityId));
    }
    await tx
      .delete(facilityGroupPrices)
      .where(eq(facilityGroupPrices.facility_public_id, facilityId));
    if (afterTiers.length > 0) {
      await tx.insert(facilityGroupPrices).values(
        afterTiers.map((tier, order) => ({
          ...tier,
          facility_public_id: facilityId,
          sort_order: order,
        })),
      );
    }
    await recordStaffChange(
      tx,
      staff,
      { entity: 'facility_group_prices', entity_id: facilityId, before, after },
      now,
    );
  });
  return readPackGroupPrices(deps.db, facilityId);
}
