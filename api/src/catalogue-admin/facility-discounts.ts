/**
 * A facility's and an activity's discounts as the back office writes them, and as the pricing
 * catalogue reads them:
 * - the item's own offer: `discount` percent off every booking of it while `discount_status`
 *   is on (set as a pair, `PUT …/discount`);
 * - a facility's deals: per discount type, a discount and a commission percent that replace a
 *   partner's general facility_discount and facility_commission on that facility's lines when
 *   the partner is of the type's partner type. Added, edited, soft deleted and restored; one
 *   live deal per facility and discount type.
 * Every write is logged with before and after in its own transaction and moves the catalogue's
 * version (the tables' triggers), so the next quote and kiosk sync see it.
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §3 (Facility: commission, discounts;
 * Activity: discounts), §4, §7 (facility discount: CRUD); staff-booking.md §3.5, §3.7, §9;
 * docs/pricing.md "Facility and activity discounts".
 */
import { createHash } from 'node:crypto';
import type { FacilityTypeDiscount } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import {
  type FacilityDiscountBody,
  type FacilityDiscountPatch,
  type FacilityDiscountRead,
  type FacilityDiscountsRead,
  facilityDiscountMessages,
  type ItemOfferBody,
  type ItemOfferRead,
} from '@hifadhi/shared/schemas/facility-discounts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  changeAudited,
  newPublicId,
  recordNotFound,
  type Staff,
  type WriteDeps,
} from '../catalogue-settings/audited-records';
import type { Executor } from '../db/database';
import { activities, facilities } from '../db/schema/catalogue';
import { discountTypes, facilityDiscounts } from '../db/schema/facility-discounts';
import { recordStaffChange } from '../logs/staff-changes';

/** Which kind of item an offer belongs to, with its table and its NOT_FOUND message. */
const items = {
  facility: { table: facilities, notFound: catalogueAdminMessages.facilityNotFound },
  activity: { table: activities, notFound: catalogueAdminMessages.activityNotFound },
} as const;
export type OfferItem = keyof typeof items;

