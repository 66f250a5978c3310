/**
 * Creating and changing users: institution (staff) users with a role and their gates, partner
 * users tied to their partner, public users signing up on the site; updating names, phone,
 * role and gates; suspending and unsuspending; deleting (soft) and restoring. Suspending or
 * deleting a user revokes their sessions at once.
 *
 * spec: membership-backoffice.md §3 (User), §4 (User: suspended then unsuspended), §7 (Users:
 * signup, partner user, update, suspend, unsuspend, delete, restore); status changes go to the
 * change log (api-contract.md §People and logs).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type {
  CreatePartnerUser,
  CreateStaffUser,
  PublicSignup,
  UpdateUser,
  User,
  UserKind,
} from '@hifadhi/shared/schemas/auth';
import { eq, inArray } from 'drizzle-orm';
import { roleNames } from '../auth/access-catalogue';
import type { StaffPrincipal } from '../auth/auth-env';
import { assertPasswordNotCommon } from '../auth/password-policy';
import { revokeUserSessions } from '../auth/sessions';
import type { Database, Executor } from '../db/database';
import { userGates, users, userTypes } from '../db/schema/auth';
import { gates, partners } from '../db/schema/catalogue';
import { isUniqueViolation } from '../db/unique-violation';
import { recordStaffChange } from '../logs/staff-changes';
import { credentialsFor } from './user-credentials';
import { findUser } from './user-directory';

async function roleId(db: Executor, where: { role_public_id: string } | { name: string }) {
  const [role] = await db
    .select({ id: userTypes.id })
    .from(userTypes)
    .where(
      'name' in where
        ? eq(userTypes.name, where.name)
        : eq(userTypes.role_public_id, where.role_public_id),
    );
  if (!role) {
    throw new DomainError('UNKNOWN_REFERENCE', messages.noSuch('user type'), {
      fields: { user_type_id: messages.noSuch('user type') },
    });
  }
  return role.id;
}

async function assertGatesExist(db: Executor, gatePublicIds: readonly string[]): Promise<void> {
  if (gatePublicIds.length === 0) return;
  const found = await db
    .select({ id: gates.gate_public_id })
    .from(gates)
    .where(inArray(gates.gate_public_id, [...gatePublicIds]));
  const known = new Set(found.map((gate) => gate.id));
  const missing = gatePublicIds.findIndex((id) => !known.has(id));
  if (missing >= 0) {
    throw new DomainError('UNKNOWN_REFERENCE', messages.noSuch('gate'), {
      fields: { [`gate_public_ids.${missing}`]: messages.noSuch('gate') },
    });
  }
}

async function setGates(db: Executor, userId: number, gatePublicIds: readonly string[]) {
  await db.delete(userGates).where(eq(userGates.user_id, userId));
  if (gatePublicIds.length > 0) {
    await db
      .insert(userGates)
      .values(
        [...new Set(gatePublicIds)].map((gate_public_id) => ({ user_id: userId, gate_public_id })),
      );
  }
}

interface NewUser {
  user_kind: UserKind;
  user_type_id: number;
  partner_public_id: string | null;
  full_name: string;
  email: string;
  phone: string | null;
  password: string;
  gate_public_ids: readonly string[];
}

/** A staff write's author and time, for the change log. */
export interface StaffWrite {
  by: UserChanger;
  now: Date;
}

async function insertUser(db: Database, user: NewUser, write?: StaffWrite): Promise<User> {
  const { password, gate_public_ids, ...fields } = user;
  assertPasswordNotCommon(password);
  const credentials = await credentialsFor(password);
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(users)
        .values({ ...fields, email: fields.email.trim(), ...credentials })
        .returning({ id: users.id, public_id: users.public_id });
      await setGates(tx, inserted!.id, gate_public_ids);
      const { id, ...created } = await findUser(tx, inserted!.public_id);
      if (write) {
        const change = {
          entity: 'user',
          entity_id: created.public_id,
          before: null,
          after: created,
        };
        await recordStaffChange(tx, write.by, change, write.now);
      }
      return created;
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'users_email')) throw error;
    throw new DomainError('CONFLICT', messages.emailTaken, {
      fields: { email: messages.emailTaken },
    });
  }
}

/**
 * An institution user with role `user_type_id` working at `gate_public_ids`.
 * @throws DomainError UNKNOWN_REFERENCE (role or gate), CONFLICT (e-mail taken).
 */
