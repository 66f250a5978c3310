/**
 * The users screens' shared words: a page of users as `GET /users` answers it, the paths of a
 * user's and a role's page, and how a user's kind and status read.
 *
 * spec: membership-backoffice.md §2.5 (Users: user/{user_id}, roles/{role_id},
 * public-user/{public_user_id}), §3 (User); api-contract.md §People and logs (lists).
 */
import type { User } from '@hifadhi/shared/schemas/auth';

/** `GET /users`, `/users/public`: `{ page, items, total, data }`. */
export interface UsersPage {
  page: number;
  items: number;
  total: number;
  data: User[];
}

/** Users a page holds. spec: membership-backoffice.md §9 (paged users 15). */
export const USERS_PER_PAGE = 15;

/** The path of a staff user's page, or a public user's. */
export function userPath(user: Pick<User, 'public_id' | 'user_kind'>): string {
  const id = encodeURIComponent(user.public_id);
  return user.user_kind === 'public' ? `/public-user/${id}` : `/user/${id}`;
}

/** The path of a role's page (its features). */
export function rolePath(rolePublicId: string): string {
  return `/roles/${encodeURIComponent(rolePublicId)}`;
}

/** A user's kind as the screens say it. */
export const userKindLabels: Record<User['user_kind'], string> = {
  institution: 'Staff',
  partner: 'Partner user',
  public: 'Public user',
};

/** 'Suspended' or 'Active', and its tag class. */
export function userStatus(user: Pick<User, 'suspended'>): { label: string; tone: string } {
  return user.suspended
    ? { label: 'Suspended', tone: 'tag tag-error' }
    : { label: 'Active', tone: 'tag tag-success' };
}
