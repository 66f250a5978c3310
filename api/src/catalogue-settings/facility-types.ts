/**
 * Facility types: listed, added, edited (name and pricing rule), soft deleted and restored,
 * each write logged with before and after and moving the catalogue's version (the table's
 * trigger), so quotes and kiosks price by the new rule at once. A name is taken in any case.
 * A facility may only be given a type that is not deleted; facilities keep a type deleted
 * later (and its rule).
 *
 * spec: membership-backoffice.md §3–4 (facility type: CRUD, soft delete and restore), §7
 * (change logs); pricing-rules.md §Lines (Accommodation and camping).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { facilityAdminMessages } from '@hifadhi/shared/schemas/facility-admin';
import type {
  FacilityTypeBody,
  FacilityTypePatch,
  FacilityTypeRead,
} from '@hifadhi/shared/schemas/facility-types';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { facilityTypes } from '../db/schema/facility-types';
import { newPublicId, type Staff, softDeleteRecords, type WriteDeps } from './audited-records';
import { assertNameFree, typeTable } from './named-types';

const list = typeTable(facilityTypes, 'facility type');

const columns = {
  public_id: facilityTypes.public_id,
  name: facilityTypes.name,
  pricing_rule: facilityTypes.pricing_rule,
  deleted: sql<boolean>`${facilityTypes.deleted_at} is not null`,
};

async function readOne(tx: Executor, publicId: string, lock = false) {
  const query = tx.select(columns).from(facilityTypes).where(eq(facilityTypes.public_id, publicId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const records = softDeleteRecords({
  entity: 'facility_type',
  noun: list.noun,
  table: facilityTypes,
  id: facilityTypes.public_id,
  read: readOne,
});

/** Every facility type, deleted ones too (they say so), by name. */
export async function listFacilityTypes(db: Executor): Promise<FacilityTypeRead[]> {
  return db.select(columns).from(facilityTypes).orderBy(asc(facilityTypes.name));
}

/**
 * Refuses a facility type a facility may not be given: unknown or deleted.
 * @throws DomainError VALIDATION_FAILED 'Choose a facility type' (field facility_type).
 */
export async function checkFacilityType(db: Executor, publicId: string): Promise<void> {
  const found = await readOne(db, publicId);
  if (!found || found.deleted) {
    const message = facilityAdminMessages.facilityType;
    throw new DomainError('VALIDATION_FAILED', message, { fields: { facility_type: message } });
  }
}

/** Adds a facility type. @throws DomainError CONFLICT when the name is taken (any case). */
export async function createFacilityType(
  deps: WriteDeps,
  body: FacilityTypeBody,
  staff: Staff,
): Promise<FacilityTypeRead> {
  return records.create(deps, staff, async (tx, now) => {
    await assertNameFree(tx, list, body.name);
    const publicId = newPublicId();
    await tx.insert(facilityTypes).values({ public_id: publicId, ...body, created_at: now });
    return publicId;
  });
}

/**
 * Edits (`change` a patch of name and pricing rule) or soft deletes / restores
 * (`{ deleted }`) facility type `publicId`.
 * @throws DomainError NOT_FOUND for an unknown type; CONFLICT for a taken name, or a delete of
 * a deleted type (a restore of one not deleted).
 */
export async function changeFacilityType(
  deps: WriteDeps,
  publicId: string,
  change: FacilityTypePatch | { deleted: boolean },
  staff: Staff,
): Promise<FacilityTypeRead> {
  return records.change(
    deps,
    staff,
    publicId,
    change,
    async (tx, patch: FacilityTypePatch, write) => {
      if (patch.name !== undefined) await assertNameFree(tx, list, patch.name, publicId);
      await write(patch);
    },
  );
}
