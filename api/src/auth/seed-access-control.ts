/**
 * Writes the starting roles, menus and features (`access-catalogue.ts`) and which features
 * each role has. The roles are written once per database (`seedAccessControl`, inside the seed's
 * transaction); menus and features are brought up to date on every start
 * (`addMissingAccessFeatures`), so a feature a new release adds reaches a database seeded by an
 * older one, given to the roles the catalogue names (an Administrator gets every feature). A
 * feature or menu that exists, even soft-deleted by an administrator, is left as it is, and so
 * is what each role was given before.
 *
 * spec: membership-backoffice.md §6, §7 (Users, roles, menus).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { features, menus, userTypeFeatures, userTypes } from '../db/schema/auth';
import { seedFeaturePublicId, seedMenus, seedRoles } from './access-catalogue';

/** Writes the starting roles (without features: `addMissingAccessFeatures` gives them). */
export async function seedAccessControl(db: Executor): Promise<void> {
  await db.insert(userTypes).values(
    seedRoles.map((role) => ({
      role_public_id: role.role_public_id,
      name: role.name,
      landing: role.landing,
    })),
  );
}

/**
 * Adds the catalogue's menus and features this database has never had and gives each new
 * feature to the roles the catalogue names. Takes a transaction-scoped advisory lock, so two
 * starting processes add each feature once.
 * @returns the urls of the features added, in catalogue order.
 */
export async function addMissingAccessFeatures(db: Executor): Promise<string[]> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('access-features'))`);
  const knownMenus = new Map(
    (await db.select({ id: menus.id, public_id: menus.menu_public_id }).from(menus)).map((menu) => [
      menu.public_id,
      menu.id,
    ]),
  );
  const knownUrls = new Set(
    (await db.select({ url: features.url }).from(features)).map((feature) => feature.url),
  );
  const added = new Map<string, number>();
  for (const [menuOrder, menu] of seedMenus.entries()) {
    const missing = menu.features
      .map((feature, sort_order) => ({ ...feature, sort_order }))
      .filter((feature) => !knownUrls.has(feature.url));
    if (missing.length === 0) continue;
    let menuId = knownMenus.get(menu.menu_public_id);
    if (menuId === undefined) {
      const [inserted] = await db
        .insert(menus)
        .values({ menu_public_id: menu.menu_public_id, name: menu.name, sort_order: menuOrder })
        .returning({ id: menus.id });
      menuId = inserted!.id;
    }
    const rows = await db
      .insert(features)
      .values(
        missing.map((feature) => ({
          ...feature,
          feature_public_id: seedFeaturePublicId(feature.url),
          menu_id: menuId,
        })),
      )
      .returning({ id: features.id, url: features.url });
    for (const row of rows) added.set(row.url, row.id);
  }
  if (added.size === 0) return [];
  const roles = await db
    .select({ id: userTypes.id, public_id: userTypes.role_public_id })
    .from(userTypes);
  for (const role of seedRoles) {
    const roleId = roles.find((row) => row.public_id === role.role_public_id)?.id;
    if (roleId === undefined) continue;
    const urls =
      role.features === 'all' ? [...added.keys()] : role.features.filter((url) => added.has(url));
    if (urls.length === 0) continue;
    await db
      .insert(userTypeFeatures)
      .values(urls.map((url) => ({ user_type_id: roleId, feature_id: added.get(url)! })));
  }
  return [...added.keys()];
}
