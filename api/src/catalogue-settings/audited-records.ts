/**
 * The write path of a soft-deletable settings record (content pages, calls to action,
 * holidays): add one, or change one — edit its fields, soft delete it or restore it — inside a
 * transaction that locks the row and logs the change with before and after.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore), §7 (Logs: change logs).
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { recordStaffChange } from '../logs/staff-changes';

export type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;
export type WriteDeps = { db: Database; clock: Clock };

/** Which record: the change log's entity name, the word a message uses, and its public id. */
export interface RecordTarget {
  entity: string;
  noun: string;
  publicId: string;
}

/** The NOT_FOUND refusal for record `publicId` called `noun`. */
export const recordNotFound = (noun: string, publicId: string) =>
  new DomainError('NOT_FOUND', catalogueSettingsMessages.notFound(noun, publicId));

/** A new public id for a settings record (8 hex characters, as partner types have). */
export const newPublicId = () => randomUUID().slice(0, 8);

/**
 * Adds a record: `insert` writes it (and may refuse with a DomainError) and answers its public
 * id; `load` reads it back. Logged with before null.
 */
export async function createAudited<R>(
  deps: WriteDeps,
  staff: Staff,
  entity: string,
  insert: (tx: Executor, now: Date) => Promise<string>,
  load: (tx: Executor, publicId: string) => Promise<R | undefined>,
): Promise<R> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const publicId = await insert(tx, now);
    const after = await load(tx, publicId);
    if (after === undefined) throw new Error(`${entity} ${publicId} was not written`);
    await recordStaffChange(tx, staff, { entity, entity_id: publicId, before: null, after }, now);
    return after;
  });
}

/**
 * Changes record `target`: `lock` reads it `FOR UPDATE`; then either its fields change
 * (`edit` writes them) or it is soft deleted / restored (`setDeleted` writes `deleted_at`).
 * `load` reads it back afterwards; the change is logged.
 * @throws DomainError NOT_FOUND for an unknown record; CONFLICT for a delete of a deleted record
 * or a restore of one not deleted; whatever `edit` refuses.
 */
export async function changeAudited<R extends { deleted: boolean }>(
  deps: WriteDeps,
  staff: Staff,
  target: RecordTarget,
  lock: (tx: Executor) => Promise<R | undefined>,
  change:
    | { edit: (tx: Executor, before: R, now: Date) => Promise<void> }
    | { deleted: boolean; setDeleted: (tx: Executor, at: Date | null) => Promise<void> },
): Promise<R> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lock(tx);
    if (before === undefined) {
      throw recordNotFound(target.noun, target.publicId);
    }
    if ('edit' in change) {
      await change.edit(tx, before, now);
    } else {
      if (before.deleted === change.deleted) {
        throw new DomainError(
          'CONFLICT',
          change.deleted
            ? catalogueSettingsMessages.alreadyDeleted(target.noun)
            : catalogueSettingsMessages.notDeleted(target.noun),
        );
      }
      await change.setDeleted(tx, change.deleted ? now : null);
    }
    const after = (await lock(tx)) as R;
    await recordStaffChange(
      tx,
      staff,
      { entity: target.entity, entity_id: target.publicId, before, after },
      now,
    );
    return after;
  });
}
