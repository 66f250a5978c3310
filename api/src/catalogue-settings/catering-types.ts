/**
 * Catering types (the pricing groups): listed, added (a name and whether stays of the type take
 * pack tiers), renamed, their pack flag changed, soft deleted and restored — the named-types
 * pattern (named-types.ts) with one more field. Writes are logged with before and after and move
 * the catalogue's version (the table's trigger). A deleted type is offered for no new stay (the
 * lookups, the kiosk's replica) and refused in new quotes and bookings; bookings that have it,
 * and their amendments, keep it, and a facility's pack prices for it stay (a restore brings them
 * back). The pack flag changes only while no facility is priced for the type as it stands.
 *
 * spec: staff-booking.md §3.4 (catering type, pack prices); membership-backoffice.md §4 (soft
 * delete and restore); issue 15 (catering types administered).
 */
import type { PricingGroup } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { atRequestPath } from '@hifadhi/shared/pricing/line-errors';
import type {
  CateringTypeBody,
  CateringTypePatch,
  CateringTypeRead,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  facilities,
  facilityGroupPrices,
  facilityPackPrices,
  pricingGroups,
} from '../db/schema/catalogue';
import { newPublicId, type Staff, softDeleteRecords, type WriteDeps } from './audited-records';
import { assertNameFree, typeTable } from './named-types';

const list = typeTable(pricingGroups, 'catering type');

const columns = {
  public_id: pricingGroups.public_id,
  name: pricingGroups.name,
  pack: pricingGroups.pack,
  deleted: sql<boolean>`${pricingGroups.deleted_at} is not null`,
};

async function readOne(tx: Executor, publicId: string, lock = false) {
  const query = tx.select(columns).from(pricingGroups).where(eq(pricingGroups.public_id, publicId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const records = softDeleteRecords({
  entity: 'catering_type',
  noun: list.noun,
  table: pricingGroups,
  id: pricingGroups.public_id,
  read: readOne,
});

/** Every catering type, deleted ones too (they say so), in catalogue order. */
export async function listCateringTypes(db: Executor): Promise<CateringTypeRead[]> {
  return db
    .select(columns)
    .from(pricingGroups)
    .orderBy(asc(pricingGroups.sort_order), asc(pricingGroups.name));
}

/** The catering types offered for new stays (not deleted), in catalogue order. */
export async function readOfferedCateringTypes(db: Executor): Promise<PricingGroup[]> {
  return db
    .select({
      public_id: pricingGroups.public_id,
      name: pricingGroups.name,
      pack: pricingGroups.pack,
    })
    .from(pricingGroups)
    .where(isNull(pricingGroups.deleted_at))
    .orderBy(asc(pricingGroups.sort_order));
}

/**
 * Refuses a new quote or booking whose facility line names a deleted catering type (a kiosk's
 * `walkIn` keeps one deleted since it was priced offline).
 * @throws DomainError VALIDATION_FAILED '{name} is no longer offered' on
 * `facilities.{i}.catering_type`.
 */
export async function checkCateringTypesOffered(
  db: Executor,
  lines: readonly { catering_type?: string | null | undefined }[],
  walkIn = false,
): Promise<void> {
  const named = lines.flatMap((line) => (line.catering_type ? [line.catering_type] : []));
  if (walkIn || named.length === 0) return;
  const deleted = await db
    .select({ public_id: pricingGroups.public_id, name: pricingGroups.name })
    .from(pricingGroups)
    .where(and(inArray(pricingGroups.public_id, named), isNotNull(pricingGroups.deleted_at)));
  if (deleted.length === 0) return;
  lines.forEach((line, index) => {
    const found = deleted.find((type) => type.public_id === line.catering_type);
    if (!found) return;
    atRequestPath(`facilities.${index}`, () => {
      const message = catalogueSettingsMessages.cateringTypeDeleted(found.name);
      throw new DomainError('VALIDATION_FAILED', message, { fields: { catering_type: message } });
    });
  });
}

/** Adds a catering type, last in the list. @throws DomainError CONFLICT for a taken name (any case). */
export async function createCateringType(
  deps: WriteDeps,
  body: CateringTypeBody,
  staff: Staff,
): Promise<CateringTypeRead> {
  return records.create(deps, staff, async (tx) => {
    await assertNameFree(tx, list, body.name);
    const [{ next }] = (await tx
      .select({
        next: sql<number>`coalesce(max(${pricingGroups.sort_order}), 0) + 1`.mapWith(Number),
      })
      .from(pricingGroups)) as [{ next: number }];
    const publicId = newPublicId();
    await tx.insert(pricingGroups).values({ public_id: publicId, ...body, sort_order: next });
    return publicId;
  });
}

/**
 * Refuses to change `type`'s pack flag while facilities are priced for it as it stands: by their
 * pack prices for it (a pack type), by their group prices (a type without packs).
 * @throws DomainError CONFLICT naming the facilities, on field pack.
 */
async function assertPackFree(tx: Executor, type: CateringTypeRead): Promise<void> {
  const priced = type.pack
    ? tx
        .selectDistinct({ name: facilities.name })
        .from(facilityPackPrices)
        .innerJoin(facilities, eq(facilities.public_id, facilityPackPrices.facility_public_id))
        .where(eq(facilityPackPrices.catering_type, type.public_id))
    : tx
        .selectDistinct({ name: facilities.name })
        .from(facilityGroupPrices)
        .innerJoin(facilities, eq(facilities.public_id, facilityGroupPrices.facility_public_id));
  const names = (await priced.orderBy(asc(facilities.name))).map((row) => row.name);
  if (names.length > 0) {
    const message = catalogueSettingsMessages.cateringPackInUse(
      type.name,
      type.pack ? 'pack' : 'group',
      names,
    );
    throw new DomainError('CONFLICT', message, { fields: { pack: message } });
  }
}

/**
 * Renames a catering type or changes its pack flag (`change`), or soft deletes / restores it
 * (`{ deleted }`). Bookings keep the type by its id, so a rename shows on them too.
 * @throws DomainError NOT_FOUND for an unknown type; CONFLICT for a taken name, a pack flag
 * facilities are priced by, or a delete of a deleted type (a restore of one not deleted).
 */
export async function changeCateringType(
  deps: WriteDeps,
  publicId: string,
  change: CateringTypePatch | { deleted: boolean },
  staff: Staff,
): Promise<CateringTypeRead> {
  return records.change(
    deps,
    staff,
    publicId,
    change,
    async (tx, patch: CateringTypePatch, write, before) => {
      if (patch.name !== undefined) await assertNameFree(tx, list, patch.name, publicId);
      if (patch.pack !== undefined && patch.pack !== before.pack) {
        await assertPackFree(tx, before);
      }
      await write(patch);
    },
  );
}
