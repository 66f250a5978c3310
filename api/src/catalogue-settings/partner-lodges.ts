/**
 * Partner lodges ("Escapes") for the back office: listed (deleted ones on request), read one,
 * added, edited (its fields; its parameters and supplements replaced as a whole, each keeping
 * its public id when sent with it, as bookings name them), soft deleted and restored. Every
 * write is logged with before and after and moves the catalogue's version (the tables'
 * triggers, migration 0034), so the next quote prices by the new figures; a deleted lodge is
 * left out of the catalogue, so a quote naming it is refused ('Unknown partner lodge: …').
 * Bookings made earlier keep their lodge prices (their pricing basis).
 *
 * spec: staff-booking.md §2.4, §3.9; membership-backoffice.md §3–4 (CRUD, soft delete and
 * restore), §7 (change logs).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import type {
  PartnerLodgeBody,
  PartnerLodgePatch,
  PartnerLodgeRead,
} from '@hifadhi/shared/schemas/partner-lodges';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import * as t from '../db/schema/partner-lodges-and-school-fees';
import { newPublicId, type Staff, softDeleteRecords, type WriteDeps } from './audited-records';

const noun = 'partner lodge';
type LodgeRow = typeof t.partnerLodges.$inferSelect;

/** Reads lodges `rows` with their parameters and supplements, in their order. */
async function readLodges(db: Executor, rows: LodgeRow[]): Promise<PartnerLodgeRead[]> {
  const ids = rows.map((row) => row.public_id);
  if (ids.length === 0) return [];
  const [parameters, supplements] = await Promise.all([
    db
      .select()
      .from(t.partnerLodgeParameters)
      .where(inArray(t.partnerLodgeParameters.lodge_public_id, ids))
      .orderBy(asc(t.partnerLodgeParameters.sort_order)),
    db
      .select()
      .from(t.partnerLodgeSupplements)
      .where(inArray(t.partnerLodgeSupplements.lodge_public_id, ids))
      .orderBy(asc(t.partnerLodgeSupplements.sort_order)),
  ]);
  return rows.map(({ sort_order: _, deleted_at, ...lodge }) => ({
    ...lodge,
    currency: lodge.currency as PartnerLodgeRead['currency'],
    deleted: deleted_at !== null,
    parameters: parameters
      .filter((row) => row.lodge_public_id === lodge.public_id)
      .map(({ lodge_public_id: _l, sort_order: _s, ...parameter }) => ({
        ...parameter,
        facility_pricing_point: parameter.facility_pricing_point as 'per_night' | 'per_stay',
      })),
    supplements: supplements
      .filter((row) => row.lodge_public_id === lodge.public_id)
      .map(({ lodge_public_id: _l, sort_order: _s, ...supplement }) => ({
        ...supplement,
        facility_pricing_point: supplement.facility_pricing_point as 'per_night' | 'per_stay',
      })),
  }));
}

/** The lodges not deleted, or (`deleted`) the deleted ones, in catalogue order. */
export async function listPartnerLodges(
  db: Executor,
  deleted = false,
): Promise<PartnerLodgeRead[]> {
  const rows = await db
    .select()
    .from(t.partnerLodges)
    .where(deleted ? isNotNull(t.partnerLodges.deleted_at) : isNull(t.partnerLodges.deleted_at))
    .orderBy(asc(t.partnerLodges.sort_order), asc(t.partnerLodges.name));
  return readLodges(db, rows);
}

