/**
 * Facilities as the back office administers them: the list (by name and status), one facility
 * with its prices, price history, closures, surges and contacts, a new facility with its first
 * price list, edits (activate and deactivate too), soft delete and restore. Every write is
 * logged (`recordStaffChange`, before and after) in its own transaction and moves the
 * catalogue's version (the tables' triggers), so the next quote, availability answer and kiosk
 * sync see it; a deactivated or deleted facility leaves the catalogue (catalogue-repository).
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §3 (Facility), §4, §7 (Facilities);
 * staff-booking.md §3.5; api-contract.md §Catalogue administration.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import type {
  FacilityAdminRead,
  FacilityCreate,
  FacilityPage,
  FacilityPatch,
  ItemListQuery,
} from '@hifadhi/shared/schemas/facility-admin';
import { facilityAdminMessages } from '@hifadhi/shared/schemas/facility-admin';
import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import { checkAccommodationType } from '../catalogue-settings/accommodation-types';
import { checkFacilityType } from '../catalogue-settings/facility-types';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { readPage } from '../db/read-page';
import { facilities, facilityPrices } from '../db/schema/catalogue';
import { facilityPriceChanges } from '../db/schema/catalogue-admin';
import { facilityTypes } from '../db/schema/facility-types';
import { recordStaffChange } from '../logs/staff-changes';
import { readContacts } from './catalogue-contacts';
import { itemFilter, itemStatus, newItemId, nextSortOrder, refuseDeleted } from './catalogue-items';
import { readFacilitySchedulesAdmin } from './facility-schedules';
import { storedPriceList } from './read-facility-schedules';

export interface FacilitiesAdminDeps {
  db: Database;
  clock: Clock;
}

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;
type FacilityRow = typeof facilities.$inferSelect;

/** The facility's own fields as the change log keeps them (prices are logged apart). */
function facilityRecord(row: FacilityRow) {
  return {
    name: row.name,
    facility_type: row.facility_type,
    accomodation_type: row.accomodation_type,
    description: row.description,
    quantity: row.quantity,
    maximum_guests: row.maximum_guests,
    lead_time: row.lead_time,
    has_extras: row.has_extras,
    vat: row.vat,
    catering_levy: row.catering_levy,
    status: itemStatus(row),
  };
}

/** @throws DomainError NOT_FOUND 'Unknown facility: {id}'. */
async function lockFacility(tx: Executor, facilityId: string): Promise<FacilityRow> {
  const [row] = await tx
    .select()
    .from(facilities)
    .where(eq(facilities.public_id, facilityId))
    .for('update');
  if (!row) throw new DomainError('NOT_FOUND', catalogueAdminMessages.facilityNotFound(facilityId));
  return row;
}

/** Facility rows with their type's name. */
const withTypeName = (db: Executor) =>
  db
    .select({ ...getTableColumns(facilities), facility_type_name: facilityTypes.name })
    .from(facilities)
    .innerJoin(facilityTypes, eq(facilityTypes.public_id, facilities.facility_type));

