/**
 * User types (roles): listing, adding, editing (name, landing screen), deleting (refused while
 * users have it), and their features: those assigned, those not assigned, assigning and
 * detaching a feature by `role_public_id` (written to the change log). Changes take effect on the next request of every
 * signed-in user of the role, since the staff guard reads the role's features each time.
 *
 * spec: membership-backoffice.md §3 (User type), §6 (features assigned and not assigned;
 * assign or detach by role_public_id), §7 (User types; role feature add and detach).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { Feature, UserType } from '@hifadhi/shared/schemas/auth';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Database, Executor } from '../db/database';
import { features, users, userTypeFeatures, userTypes } from '../db/schema/auth';
import { isUniqueViolation } from '../db/unique-violation';
import { recordStaffChange } from '../logs/staff-changes';
import { selectFeatures } from './menus';

const userTypeColumns = {
  id: userTypes.id,
  role_public_id: userTypes.role_public_id,
  name: userTypes.name,
  landing: userTypes.landing,
};

/** Every user type, in the order they were made. */
export async function listUserTypes(db: Executor): Promise<UserType[]> {
  const rows = await db.select(userTypeColumns).from(userTypes).orderBy(asc(userTypes.id));
  return rows.map(({ id, ...userType }) => userType);
}

/**
 * One user type by public id, with its internal id.
 * @throws DomainError NOT_FOUND 'No such user type' (named on `field` when given).
 */
export async function findUserType(
  db: Executor,
  rolePublicId: string,
  field?: string,
): Promise<UserType & { id: number }> {
  const [row] = await db
    .select(userTypeColumns)
    .from(userTypes)
    .where(eq(userTypes.role_public_id, rolePublicId));
  if (!row) {
    const message = messages.noSuch('user type');
    throw new DomainError('NOT_FOUND', message, field ? { fields: { [field]: message } } : {});
  }
  return row;
}

async function writeUserType<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'user_types_name_unique')) throw error;
    throw new DomainError('CONFLICT', messages.userTypeNameTaken, {
      fields: { name: messages.userTypeNameTaken },
    });
  }
}

/**
 * Adds a user type with no features.
 * @throws DomainError CONFLICT (name taken).
 */
export async function createUserType(
  db: Executor,
  input: { name: string; landing: string },
): Promise<UserType> {
  const [row] = await writeUserType(() =>
    db.insert(userTypes).values(input).returning(userTypeColumns),
  );
  const { id, ...userType } = row!;
  return userType;
}

/**
 * Renames a user type or changes where its users land.
 * @throws DomainError NOT_FOUND, CONFLICT (name taken).
 */
export async function updateUserType(
  db: Executor,
  rolePublicId: string,
  patch: { name?: string; landing?: string },
): Promise<UserType> {
  const { id } = await findUserType(db, rolePublicId);
  const [row] = await writeUserType(() =>
    db.update(userTypes).set(patch).where(eq(userTypes.id, id)).returning(userTypeColumns),
  );
  const { id: _, ...userType } = row!;
  return userType;
}

/**
 * Deletes a user type and its feature assignments.
 * @throws DomainError NOT_FOUND; CONFLICT while any user (deleted ones too) has it.
 */
export async function deleteUserType(db: Executor, rolePublicId: string): Promise<void> {
  const { id } = await findUserType(db, rolePublicId);
  const [holders] = await db.select({ n: count() }).from(users).where(eq(users.user_type_id, id));
  if ((holders?.n ?? 0) > 0) throw new DomainError('CONFLICT', messages.userTypeInUse);
  await db.delete(userTypes).where(eq(userTypes.id, id));
}

/**
 * The live features a user type has (`assigned`) or has not.
 * @throws DomainError NOT_FOUND.
 */
export async function userTypeFeaturesOf(
  db: Executor,
  rolePublicId: string,
  assigned: boolean,
): Promise<Feature[]> {
  const { id } = await findUserType(db, rolePublicId);
  const held = sql`exists (select 1 from ${userTypeFeatures}
    where ${userTypeFeatures.feature_id} = ${features.id} and ${userTypeFeatures.user_type_id} = ${id})`;
  return selectFeatures(db, assigned ? held : sql`not ${held}`);
}

async function featureId(db: Executor, featurePublicId: string): Promise<number> {
  const [row] = await db
    .select({ id: features.id })
    .from(features)
    .where(eq(features.feature_public_id, featurePublicId));
  if (!row) {
    throw new DomainError('NOT_FOUND', messages.noSuch('feature'), {
      fields: { feature_public_id: messages.noSuch('feature') },
    });
  }
  return row.id;
}

/**
 * Gives a user type a feature (again is fine), or detaches it (absent is fine), as `by` at `now`;
 * a real change goes to the change log as the user type's feature urls before and after.
 * @returns the user type's features afterwards.
 * @throws DomainError NOT_FOUND (user type or feature).
 */
export async function setUserTypeFeature(
  db: Database,
  input: { role_public_id: string; feature_public_id: string },
  assign: boolean,
  { by, now }: { by: Pick<StaffPrincipal, 'public_id' | 'email'>; now: Date },
): Promise<Feature[]> {
  const role = await findUserType(db, input.role_public_id, 'role_public_id');
  const feature_id = await featureId(db, input.feature_public_id);
  return db.transaction(async (tx) => {
    const before = await userTypeFeaturesOf(tx, input.role_public_id, true);
    const changed = assign
      ? await tx
          .insert(userTypeFeatures)
          .values({ user_type_id: role.id, feature_id })
          .onConflictDoNothing()
          .returning({ feature_id: userTypeFeatures.feature_id })
      : await tx
          .delete(userTypeFeatures)
          .where(
            and(
              eq(userTypeFeatures.user_type_id, role.id),
              eq(userTypeFeatures.feature_id, feature_id),
            ),
          )
          .returning({ feature_id: userTypeFeatures.feature_id });
    const after = await userTypeFeaturesOf(tx, input.role_public_id, true);
    if (changed.length > 0) {
      const urls = (list: Feature[]) => ({ features: list.map((feature) => feature.url) });
      const change = {
        entity: 'user_type',
        entity_id: role.role_public_id,
        before: urls(before),
        after: urls(after),
      };
      await recordStaffChange(tx, by, change, now);
    }
    return after;
  });
}
