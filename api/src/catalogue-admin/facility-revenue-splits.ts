/**
 * A facility's revenue split: staff add, edit, delete (soft) and restore the parties its
 * accommodation revenue is shared with, each write under the facility's row lock (so two
 * writes at once cannot take more than 100 % together) and logged with before and after
 * (`facility_revenue_split`). The percents of the splits in force add up to at most 100; the
 * rest is the conservancy's. The accounting export reads the splits in force
 * (reports/accounting-export.ts).
 *
 * spec: membership-backoffice.md §3 (Facility: revenue split percent), §4, §7 (POST revenue
 * split; GET or POST delete split by public_id).
 */
import { createHash, randomUUID } from 'node:crypto';
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import { facilityAdminMessages } from '@hifadhi/shared/schemas/facility-admin';
import {
  type RevenueSplitBody,
  type RevenueSplitList,
  type RevenueSplitPatch,
  type RevenueSplitRead,
  revenueSplitMessages,
} from '@hifadhi/shared/schemas/revenue-splits';
import Decimal from 'decimal.js';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { facilities } from '../db/schema/catalogue';
import { facilityRevenueSplits } from '../db/schema/facility-revenue-splits';
import { recordStaffChange } from '../logs/staff-changes';
import { refuseDeleted } from './catalogue-items';

type Deps = { db: Database; clock: Clock };
type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;
type SplitRow = typeof facilityRevenueSplits.$inferSelect;

function splitRead(row: SplitRow): RevenueSplitRead {
  return {
    split_public_id: row.public_id,
    facility_public_id: row.facility_public_id,
    party_name: row.party_name,
    percent: new Decimal(row.percent).toFixed(2),
    analysis_code: row.analysis_code,
    deleted_at: row.deleted_at?.toISOString() ?? null,
  };
}

/** The facility's row, locked for the write. @throws DomainError NOT_FOUND. */
async function lockFacility(tx: Executor, facilityId: string) {
  const [row] = await tx
    .select({ deleted_at: facilities.deleted_at })
    .from(facilities)
    .where(eq(facilities.public_id, facilityId))
    .for('update');
  if (!row) throw new DomainError('NOT_FOUND', catalogueAdminMessages.facilityNotFound(facilityId));
  return row;
}

/** The facility's splits in force (or the deleted ones), oldest first. */
async function splitsOf(db: Executor, facilityId: string, deleted = false) {
  return db
    .select()
    .from(facilityRevenueSplits)
    .where(
      and(
        eq(facilityRevenueSplits.facility_public_id, facilityId),
        deleted
          ? isNotNull(facilityRevenueSplits.deleted_at)
          : isNull(facilityRevenueSplits.deleted_at),
      ),
    )
    .orderBy(asc(facilityRevenueSplits.id));
}

/** What `rows` leave to the conservancy, in percent. */
function conservancyPercent(rows: SplitRow[]): Decimal {
  return rows.reduce((rest, row) => rest.minus(row.percent), new Decimal(100));
}

/**
 * Refuses splits in force (`others`, and `percent` when given) taking more than 100 %.
 * @throws DomainError VALIDATION_FAILED with the total and `fields.percent`.
 */
function refuseOverHundred(others: SplitRow[], percent: string): void {
  const total = new Decimal(100).minus(conservancyPercent(others)).plus(percent);
  if (total.lte(100)) return;
  const message = revenueSplitMessages.overHundred(total.toFixed(2));
  throw new DomainError('VALIDATION_FAILED', message, { fields: { percent: message } });
}

/**
 * Facility `facilityId`'s splits in force (`deleted`: the deleted ones) and the
 * conservancy's remainder. @throws DomainError NOT_FOUND for an unknown facility.
 */
export async function listRevenueSplits(
  db: Executor,
  facilityId: string,
  deleted = false,
): Promise<RevenueSplitList> {
  const [facility] = await db
    .select({ public_id: facilities.public_id })
    .from(facilities)
    .where(eq(facilities.public_id, facilityId));
  if (!facility) {
    throw new DomainError('NOT_FOUND', catalogueAdminMessages.facilityNotFound(facilityId));
  }
  const inForce = await splitsOf(db, facilityId);
  const listed = deleted ? await splitsOf(db, facilityId, true) : inForce;
  return {
    facility_public_id: facilityId,
    splits: listed.map(splitRead),
    conservancy_percent: conservancyPercent(inForce).toFixed(2),
  };
}

