/**
 * Password reset: a user asks for a link by e-mail; the link carries a reset id (256 random
 * bits, kept only as its hash) that sets a new password once, within `RESET_MINUTES`. Asking
 * answers the same whether or not the e-mail has an account. Setting the password changes the
 * login hash and the offline verifier, uses the link up, and signs the user out everywhere.
 *
 * spec: membership-backoffice.md §7 (POST password/reset {email}; POST password/reset/{reset_id}
 * {password, new_password, reset_id}); public-site.md §2 (/password/reset/{reset_id}), §5
 * ('Make sure the password and confirm password are same').
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { passwordResets, users } from '../db/schema/auth';
import { credentialsFor } from '../users/user-credentials';
import { newBearerSecret, sha256Hex } from './secret-tokens';
import { revokeUserSessions } from './sessions';

/** Minutes a reset link stays usable. */
export const RESET_MINUTES = 60;

/** The e-mail a user gets: the link to the site's reset page and when it stops working. */
export interface PasswordResetNotice {
  to: string;
  full_name: string;
  reset_url: string;
  expires_at: Date;
}

/** Sends the reset e-mail (the mail module in the server, a list in tests). */
export type SendPasswordReset = (notice: PasswordResetNotice) => Promise<void>;

/**
 * Makes a reset link for the live user with `email` (any case) and sends it; nothing for an
 * unknown, deleted or suspended user. The link is `{siteUrl}/password/reset/{reset_id}`.
 */
export async function requestPasswordReset(
  deps: { db: Database; clock: Clock; siteUrl: string; sendPasswordReset: SendPasswordReset },
  email: string,
): Promise<void> {
  const now = deps.clock.now();
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, full_name: users.full_name })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        isNull(users.deleted_at),
        isNull(users.suspended_at),
      ),
    );
  if (!user) return;
  const resetId = newBearerSecret();
  const expires_at = new Date(now.getTime() + RESET_MINUTES * 60_000);
  await deps.db
    .insert(passwordResets)
    .values({ user_id: user.id, token_hash: sha256Hex(resetId), created_at: now, expires_at });
  await deps.sendPasswordReset({
    to: user.email,
    full_name: user.full_name,
    reset_url: `${deps.siteUrl.replace(/\/$/, '')}/password/reset/${resetId}`,
    expires_at,
  });
}

/**
 * Sets `password` through reset link `resetId` (the request has already checked that the
 * password and its confirmation are the same).
 * @throws DomainError VALIDATION_FAILED 'This password reset link is not valid or has expired.'
 *   for an unknown, used or expired link.
 */
export async function resetPassword(
  deps: { db: Database; clock: Clock },
  resetId: string,
  password: string,
): Promise<void> {
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
