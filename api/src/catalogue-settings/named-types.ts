/**
 * Named lists: partner types, promo code types, page types, accommodation types, pick-up
 * locations, entry modes and schools — a name each, listed, added, renamed, soft deleted and
 * restored; one service over their tables (whose id and name columns differ). Writes are logged
 * with before and after. A deleted pick-up location, entry mode or school is offered in no
 * picker and refused in new bookings (a school: in new quotes); one page type's deletion hides
 * its pages from the public site. Renaming an accommodation type renames it on the facilities
 * that carry it (accommodation-types.ts).
 *
 * spec: membership-backoffice.md §2.5 (partners settings, promo-code-types, page-types), §2.6
 * (Module.* pick-up locations, accommodation types), §3 (entry modes, pick-up locations, page
 * types), §4 (soft delete and restore), §7 (Partner types; Promo code types; Content; facility
 * accommodation type: CRUD).
 */
import { DomainError } from '@hifadhi/shared/errors';
import type { NamedTypeBody, NamedTypeRead } from '@hifadhi/shared/schemas/catalogue-settings';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import { contentSettingsMessages } from '@hifadhi/shared/schemas/content-settings';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import { entryModes, gates, pickUpLocations, schools } from '../db/schema/catalogue';
import { partnerTypes, promoCodeTypes } from '../db/schema/catalogue-settings';
import { accommodationTypes, pageTypes } from '../db/schema/content-settings';
import { renameFacilitiesAccommodationType } from './accommodation-types';
import {
  changeAudited,
  createAudited,
  newPublicId,
  type Staff,
  type WriteDeps,
} from './audited-records';

/** Where one named list lives: its table, id, name and deleted_at columns and their keys. */
export interface NamedTable {
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  deletedAt: AnyPgColumn;
  keys: { id: string; name: string };
  /** Lists in this order (else by name); a new entry comes last. */
  sortOrder?: AnyPgColumn;
  noun: string;
  /** The message when the name is taken. */
  taken: (name: string) => string;
  /** Carries a rename (`from` → `to`) onto the records that hold the name, in its transaction. */
  renamed?: (tx: Executor, from: string, to: string) => Promise<void>;
  /** Refuses (throws) deleting entry `publicId` while records still need it. */
  beforeDelete?: (tx: Executor, publicId: string) => Promise<void>;
}

/**
 * Refuses deleting entry mode `id` while a live gate serves it (a kiosk there would be left at a
 * gate of a deleted mode).
 * @throws DomainError CONFLICT 'Delete or move its gates first: {names}'.
 */
async function refuseWhileGatesServe(tx: Executor, id: string): Promise<void> {
  const live = await tx
    .select({ name: gates.gate_name })
    .from(gates)
    .where(and(eq(gates.entry_mode_public_id, id), isNull(gates.deleted_at)))
    .orderBy(asc(gates.sort_order));
  if (live.length > 0) {
    throw new DomainError(
      'CONFLICT',
      catalogueSettingsMessages.destinationHasGates(live.map((gate) => gate.name)),
    );
  }
}

type TypeTable = PgTable & { public_id: AnyPgColumn; name: AnyPgColumn; deleted_at: AnyPgColumn };

/** A named list whose table has `public_id`, `name` and `deleted_at` columns. */
export const typeTable = (table: TypeTable, noun: string): NamedTable => ({
  table,
  id: table.public_id,
  name: table.name,
  deletedAt: table.deleted_at,
  keys: { id: 'public_id', name: 'name' },
  noun,
  taken: catalogueSettingsMessages.typeExists,
});

/** The named lists, by the entity name the change log uses. */
export const namedTypeTables = {
  partner_type: typeTable(partnerTypes, 'partner type'),
  promo_code_type: typeTable(promoCodeTypes, 'promo code type'),
  page_type: typeTable(pageTypes, 'page type'),
  accommodation_type: {
    ...typeTable(accommodationTypes, 'accommodation type'),
    renamed: renameFacilitiesAccommodationType,
  },
  pick_up_location: {
    table: pickUpLocations,
    id: pickUpLocations.location_public_id,
    name: pickUpLocations.location_name,
    deletedAt: pickUpLocations.deleted_at,
    keys: { id: 'location_public_id', name: 'location_name' },
    sortOrder: pickUpLocations.sort_order,
    noun: 'pick-up location',
    taken: contentSettingsMessages.nameExists,
  },
  entry_mode: {
    table: entryModes,
    id: entryModes.entry_mode_public_id,
    name: entryModes.entry_mode_name,
    deletedAt: entryModes.deleted_at,
    keys: { id: 'entry_mode_public_id', name: 'entry_mode_name' },
    sortOrder: entryModes.sort_order,
    noun: 'entry mode',
    taken: contentSettingsMessages.nameExists,
    beforeDelete: refuseWhileGatesServe,
  },
  school: {
    table: schools,
    id: schools.school_public_id,
    name: schools.school_name,
    deletedAt: schools.deleted_at,
    keys: { id: 'school_public_id', name: 'school_name' },
    sortOrder: schools.sort_order,
    noun: 'school',
    taken: contentSettingsMessages.nameExists,
  },
} satisfies Record<string, NamedTable>;
export type NamedTypeEntity = keyof typeof namedTypeTables;