/** The split's public id: from the Idempotency-Key when one is sent (a retry finds it), else random. */
function splitIdFor(facilityId: string, key: string | null): string {
  if (!key) return randomUUID();
  const hex = createHash('sha256').update(`revenue-split\n${facilityId}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Adds a split to facility `facilityId`; a retry with the same `idempotencyKey` answers the
 * split the first made.
 * @throws DomainError NOT_FOUND (facility), CONFLICT (facility deleted), VALIDATION_FAILED
 * (the splits would take more than 100 %).
 */
export async function addRevenueSplit(
  deps: Deps,
  facilityId: string,
  body: RevenueSplitBody,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<RevenueSplitRead> {
  const now = deps.clock.now();
  const publicId = splitIdFor(facilityId, idempotencyKey);
  return deps.db.transaction(async (tx) => {
    refuseDeleted(await lockFacility(tx, facilityId), facilityAdminMessages.deleted);
    const [earlier] = await tx
      .select()
      .from(facilityRevenueSplits)
      .where(eq(facilityRevenueSplits.public_id, publicId));
    if (earlier) return splitRead(earlier);
    refuseOverHundred(await splitsOf(tx, facilityId), body.percent);
    const [row] = await tx
      .insert(facilityRevenueSplits)
      .values({ ...body, public_id: publicId, facility_public_id: facilityId, created_at: now })
      .returning();
    const read = splitRead(row!);
    await recordStaffChange(
      tx,
      staff,
      { entity: 'facility_revenue_split', entity_id: publicId, before: null, after: read },
      now,
    );
    return read;
  });
}

/** The facility's split `splitId`, locked. @throws DomainError NOT_FOUND. */
async function lockSplit(tx: Executor, facilityId: string, splitId: string) {
  const [row] = await tx
    .select()
    .from(facilityRevenueSplits)
    .where(
      and(
        eq(facilityRevenueSplits.facility_public_id, facilityId),
        eq(facilityRevenueSplits.public_id, splitId),
      ),
    )
    .for('update');
  if (!row) throw new DomainError('NOT_FOUND', revenueSplitMessages.notFound(splitId));
  return row;
}

/** Writes `change` to split `row` and logs it; the split afterwards. */
async function changeSplit(
  tx: Executor,
  row: SplitRow,
  change: Partial<SplitRow>,
  staff: Staff,
  now: Date,
): Promise<RevenueSplitRead> {
  const [after] = await tx
    .update(facilityRevenueSplits)
    .set(change)
    .where(eq(facilityRevenueSplits.id, row.id))
    .returning();
  const read = splitRead(after!);
  await recordStaffChange(
    tx,
    staff,
    {
      entity: 'facility_revenue_split',
      entity_id: row.public_id,
      before: splitRead(row),
      after: read,
    },
    now,
  );
  return read;
}

/**
 * Edits split `splitId` of facility `facilityId`.
 * @throws DomainError NOT_FOUND, CONFLICT (the split or facility is deleted),
 * VALIDATION_FAILED (the splits would take more than 100 %).
 */
export async function updateRevenueSplit(
  deps: Deps,
  facilityId: string,
  splitId: string,
  patch: RevenueSplitPatch,
  staff: Staff,
): Promise<RevenueSplitRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    refuseDeleted(await lockFacility(tx, facilityId), facilityAdminMessages.deleted);
    const row = await lockSplit(tx, facilityId, splitId);
    refuseDeleted(row, revenueSplitMessages.deleted);
    if (patch.percent !== undefined) {
      const others = (await splitsOf(tx, facilityId)).filter((other) => other.id !== row.id);
      refuseOverHundred(others, patch.percent);
    }
    return changeSplit(tx, row, patch, staff, now);
  });
}

/**
 * Deletes (soft) or restores split `splitId` of facility `facilityId`; doing it again changes
 * nothing. A restore is refused when the splits in force would then take more than 100 %.
 * @throws DomainError NOT_FOUND, VALIDATION_FAILED.
 */
export async function setRevenueSplitDeleted(
  deps: Deps,
  facilityId: string,
  splitId: string,
  deleted: boolean,
  staff: Staff,
): Promise<RevenueSplitRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockFacility(tx, facilityId);
    const row = await lockSplit(tx, facilityId, splitId);
    if ((row.deleted_at !== null) === deleted) return splitRead(row);
    if (!deleted) refuseOverHundred(await splitsOf(tx, facilityId), row.percent);
    return changeSplit(tx, row, { deleted_at: deleted ? now : null }, staff, now);
  });
}
