/**
 * Membership settings as the back office keeps them (§2.5 membership-settings): every setting
 * with its price, persons and children admitted and its three discounts (entry, accommodation,
 * activity, 0–100 %), edited one at a time and logged; and the lookups the member forms choose
 * from — the live member types, residence types and household types staff keep (named lists,
 * seeded with the settings' membership types and the catalogue's residency groups).
 *
 * spec: membership-backoffice.md §2.5 (membership-settings), §3 (Membership setting; lookups:
 * residence type, household type, member type), §7 (Member types, residence types, membership
 * settings and households: CRUD-style).
 */
import { DomainError } from '@hifadhi/shared/errors';
import type { MembershipSettingPatch } from '@hifadhi/shared/schemas/members-admin';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { membershipSettings } from '../db/schema/catalogue';
import { recordStaffChange } from '../logs/staff-changes';
import { liveNames } from '../visitors/named-lists';
import type { MemberDeps, Staff } from './member-writes';

export const membershipSettingNotFound = 'Membership setting not found';

export const staffMembershipSettingSchema = z.object({
  public_id: z.string(),
  custom_name: z.string(),
  /** The member type / household type: Individual, Couple, Family. */
  membership_type: z.string(),
  residence: z.string(),
  name: z.string(),
  /** Decimal string in `currency`. */
  price: z.string(),
  currency: z.string(),
  number_of_persons: z.number(),
  number_of_children: z.number(),
  /** Percentages 0–100, decimal strings. */
  entry_discount: z.string(),
  accommodation_discount: z.string(),
  activity_discount: z.string(),
});
export type StaffMembershipSetting = z.infer<typeof staffMembershipSettingSchema>;

export const membershipLookupsSchema = z.object({
  settings: z.array(staffMembershipSettingSchema),
  member_types: z.array(z.string()),
  residence_types: z.array(z.string()),
  household_types: z.array(z.string()),
});

function view(row: typeof membershipSettings.$inferSelect): StaffMembershipSetting {
  const { sort_order: _order, ...fields } = row;
  return fields;
}

/** Every setting in catalogue order with the member, residence and household types. */
export async function readMembershipLookups(db: Executor) {
  const rows = await db
    .select()
    .from(membershipSettings)
    .orderBy(asc(membershipSettings.sort_order));
  return {
    settings: rows.map(view),
    member_types: await liveNames(db, 'member_type'),
    residence_types: await liveNames(db, 'residence_type'),
    household_types: await liveNames(db, 'household_type'),
  };
}

/**
 * Changes membership setting `publicId` by `patch` for `staff` (logged).
 * @throws DomainError NOT_FOUND 'Membership setting not found'.
 */
export async function updateMembershipSetting(
  deps: MemberDeps,
  publicId: string,
  patch: MembershipSettingPatch,
  staff: Staff,
): Promise<StaffMembershipSetting> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const read = async () => {
      const [row] = await tx
        .select()
        .from(membershipSettings)
        .where(eq(membershipSettings.public_id, publicId))
        .for('update');
      if (!row) throw new DomainError('NOT_FOUND', membershipSettingNotFound);
      return view(row);
    };
    const before = await read();
    const given = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    );
    await tx
      .update(membershipSettings)
      .set(given)
      .where(eq(membershipSettings.public_id, publicId));
    const after = await read();
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      await recordStaffChange(
        tx,
        staff,
        { entity: 'membership_setting', entity_id: publicId, before, after },
        now,
      );
    }
    return after;
  });
}
