/**
 * Donation causes as the back office keeps them: every cause of the catalogue with its public
 * flag (public causes show on the Support Us form and the booking payment page; a private one
 * only to staff) and soft delete (`cause_settings`; a cause without a row is public and live).
 * Add, edit (name, public flag), delete and restore, each in the change log as entity `cause`.
 * Each write also touches the cause's catalogue row, so `catalogue_version` moves and cached
 * catalogues drop or show it at once.
 *
 * spec: membership-backoffice.md §2.5 (donations-causes), §3 (Donation: cause with a public
 * flag), §4 (soft delete and restore), §7 (Donations: causes CRUD).
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '@hifadhi/shared/errors';
import type { CauseForm } from '@hifadhi/shared/schemas/people-admin';
import { asc, eq, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Database, Executor } from '../db/database';
import { causes } from '../db/schema/catalogue';
import { causeSettings } from '../db/schema/donations-admin';
import { recordStaffChange } from '../logs/staff-changes';

export const staffCauseSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  is_public: z.boolean(),
  deleted_at: z.string().nullable(),
});
export type StaffCause = z.infer<typeof staffCauseSchema>;

function selectCauses(db: Executor) {
  return db
    .select({
      public_id: causes.public_id,
      name: causes.name,
      is_public: sql<boolean>`coalesce(${causeSettings.is_public}, true)`,
      deleted_at: causeSettings.deleted_at,
    })
    .from(causes)
    .leftJoin(causeSettings, eq(causeSettings.cause_public_id, causes.public_id));
}

type Selected = Awaited<ReturnType<typeof selectCauses>>[number];
const toCause = (row: Selected): StaffCause => ({
  ...row,
  deleted_at: row.deleted_at?.toISOString() ?? null,
});

/** Every cause in catalogue order: live ones, or (`deleted`) the deleted ones. */
export async function listCauses(db: Executor, deleted: boolean): Promise<StaffCause[]> {
  const rows = await selectCauses(db)
    .where(
      deleted
        ? sql`${causeSettings.deleted_at} is not null`
        : sql`${causeSettings.deleted_at} is null`,
    )
    .orderBy(asc(causes.sort_order), asc(causes.name));
  return rows.map(toCause);
}

async function readCause(db: Executor, publicId: string): Promise<StaffCause> {
  const [row] = await selectCauses(db).where(eq(causes.public_id, publicId));
  if (row === undefined) throw new DomainError('NOT_FOUND', 'No such cause');
  return toCause(row);
}

/** Saves the settings of `publicId` and touches its catalogue row (the version moves). */
async function saveSettings(
  tx: Executor,
  publicId: string,
  settings: { is_public: boolean; deleted_at: Date | null },
): Promise<void> {
  await tx
    .insert(causeSettings)
    .values({ cause_public_id: publicId, ...settings })
    .onConflictDoUpdate({ target: causeSettings.cause_public_id, set: settings });
  await tx
    .update(causes)
    .set({ name: sql`${causes.name}` })
    .where(eq(causes.public_id, publicId));
}

/** Adds a cause at the end of the list (logged). */
export async function addCause(
  db: Database,
  form: CauseForm,
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffCause> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ sort: max(causes.sort_order) }).from(causes);
    const public_id = `cause-${randomUUID()}`;
    await tx
      .insert(causes)
      .values({ public_id, name: form.name, sort_order: (last?.sort ?? 0) + 1 });
    await saveSettings(tx, public_id, { is_public: form.is_public, deleted_at: null });
    const after = await readCause(tx, public_id);
    await recordStaffChange(
      tx,
      staff,
      { entity: 'cause', entity_id: public_id, before: null, after },
      now,
    );
    return after;
  });
}

/**
 * Edits the name and public flag, deletes or restores a cause (logged when it changes).
 * @throws DomainError NOT_FOUND.
 */
export async function changeCause(
  db: Database,
  publicId: string,
  change: { name?: string; is_public?: boolean; deleted?: boolean },
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffCause> {
  return db.transaction(async (tx) => {
    const before = await readCause(tx, publicId);
    if (change.name !== undefined) {
      await tx.update(causes).set({ name: change.name }).where(eq(causes.public_id, publicId));
    }
    const deletedAt = before.deleted_at === null ? null : new Date(before.deleted_at);
    await saveSettings(tx, publicId, {
      is_public: change.is_public ?? before.is_public,
      deleted_at:
        change.deleted === undefined ? deletedAt : change.deleted ? (deletedAt ?? now) : null,
    });
    const after = await readCause(tx, publicId);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordStaffChange(
        tx,
        staff,
        { entity: 'cause', entity_id: publicId, before, after },
        now,
      );
    }
    return after;
  });
}
