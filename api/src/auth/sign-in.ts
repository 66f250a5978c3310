/**
 * Signing in with e-mail and password: checks the rate limits, verifies the argon2id hash
 * (spending the same time when the e-mail is unknown), records the attempt, and opens a
 * session. Attempts on one account are taken one at a time (a transaction-scoped advisory lock
 * on the e-mail), so parallel guesses cannot slip past the limit.
 *
 * spec: api-contract.md §Staff and devices (`POST /auth/login`); membership-backoffice.md
 * §2.4 (landing after login), §8 ('Wrong Credentials'); staff-booking.md §6.
 */

import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { LoginRequest, LoginResponse } from '@hifadhi/shared/schemas/auth';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { users, userTypes } from '../db/schema/auth';
import { assertSignInAllowed, recordSignInAttempt } from './login-rate-limit';
import { verifyNobody, verifyPassword } from './password-hashing';
import { openSession } from './sessions';

/** Where the sign-in came from. */
export interface SignInOrigin {
  address: string;
  user_agent: string | null;
}

/**
 * Signs a user in.
 * @returns the bearer token, the session user and the screen they land on.
 * @throws DomainError UNAUTHENTICATED 'Wrong Credentials' (unknown e-mail, wrong password, or
 *   a user who cannot sign in); RATE_LIMITED while the account or address is locked;
 *   FORBIDDEN 'This account is suspended. Contact an administrator.' for a suspended user
 *   with the right password.
 */
export async function signIn(
  deps: { db: Database; clock: Clock },
  request: LoginRequest,
  origin: SignInOrigin,
): Promise<LoginResponse> {
  const now = deps.clock.now();
  const email = request.email.trim().toLowerCase();
  const outcome = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${email}`}))`);
    await assertSignInAllowed(tx, { email, address: origin.address }, now);
    const [user] = await tx
      .select({
        id: users.id,
        public_id: users.public_id,
        full_name: users.full_name,
        password_hash: users.password_hash,
        suspended_at: users.suspended_at,
        user_type: userTypes.name,
        user_type_id: userTypes.role_public_id,
        landing: userTypes.landing,
      })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.user_type_id))
      .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deleted_at)));
    const verified = user?.password_hash
      ? await verifyPassword(user.password_hash, request.password)
      : await verifyNobody(request.password);
    const succeeded = verified && user !== undefined && user.suspended_at === null;
    await recordSignInAttempt(tx, { email, address: origin.address, succeeded }, now);
    if (!verified || user === undefined) return { kind: 'wrong' as const };
    if (user.suspended_at !== null) return { kind: 'suspended' as const };
    const session = await openSession(tx, { user_id: user.id, ...origin, now });
    return { kind: 'signed_in' as const, user, token: session.token };
  });
  if (outcome.kind === 'wrong') throw new DomainError('UNAUTHENTICATED', messages.wrongCredentials);
  if (outcome.kind === 'suspended') throw new DomainError('FORBIDDEN', messages.accountSuspended);
  const { user, token } = outcome;
  return {
    auth_token: token,
    user: {
      public_id: user.public_id,
      full_name: user.full_name,
      user_type: user.user_type,
      user_type_id: user.user_type_id,
    },
    landing: user.landing,
  };
}
