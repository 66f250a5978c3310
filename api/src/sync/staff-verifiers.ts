/**
 * The staff a gate's kiosk may sign in offline: live (not suspended or deleted) users assigned
 * to the gate whose role has a gate feature (`gateFeatureUrls`: check-in, inspection, gate
 * payment), each with the argon2id offline verifier of their password and their role's
 * feature urls. Never the login hash. Administrators (roles that manage staff users) are left
 * out unless `KIOSK_ADMIN_VERIFIERS` says otherwise, so a stolen kiosk holds no administrator's
 * verifier. The list is a whole-list section of the change feed: a user suspended, deleted,
 * moved off the gate or whose role lost its gate features drops out of every kiosk's replica
 * at its next sync.
 *
 * spec: research offline-checkin-anchors.md §1 (what is downloaded: cashiers); ARCHITECTURE.md
 * §The gate kiosk.
 */
import { gateFeatureUrls, type StaffVerifier } from '@hifadhi/shared/schemas/sync';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { staffFeatures } from '../auth/access-catalogue';
import type { Executor } from '../db/database';
import { features, menus, userGates, users, userTypeFeatures, userTypes } from '../db/schema/auth';

/** The live feature urls of the role of the `users` row in scope, sorted (SQL `text[]`). */
export const roleFeatureUrls = sql<string[]>`array(
  select ${features.url} from ${userTypeFeatures}
  join ${features} on ${features.id} = ${userTypeFeatures.feature_id}
  join ${menus} on ${menus.id} = ${features.menu_id}
  where ${userTypeFeatures.user_type_id} = ${users.user_type_id}
    and ${features.deleted_at} is null and ${menus.deleted_at} is null
  order by ${features.url})`;

/** Which staff the verifiers include besides gate staff. */
export interface StaffVerifierOptions {
  /** Include administrators (roles with the `users` feature); default false. */
  includeAdministrators?: boolean;
}

/** The offline verifiers of the staff allowed at `gatePublicId` (see the module comment). */
export async function staffVerifiers(
  db: Executor,
  gatePublicId: string,
  options: StaffVerifierOptions = {},
): Promise<StaffVerifier[]> {
  const rows = await db
    .select({
      public_id: users.public_id,
      full_name: users.full_name,
      email: users.email,
      user_type: userTypes.name,
      user_type_id: userTypes.role_public_id,
      features: roleFeatureUrls,
      verifier: users.offline_verifier,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.user_type_id))
    .innerJoin(
      userGates,
      and(eq(userGates.user_id, users.id), eq(userGates.gate_public_id, gatePublicId)),
    )
    .where(
      and(
        isNull(users.deleted_at),
        isNull(users.suspended_at),
        isNotNull(users.offline_verifier),
        sql`${roleFeatureUrls} && ${sql.param([...gateFeatureUrls])}::text[]`,
        options.includeAdministrators
          ? undefined
          : sql`not (${staffFeatures.users} = any(${roleFeatureUrls}))`,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((row) => ({ ...row, verifier: row.verifier ?? '' }));
}