async function readOffer(
  tx: Executor,
  kind: OfferItem,
  publicId: string,
  lock = false,
): Promise<ItemOfferRead> {
  const { table, notFound } = items[kind];
  const query = tx
    .select({
      public_id: table.public_id,
      discount: table.discount,
      discount_status: table.discount_status,
    })
    .from(table)
    .where(eq(table.public_id, publicId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('NOT_FOUND', notFound(publicId));
  return row;
}

/** The own offer of facility or activity `publicId`. @throws DomainError NOT_FOUND. */
export const readItemOffer = (db: Executor, kind: OfferItem, publicId: string) =>
  readOffer(db, kind, publicId);

/**
 * Sets the own offer of facility or activity `publicId` (whatever its status); logged under the
 * item's entity with the offer before and after.
 * @throws DomainError NOT_FOUND for an unknown item.
 */
export async function setItemOffer(
  deps: WriteDeps,
  kind: OfferItem,
  publicId: string,
  body: ItemOfferBody,
  staff: Staff,
): Promise<ItemOfferRead> {
  const now = deps.clock.now();
  const { table } = items[kind];
  return deps.db.transaction(async (tx) => {
    const before = await readOffer(tx, kind, publicId, true);
    await tx.update(table).set(body).where(eq(table.public_id, publicId));
    const after = await readOffer(tx, kind, publicId);
    await recordStaffChange(tx, staff, { entity: kind, entity_id: publicId, before, after }, now);
    return after;
  });
}

/**
 * A new record's public id (8 hex characters, as partner types have): from the request's
 * Idempotency-Key within `scope` when one is sent, so a retry finds what the first made; else
 * random.
 */
export function publicIdFor(scope: string, key: string | null): string {
  if (!key) return newPublicId();
  return createHash('sha256').update(`${scope}\n${key}`).digest('hex').slice(0, 8);
}

const dealColumns = {
  public_id: facilityDiscounts.public_id,
  facility_public_id: facilityDiscounts.facility_public_id,
  discount_type_id: facilityDiscounts.discount_type_public_id,
  discount_type_name: discountTypes.name,
  partner_type_public_id: discountTypes.partner_type_public_id,
  discount: facilityDiscounts.discount,
  commission: facilityDiscounts.commission,
  deleted: sql<boolean>`${facilityDiscounts.deleted_at} is not null`,
};

const dealsQuery = (tx: Executor) =>
  tx
    .select(dealColumns)
    .from(facilityDiscounts)
    .innerJoin(
      discountTypes,
      eq(discountTypes.public_id, facilityDiscounts.discount_type_public_id),
    );

/**
 * An item's offer as the catalogue carries it: its discount and discount_status while the
 * offer is on, nothing while it is off (absent = none, as in a replica written before offers).
 */
export function offerInCatalogue(offer: { discount: string; discount_status: boolean }) {
  return offer.discount_status ? { discount: offer.discount, discount_status: true } : {};
}

/**
 * The live deals (of live discount types) of facilities `ids`, by facility public id, in the
 * catalogue's shape (pricing catalogue; catalogue-repository.ts).
 */
export async function readFacilityDeals(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, FacilityTypeDiscount[]>> {
  const rows = await dealsQuery(db)
    .where(
      and(
        inArray(facilityDiscounts.facility_public_id, [...ids]),
        isNull(facilityDiscounts.deleted_at),
        isNull(discountTypes.deleted_at),
      ),
    )
    .orderBy(asc(facilityDiscounts.id));
  const deals = new Map<string, FacilityTypeDiscount[]>();
  for (const row of rows) {
    const list = deals.get(row.facility_public_id) ?? [];
    list.push({
      discount_type_id: row.discount_type_id,
      partner_type_public_id: row.partner_type_public_id,
      discount: row.discount,
      commission: row.commission,
    });
    deals.set(row.facility_public_id, list);
  }
  return deals;
}

/**
 * Facility `facilityId`'s own offer and every deal of it, deleted ones too, oldest first.
 * @throws DomainError NOT_FOUND for an unknown facility.
 */
export async function readFacilityDiscounts(
  db: Executor,
  facilityId: string,
): Promise<FacilityDiscountsRead> {
  const [offer, discounts] = await Promise.all([
    readOffer(db, 'facility', facilityId),
    dealsQuery(db)
      .where(eq(facilityDiscounts.facility_public_id, facilityId))
      .orderBy(asc(facilityDiscounts.id)),
  ]);
  return { ...offer, discounts };
}

async function readDeal(
  tx: Executor,
  facilityId: string,
  publicId: string,
  lock = false,
): Promise<FacilityDiscountRead | undefined> {
  const query = dealsQuery(tx).where(
    and(
      eq(facilityDiscounts.public_id, publicId),
      eq(facilityDiscounts.facility_public_id, facilityId),
    ),
  );
  const [row] = lock ? await query.for('update', { of: facilityDiscounts }) : await query;
  return row;
}

/** @throws DomainError CONFLICT when the facility has a live deal of `discountType` besides `except`. */
async function checkOneDeal(tx: Executor, facilityId: string, discountType: string, except = '') {
  const [other] = await tx
    .select({ public_id: facilityDiscounts.public_id })
    .from(facilityDiscounts)
    .where(
      and(
        eq(facilityDiscounts.facility_public_id, facilityId),
        eq(facilityDiscounts.discount_type_public_id, discountType),
        isNull(facilityDiscounts.deleted_at),
        sql`${facilityDiscounts.public_id} <> ${except}`,
      ),
    );
  if (other) {
    const message = facilityDiscountMessages.dealExists;
    throw new DomainError('CONFLICT', message, { fields: { discount_type_id: message } });
  }
}

/**
 * Adds facility `facilityId`'s deal for a discount type; a retry with the same
 * `idempotencyKey` answers the deal the first made.
 * @throws DomainError NOT_FOUND for an unknown facility; UNKNOWN_REFERENCE (discount_type_id)
 * for an unknown or deleted discount type; CONFLICT when the facility has a live deal of that
 * type already.
 */
export async function addFacilityDiscount(
  deps: WriteDeps,
  facilityId: string,
  body: FacilityDiscountBody,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<FacilityDiscountRead> {
  const now = deps.clock.now();
  const publicId = publicIdFor(`facility-discount\n${facilityId}`, idempotencyKey);
  return deps.db.transaction(async (tx) => {
    await readOffer(tx, 'facility', facilityId, true);
    const earlier = await readDeal(tx, facilityId, publicId);
    if (earlier) return earlier;
    const [type] = await tx
      .select({ public_id: discountTypes.public_id })
      .from(discountTypes)
      .where(
        and(eq(discountTypes.public_id, body.discount_type_id), isNull(discountTypes.deleted_at)),
      );
    if (!type) {
      const message = recordNotFound('discount type', body.discount_type_id).message;
      throw new DomainError('UNKNOWN_REFERENCE', message, {
        fields: { discount_type_id: message },
      });
    }
    await checkOneDeal(tx, facilityId, body.discount_type_id);
    await tx.insert(facilityDiscounts).values({
      public_id: publicId,
      facility_public_id: facilityId,
      discount_type_public_id: body.discount_type_id,
      discount: body.discount,
      commission: body.commission,
      created_at: now,
    });
    const after = (await readDeal(tx, facilityId, publicId)) as FacilityDiscountRead;
    await recordStaffChange(
      tx,
      staff,
      { entity: 'facility_discount', entity_id: publicId, before: null, after },
      now,
    );
    return after;
  });
}

/**
 * Edits the percentages of (`change` a patch), soft deletes or restores (`change.deleted`)
 * facility `facilityId`'s deal `publicId`.
 * @throws DomainError NOT_FOUND for an unknown deal (or one of another facility); CONFLICT for
 * a delete of a deleted deal (a restore of one not deleted), or a restore while another live
 * deal of its type exists.
 */
export async function changeFacilityDiscount(
  deps: WriteDeps,
  facilityId: string,
  publicId: string,
  change: FacilityDiscountPatch | { deleted: boolean },
  staff: Staff,
): Promise<FacilityDiscountRead> {
  const write = (tx: Executor, values: Partial<typeof facilityDiscounts.$inferInsert>) =>
    tx.update(facilityDiscounts).set(values).where(eq(facilityDiscounts.public_id, publicId));
  return changeAudited(
    deps,
    staff,
    { entity: 'facility_discount', noun: 'facility discount', publicId },
    (tx) => readDeal(tx, facilityId, publicId, true),
    'deleted' in change
      ? {
          deleted: change.deleted,
          setDeleted: async (tx, at) => {
            if (at === null) {
              const deal = (await readDeal(tx, facilityId, publicId)) as FacilityDiscountRead;
              await checkOneDeal(tx, facilityId, deal.discount_type_id, publicId);
            }
            await write(tx, { deleted_at: at });
          },
        }
      : { edit: (tx) => write(tx, change).then(() => undefined) },
  );
}
