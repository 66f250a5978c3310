/**
 * The staff-kept named lists: the visitors' identification and visitor types, and the
 * members' member, residence and household types: list (live or deleted), add, rename, soft delete and restore, each write in the
 * change log. Names are unique regardless of case among all entries, deleted ones included
 * (restore the deleted one instead of adding it again).
 *
 * spec: membership-backoffice.md §2.5 (visitors-settings), §3 (identification types, visitor
 * types; Lookups: member, residence and household types), §4 (soft delete and restore).
 */
import { DomainError } from '@hifadhi/shared/errors';
import type { NamedEntry } from '@hifadhi/shared/schemas/people-admin';
import { asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Database, Executor } from '../db/database';
import { householdTypes, memberTypes, residenceTypes } from '../db/schema/member-types';
import { identificationTypes, visitorTypes } from '../db/schema/visitors';
import { isUniqueViolation } from '../db/unique-violation';
import { recordStaffChange } from '../logs/staff-changes';

/** The named lists, by the entity name the change log and the routes use. */
export const namedLists = {
  identification_type: { table: identificationTypes, unique: 'identification_types_name' },
  visitor_type: { table: visitorTypes, unique: 'visitor_types_name' },
  member_type: { table: memberTypes, unique: 'member_types_name' },
  residence_type: { table: residenceTypes, unique: 'residence_types_name' },
  household_type: { table: householdTypes, unique: 'household_types_name' },
} as const;
export type NamedListKind = keyof typeof namedLists;

export const namedEntryReadSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  deleted_at: z.string().nullable(),
});
export type NamedEntryRead = z.infer<typeof namedEntryReadSchema>;

type Row = typeof identificationTypes.$inferSelect;

function toRead(row: Row): NamedEntryRead {
  return {
    public_id: row.public_id,
    name: row.name,
    deleted_at: row.deleted_at?.toISOString() ?? null,
  };
}

/** The live names of `kind` in the order they were added (the seeded ones first). */
export async function liveNames(db: Executor, kind: NamedListKind): Promise<string[]> {
  const { table } = namedLists[kind];
  const rows = await db
    .select({ name: table.name })
    .from(table)
    .where(isNull(table.deleted_at))
    .orderBy(asc(table.id));
  return rows.map((row) => row.name);
}

/** Live entries of `kind` by name, or (when `deleted`) the deleted ones. */
export async function listNamed(
  db: Executor,
  kind: NamedListKind,
  deleted: boolean,
): Promise<NamedEntryRead[]> {
  const { table } = namedLists[kind];
  const rows = await db
    .select()
    .from(table)
    .where(deleted ? isNotNull(table.deleted_at) : isNull(table.deleted_at))
    .orderBy(asc(table.name));
  return rows.map(toRead);
}

/**
 * The live entry of `kind` with `publicId` (its internal id for references).
 * @throws DomainError UNKNOWN_REFERENCE (on `field`) when there is none or it is deleted.
 */
export async function liveNamedId(
  db: Executor,
  kind: NamedListKind,
  publicId: string,
  field: string,
): Promise<number> {
  const { table } = namedLists[kind];
  const [row] = z.uuid().safeParse(publicId).success
    ? await db
        .select({ id: table.id, deleted_at: table.deleted_at })
        .from(table)
        .where(eq(table.public_id, publicId))
    : [];
  if (row === undefined || row.deleted_at !== null) {
    const message = 'Choose one of the listed entries';
    throw new DomainError('UNKNOWN_REFERENCE', message, { fields: { [field]: message } });
  }
  return row.id;
}

function duplicate(name: string): DomainError {
  const message = `${name} is already listed (restore it if it was deleted)`;
  return new DomainError('CONFLICT', message, { fields: { name: message } });
}

async function findRow(db: Executor, kind: NamedListKind, publicId: string): Promise<Row> {
  const { table } = namedLists[kind];
  const isUuid = z.uuid().safeParse(publicId).success;
  const [row] = isUuid ? await db.select().from(table).where(eq(table.public_id, publicId)) : [];
  if (row === undefined) throw new DomainError('NOT_FOUND', 'No such entry');
  return row;
}

/**
 * Adds `entry` to `kind`, logged. @throws DomainError CONFLICT when the name is taken.
 */
export async function addNamed(
  db: Database,
  kind: NamedListKind,
  entry: NamedEntry,
  staff: StaffPrincipal,
  now: Date,
): Promise<NamedEntryRead> {
  const { table, unique } = namedLists[kind];
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(table)
        .values({ name: entry.name, created_at: now })
        .returning();
      const read = toRead(row!);
      await recordStaffChange(
        tx,
        staff,
        { entity: kind, entity_id: read.public_id, before: null, after: read },
        now,
      );
      return read;
    });
  } catch (error) {
    if (isUniqueViolation(error, unique)) throw duplicate(entry.name);
    throw error;
  }
}

/**
 * Renames, deletes (`deleted_at` set) or restores (cleared) the entry; logged when it changes.
 * @throws DomainError NOT_FOUND; CONFLICT when the new name is taken.
 */
export async function changeNamed(
  db: Database,
  kind: NamedListKind,
  publicId: string,
  change: { name?: string; deleted?: boolean },
  staff: StaffPrincipal,
  now: Date,
): Promise<NamedEntryRead> {
  const { table, unique } = namedLists[kind];
  try {
    return await db.transaction(async (tx) => {
      const before = await findRow(tx, kind, publicId);
      const [row] = await tx
        .update(table)
        .set({
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.deleted === undefined
            ? {}
            : { deleted_at: change.deleted ? (before.deleted_at ?? now) : null }),
        })
        .where(eq(table.id, before.id))
        .returning();
      const after = toRead(row!);
      const was = toRead(before);
      if (JSON.stringify(was) !== JSON.stringify(after)) {
        await recordStaffChange(
          tx,
          staff,
          { entity: kind, entity_id: publicId, before: was, after },
          now,
        );
      }
      return after;
    });
  } catch (error) {
    if (change.name !== undefined && isUniqueViolation(error, unique)) {
      throw duplicate(change.name);
    }
    throw error;
  }
}
