/**
 * Staff sign-in at the gate. Online, the API checks the password (`POST /auth/login`) and
 * names the role's features (`GET /auth/me`); the user is remembered on this kiosk and the
 * API's token kept for screens that need the API. Offline (or when the API does not answer),
 * the password is checked against the replica's argon2id verifier, and only for users who
 * signed in on this kiosk before. Either way only gate staff get in: a user whose role grants
 * no gate ability (`gateAbilities`: a partner, a public user) is refused with 403, and the
 * session says what the user may do at the gate (`gate_abilities`, `inspection_only`).
 *
 * spec: k-contract.md §Session; staff-booking.md §6; research offline-checkin-anchors.md §1.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { currentUserSchema, loginResponseSchema } from '@hifadhi/shared/schemas/auth';
import { gateAbilities, NOT_GATE_STAFF } from '@hifadhi/shared/schemas/sync';
import { verify } from '@node-rs/argon2';
import type { ApiClient } from './api-client';
import { ApiAnswerError, OfflineError } from './gate-errors';
import type { ReplicaDatabase } from './replica-database';
import type { GateUser } from './session-store';

/** Why an offline sign-in of a user never seen here is refused. */
export const NOT_SIGNED_IN_HERE =
  'You have not signed in on this kiosk before. Sign in once while it is online.';

export interface SignedIn {
  user: GateUser;
  api_token: string | null;
  offline: boolean;
}

interface VerifierRow {
  public_id: string;
  full_name: string;
  email: string;
  user_type: string;
  features: string;
  verifier: string;
}

/**
 * The gate user of `user` with `features`.
 * @throws DomainError FORBIDDEN (NOT_GATE_STAFF) when the features grant no gate ability.
 */
function gateUser(user: Omit<GateUser, 'gate_abilities' | 'inspection_only'>): GateUser {
  const abilities = gateAbilities(user.features);
  if (abilities.length === 0) throw new DomainError('FORBIDDEN', NOT_GATE_STAFF);
  return {
    ...user,
    gate_abilities: abilities,
    inspection_only: abilities.includes('scan') && !abilities.includes('check_in'),
  };
}

function wrongCredentials(): DomainError {
  return new DomainError('UNAUTHENTICATED', messages.wrongCredentials);
}

async function signInOnline(
  db: ReplicaDatabase,
  api: ApiClient,
  email: string,
  password: string,
  now: Date,
): Promise<SignedIn> {
  let answer: unknown;
  try {
    answer = await api.call('POST', '/auth/login', 'offline', { body: { email, password } });
  } catch (error) {
    if (error instanceof ApiAnswerError && error.status === 401) throw wrongCredentials();
    throw error;
  }
  const { auth_token, user } = loginResponseSchema.parse(answer);
  let allowed: GateUser;
  try {
    const me = currentUserSchema.parse(
      await api.call('GET', '/auth/me', 'offline', { token: auth_token }),
    );
    allowed = gateUser({
      public_id: user.public_id,
      full_name: user.full_name,
      email,
      user_type: user.user_type,
      features: me.menus.flatMap((menu) => menu.features.map((feature) => feature.url)),
    });
  } catch (error) {
    await api.call('POST', '/auth/logout', 'offline', { token: auth_token }).catch(() => undefined);
    throw error;
  }
  db.prepare(
    `insert into remembered_users (public_id, email, full_name, user_type, remembered_at)
     values (?, ?, ?, ?, ?)
     on conflict (public_id) do update set email = excluded.email,
       full_name = excluded.full_name, user_type = excluded.user_type,
       remembered_at = excluded.remembered_at`,
  ).run(user.public_id, email, user.full_name, user.user_type, now.toISOString());
  return {
    user: allowed,
    api_token: auth_token,
    offline: false,
  };
}

async function signInOffline(
  db: ReplicaDatabase,
  email: string,
  password: string,
): Promise<SignedIn> {
  const remembered = db
    .prepare('select public_id from remembered_users where email = ?')
    .get(email) as { public_id: string } | undefined;
  if (!remembered) throw new DomainError('UNAUTHENTICATED', NOT_SIGNED_IN_HERE);
  const row = db
    .prepare('select * from staff_verifiers where public_id = ?')
    .get(remembered.public_id) as VerifierRow | undefined;
  if (!row || !(await verify(row.verifier, password).catch(() => false))) {
    throw wrongCredentials();
  }
  return {
    user: gateUser({
      public_id: row.public_id,
      full_name: row.full_name,
      email: row.email,
      user_type: row.user_type,
      features: JSON.parse(row.features) as string[],
    }),
    api_token: null,
    offline: true,
  };
}

/**
 * Signs `email` in with `password`: online through the API when `online`, falling back to the
 * replica's verifier when the API does not answer.
 * @throws DomainError UNAUTHENTICATED ('Wrong Credentials', or NOT_SIGNED_IN_HERE offline);
 *   FORBIDDEN (NOT_GATE_STAFF) for a user without gate abilities; ApiAnswerError for other
 *   refusals of the API (e.g. too many attempts).
 */
export async function signIn(
  deps: { db: ReplicaDatabase; api: ApiClient; now: () => Date },
  { email, password, online }: { email: string; password: string; online: boolean },
): Promise<SignedIn> {
  if (online) {
    try {
      return await signInOnline(deps.db, deps.api, email, password, deps.now());
    } catch (error) {
      if (!(error instanceof OfflineError)) throw error;
    }
  }
  return signInOffline(deps.db, email, password);
}