async function readOne(db: Executor, publicId: string, lock = false) {
  const query = db.select().from(t.partnerLodges).where(eq(t.partnerLodges.public_id, publicId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [read] = await readLodges(db, [row]);
  return read;
}

const records = softDeleteRecords({
  entity: 'partner_lodge',
  noun,
  table: t.partnerLodges,
  id: t.partnerLodges.public_id,
  read: readOne,
});

/** One lodge, deleted or not. @throws DomainError NOT_FOUND. */
export function getPartnerLodge(db: Executor, publicId: string): Promise<PartnerLodgeRead> {
  return records.get(db, publicId);
}

/** @throws DomainError CONFLICT (field code) when another lodge has `code` (any case). */
async function assertCodeFree(db: Executor, code: string, publicId?: string): Promise<void> {
  const [taken] = await db
    .select({ public_id: t.partnerLodges.public_id })
    .from(t.partnerLodges)
    .where(
      and(
        sql`lower(${t.partnerLodges.code}) = lower(${code})`,
        publicId ? ne(t.partnerLodges.public_id, publicId) : undefined,
      ),
    );
  if (taken) {
    const message = `A partner lodge with code ${code} exists already`;
    throw new DomainError('CONFLICT', message, { fields: { code: message } });
  }
}

/**
 * The ids of list `kind`'s rows: the id a row is sent with (one of `ownIds`, this lodge's), or
 * a new one `{prefix}-…`.
 * @throws DomainError UNKNOWN_REFERENCE (field `{kind}.{i}.{idField}`) for an id that is not
 * one of this lodge's.
 */
function rowIds(
  given: (string | undefined)[],
  ownIds: string[],
  where: { kind: string; idField: string; what: string; prefix: string },
): string[] {
  return given.map((id, index) => {
    if (id === undefined) return `${where.prefix}-${newPublicId()}`;
    if (!ownIds.includes(id)) {
      const message = catalogueSettingsMessages.notFound(where.what, id);
      throw new DomainError('UNKNOWN_REFERENCE', message, {
        fields: { [`${where.kind}.${index}.${where.idField}`]: message },
      });
    }
    return id;
  });
}

/** Replaces lodge `lodgeId`'s parameters with `rows`, in their order (ids as `rowIds`). */
async function replaceParameters(
  tx: Executor,
  lodgeId: string,
  rows: PartnerLodgeBody['parameters'],
): Promise<void> {
  const table = t.partnerLodgeParameters;
  const own = await tx
    .select({ id: table.parameter_public_id })
    .from(table)
    .where(eq(table.lodge_public_id, lodgeId));
  const ids = rowIds(
    rows.map((row) => row.parameter_public_id),
    own.map((row) => row.id),
    {
      kind: 'parameters',
      idField: 'parameter_public_id',
      what: 'pricing parameter',
      prefix: 'par',
    },
  );
  await tx.delete(table).where(eq(table.lodge_public_id, lodgeId));
  if (rows.length === 0) return;
  await tx.insert(table).values(
    rows.map((row, sort_order) => ({
      ...row,
      parameter_public_id: ids[sort_order]!,
      lodge_public_id: lodgeId,
      sort_order,
    })),
  );
}

/** Replaces lodge `lodgeId`'s supplements with `rows`, in their order (ids as `rowIds`). */
async function replaceSupplements(
  tx: Executor,
  lodgeId: string,
  rows: PartnerLodgeBody['supplements'],
): Promise<void> {
  const table = t.partnerLodgeSupplements;
  const own = await tx
    .select({ id: table.supplement_public_id })
    .from(table)
    .where(eq(table.lodge_public_id, lodgeId));
  const ids = rowIds(
    rows.map((row) => row.supplement_public_id),
    own.map((row) => row.id),
    { kind: 'supplements', idField: 'supplement_public_id', what: 'supplement', prefix: 'sup' },
  );
  await tx.delete(table).where(eq(table.lodge_public_id, lodgeId));
  if (rows.length === 0) return;
  await tx.insert(table).values(
    rows.map((row, sort_order) => ({
      ...row,
      supplement_public_id: ids[sort_order]!,
      lodge_public_id: lodgeId,
      sort_order,
    })),
  );
}

/** The lodge's own columns of a body or patch. */
function columnsOf<T extends PartnerLodgePatch>({
  parameters: _p,
  supplements: _s,
  ...columns
}: T): Omit<T, 'parameters' | 'supplements'> {
  return columns;
}

/**
 * Adds a lodge, last in the catalogue's order, with its parameters and supplements.
 * @throws DomainError CONFLICT when its code is taken (so a repeated add adds no second lodge).
 */
export function createPartnerLodge(
  deps: WriteDeps,
  body: PartnerLodgeBody,
  staff: Staff,
): Promise<PartnerLodgeRead> {
  return records.create(deps, staff, async (tx) => {
    await assertCodeFree(tx, body.code);
    const publicId = `esc-${newPublicId()}`;
    await tx.insert(t.partnerLodges).values({
      ...columnsOf(body),
      public_id: publicId,
      sort_order: sql`(select coalesce(max(${t.partnerLodges.sort_order}), 0) + 1 from ${t.partnerLodges})`,
    });
    await replaceParameters(tx, publicId, body.parameters);
    await replaceSupplements(tx, publicId, body.supplements);
    return publicId;
  });
}

/**
 * Edits (`change` a patch) or soft deletes / restores (`{ deleted }`) lodge `publicId`; a
 * deleted lodge may be edited before it is restored.
 * @throws DomainError NOT_FOUND; CONFLICT for a taken code, a delete of a deleted lodge or a
 * restore of one not deleted; UNKNOWN_REFERENCE for another lodge's parameter or supplement id.
 */
export function changePartnerLodge(
  deps: WriteDeps,
  publicId: string,
  change: PartnerLodgePatch | { deleted: boolean },
  staff: Staff,
): Promise<PartnerLodgeRead> {
  return records.change(
    deps,
    staff,
    publicId,
    change,
    async (tx, patch: PartnerLodgePatch, write) => {
      if (patch.code !== undefined) await assertCodeFree(tx, patch.code, publicId);
      await write(columnsOf(patch));
      if (patch.parameters) await replaceParameters(tx, publicId, patch.parameters);
      if (patch.supplements) await replaceSupplements(tx, publicId, patch.supplements);
    },
  );
}
