/**
 * The members a kiosk keeps in its replica so the gate can price a member's walk-in offline:
 * every member not deleted, with the membership setting's name and three discounts, whether the
 * membership is paid and its expiry. The gate judges the standing itself (`memberStanding`).
 *
 * spec: membership-backoffice.md §3 (Member), §2.2 (discounts); staff-booking.md §2.1 (member
 * picker); research offline-checkin-anchors.md §1 (what is downloaded).
 */
import type { ReplicaMember } from '@hifadhi/shared/schemas/sync';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { membershipSettings } from '../db/schema/catalogue';
import { members } from '../db/schema/members';

/** Every member not deleted, by member number. */
export async function readReplicaMembers(db: Executor): Promise<ReplicaMember[]> {
  return db
    .select({
      member_public_id: members.public_id,
      member_reference_number: members.member_reference_number,
      first_name: members.first_name,
      sur_name: members.sur_name,
      membership: membershipSettings.name,
      entry_discount: membershipSettings.entry_discount,
      accommodation_discount: membershipSettings.accommodation_discount,
      activity_discount: membershipSettings.activity_discount,
      payment_status: members.payment_status,
      expiry_date: members.expiry_date,
    })
    .from(members)
    .innerJoin(membershipSettings, eq(membershipSettings.public_id, members.member_setting))
    .where(isNull(members.deleted_at))
    .orderBy(asc(members.member_reference_number));
}
