/**
 * Password reset: a user asks for a link by e-mail; the link carries a reset id (256 random
 * bits, kept only as its hash) that sets a new password once, within `RESET_MINUTES`.
 *
 * Asking gives away nothing about the e-mail: every request takes the same path (count the
 * address's and the e-mail's recent requests, record this one, look the user up, draw a reset
 * id) and gets the same answer, and the e-mail is handed to the mailer without waiting for it,
 * so a slow mail server does not tell a known address from an unknown one. Requests are
 * throttled per client address (`RESET_REQUESTS_PER_ADDRESS` an hour, then 429) and per e-mail
 * (`RESET_MAILS_PER_EMAIL` links an hour; later requests get the same answer and no mail).
 *
 * Setting the password changes the login hash and the offline verifier (the new one must pass
 * the password policy), uses the link up, revokes the user's other unused links, and signs the
 * user out everywhere.
 *
 * spec: membership-backoffice.md §7 (POST password/reset {email}; POST password/reset/{reset_id}
 * {password, new_password, reset_id}); public-site.md §2 (/password/reset/{reset_id}), §5
 * ('Make sure the password and confirm password are same'); issue 11 item 4.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { passwordResetRequests, passwordResets, users } from '../db/schema/auth';
import { credentialsFor } from '../users/user-credentials';
import { assertPasswordNotCommon } from './password-policy';
import { newBearerSecret, sha256Hex } from './secret-tokens';
import { revokeUserSessions } from './sessions';

/** Minutes a reset link stays usable. */
export const RESET_MINUTES = 60;
/** The window reset requests are counted in, in minutes. */
export const RESET_THROTTLE_MINUTES = 60;
/** Reset requests one client address may make within the window. */
export const RESET_REQUESTS_PER_ADDRESS = 10;
/** Reset e-mails one e-mail address may receive within the window. */
export const RESET_MAILS_PER_EMAIL = 3;

const THROTTLE_MS = RESET_THROTTLE_MINUTES * 60_000;

/** The e-mail a user gets: the link to the site's reset page and when it stops working. */
export interface PasswordResetNotice {
  to: string;
  full_name: string;
  reset_url: string;
  expires_at: Date;
}

/** Sends the reset e-mail (the mail module in the server, a list in tests). */
export type SendPasswordReset = (notice: PasswordResetNotice) => Promise<void>;

/** What asking for a reset link uses. */
export interface PasswordResetDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** The public site's origin, for reset links (`PUBLIC_SITE_URL`). */
  siteUrl: string;
  sendPasswordReset: SendPasswordReset;
}

/** How many of the newest `limit` requests match `where`, and the oldest of those. */
async function oldestCounted(
  db: Executor,
  where: ReturnType<typeof and>,
  limit: number,
): Promise<{ requests: number; oldest: Date | null }> {
  const rows = await db
    .select({ at: passwordResetRequests.at })
    .from(passwordResetRequests)
    .where(where)
    .orderBy(desc(passwordResetRequests.at))
    .limit(limit);
  return { requests: rows.length, oldest: rows.at(-1)?.at ?? null };
}

/**
 * Records a request for a reset link for `email` (any case) from `address`, and makes and
 * sends a link when the e-mail belongs to a live, unsuspended user that has not had
 * `RESET_MAILS_PER_EMAIL` links within the hour. The link is
 * `{siteUrl}/password/reset/{reset_id}`. The answer is the same whatever the e-mail.
 * @throws DomainError RATE_LIMITED 'Too many password reset requests. Try again in N minutes.'
 *   once the address has made `RESET_REQUESTS_PER_ADDRESS` requests within the hour.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  request: { email: string; address: string },
): Promise<void> {
  const now = deps.clock.now();
  const email = request.email.trim().toLowerCase();
  const since = new Date(now.getTime() - THROTTLE_MS);
  const resetId = newBearerSecret();
  const expires_at = new Date(now.getTime() + RESET_MINUTES * 60_000);
  const notice = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reset:${request.address}`}))`);
    const [byAddress, byEmail] = await Promise.all([
      oldestCounted(
        tx,
        and(
          eq(passwordResetRequests.address, request.address),
          gt(passwordResetRequests.at, since),
        ),
        RESET_REQUESTS_PER_ADDRESS,
      ),
      tx
        .select({ requests: count() })
        .from(passwordResetRequests)
        .where(and(eq(passwordResetRequests.email, email), gt(passwordResetRequests.at, since))),
    ]);
    if (byAddress.requests >= RESET_REQUESTS_PER_ADDRESS && byAddress.oldest !== null) {
      const seconds = Math.ceil((byAddress.oldest.getTime() + THROTTLE_MS - now.getTime()) / 1000);
      throw new DomainError('RATE_LIMITED', messages.tooManyResetRequests(Math.max(1, seconds)));
    }
    await tx.insert(passwordResetRequests).values({ email, address: request.address, at: now });
    const [user] = await tx
      .select({ id: users.id, email: users.email, full_name: users.full_name })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = ${email}`,
          isNull(users.deleted_at),
          isNull(users.suspended_at),
        ),
      );
    const mailsThisHour = byEmail[0]?.requests ?? 0;
    if (!user || mailsThisHour >= RESET_MAILS_PER_EMAIL) return null;
    await tx
      .insert(passwordResets)
      .values({ user_id: user.id, token_hash: sha256Hex(resetId), created_at: now, expires_at });
    return {
      to: user.email,
      full_name: user.full_name,
      reset_url: `${deps.siteUrl.replace(/\/$/, '')}/password/reset/${resetId}`,
      expires_at,
    };
  });
  if (notice === null) return;
  deps.sendPasswordReset(notice).catch((error: unknown) => {
    deps.logger.error({ err: error }, 'password reset e-mail not sent');
  });
}

/**
 * Sets `password` through reset link `resetId` (the request has already checked its length and
 * that the password and its confirmation are the same).
 * @throws DomainError VALIDATION_FAILED 'This password is too common. …' for a common password;
 *   'This password reset link is not valid or has expired.' for an unknown, used, revoked or
 *   expired link.
 */
export async function resetPassword(
  deps: { db: Database; clock: Clock },
  resetId: string,
  password: string,
): Promise<void> {
  assertPasswordNotCommon(password);
  const now = deps.clock.now();
  const credentials = await credentialsFor(password);
  const reset = await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ used_at: now })
      .where(
        and(
          eq(passwordResets.token_hash, sha256Hex(resetId)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, now),
        ),
      )
      .returning({ user_id: passwordResets.user_id });
    if (!used) return null;
    // The user's other links stop working: only the newest intent to reset counts.
    await tx
      .update(passwordResets)
      .set({ used_at: now })
      .where(and(eq(passwordResets.user_id, used.user_id), isNull(passwordResets.used_at)));
    await tx.update(users).set(credentials).where(eq(users.id, used.user_id));
    await revokeUserSessions(tx, used.user_id, now);
    return used;
  });
  if (reset === null) {
    throw new DomainError('VALIDATION_FAILED', messages.passwordResetInvalid, {
      fields: { reset_id: messages.passwordResetInvalid },
    });
  }
}
