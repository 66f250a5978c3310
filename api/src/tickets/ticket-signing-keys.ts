/**
 * The ticket signing keys kept in the database. One key is active and signs new ticket codes;
 * `rotateTicketSigningKey` retires it (its codes still verify) and makes a new one;
 * `revokeTicketSigningKey` withdraws a key (all its codes are refused). `ticketPublicKeys` is
 * what kiosks download with their replica: every key with its public half and revoked flag,
 * never a private key. Key ids are 6 random base-36 characters, upper case.
 *
 * spec: research offline-checkin-anchors.md §1 (QR secrets, keys rotate by id);
 * shared/src/tickets/ticket-code.ts.
 */
import { generateTicketKeyPair, type TicketPublicKey } from '@hifadhi/shared/tickets/ticket-code';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { ticketSigningKeys } from '../db/schema/tickets';
import { BASE36, randomCode } from '../payments/random-code';

/** The active key: its id and private key (PKCS#8 PEM). */
export interface ActiveTicketKey {
  key_id: string;
  private_key: string;
}

function newKeyId(): string {
  return randomCode(BASE36, 6);
}

const active = and(isNull(ticketSigningKeys.retired_at), isNull(ticketSigningKeys.revoked_at));

/**
 * The active signing key, created on first use. Two callers racing both end with the same key
 * (the database allows one active key).
 */
export async function activeTicketKey(db: Executor, now: Date): Promise<ActiveTicketKey> {
  const select = () =>
    db
      .select({ key_id: ticketSigningKeys.key_id, private_key: ticketSigningKeys.private_key })
      .from(ticketSigningKeys)
      .where(active);
  const [existing] = await select();
  if (existing) return existing;
  const pair = generateTicketKeyPair(newKeyId());
  await db
    .insert(ticketSigningKeys)
    .values({ ...pair, created_at: now })
    .onConflictDoNothing();
  const [created] = await select();
  if (!created) throw new Error('No active ticket signing key after creating one');
  return created;
}

/** Retires the active key (its codes still verify) and makes a new active one. */
export async function rotateTicketSigningKey(db: Database, now: Date): Promise<ActiveTicketKey> {
  return db.transaction(async (tx) => {
    await tx.update(ticketSigningKeys).set({ retired_at: now }).where(active);
    return activeTicketKey(tx, now);
  });
}

/** Withdraws key `keyId`: every code it signed is refused from now on. */
export async function revokeTicketSigningKey(
  db: Database,
  keyId: string,
  now: Date,
): Promise<void> {
  await db
    .update(ticketSigningKeys)
    .set({ revoked_at: now })
    .where(eq(ticketSigningKeys.key_id, keyId));
}

/**
 * Every signing key's public half, oldest first, for the kiosks' replica (the sync task calls
 * this): `{ key_id, public_key, revoked? }`.
 */
export async function ticketPublicKeys(db: Executor): Promise<TicketPublicKey[]> {
  const rows = await db
    .select({
      key_id: ticketSigningKeys.key_id,
      public_key: ticketSigningKeys.public_key,
      revoked_at: ticketSigningKeys.revoked_at,
    })
    .from(ticketSigningKeys)
    .orderBy(asc(ticketSigningKeys.created_at), asc(ticketSigningKeys.key_id));
  return rows.map(({ key_id, public_key, revoked_at }) => ({
    key_id,
    public_key,
    ...(revoked_at ? { revoked: true } : {}),
  }));
}
