/**
 * The change log of staff writes (`staff_changes`, append-only): each staff write records, in
 * its own transaction, who made it (public id and e-mail address), when, what (entity and public
 * id) and the record before (null when created) and after, as JSON. Member edits and staff
 * registrations write here; other staff writes are to call `recordStaffChange` as they are
 * built.
 *
 * spec: api-contract.md §People and logs (`GET /logs/changes`); membership-backoffice.md §2.5.
 */
import type { StaffPrincipal } from '../auth/auth-env';
import type { Executor } from '../db/database';
import { staffChanges } from '../db/schema/staff-changes';

/** One change: the entity and its public id, and its state before (null: created) and after. */
export interface StaffChange {
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

/** Records `change` made by `staff` at `at` (call it inside the writing transaction). */
export async function recordStaffChange(
  tx: Executor,
  staff: Pick<StaffPrincipal, 'public_id' | 'email'>,
  change: StaffChange,
  at: Date,
): Promise<void> {
  await tx.insert(staffChanges).values({
    user_public_id: staff.public_id,
    user_email: staff.email,
    entity: change.entity,
    entity_id: change.entity_id,
    before: change.before ?? null,
    after: change.after,
    changed_at: at,
  });
}
