/**
 * The write path of a soft-deletable settings record (content pages, calls to action,
 * holidays, partner lodges, school fees, facility types, named lists): add one, or change one —
 * edit its fields, soft delete it or restore it — inside a transaction that locks the row and
 * logs the change with before and after. `softDeleteRecords` gives a record kind all of these
 * over its table, so a service writes only its own checks and columns.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore), §7 (Logs: change logs).
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
    | {
        deleted: boolean;
        setDeleted: (tx: Executor, at: Date | null, before: R) => Promise<void>;
      },
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
      await change.setDeleted(tx, change.deleted ? now : null, before);
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

/** Writes `values` to one record's columns (nothing when there are none). */
export type RecordWrite = (values: Record<string, unknown>) => Promise<void>;

/**
 * The audited reads and writes of one soft-deletable record kind: rows of `table` found by
 * column `id` with a `deleted_at` column; `read` reads one (`lock`: `FOR UPDATE`) as the API
 * answers it, or undefined. The change log names them `entity`, messages `noun`.
 */
export function softDeleteRecords<R extends { deleted: boolean }>(kind: {
  entity: string;
  noun: string;
  table: PgTable;
  id: AnyPgColumn;
  read: (tx: Executor, publicId: string, lock: boolean) => Promise<R | undefined>;
}) {
  const { entity, noun } = kind;
  const writeTo =
    (tx: Executor, publicId: string): RecordWrite =>
    async (values) => {
      if (Object.keys(values).length === 0) return;
      await tx.update(kind.table).set(values).where(eq(kind.id, publicId));
    };
  const change = (
    deps: WriteDeps,
    staff: Staff,
    publicId: string,
    write: Parameters<typeof changeAudited<R>>[4],
  ) =>
    changeAudited(
      deps,
      staff,
      { entity, noun, publicId },
      (tx) => kind.read(tx, publicId, true),
      write,
    );
  /**
   * Edits record `publicId`: `editor` checks the change and writes it with `write`.
   * @throws DomainError NOT_FOUND; whatever `editor` refuses.
   */
  const edit = (
    deps: WriteDeps,
    staff: Staff,
    publicId: string,
    editor: (tx: Executor, write: RecordWrite, before: R, now: Date) => Promise<void>,
  ): Promise<R> =>
    change(deps, staff, publicId, {
      edit: (tx, before, now) => editor(tx, writeTo(tx, publicId), before, now),
    });
  /**
   * Soft deletes (`deleted`) or restores record `publicId`; `check` may refuse first.
   * @throws DomainError NOT_FOUND; CONFLICT for a delete of a deleted record or a restore of one
   * not deleted; whatever `check` refuses.
   */
  const setDeleted = (
    deps: WriteDeps,
    staff: Staff,
    publicId: string,
    deleted: boolean,
    check?: (tx: Executor, before: R) => Promise<void>,
  ): Promise<R> =>
    change(deps, staff, publicId, {
      deleted,
      setDeleted: async (tx, at, before) => {
        await check?.(tx, before);
        await writeTo(tx, publicId)({ deleted_at: at });
      },
    });
  return {
    /** One record, deleted or not. @throws DomainError NOT_FOUND. */
    async get(db: Executor, publicId: string): Promise<R> {
      const found = await kind.read(db, publicId, false);
      if (found === undefined) throw recordNotFound(noun, publicId);
      return found;
    },
    /** Adds a record: `insert` writes it (and may refuse) and answers its public id. */
    create(
      deps: WriteDeps,
      staff: Staff,
      insert: (tx: Executor, now: Date) => Promise<string>,
    ): Promise<R> {
      return createAudited(deps, staff, entity, insert, (tx, publicId) =>
        kind.read(tx, publicId, false),
      );
    },
    edit,
    setDeleted,
    /**
     * A patch edits record `publicId` as `editWith`; `{ deleted }` soft deletes or restores it.
     * @throws as `edit` and `setDeleted`.
     */
    change<P extends object>(
      deps: WriteDeps,
      staff: Staff,
      publicId: string,
      patch: P | { deleted: boolean },
      editWith: (tx: Executor, patch: P, write: RecordWrite, before: R) => Promise<void>,
    ): Promise<R> {
      if ('deleted' in patch) return setDeleted(deps, staff, publicId, patch.deleted as boolean);
      return edit(deps, staff, publicId, (tx, write, before) =>
        editWith(tx, patch as P, write, before),
      );
    },
  };
}