/** A page of facilities in catalogue order, by name and status (not deleted unless asked). */
export async function listFacilities(db: Executor, query: ItemListQuery): Promise<FacilityPage> {
  const where = itemFilter(facilities, query);
  return readPage(
    query,
    (limit, offset) =>
      withTypeName(db)
        .where(where)
        .orderBy(asc(facilities.sort_order), asc(facilities.public_id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(facilities).where(where),
    (row) => ({
      public_id: row.public_id,
      name: row.name,
      status: itemStatus(row),
      facility_type: row.facility_type,
      facility_type_name: row.facility_type_name,
      accomodation_type: row.accomodation_type,
      quantity: row.quantity,
      maximum_guests: row.maximum_guests,
    }),
  );
}

/**
 * One facility, whatever its status: its fields, the price list in force before any change,
 * the price changes by effective date (its price history), closures, surges, maintenance and
 * contacts.
 * @throws DomainError NOT_FOUND for an unknown facility.
 */
export async function readFacilityAdmin(
  db: Executor,
  facilityId: string,
): Promise<FacilityAdminRead> {
  const [row] = await withTypeName(db).where(eq(facilities.public_id, facilityId));
  if (!row) throw new DomainError('NOT_FOUND', catalogueAdminMessages.facilityNotFound(facilityId));
  const [price, changes, schedules, contacts] = await Promise.all([
    db
      .select()
      .from(facilityPrices)
      .where(eq(facilityPrices.facility_public_id, facilityId))
      .orderBy(asc(facilityPrices.sort_order)),
    db
      .select()
      .from(facilityPriceChanges)
      .where(eq(facilityPriceChanges.facility_public_id, facilityId))
      .orderBy(asc(facilityPriceChanges.effective_from)),
    readFacilitySchedulesAdmin(db, facilityId),
    readContacts(db, { facility_public_id: facilityId }),
  ]);
  const { status, ...fields } = facilityRecord(row);
  return {
    public_id: row.public_id,
    ...fields,
    facility_type_name: row.facility_type_name,
    status,
    thumbnail: row.thumbnail,
    images: row.images,
    pricing_status: row.pricing_status,
    deleted_at: row.deleted_at?.toISOString() ?? null,
    price: storedPriceList(
      price.map(({ residency, currency_type, mandatory_price, adult_price, child_price }) => ({
        residency,
        currency_type,
        mandatory_price,
        adult_price,
        child_price,
      })),
    ),
    price_changes: changes.map((change) => ({
      price_change_public_id: change.public_id,
      effective_from: change.effective_from,
      price: storedPriceList(change.price),
      created_at: change.created_at.toISOString(),
    })),
    ...schedules,
    contacts,
  };
}

/**
 * Makes a facility, active, with `body.price` as its price list from now on. A retry with the
 * same `idempotencyKey` names the same facility and answers it, making no other.
 */
export async function createFacility(
  deps: FacilitiesAdminDeps,
  body: FacilityCreate,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<FacilityAdminRead> {
  const now = deps.clock.now();
  const publicId = newItemId('fac', body.name, idempotencyKey);
  await deps.db.transaction(async (tx) => {
    await checkFacilityType(tx, body.facility_type);
    if (body.accomodation_type) await checkAccommodationType(tx, body.accomodation_type);
    const { price, ...fields } = body;
    const [made] = await tx
      .insert(facilities)
      .values({
        ...fields,
        public_id: publicId,
        thumbnail: '',
        pricing_status: true,
        group_pricing_status: false,
        sort_order: await nextSortOrder(tx, facilities),
      })
      .onConflictDoNothing({ target: facilities.public_id })
      .returning();
    if (!made) return;
    await tx.insert(facilityPrices).values(
      price.map((entry, index) => ({
        ...entry,
        facility_public_id: publicId,
        sort_order: index,
      })),
    );
    await recordStaffChange(
      tx,
      staff,
      {
        entity: 'facility',
        entity_id: publicId,
        before: null,
        after: { ...facilityRecord(made), price },
      },
      now,
    );
  });
  return readFacilityAdmin(deps.db, publicId);
}

/**
 * Edits facility `facilityId`'s fields; `active` activates or deactivates it (an inactive
 * facility is out of the catalogue: quotes name it unknown, availability leaves it out, kiosks
 * drop it on their next sync; bookings already made keep it). An edit changing nothing logs
 * nothing.
 * @throws DomainError NOT_FOUND for an unknown facility; CONFLICT for a deleted one.
 */
export async function updateFacility(
  deps: FacilitiesAdminDeps,
  facilityId: string,
  patch: FacilityPatch,
  staff: Staff,
): Promise<FacilityAdminRead> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockFacility(tx, facilityId);
    refuseDeleted(row, facilityAdminMessages.deleted);
    if (patch.facility_type !== undefined && patch.facility_type !== row.facility_type) {
      await checkFacilityType(tx, patch.facility_type);
    }
    if (patch.accomodation_type && patch.accomodation_type !== row.accomodation_type) {
      await checkAccommodationType(tx, patch.accomodation_type);
    }
    const [changed] = await tx
      .update(facilities)
      .set(patch)
      .where(eq(facilities.public_id, facilityId))
      .returning();
    const before = facilityRecord(row);
    const after = facilityRecord(changed!);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordStaffChange(
        tx,
        staff,
        { entity: 'facility', entity_id: facilityId, before, after },
        now,
      );
    }
  });
  return readFacilityAdmin(deps.db, facilityId);
}

/**
 * Soft deletes (`deleted: true`) or restores (`false`) facility `facilityId`; deleting one
 * already deleted, or restoring one that is not, changes and logs nothing. A restored facility
 * comes back with the active flag it had.
 * @throws DomainError NOT_FOUND for an unknown facility.
 */
export async function setFacilityDeleted(
  deps: FacilitiesAdminDeps,
  facilityId: string,
  deleted: boolean,
  staff: Staff,
): Promise<FacilityAdminRead> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockFacility(tx, facilityId);
    if ((row.deleted_at !== null) === deleted) return;
    const [changed] = await tx
      .update(facilities)
      .set({ deleted_at: deleted ? now : null })
      .where(eq(facilities.public_id, facilityId))
      .returning();
    await recordStaffChange(
      tx,
      staff,
      {
        entity: 'facility',
        entity_id: facilityId,
        before: facilityRecord(row),
        after: facilityRecord(changed!),
      },
      now,
    );
  });
  return readFacilityAdmin(deps.db, facilityId);
}
