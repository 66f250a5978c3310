/**
 * One shape for every staff write on a member: inside one transaction, read the member locked,
 * change it, read it again and record the change (user, before, after) in the change log; a
 * write that changes nothing leaves no entry.
 *
 * spec: membership-backoffice.md §2.2; api-contract.md §People and logs (change log).
 */
import { type CalendarDate, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Transaction } from '../db/database';
import { recordStaffChange } from '../logs/staff-changes';
import { readStaffMember, type StaffMember } from './staff-member-read';

export type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;
export type MemberDeps = { db: Database; clock: Clock };

/** The member without its row id, as the change log keeps it. */
export function logged({ id: _id, ...member }: StaffMember & { id: number }): StaffMember {
  return member;
}

/**
 * Runs `change` on member `publicId` (locked) for `staff` at the clock's now and logs it.
 * @returns the member afterwards.
 * @throws DomainError NOT_FOUND 'Member not found'; whatever `change` throws (nothing written).
 */
export async function writeMember(
  deps: MemberDeps,
  publicId: string,
  staff: Staff,
  change: (
    tx: Transaction,
    before: StaffMember & { id: number },
    at: { now: Date; today: CalendarDate },
  ) => Promise<void>,
): Promise<StaffMember> {
  const now = deps.clock.now();
  const today = calendarDateAt(now);
  return deps.db.transaction(async (tx) => {
    const before = await readStaffMember(tx, publicId, today, true);
    await change(tx, before, { now, today });
    const after = logged(await readStaffMember(tx, publicId, today));
    if (JSON.stringify(after) !== JSON.stringify(logged(before))) {
      await recordStaffChange(
        tx,
        staff,
        { entity: 'member', entity_id: publicId, before: logged(before), after },
        now,
      );
    }
    return after;
  });
}