const columnsOf = (list: NamedTable) => ({
  public_id: sql<string>`${list.id}`,
  name: sql<string>`${list.name}`,
  deleted: sql<boolean>`${list.deletedAt} is not null`,
});

async function readOne(tx: Executor, list: NamedTable, publicId: string, lock = false) {
  const query = tx.select(columnsOf(list)).from(list.table).where(eq(list.id, publicId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Every entry of `entity`, deleted ones too (they say so), in list order or by name. */
export async function listNamedTypes(
  db: Executor,
  entity: NamedTypeEntity,
): Promise<NamedTypeRead[]> {
  const list: NamedTable = namedTypeTables[entity];
  return db
    .select(columnsOf(list))
    .from(list.table)
    .orderBy(...(list.sortOrder ? [asc(list.sortOrder)] : []), asc(list.name));
}

/**
 * The entry `publicId` of `entity` when it exists and is not deleted.
 * @throws DomainError UNKNOWN_REFERENCE on `field` otherwise.
 */
export async function checkNamedType(
  db: Executor,
  entity: NamedTypeEntity,
  publicId: string,
  field: string,
): Promise<NamedTypeRead> {
  const list: NamedTable = namedTypeTables[entity];
  const found = await readOne(db, list, publicId);
  if (!found || found.deleted) {
    const message = catalogueSettingsMessages.notFound(list.noun, publicId);
    throw new DomainError('UNKNOWN_REFERENCE', message, { fields: { [field]: message } });
  }
  return found;
}

/**
 * Refuses `name` when another entry of `list` (not `except`) has it, in any case.
 * @throws DomainError CONFLICT (field name) with the list's taken message.
 */
export async function assertNameFree(db: Executor, list: NamedTable, name: string, except = '') {
  const [taken] = await db
    .select({ public_id: sql`${list.id}` })
    .from(list.table)
    .where(sql`lower(${list.name}) = lower(${name}) and ${list.id} <> ${except}`);
  if (taken) {
    const message = list.taken(name);
    throw new DomainError('CONFLICT', message, { fields: { name: message } });
  }
}

/** Adds an entry (last in a sorted list). @throws DomainError CONFLICT when the name is taken (any case). */
export async function createNamedType(
  deps: WriteDeps,
  entity: NamedTypeEntity,
  body: NamedTypeBody,
  staff: Staff,
): Promise<NamedTypeRead> {
  const list: NamedTable = namedTypeTables[entity];
  return createAudited(
    deps,
    staff,
    entity,
    async (tx, now) => {
      await assertNameFree(tx, list, body.name);
      const publicId = newPublicId();
      const row: Record<string, unknown> = {
        [list.keys.id]: publicId,
        [list.keys.name]: body.name,
      };
      if (list.sortOrder) {
        const [{ next }] = (await tx
          .select({ next: sql<number>`coalesce(max(${list.sortOrder}), 0) + 1`.mapWith(Number) })
          .from(list.table)) as [{ next: number }];
        row.sort_order = next;
      } else {
        row.created_at = now;
      }
      await tx.insert(list.table).values(row);
      return publicId;
    },
    (tx, publicId) => readOne(tx, list, publicId),
  );
}

/**
 * Renames (`change.name`) or soft deletes / restores (`change.deleted`) an entry.
 * @throws DomainError NOT_FOUND for an unknown entry; CONFLICT for a taken name, a delete of a
 * deleted entry (a restore of one not deleted), or what the list's `beforeDelete` refuses (an
 * entry mode still served by live gates: 'Delete or move its gates first: {names}').
 */
export async function changeNamedType(
  deps: WriteDeps,
  entity: NamedTypeEntity,
  publicId: string,
  change: { name: string } | { deleted: boolean },
  staff: Staff,
): Promise<NamedTypeRead> {
  const list: NamedTable = namedTypeTables[entity];
  const write = (tx: Executor, values: Record<string, unknown>) =>
    tx.update(list.table).set(values).where(eq(list.id, publicId));
  return changeAudited(
    deps,
    staff,
    { entity, noun: list.noun, publicId },
    (tx) => readOne(tx, list, publicId, true),
    'name' in change
      ? {
          edit: async (tx, before) => {
            await assertNameFree(tx, list, change.name, publicId);
            await write(tx, { [list.keys.name]: change.name });
            await list.renamed?.(tx, before.name, change.name);
          },
        }
      : {
          deleted: change.deleted,
          setDeleted: async (tx, at) => {
            if (change.deleted) await list.beforeDelete?.(tx, publicId);
            await write(tx, { deleted_at: at });
          },
        },
  );
}