export async function createStaffUser(
  db: Database,
  input: CreateStaffUser,
  write: StaffWrite,
): Promise<User> {
  await assertGatesExist(db, input.gate_public_ids);
  const user_type_id = await roleId(db, { role_public_id: input.user_type_id });
  return insertUser(
    db,
    { ...input, user_kind: 'institution', user_type_id, partner_public_id: null },
    write,
  );
}

/**
 * A partner user (Partner role) of partner `partner_public_id`.
 * @throws DomainError UNKNOWN_REFERENCE (partner), CONFLICT (e-mail taken).
 */
export async function createPartnerUser(
  db: Database,
  input: CreatePartnerUser,
  write: StaffWrite,
): Promise<User> {
  const [partner] = await db
    .select({ id: partners.public_id })
    .from(partners)
    .where(eq(partners.public_id, input.partner_public_id));
  if (!partner) {
    throw new DomainError('UNKNOWN_REFERENCE', messages.noSuch('partner'), {
      fields: { partner_public_id: messages.noSuch('partner') },
    });
  }
  const user_type_id = await roleId(db, { name: roleNames.partner });
  return insertUser(
    db,
    { ...input, user_kind: 'partner', user_type_id, gate_public_ids: [] },
    write,
  );
}

/**
 * A public user signing up on the site (Public User role).
 * @throws DomainError CONFLICT (e-mail taken).
 */
export async function signUpPublicUser(db: Database, input: PublicSignup): Promise<User> {
  return insertUser(db, {
    ...input,
    user_kind: 'public',
    user_type_id: await roleId(db, { name: roleNames.publicUser }),
    partner_public_id: null,
    gate_public_ids: [],
  });
}

/**
 * Changes the fields given; `gate_public_ids` replaces the user's gates.
 * @throws DomainError NOT_FOUND, UNKNOWN_REFERENCE (role or gate).
 */
export async function updateUser(
  db: Database,
  publicId: string,
  patch: UpdateUser,
  write: StaffWrite,
): Promise<User> {
  const { id, ...before } = await findUser(db, publicId);
  if (patch.gate_public_ids) await assertGatesExist(db, patch.gate_public_ids);
  const user_type_id =
    patch.user_type_id === undefined
      ? undefined
      : await roleId(db, { role_public_id: patch.user_type_id });
  const changes = {
    ...(patch.full_name === undefined ? {} : { full_name: patch.full_name }),
    ...(patch.phone === undefined ? {} : { phone: patch.phone }),
    ...(user_type_id === undefined ? {} : { user_type_id }),
  };
  return db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) {
      await tx.update(users).set(changes).where(eq(users.id, id));
    }
    if (patch.gate_public_ids) await setGates(tx, id, patch.gate_public_ids);
    const { id: _, ...after } = await findUser(tx, publicId);
    const change = { entity: 'user', entity_id: publicId, before, after };
    await recordStaffChange(tx, write.by, change, write.now);
    return after;
  });
}

type StatusChange = 'suspend' | 'unsuspend' | 'delete' | 'restore';

/** Who changes a user, for the self-check and the change log. */
export type UserChanger = Pick<StaffPrincipal, 'public_id' | 'email'>;

/**
 * Suspends, unsuspends, deletes (soft) or restores a user at `now`, recording the user before
 * and after in the change log as `by`; suspending and deleting revoke every session of the user.
 * @throws DomainError NOT_FOUND; FORBIDDEN when `by` suspends or deletes themself.
 */
export async function changeUserStatus(
  db: Database,
  publicId: string,
  change: StatusChange,
  { by, now }: StaffWrite,
): Promise<User> {
  const { id, ...before } = await findUser(db, publicId);
  if ((change === 'suspend' || change === 'delete') && publicId === by.public_id) {
    throw new DomainError('FORBIDDEN', messages.cannotSuspendSelf);
  }
  return db.transaction(async (tx) => {
    const set = {
      suspend: { suspended_at: now },
      unsuspend: { suspended_at: null },
      delete: { deleted_at: now },
      restore: { deleted_at: null },
    }[change];
    await tx.update(users).set(set).where(eq(users.id, id));
    if (change === 'suspend' || change === 'delete') await revokeUserSessions(tx, id, now);
    const { id: _, ...after } = await findUser(tx, publicId);
    await recordStaffChange(tx, by, { entity: 'user', entity_id: publicId, before, after }, now);
    return after;
  });
}
