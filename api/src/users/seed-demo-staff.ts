/**
 * Writes the demo catalogue's staff users (Administrator, Gate Clerk, Inspection Ranger,
 * Partner) with their roles, argon2id passwords, and every gate for those who work the kiosk.
 * Demo only: the seed runs it when the `DEMO_STAFF` setting allows, which production refuses.
 *
 * spec: membership-backoffice.md §6; api-contract.md §Running.
 */
import type { StaffUser } from '@hifadhi/shared/catalogue/catalogue';
import { eq } from 'drizzle-orm';
import { roleNames } from '../auth/access-catalogue';
import type { Executor } from '../db/database';
import { userGates, users, userTypes } from '../db/schema/auth';
import { credentialsFor } from './user-credentials';

/** Roles whose demo users are put on every gate. */
const gateRoles: readonly string[] = [
  roleNames.administrator,
  roleNames.gateClerk,
  roleNames.inspectionRanger,
];

export async function seedDemoStaff(
  db: Executor,
  staffUsers: readonly StaffUser[],
  gatePublicIds: readonly string[],
): Promise<void> {
  for (const staff of staffUsers) {
    const [role] = await db
      .select({ id: userTypes.id })
      .from(userTypes)
      .where(eq(userTypes.name, staff.user_type));
    if (!role) throw new Error(`Demo staff ${staff.email}: no user type ${staff.user_type}`);
    const isPartner = staff.user_type === roleNames.partner;
    const [user] = await db
      .insert(users)
      .values({
        user_kind: isPartner ? 'partner' : 'institution',
        user_type_id: role.id,
        partner_public_id: isPartner ? (staff.partner_public_id ?? null) : null,
        full_name: staff.full_name,
        email: staff.email,
        ...(await credentialsFor(staff.password)),
      })
      .returning({ id: users.id });
    if (gateRoles.includes(staff.user_type) && gatePublicIds.length > 0) {
      await db
        .insert(userGates)
        .values(gatePublicIds.map((gate_public_id) => ({ user_id: user!.id, gate_public_id })));
    }
  }
}
