/**
 * School conservation fee rates for the back office: listed (deleted ones on request), read
 * one, added (a retry with the same Idempotency-Key answers the first rate), edited, soft
 * deleted and restored. Every write is logged with before and after and moves the catalogue's
 * version (the table's trigger, migration 0034), so the next school quote prices by the new
 * rate; a deleted rate is left out of the catalogue, so its guest category pays the ordinary
 * conservation fee. Bookings made earlier keep their figures (their pricing basis).
 *
 * spec: staff-booking.md §4, §7 (get_newly_scheduled_school_pricing); membership-backoffice.md
 * §3–4 (CRUD, soft delete and restore), §7 (change logs).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import {
  type SchoolFeeBody,
  type SchoolFeePatch,
  type SchoolFeeRead,
  schoolFeeMessages,
} from '@hifadhi/shared/schemas/school-fees';
import { asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { conservationFees, destinations } from '../db/schema/catalogue';
import { schoolConservationFees as fees } from '../db/schema/partner-lodges-and-school-fees';
import { newPublicId, type Staff, softDeleteRecords, type WriteDeps } from './audited-records';

const noun = 'school fee';
type FeeRow = typeof fees.$inferSelect;

function toRead({ sort_order, deleted_at, idempotency_key, ...fee }: FeeRow): SchoolFeeRead {
  return {
    ...fee,
    currency: fee.currency as SchoolFeeRead['currency'],
    deleted: deleted_at !== null,
  };
}

/** The rates not deleted, or (`deleted`) the deleted ones: by destination, category, start. */
export async function listSchoolFees(db: Executor, deleted = false): Promise<SchoolFeeRead[]> {
  const rows = await db
    .select()
    .from(fees)
    .where(deleted ? isNotNull(fees.deleted_at) : isNull(fees.deleted_at))
    .orderBy(asc(fees.destination_public_id), asc(fees.sort_order), asc(fees.start_date));
  return rows.map(toRead);
}

async function readOne(db: Executor, publicId: string, lock = false) {
  const query = db.select().from(fees).where(eq(fees.public_id, publicId));
  const [row] = lock ? await query.for('update') : await query;
  return row && toRead(row);
}

const records = softDeleteRecords({
  entity: 'school_conservation_fee',
  noun,
  table: fees,
  id: fees.public_id,
  read: readOne,
});

/** One rate, deleted or not. @throws DomainError NOT_FOUND. */
export function getSchoolFee(db: Executor, publicId: string): Promise<SchoolFeeRead> {
  return records.get(db, publicId);
}

/**
 * @throws DomainError UNKNOWN_REFERENCE (field destination_public_id or payment_public_id) for
 * a destination or guest category the catalogue lacks.
 */
async function assertReferences(
  db: Executor,
  refs: Pick<SchoolFeePatch, 'destination_public_id' | 'payment_public_id'>,
): Promise<void> {
  const missing: Record<string, string> = {};
  if (refs.destination_public_id !== undefined) {
    const [found] = await db
      .select({ id: destinations.destination_public_id })
      .from(destinations)
      .where(eq(destinations.destination_public_id, refs.destination_public_id));
    if (!found) {
      missing.destination_public_id = catalogueSettingsMessages.notFound(
        'destination',
        refs.destination_public_id,
      );
    }
  }
  if (refs.payment_public_id !== undefined) {
    const [found] = await db
      .select({ id: conservationFees.payment_public_id })
      .from(conservationFees)
      .where(eq(conservationFees.payment_public_id, refs.payment_public_id));
    if (!found) {
      missing.payment_public_id = catalogueSettingsMessages.notFound(
        'guest category',
        refs.payment_public_id,
      );
    }
  }
  const [first] = Object.values(missing);
  if (first) throw new DomainError('UNKNOWN_REFERENCE', first, { fields: missing });
}

/**
 * Adds a rate, last in the catalogue's order; a retry with the same `idempotencyKey` answers
 * the rate the first request made and adds no other.
 * @throws DomainError UNKNOWN_REFERENCE as `assertReferences`.
 */
export async function createSchoolFee(
  deps: WriteDeps,
  body: SchoolFeeBody,
  staff: Staff,
  idempotencyKey: string | null = null,
): Promise<SchoolFeeRead> {
  if (idempotencyKey !== null) {
    const [first] = await deps.db
      .select()
      .from(fees)
      .where(eq(fees.idempotency_key, idempotencyKey));
    if (first) return toRead(first);
  }
  await assertReferences(deps.db, body);
  return records.create(deps, staff, async (tx) => {
    const publicId = `scf-${newPublicId()}`;
    await tx.insert(fees).values({
      ...body,
      public_id: publicId,
      idempotency_key: idempotencyKey,
      sort_order: sql`(select coalesce(max(${fees.sort_order}), 0) + 1 from ${fees})`,
    });
    return publicId;
  });
}

/**
 * Edits (`change` a patch) or soft deletes / restores (`{ deleted }`) rate `publicId`; a deleted
 * rate may be edited before it is restored.
 * @throws DomainError NOT_FOUND; VALIDATION_FAILED (field end_date) when the dates, with the
 * rate's own, would end before they start; UNKNOWN_REFERENCE as `assertReferences`; CONFLICT
 * for a delete of a deleted rate or a restore of one not deleted.
 */
export function changeSchoolFee(
  deps: WriteDeps,
  publicId: string,
  change: SchoolFeePatch | { deleted: boolean },
  staff: Staff,
): Promise<SchoolFeeRead> {
  return records.change(
    deps,
    staff,
    publicId,
    change,
    async (tx, patch: SchoolFeePatch, write, before) => {
      const start = patch.start_date ?? before.start_date;
      const end = patch.end_date ?? before.end_date;
      if (end < start) {
        const message = schoolFeeMessages.endBeforeStart;
        throw new DomainError('VALIDATION_FAILED', message, { fields: { end_date: message } });
      }
      await assertReferences(tx, patch);
      await write(patch);
    },
  );
}
