/**
 * Calls to action: the home page's alerts (a message, its description and an optional link to
 * a page of the site), listed (deleted ones too), added, edited, soft deleted and restored,
 * each write logged. The public site reads those not deleted, in their order.
 *
 * spec: membership-backoffice.md §2.5 (call-to-action), §3 (calls to action (description)), §7
 * (Content: calls to action, delete with deleted_by); public-site.md §2.4 (alerts), §6
 * (get all call-to-actions).
 */
import type {
  CallToActionBody,
  CallToActionPatch,
  CallToActionRead,
} from '@hifadhi/shared/schemas/content-settings';
import { asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { callsToAction } from '../db/schema/content-settings';
import { newPublicId, type Staff, softDeleteRecords, type WriteDeps } from './audited-records';

async function readCalls(tx: Executor, where: SQL | undefined, lock = false) {
  const query = tx
    .select()
    .from(callsToAction)
    .where(where)
    .orderBy(asc(callsToAction.sort_order), asc(callsToAction.message));
  const rows = lock ? await query.for('update') : await query;
  return rows.map(
    ({ deleted_at, created_at: _created, idempotency_key: _key, ...row }): CallToActionRead => ({
      ...row,
      deleted: deleted_at !== null,
    }),
  );
}

const oneCall = async (tx: Executor, publicId: string, lock = false) =>
  (await readCalls(tx, eq(callsToAction.public_id, publicId), lock))[0];

const records = softDeleteRecords({
  entity: 'call_to_action',
  noun: 'call to action',
  table: callsToAction,
  id: callsToAction.public_id,
  read: oneCall,
});

/** Every call to action, deleted ones too, in order. */
export function listCallsToAction(db: Executor): Promise<CallToActionRead[]> {
  return readCalls(db, undefined);
}

/** The calls to action the public site shows: those not deleted, in order. */
export function publicCallsToAction(db: Executor): Promise<CallToActionRead[]> {
  return readCalls(db, isNull(callsToAction.deleted_at));
}

/**
 * Adds a call to action (a link needs its text; both or neither, checked by the schema); a
 * retry with the same `idempotencyKey` answers the one the first request added and adds no
 * other.
 */
export async function createCallToAction(
  deps: WriteDeps,
  body: CallToActionBody,
  staff: Staff,
  idempotencyKey: string | null = null,
): Promise<CallToActionRead> {
  if (idempotencyKey !== null) {
    const [first] = await readCalls(deps.db, eq(callsToAction.idempotency_key, idempotencyKey));
    if (first) return first;
  }
  return records.create(deps, staff, async (tx, now) => {
    const publicId = newPublicId();
    await tx.insert(callsToAction).values({
      public_id: publicId,
      message: body.message,
      description: body.description,
      link_path: body.link_path ?? null,
      link_label: body.link_label ?? null,
      sort_order: body.sort_order,
      created_at: now,
      idempotency_key: idempotencyKey,
    });
    return publicId;
  });
}

/** Edits a call to action's fields given in `patch`. @throws DomainError NOT_FOUND. */
export function updateCallToAction(
  deps: WriteDeps,
  publicId: string,
  patch: CallToActionPatch,
  staff: Staff,
): Promise<CallToActionRead> {
  return records.edit(deps, staff, publicId, (_tx, write) => write(patch));
}

/** Soft deletes (`deleted`) or restores a call to action. @throws DomainError NOT_FOUND, CONFLICT. */
export function setCallToActionDeleted(
  deps: WriteDeps,
  publicId: string,
  deleted: boolean,
  staff: Staff,
): Promise<CallToActionRead> {
  return records.setDeleted(deps, staff, publicId, deleted);
}
