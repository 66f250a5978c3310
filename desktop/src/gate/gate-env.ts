/**
 * What the gate's routes share: the services' dependencies, the Hono environment of a signed-in
 * request, the bearer-token guard, and reading a JSON body.
 *
 * spec: k-contract.md (Auth, Errors).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { abilityMissing, type GateAbility } from '@hifadhi/shared/schemas/sync';
import type { Context, MiddlewareHandler } from 'hono';
import type { ReceiptPrinter } from '../printing/printers';
import type { ApiClient } from './api-client';
import { validationError } from './gate-errors';
import type { ReplicaDatabase } from './replica-database';
import type { GateSession, SessionStore } from './session-store';
import type { SyncClient } from './sync-client';
import type { SyncLoop } from './sync-loop';

/** Everything the gate app's services need. */
export interface GateAppDeps {
  db: ReplicaDatabase;
  api: ApiClient;
  printer: ReceiptPrinter;
  sessions: SessionStore;
  syncClient: SyncClient;
  syncLoop: SyncLoop;
  now: () => Date;
  /** The built renderer to serve with SPA fallback; none when unset. */
  rendererDirectory?: string;
  /** STK pushes started here: payment public id → booking public id. */
  mpesaPushes: Map<string, string>;
  /** How long a scan waits for a lookup sync before it answers from the replica, ms. */
  scanLookupWaitMs?: number;
}

/** The Hono environment of a signed-in request. */
export type GateEnv = { Variables: { session: GateSession; token: string } };

/**
 * Refuses a signed-in request whose user's role lacks gate `ability` (403 with the reason).
 * spec: staff-booking.md §6; shared/src/schemas/sync.ts (`gateAbilityFeatures`).
 */
export function requireAbility(ability: GateAbility): MiddlewareHandler<GateEnv> {
  return async (c, next) => {
    if (!c.get('session').user.gate_abilities.includes(ability)) {
      throw new DomainError('FORBIDDEN', abilityMissing(ability));
    }
    await next();
  };
}

/** Refuses requests without a live gate session (401), else sets `session` and `token`. */
export function requireSession(sessions: SessionStore): MiddlewareHandler<GateEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const session = token ? sessions.find(token) : null;
    if (!token || !session) {
      throw new DomainError('UNAUTHENTICATED', 'Sign in to use the gate.');
    }
    c.set('session', session);
    c.set('token', token);
    await next();
  };
}

/**
 * The request's JSON body (`{}` when empty).
 * @throws DomainError VALIDATION_FAILED when it is not JSON.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationError('The request body is not valid JSON.');
  }
}

/** True when the kiosk is registered and its sync client is in online mode. */
export function isOnline(deps: Pick<GateAppDeps, 'syncClient'>): boolean {
  return deps.syncClient.online();
}
