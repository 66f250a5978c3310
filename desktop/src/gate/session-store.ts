/**
 * Gate sessions, kept in memory (a restart means signing in again): a random bearer token per
 * sign-in, the staff user, the API's session token when signed in online (for the screens that
 * need the API), and an idle expiry.
 *
 * spec: k-contract.md §Session.
 */
import { randomBytes } from 'node:crypto';
import type { GateAbility } from '@hifadhi/shared/schemas/sync';

/** A session ends after this long without a request, in milliseconds. */
export const SESSION_IDLE_MS = 30 * 60_000;

/** The signed-in staff user as the gate shows it. */
export interface GateUser {
  public_id: string;
  full_name: string;
  email: string;
  user_type: string;
  /** Urls of the features of the user's role. */
  features: string[];
  /**
   * What the user may do at the gate (`gateAbilities` of the features): `scan`, `check_in`,
   * `walk_in`, `cash`, `mpesa`, `receipt`. Never empty: a user without any cannot sign in.
   */
  gate_abilities: GateAbility[];
  /** True for a user who may check tickets but not record check-ins (an inspection screen). */
  inspection_only: boolean;
}

export interface GateSession {
  user: GateUser;
  /** The API's bearer token; null when signed in offline. */
  api_token: string | null;
  offline: boolean;
  last_seen: number;
}

/** The sessions of one gate service, on the clock `now`. */
export function createSessionStore(now: () => Date, idleMs = SESSION_IDLE_MS) {
  const sessions = new Map<string, GateSession>();
  return {
    /** A new session for `user`; its bearer token. */
    open(user: GateUser, apiToken: string | null, offline: boolean): string {
      const token = randomBytes(32).toString('base64url');
      sessions.set(token, { user, api_token: apiToken, offline, last_seen: now().getTime() });
      return token;
    },
    /** The live session of `token` (its idle time restarts), or null. */
    find(token: string): GateSession | null {
      const session = sessions.get(token);
      if (!session) return null;
      const at = now().getTime();
      if (at - session.last_seen > idleMs) {
        sessions.delete(token);
        return null;
      }
      session.last_seen = at;
      return session;
    },
    close(token: string): void {
      sessions.delete(token);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
