/**
 * Reading users for the users screens: a page of users of some kinds (institution and partner
 * users are the staff; public users have their own list), newest first, narrowed by a search
 * (name, e-mail or phone) and a user type, and one user by public id. Deleted users are listed
 * only when asked for (to restore them).
 *
 * spec: membership-backoffice.md §3 (User), §7 (Users: paged users, items=15; public users;
 * one user), §9 (page sizes).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { User, UserKind } from '@hifadhi/shared/schemas/auth';
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { userGates, users, userTypes } from '../db/schema/auth';
import { containing } from '../payments-admin/payment-rows';

/** Users a page holds unless told otherwise. spec: membership-backoffice.md §9. */
export const USERS_PAGE_SIZE = 15;

export interface UsersPage {
  page: number;
  items: number;
  total: number;
  data: User[];
}

/** Which users a page lists. */
export interface UsersQuery {
  kinds: readonly UserKind[];
  page: number;
  items: number;
  deleted: boolean;
  /** Part of the name, e-mail or phone. */
  search?: string | undefined;
  /** A role public id. */
  user_type?: string | undefined;
}

const userColumns = {
  id: users.id,
  public_id: users.public_id,
  full_name: users.full_name,
  email: users.email,
  phone: users.phone,
  user_kind: users.user_kind,
  user_type: userTypes.name,
  user_type_id: userTypes.role_public_id,
  partner_public_id: users.partner_public_id,
  gate_public_ids: sql<string[]>`array(select ${userGates.gate_public_id} from ${userGates}
    where ${userGates.user_id} = ${users.id} order by 1)`,
  has_account: sql<boolean>`${users.password_hash} is not null`,
  suspended: sql<boolean>`${users.suspended_at} is not null`,
  created_at: users.created_at,
};

function selectUsers(db: Executor, where: SQL | undefined) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.user_type_id))
    .where(where);
}

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

function toUser({ id, created_at, ...user }: UserRow): User {
  return { ...user, created_at: created_at.toISOString() };
}

/**
 * A page (from 1) of users of `kinds`, newest first, matching `search` and of role
 * `user_type` when given; deleted ones only with `deleted`.
 */
export async function listUsers(db: Executor, query: UsersQuery): Promise<UsersPage> {
  const like = query.search === undefined ? undefined : containing(query.search);
  const where = and(
    inArray(users.user_kind, [...query.kinds]),
    query.deleted ? isNotNull(users.deleted_at) : isNull(users.deleted_at),
    like === undefined
      ? undefined
      : or(ilike(users.full_name, like), ilike(users.email, like), ilike(users.phone, like)),
    query.user_type === undefined ? undefined : eq(userTypes.role_public_id, query.user_type),
  );
  const [rows, [counted]] = await Promise.all([
    selectUsers(db, where)
      .orderBy(desc(users.created_at), desc(users.id))
      .limit(query.items)
      .offset((query.page - 1) * query.items),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.user_type_id))
      .where(where),
  ]);
  return {
    page: query.page,
    items: query.items,
    total: counted?.total ?? 0,
    data: rows.map(toUser),
  };
}

/**
 * One user (deleted ones too) by public id, with their internal id.
 * @throws DomainError NOT_FOUND 'No such user'.
 */
export async function findUser(db: Executor, publicId: string): Promise<User & { id: number }> {
  const [row] = z.uuid().safeParse(publicId).success
    ? await selectUsers(db, eq(users.public_id, publicId))
    : [];
  if (!row) throw new DomainError('NOT_FOUND', messages.noSuch('user'));
  return { ...toUser(row), id: row.id };
}
