/**
 * The logs beside the sign-in and change logs, newest first, filtered by user (e-mail or public
 * id), a Nairobi day range and a search, 20 a page unless asked:
 * - the request log (`staff_requests`): user, method, path, status, duration, time;
 * - the password reset log (`password_reset_requests`): the e-mail asked for, the account it
 *   names (null when none), the client address, when;
 * - the feature tracker (`feature_visits`): which feature a user opened, when; and
 *   `recordFeatureVisit`, which the staff app calls as a screen opens.
 *
 * spec: membership-backoffice.md §2.5 (Logs: system, feature tracker, password reset), §7
 * (Logs), §9 (request logs 20; password reset logs 20).
 */
import type { RequestLogQuery, SimpleLogQuery } from '@hifadhi/shared/schemas/people-admin';
import { and, count, desc, eq, ilike, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Executor } from '../db/database';
import { readPage } from '../db/read-page';
import { passwordResetRequests, users } from '../db/schema/auth';
import { featureVisits, staffRequests } from '../db/schema/request-logs';
import { isPublicId } from '../payments/payment-records';
import { containing, dayRange, pageSchema } from '../payments-admin/payment-rows';

/** `user` (a public id, else an e-mail) as a condition on a log's user columns. */
function byUser(
  user: string | undefined,
  email: SQLWrapper,
  publicId: SQLWrapper,
): SQL | undefined {
  if (user === undefined) return undefined;
  return isPublicId(user)
    ? sql`${publicId}::text = ${user}`
    : sql`lower(${email}) = ${user.toLowerCase()}`;
}

export const requestLogEntrySchema = z.object({
  user_public_id: z.string(),
  user_email: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  duration_ms: z.number().int(),
  at: z.string(),
});
export const requestLogPageSchema = pageSchema(requestLogEntrySchema);

/** A page of the request log. */
export async function listRequests(db: Executor, query: RequestLogQuery) {
  const t = staffRequests;
  const where = and(
    byUser(query.user, t.user_email, t.user_public_id),
    query.method === undefined ? undefined : eq(t.method, query.method),
    query.search === undefined ? undefined : ilike(t.path, containing(query.search)),
    ...dayRange(sql`${t.at}`, query.from, query.to),
  );
  return readPage(
    query,
    (limit, offset) =>
      db.select().from(t).where(where).orderBy(desc(t.at), desc(t.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(t).where(where),
    ({ id: _id, at, ...row }) => ({ ...row, at: at.toISOString() }),
  );
}

export const passwordResetLogEntrySchema = z.object({
  email: z.string(),
  user_public_id: z.string().nullable(),
  user_name: z.string().nullable(),
  address: z.string(),
  at: z.string(),
});
export const passwordResetLogPageSchema = pageSchema(passwordResetLogEntrySchema);

const accountOf = sql`lower(${users.email}) = lower(${passwordResetRequests.email})`;

/** A page of the password reset log. */
export async function listPasswordResets(db: Executor, query: SimpleLogQuery) {
  const t = passwordResetRequests;
  const where = and(
    byUser(query.user, t.email, users.public_id),
    query.search === undefined ? undefined : ilike(t.email, containing(query.search)),
    ...dayRange(sql`${t.at}`, query.from, query.to),
  );
  return readPage(
    query,
    (limit, offset) =>
      db
        .select({
          email: t.email,
          user_public_id: users.public_id,
          user_name: users.full_name,
          address: t.address,
          at: t.at,
        })
        .from(t)
        .leftJoin(users, accountOf)
        .where(where)
        .orderBy(desc(t.at), desc(t.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(t).leftJoin(users, accountOf).where(where),
    (row) => ({
      ...row,
      user_public_id: row.user_public_id === null ? null : String(row.user_public_id),
      at: row.at.toISOString(),
    }),
  );
}

export const featureVisitEntrySchema = z.object({
  user_public_id: z.string(),
  user_email: z.string(),
  user_name: z.string().nullable(),
  feature: z.string(),
  at: z.string(),
});
export const featureVisitPageSchema = pageSchema(featureVisitEntrySchema);

/** A page of the feature tracker. */
export async function listFeatureVisits(db: Executor, query: SimpleLogQuery) {
  const t = featureVisits;
  const where = and(
    byUser(query.user, t.user_email, t.user_public_id),
    query.search === undefined ? undefined : ilike(t.feature, containing(query.search)),
    ...dayRange(sql`${t.at}`, query.from, query.to),
  );
  return readPage(
    query,
    (limit, offset) =>
      db
        .select({
          user_public_id: t.user_public_id,
          user_email: t.user_email,
          user_name: users.full_name,
          feature: t.feature,
          at: t.at,
        })
        .from(t)
        .leftJoin(users, sql`${users.public_id}::text = ${t.user_public_id}`)
        .where(where)
        .orderBy(desc(t.at), desc(t.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(t).where(where),
    (row) => ({ ...row, user_name: row.user_name ?? null, at: row.at.toISOString() }),
  );
}

/** Records that `staff` opened `feature` at `at`. */
export async function recordFeatureVisit(
  db: Executor,
  staff: Pick<StaffPrincipal, 'public_id' | 'email'>,
  feature: string,
  at: Date,
): Promise<void> {
  await db
    .insert(featureVisits)
    .values({ user_public_id: staff.public_id, user_email: staff.email, feature, at });
}
