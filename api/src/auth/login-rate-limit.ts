/**
 * Sign-in attempts are limited per account and per address, counted from the attempts kept in
 * Postgres (so every API instance counts the same): an account is locked after
 * `ACCOUNT_FAILURE_LIMIT` failures within `LOGIN_WINDOW_MINUTES` since its last successful
 * sign-in, and an address after `ADDRESS_FAILURE_LIMIT` failures within the window, whatever
 * the accounts. A lock lifts once enough of those failures are older than the window. Attempts
 * refused by a lock are not recorded, so waiting always ends it.
 *
 * spec: membership-backoffice.md §7 (Authentication; login attempts rate-limited).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { loginAttempts } from '../db/schema/auth';

export const LOGIN_WINDOW_MINUTES = 15;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

/**
 * Whole minutes (at least 1) until a lock lifts, or null when there is none: locked while
 * `limit` failures (newest first in `failures`) fall within the window before `now`.
 */
export function minutesLocked(failures: readonly Date[], limit: number, now: Date): number | null {
  const oldestCounted = failures[limit - 1];
  if (oldestCounted === undefined) return null;
  const liftsAt = oldestCounted.getTime() + WINDOW_MS;
  if (liftsAt <= now.getTime()) return null;
  return Math.max(1, Math.ceil((liftsAt - now.getTime()) / 60_000));
}

async function recentFailures(
  db: Executor,
  where: ReturnType<typeof and>,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(where)
    .orderBy(desc(loginAttempts.at))
    .limit(limit);
  return rows.map((row) => row.at);
}

/**
 * Refuses a sign-in while the account (`email`, lower case) or the address is locked.
 * @throws DomainError RATE_LIMITED 'Too many failed sign-in attempts. Try again in N minutes.'
 */
export async function assertSignInAllowed(
  db: Executor,
  attempt: { email: string; address: string },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const lastSuccess = sql`coalesce((select max(${loginAttempts.at}) from ${loginAttempts}
    where ${loginAttempts.email} = ${attempt.email} and ${loginAttempts.succeeded}), '-infinity')`;
  const [accountFailures, addressFailures] = await Promise.all([
    recentFailures(
      db,
      and(
        eq(loginAttempts.email, attempt.email),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.at, since),
        gt(loginAttempts.at, lastSuccess),
      ),
      ACCOUNT_FAILURE_LIMIT,
    ),
    recentFailures(
      db,
      and(
        eq(loginAttempts.address, attempt.address),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.at, since),
      ),
      ADDRESS_FAILURE_LIMIT,
    ),
  ]);
  const minutes = Math.max(
    minutesLocked(accountFailures, ACCOUNT_FAILURE_LIMIT, now) ?? 0,
    minutesLocked(addressFailures, ADDRESS_FAILURE_LIMIT, now) ?? 0,
  );
  if (minutes > 0) {
    throw new DomainError('RATE_LIMITED', messages.tooManySignInAttempts(minutes));
  }
}

/** Records one sign-in attempt at `now`. */
export async function recordSignInAttempt(
  db: Executor,
  attempt: { email: string; address: string; succeeded: boolean },
  now: Date,
): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, at: now });
}
