/**
 * Sessions in Postgres, so any API instance can check a bearer token and a revoked token is
 * refused everywhere at once. A session row keeps the token's SHA-256, never the token; it is
 * valid until it is revoked (sign-out, password change, suspension) or `SESSION_HOURS` have
 * passed since sign-in.
 *
 * spec: api-contract.md §Staff and devices (a missing or revoked token is 401);
 * ARCHITECTURE.md §Running it (the API is stateless: sessions in Postgres).
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { features, menus, sessions, users, userTypeFeatures, userTypes } from '../db/schema/auth';
import type { StaffPrincipal } from './auth-env';
import { newBearerSecret, sha256Hex } from './secret-tokens';

/** Hours a session lasts after sign-in. */
export const SESSION_HOURS = 12;

/** How stale `last_seen_at` may get before a request refreshes it, in milliseconds. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * Opens a session for `user_id` at `now`.
 * @returns the bearer token (shown to the client once) and when it expires.
 */
export async function openSession(
  db: Executor,
  input: { user_id: number; address: string; user_agent: string | null; now: Date },
): Promise<{ token: string; expires_at: Date }> {
  const token = newBearerSecret();
  const expires_at = new Date(input.now.getTime() + SESSION_HOURS * 3_600_000);
  await db.insert(sessions).values({
    user_id: input.user_id,
    token_hash: sha256Hex(token),
    address: input.address,
    user_agent: input.user_agent,
    created_at: input.now,
    last_seen_at: input.now,
    expires_at,
  });
  return { token, expires_at };
}

/**
 * The user behind bearer `token` at `now`, with their role's live feature urls (neither the
 * feature nor its menu deleted); null when the token
 * names no session, or its session is revoked or expired, or its user is suspended or deleted.
 * Refreshes the session's `last_seen_at` at most once a minute.
 */
export async function findStaffPrincipal(
  db: Executor,
  token: string,
  now: Date,
): Promise<StaffPrincipal | null> {
  const [row] = await db
    .select({
      session_id: sessions.id,
      last_seen_at: sessions.last_seen_at,
      user_id: users.id,
      public_id: users.public_id,
      full_name: users.full_name,
      email: users.email,
      phone: users.phone,
      user_kind: users.user_kind,
      role_id: userTypes.id,
      user_type: userTypes.name,
      user_type_id: userTypes.role_public_id,
      landing: userTypes.landing,
      partner_public_id: users.partner_public_id,
      feature_urls: sql<string[]>`array(
        select ${features.url} from ${userTypeFeatures}
        join ${features} on ${features.id} = ${userTypeFeatures.feature_id}
        join ${menus} on ${menus.id} = ${features.menu_id}
        where ${userTypeFeatures.user_type_id} = ${users.user_type_id}
          and ${features.deleted_at} is null and ${menus.deleted_at} is null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(userTypes, eq(userTypes.id, users.user_type_id))
    .where(
      and(
        eq(sessions.token_hash, sha256Hex(token)),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        isNull(users.suspended_at),
        isNull(users.deleted_at),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.last_seen_at.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ last_seen_at: now })
      .where(and(eq(sessions.id, row.session_id), lt(sessions.last_seen_at, now)));
  }
  const { last_seen_at, feature_urls, ...principal } = row;
  return { ...principal, features: new Set(feature_urls) };
}

/** Revokes one session (sign-out); revoking it again changes nothing. */
export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** Revokes every live session of a user (password changed, suspended, deleted). */
export async function revokeUserSessions(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}
