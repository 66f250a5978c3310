/**
 * The sign-in log: every sign-in attempt (`login_attempts`), newest first, with the e-mail as
 * typed, the user it names (public id and name; null for an e-mail with no account), the client
 * address, when, and the outcome (succeeded or failed); filtered by user (e-mail or public id),
 * outcome, a Nairobi day range and a search of the e-mail or address.
 *
 * spec: api-contract.md §People and logs (`GET /logs/auth`); membership-backoffice.md §2.5
 * (Logs: auth).
 */
import type { AuthLogQuery } from '@hifadhi/shared/schemas/people';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { readPage } from '../db/read-page';
import { loginAttempts, users } from '../db/schema/auth';
import { isPublicId } from '../payments/payment-records';
import { containing, dayRange, pageSchema } from '../payments-admin/payment-rows';

export const authLogEntrySchema = z.object({
  /** The e-mail as typed (lower case). */
  email: z.string(),
  user_public_id: z.string().nullable(),
  user_name: z.string().nullable(),
  /** The client address the attempt came from. */
  address: z.string(),
  outcome: z.enum(['succeeded', 'failed']),
  at: z.string(),
});
export type AuthLogEntry = z.infer<typeof authLogEntrySchema>;

export const authLogPageSchema = pageSchema(authLogEntrySchema);
export type AuthLogPage = z.infer<typeof authLogPageSchema>;

const accountOf = sql`lower(${users.email}) = ${loginAttempts.email}`;

/** The attempts `query` asks for. */
function authLogFilter(query: AuthLogQuery): SQL | undefined {
  const user = query.user;
  return and(
    user === undefined
      ? undefined
      : isPublicId(user)
        ? eq(users.public_id, user)
        : eq(loginAttempts.email, user.toLowerCase()),
    query.outcome === undefined
      ? undefined
      : eq(loginAttempts.succeeded, query.outcome === 'succeeded'),
    query.search === undefined
      ? undefined
      : or(
          ilike(loginAttempts.email, containing(query.search)),
          ilike(loginAttempts.address, containing(query.search)),
        ),
    ...dayRange(sql`${loginAttempts.at}`, query.from, query.to),
  );
}

/** A page of the sign-in log for `query`: `{ page, items, total, data }`. */
export async function listAuthLog(db: Executor, query: AuthLogQuery): Promise<AuthLogPage> {
  const where = authLogFilter(query);
  return readPage(
    query,
    (limit, offset) =>
      db
        .select({
          email: loginAttempts.email,
          user_public_id: users.public_id,
          user_name: users.full_name,
          address: loginAttempts.address,
          succeeded: loginAttempts.succeeded,
          at: loginAttempts.at,
        })
        .from(loginAttempts)
        .leftJoin(users, accountOf)
        .where(where)
        .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(loginAttempts).leftJoin(users, accountOf).where(where),
    ({ succeeded, at, ...row }) => ({
      ...row,
      outcome: succeeded ? ('succeeded' as const) : ('failed' as const),
      at: at.toISOString(),
    }),
  );
}
