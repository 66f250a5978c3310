/**
 * Menus and their features: listing (every live menu, or those of one role with only the
 * role's features, as the side menu shows them), adding, editing, deleting (soft) and
 * restoring. A feature is live while neither it nor its menu is deleted; only live features
 * grant access. A feature's url is unique among live features.
 *
 * spec: membership-backoffice.md §2.7 (side menu of grouped features), §3 (Menu and feature:
 * url, type 1 or 2, public id), §7 (Menus and features: list, add, edit, delete and restore).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { Feature, FeatureType, Menu } from '@hifadhi/shared/schemas/auth';
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { features, menus, userTypeFeatures } from '../db/schema/auth';
import { isUniqueViolation } from '../db/unique-violation';

/** The feature columns the API answers with. */
const featureColumns = {
  feature_public_id: features.feature_public_id,
  menu_public_id: menus.menu_public_id,
  name: features.name,
  url: features.url,
  type: sql<FeatureType>`${features.type}`,
};

/** Live features, in menu and feature order, filtered by `where`. */
export function selectFeatures(db: Executor, where?: SQL) {
  return db
    .select(featureColumns)
    .from(features)
    .innerJoin(menus, eq(menus.id, features.menu_id))
    .where(and(isNull(features.deleted_at), isNull(menus.deleted_at), where))
    .orderBy(asc(menus.sort_order), asc(menus.id), asc(features.sort_order), asc(features.id));
}

/**
 * Menus with their features: every live menu with all its live features, or (with `roleId`)
 * only the menus holding features of that role, with only those features.
 */
export async function readMenus(db: Executor, options: { roleId?: number } = {}): Promise<Menu[]> {
  const roleFilter =
    options.roleId === undefined
      ? undefined
      : sql`exists (select 1 from ${userTypeFeatures} where ${userTypeFeatures.feature_id} = ${features.id}
          and ${userTypeFeatures.user_type_id} = ${options.roleId})`;
  const [menuRows, featureRows] = await Promise.all([
    db
      .select({ menu_public_id: menus.menu_public_id, name: menus.name })
      .from(menus)
      .where(isNull(menus.deleted_at))
      .orderBy(asc(menus.sort_order), asc(menus.id)),
    selectFeatures(db, roleFilter),
  ]);
  return menuRows
    .map((menu) => ({
      ...menu,
      features: featureRows.filter((row) => row.menu_public_id === menu.menu_public_id),
    }))
    .filter((menu) => options.roleId === undefined || menu.features.length > 0);
}

/** Deleted menus, to restore them. */
export async function readDeletedMenus(db: Executor): Promise<Menu[]> {
  const rows = await db
    .select({ menu_public_id: menus.menu_public_id, name: menus.name })
    .from(menus)
    .where(isNotNull(menus.deleted_at))
    .orderBy(asc(menus.sort_order), asc(menus.id));
  return rows.map((menu) => ({ ...menu, features: [] }));
}

async function menuId(db: Executor, menuPublicId: string, field = 'menu_public_id') {
  const [menu] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(eq(menus.menu_public_id, menuPublicId));
  if (!menu) {
    throw new DomainError('NOT_FOUND', messages.noSuch('menu'), {
      fields: { [field]: messages.noSuch('menu') },
    });
  }
  return menu.id;
}

/** Adds a menu. */
export async function createMenu(
  db: Executor,
  input: { name: string; sort_order: number },
): Promise<Menu> {
  const [menu] = await db
    .insert(menus)
    .values(input)
    .returning({ menu_public_id: menus.menu_public_id, name: menus.name });
  return { ...menu!, features: [] };
}

/**
 * Renames or reorders a menu.
 * @throws DomainError NOT_FOUND.
 */
export async function updateMenu(
  db: Executor,
  menuPublicId: string,
  input: { name: string; sort_order: number },
): Promise<void> {
  await db
    .update(menus)
    .set(input)
    .where(eq(menus.id, await menuId(db, menuPublicId)));
}

/**
 * Deletes (soft, at `now`) or restores a menu; its features stop or start granting access.
 * @throws DomainError NOT_FOUND.
 */
export async function setMenuDeleted(
  db: Executor,
  menuPublicId: string,
  deletedAt: Date | null,
): Promise<void> {
  await db
    .update(menus)
    .set({ deleted_at: deletedAt })
    .where(eq(menus.id, await menuId(db, menuPublicId)));
}

interface FeatureInput {
  menu_public_id: string;
  name: string;
  url: string;
  type: FeatureType;
}

async function writeFeature<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'features_live_url')) throw error;
    throw new DomainError('CONFLICT', messages.featureUrlTaken, {
      fields: { url: messages.featureUrlTaken },
    });
  }
}

async function featureById(db: Executor, featurePublicId: string) {
  const [feature] = await db
    .select({ id: features.id })
    .from(features)
    .where(eq(features.feature_public_id, featurePublicId));
  if (!feature) throw new DomainError('NOT_FOUND', messages.noSuch('feature'));
  return feature.id;
}

/**
 * Adds a feature at the end of a menu.
 * @throws DomainError NOT_FOUND (menu), CONFLICT (url taken).
 */
export async function createFeature(db: Executor, input: FeatureInput): Promise<Feature> {
  const { menu_public_id, ...fields } = input;
  const menu_id = await menuId(db, menu_public_id);
  const [created] = await writeFeature(() =>
    db
      .insert(features)
      .values({
        ...fields,
        menu_id,
        sort_order: sql`(select coalesce(max(${features.sort_order}) + 1, 0) from ${features}
          where ${features.menu_id} = ${menu_id})`,
      })
      .returning({ feature_public_id: features.feature_public_id }),
  );
  return { ...input, feature_public_id: created!.feature_public_id };
}

/**
 * Changes a feature (its menu, name, url, type).
 * @throws DomainError NOT_FOUND (feature or menu), CONFLICT (url taken).
 */
export async function updateFeature(
  db: Executor,
  featurePublicId: string,
  input: FeatureInput,
): Promise<Feature> {
  const id = await featureById(db, featurePublicId);
  const { menu_public_id, ...fields } = input;
  const menu_id = await menuId(db, menu_public_id);
  await writeFeature(() =>
    db
      .update(features)
      .set({ ...fields, menu_id })
      .where(eq(features.id, id)),
  );
  return { ...input, feature_public_id: featurePublicId };
}

/**
 * Deletes (soft) or restores a feature.
 * @throws DomainError NOT_FOUND; CONFLICT when restoring a url a live feature now has.
 */
export async function setFeatureDeleted(
  db: Executor,
  featurePublicId: string,
  deletedAt: Date | null,
): Promise<void> {
  const id = await featureById(db, featurePublicId);
  await writeFeature(() =>
    db.update(features).set({ deleted_at: deletedAt }).where(eq(features.id, id)),
  );
}
