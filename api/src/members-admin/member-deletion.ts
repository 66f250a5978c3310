/**
 * Soft delete and restore of a member, each a logged member write: a deleted member leaves the
 * members list (it shows under `?deleted=true`) and is kept whole; restoring brings it back.
 * Deleting a deleted member, or restoring a member that is not deleted, changes nothing.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore), §7 (Member v2: delete member).
 */
import { eq } from 'drizzle-orm';
import { members } from '../db/schema/members';
import { type MemberDeps, type Staff, writeMember } from './member-writes';
import type { StaffMember } from './staff-member-read';

/** Deletes (`deleted` true) or restores member `publicId` for `staff`. */
export function setMemberDeleted(
  deps: MemberDeps,
  publicId: string,
  deleted: boolean,
  staff: Staff,
): Promise<StaffMember> {
  return writeMember(deps, publicId, staff, async (tx, member, { now }) => {
    if ((member.deleted_at !== null) === deleted) return;
    await tx
      .update(members)
      .set({ deleted_at: deleted ? now : null })
      .where(eq(members.id, member.id));
  });
}
