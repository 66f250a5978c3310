/**
 * Partner types and promo code types: a name each, listed, added, renamed, soft deleted and
 * restored; one service over either table. Writes are logged with before and after.
 *
 * spec: membership-backoffice.md §2.5 (partners settings, promo-code-types), §4 (soft delete
 * and restore), §7 (Partner types; Promo code types: CRUD).
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '@hifadhi/shared/errors';
import type { NamedTypeBody, NamedTypeRead } from '@hifadhi/shared/schemas/catalogue-settings';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { partnerTypes, promoCodeTypes } from '../db/schema/catalogue-settings';
import { recordStaffChange } from '../logs/staff-changes';

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

/** The two kinds of named type, by the entity name the change log uses. */
export const namedTypeTables = {
  partner_type: partnerTypes,
  promo_code_type: promoCodeTypes,
} as const;
export type NamedTypeEntity = keyof typeof namedTypeTables;

const words: Record<NamedTypeEntity, string> = {
  partner_type: 'partner type',
  promo_code_type: 'promo code type',
};

const readOf = (row: { public_id: string; name: string; deleted_at: Date | null }) => ({
  public_id: row.public_id,
  name: row.name,
  deleted: row.deleted_at !== null,
});

/** Every type of `entity`, deleted ones too (they say so), by name. */
export async function listNamedTypes(
  db: Executor,
  entity: NamedTypeEntity,
): Promise<NamedTypeRead[]> {
  const table = namedTypeTables[entity];
  const rows = await db.select().from(table).orderBy(asc(table.name));
  return rows.map(readOf);
}

/**
 * The type `publicId` of `entity` when it exists and is not deleted.
 * @throws DomainError UNKNOWN_REFERENCE on `field` otherwise.
 */
export async function checkNamedType(
  db: Executor,
  entity: NamedTypeEntity,
  publicId: string,
  field: string,
): Promise<NamedTypeRead> {
  const table = namedTypeTables[entity];
  const [row] = await db.select().from(table).where(eq(table.public_id, publicId));
  if (!row || row.deleted_at !== null) {
    const message = catalogueSettingsMessages.notFound(words[entity], publicId);
    throw new DomainError('UNKNOWN_REFERENCE', message, { fields: { [field]: message } });
  }
  return readOf(row);
}

async function assertNameFree(db: Executor, entity: NamedTypeEntity, name: string, except = '') {
  const table = namedTypeTables[entity];
  const [taken] = await db
    .select({ public_id: table.public_id })
    .from(table)
    .where(sql`lower(${table.name}) = lower(${name}) and ${table.public_id} <> ${except}`);
  if (taken) {
    const message = catalogueSettingsMessages.typeExists(name);
    throw new DomainError('CONFLICT', message, { fields: { name: message } });
  }
}

/** Adds a type. @throws DomainError CONFLICT when the name is taken (any case). */
export async function createNamedType(
  deps: { db: Database; clock: Clock },
  entity: NamedTypeEntity,
  body: NamedTypeBody,
  staff: Staff,
): Promise<NamedTypeRead> {
  const table = namedTypeTables[entity];
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertNameFree(tx, entity, body.name);
    const [row] = await tx
      .insert(table)
      .values({ public_id: randomUUID().slice(0, 8), name: body.name, created_at: now })
      .returning();
    const read = readOf(row!);
    await recordStaffChange(
      tx,
      staff,
      { entity, entity_id: read.public_id, before: null, after: read },
      now,
    );
    return read;
  });
}

/**
 * Renames (`change.name`) or soft deletes / restores (`change.deleted`) a type.
 * @throws DomainError NOT_FOUND for an unknown type; CONFLICT for a taken name, or a delete
 * of a deleted type (a restore of one not deleted).
 */
export async function changeNamedType(
  deps: { db: Database; clock: Clock },
  entity: NamedTypeEntity,
  publicId: string,
  change: { name: string } | { deleted: boolean },
  staff: Staff,
): Promise<NamedTypeRead> {
  const table = namedTypeTables[entity];
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.public_id, publicId)).for('update');
    if (!row) {
      throw new DomainError(
        'NOT_FOUND',
        catalogueSettingsMessages.notFound(words[entity], publicId),
      );
    }
    const before = readOf(row);
    if ('name' in change) {
      await assertNameFree(tx, entity, change.name, publicId);
    } else if (before.deleted === change.deleted) {
      throw new DomainError(
        'CONFLICT',
        change.deleted
          ? catalogueSettingsMessages.alreadyDeleted(words[entity])
          : catalogueSettingsMessages.notDeleted(words[entity]),
      );
    }
    const [changed] = await tx
      .update(table)
      .set('name' in change ? { name: change.name } : { deleted_at: change.deleted ? now : null })
      .where(eq(table.public_id, publicId))
      .returning();
    const after = readOf(changed!);
    await recordStaffChange(tx, staff, { entity, entity_id: publicId, before, after }, now);
    return after;
  });
}
