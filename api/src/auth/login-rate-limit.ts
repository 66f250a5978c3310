/**
 * Sign-in attempts are limited per account and per address, counted from the attempts kept in
 * Postgres (so every API instance counts the same):
 *
 * - Account: a progressive delay. Once an account has `ACCOUNT_FREE_FAILURES` failures since
 *   its last successful sign-in (within `ACCOUNT_LOOKBACK_HOURS`), each further attempt from an
 *   address waits `accountDelaySeconds(failures)` after that address's own last failure on the
 *   account: 2 s after the 5th, doubling with each failure, never more than
 *   `MAX_DELAY_MINUTES`. The delay grows with failures from every address, but it is measured
 *   per address, so someone guessing from elsewhere cannot keep a staff member out: from an
 *   address that is not itself limited, the right password is refused for at most the cap.
 * - Address: locked while `ADDRESS_FAILURE_LIMIT` failures, on any accounts, fall within the
 *   last `LOGIN_WINDOW_MINUTES`.
 *
 * Attempts refused by a limit are not recorded, so waiting always ends it.
 *
 * spec: membership-backoffice.md §7 (Authentication; login attempts rate-limited); issue 11
 * item 4.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { loginAttempts } from '../db/schema/auth';

export const LOGIN_WINDOW_MINUTES = 15;
export const ADDRESS_FAILURE_LIMIT = 20;
/** Failures an account may have before its attempts are delayed. */
export const ACCOUNT_FREE_FAILURES = 5;
/** The longest delay the account limit ever asks for. */
export const MAX_DELAY_MINUTES = 15;
/** How far back an account's failures since its last success are counted. */
export const ACCOUNT_LOOKBACK_HOURS = 24;

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
const MAX_DELAY_SECONDS = MAX_DELAY_MINUTES * 60;

/**
 * Seconds an address waits after its last failure on an account that has `failures` failures
 * since its last success: 0 below `ACCOUNT_FREE_FAILURES`, then 2, 4, 8, … capped at
 * `MAX_DELAY_MINUTES`. Pure.
 */
export function accountDelaySeconds(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - ACCOUNT_FREE_FAILURES + 1), MAX_DELAY_SECONDS);
}

/**
 * Whole seconds (at least 1) until an address lock lifts, or null when there is none: locked
 * while `limit` failures (newest first in `failures`) fall within the window before `now`.
 * Pure.
 */
export function secondsLocked(failures: readonly Date[], limit: number, now: Date): number | null {
  const oldestCounted = failures[limit - 1];
  if (oldestCounted === undefined) return null;
  const liftsAt = oldestCounted.getTime() + WINDOW_MS;
  if (liftsAt <= now.getTime()) return null;
  return Math.max(1, Math.ceil((liftsAt - now.getTime()) / 1000));
}

/**
 * Whole seconds (at least 1) until the account delay lets this address try again, or null:
 * `accountFailures` counts the account's failures since its last success, `lastFromAddress`
 * is this address's latest failure among them (null when it has none). Pure.
 */
export function secondsDelayed(
  accountFailures: number,
  lastFromAddress: Date | null,
  now: Date,
): number | null {
  const delay = accountDelaySeconds(accountFailures);
  if (delay === 0 || lastFromAddress === null) return null;
  const waitMs = lastFromAddress.getTime() + delay * 1000 - now.getTime();
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
}

async function accountFailuresSinceSuccess(
  db: Executor,
  attempt: { email: string; address: string },
  now: Date,
): Promise<{ failures: number; lastFromAddress: Date | null }> {
  const since = new Date(now.getTime() - ACCOUNT_LOOKBACK_HOURS * 3_600_000);
  const lastSuccess = sql`coalesce((select max(${loginAttempts.at}) from ${loginAttempts}
    where ${loginAttempts.email} = ${attempt.email} and ${loginAttempts.succeeded}), '-infinity')`;
  const [row] = await db
    .select({
      failures: sql<number>`count(*)::int`,
      last_from_address: sql<Date | null>`max(${loginAttempts.at})
        filter (where ${loginAttempts.address} = ${attempt.address})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, attempt.email),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.at, since),
        gt(loginAttempts.at, lastSuccess),
      ),
    );
  return { failures: row?.failures ?? 0, lastFromAddress: row?.last_from_address ?? null };
}

async function addressFailures(db: Executor, address: string, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.address, address),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.at, new Date(now.getTime() - WINDOW_MS)),
      ),
    )
    .orderBy(desc(loginAttempts.at))
    .limit(ADDRESS_FAILURE_LIMIT);
  return rows.map((row) => row.at);
}

/**
 * Refuses a sign-in while the address is locked or the account delay has not passed for it
 * (`email` lower case).
 * @throws DomainError RATE_LIMITED 'Too many failed sign-in attempts. Try again in N seconds.'
 *   (or minutes).
 */
export async function assertSignInAllowed(
  db: Executor,
  attempt: { email: string; address: string },
  now: Date,
): Promise<void> {
  const [account, byAddress] = await Promise.all([
    accountFailuresSinceSuccess(db, attempt, now),
    addressFailures(db, attempt.address, now),
  ]);
  const seconds = Math.max(
    secondsDelayed(account.failures, account.lastFromAddress, now) ?? 0,
    secondsLocked(byAddress, ADDRESS_FAILURE_LIMIT, now) ?? 0,
  );
  if (seconds > 0) {
    throw new DomainError('RATE_LIMITED', messages.tooManySignInAttempts(seconds));
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
