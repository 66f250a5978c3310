/**
 * The staff user an outbox operation names as the clerk who made it at the kiosk, and whether
 * their role may do it: an operation naming a clerk the server does not know (or one suspended
 * or deleted), or whose role lacks the gate ability of its kind (`outboxKindAbility`), is
 * refused, so a partner or public user signed in at a kiosk can record nothing. An operation
 * naming no clerk (made before kiosks named one) is applied as the device's.
 *
 * spec: staff-booking.md §6; shared/src/schemas/sync.ts (`gateAbilityFeatures`).
 */
import { DomainError } from '@hifadhi/shared/errors';
import {
  abilityMissing,
  gateAbilityFeatures,
  type OutboxKind,
  outboxKindAbility,
} from '@hifadhi/shared/schemas/sync';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { users, userTypes } from '../db/schema/auth';
import { roleFeatureUrls } from './staff-verifiers';

/** The clerk's user id by public id; null when it names none or none the server knows. */
export async function clerkId(db: Executor, clerkPublicId: string | null): Promise<number | null> {
  if (clerkPublicId === null || !z.uuid().safeParse(clerkPublicId).success) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.public_id, clerkPublicId));
  return user?.id ?? null;
}

/**
 * Checks that the clerk named in `payload` may make an operation of `kind`.
 * @throws DomainError FORBIDDEN when the clerk is unknown, suspended or deleted, or their role
 *   lacks the kind's gate ability.
 */
export async function checkClerkAbility(
  db: Executor,
  kind: OutboxKind,
  payload: Record<string, unknown>,
): Promise<void> {
  const named = payload.clerk_public_id;
  if (named === undefined || named === null) return;
  const ability = outboxKindAbility[kind];
  const [clerk] =
    typeof named === 'string' && z.uuid().safeParse(named).success
      ? await db
          .select({ features: roleFeatureUrls })
          .from(users)
          // The join makes Drizzle qualify the fragment's columns (users.id, features.id, …).
          .innerJoin(userTypes, eq(userTypes.id, users.user_type_id))
          .where(
            and(eq(users.public_id, named), isNull(users.deleted_at), isNull(users.suspended_at)),
          )
      : [];
  const allowed = gateAbilityFeatures[ability] as readonly string[];
  if (!clerk?.features.some((url) => allowed.includes(url))) {
    throw new DomainError('FORBIDDEN', abilityMissing(ability));
  }
}
