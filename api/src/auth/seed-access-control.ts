/**
 * Writes the starting roles, menus and features (`access-catalogue.ts`) and which features
 * each role has. Run once per database by the seed (`db/seed.ts`), inside its transaction.
 *
 * spec: membership-backoffice.md §6, §7 (Users, roles, menus).
 */
import type { Executor } from '../db/database';
import { features, menus, userTypeFeatures, userTypes } from '../db/schema/auth';
import { seedFeaturePublicId, seedMenus, seedRoles } from './access-catalogue';

export async function seedAccessControl(db: Executor): Promise<void> {
  const featureIds = new Map<string, number>();
  for (const [menuOrder, menu] of seedMenus.entries()) {
    const [inserted] = await db
      .insert(menus)
      .values({ menu_public_id: menu.menu_public_id, name: menu.name, sort_order: menuOrder })
      .returning({ id: menus.id });
    const rows = await db
      .insert(features)
      .values(
        menu.features.map((feature, sort_order) => ({
          ...feature,
          feature_public_id: seedFeaturePublicId(feature.url),
          menu_id: inserted!.id,
          sort_order,
        })),
      )
      .returning({ id: features.id, url: features.url });
    for (const row of rows) featureIds.set(row.url, row.id);
  }
  for (const role of seedRoles) {
    const [inserted] = await db
      .insert(userTypes)
      .values({ role_public_id: role.role_public_id, name: role.name, landing: role.landing })
      .returning({ id: userTypes.id });
    const urls = role.features === 'all' ? [...featureIds.keys()] : role.features;
    if (urls.length === 0) continue;
    await db.insert(userTypeFeatures).values(
      urls.map((url) => {
        const feature_id = featureIds.get(url);
        if (feature_id === undefined) throw new Error(`Role ${role.name}: no feature ${url}`);
        return { user_type_id: inserted!.id, feature_id };
      }),
    );
  }
}
