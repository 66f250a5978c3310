/**
 * Accommodation types on facilities. A facility carries its accommodation type's name
 * (`facilities.accomodation_type`, the name the public catalogue answers and its pricing reads:
 * 'Research Centre' prices by room type), not its id: so renaming a type renames it on every
 * facility that carries it, in the rename's transaction. A facility may only be given a type
 * on the list and not deleted; facilities keep a type deleted later (as with facility types).
 *
 * spec: membership-backoffice.md §3 (facility accommodation type), §4 (soft delete and
 * restore); api-contract.md §Catalogue (`accomodation_type`).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { facilityAdminMessages } from '@hifadhi/shared/schemas/facility-admin';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { facilities } from '../db/schema/catalogue';
import { accommodationTypes } from '../db/schema/content-settings';
import { newPublicId } from './audited-records';

/**
 * Refuses `name` as a facility's accommodation type unless a type not deleted has exactly it.
 * @throws DomainError VALIDATION_FAILED on field `accomodation_type`.
 */
export async function checkAccommodationType(db: Executor, name: string): Promise<void> {
  const [found] = await db
    .select({ public_id: accommodationTypes.public_id })
    .from(accommodationTypes)
    .where(and(eq(accommodationTypes.name, name), isNull(accommodationTypes.deleted_at)));
  if (!found) {
    const message = facilityAdminMessages.accommodationType(name);
    throw new DomainError('VALIDATION_FAILED', message, {
      fields: { accomodation_type: message },
    });
  }
}

/** Renames accommodation type `from` to `to` on every facility that carries it. */
export async function renameFacilitiesAccommodationType(
  tx: Executor,
  from: string,
  to: string,
): Promise<void> {
  await tx
    .update(facilities)
    .set({ accomodation_type: to })
    .where(eq(facilities.accomodation_type, from));
}

/** Adds to the list each of `names` (the seeded facilities' types) it lacks, made at `now`. */
export async function addAccommodationTypes(
  tx: Executor,
  names: readonly (string | null)[],
  now: Date,
): Promise<void> {
  const distinct = [...new Set(names.filter((name): name is string => Boolean(name)))];
  if (distinct.length === 0) return;
  await tx
    .insert(accommodationTypes)
    .values(distinct.map((name) => ({ public_id: newPublicId(), name, created_at: now })));
}
