/**
 * The catalogue's change log: every catalogue write staff make is recorded in the same
 * transaction, with who made it (public id and e-mail address), when, what (entity and its
 * id) and the entity before (null when created) and after, as JSON.
 *
 * spec: api-contract.md §Catalogue administration; membership-backoffice.md §2.5 (change logs).
 */
import type { StaffPrincipal } from '../auth/auth-env';
import type { Executor } from '../db/database';
import { catalogueChanges } from '../db/schema/catalogue-admin';

/** Entities catalogue administration changes. */
export type CatalogueEntity =
  | 'facility_unavailability'
  | 'facility_surge'
  | 'facility_price'
  | 'promo_code';

/** One change: the entity's id, and its state before (null: created) and after. */
export interface CatalogueChange {
  entity: CatalogueEntity;
  entity_id: string;
  before: unknown;
  after: unknown;
}

/** Records `change` made by `staff` at `at` (inside the writing transaction). */
export async function recordCatalogueChange(
  tx: Executor,
  staff: Pick<StaffPrincipal, 'public_id' | 'email'>,
  change: CatalogueChange,
  at: Date,
): Promise<void> {
  await tx.insert(catalogueChanges).values({
    user_public_id: staff.public_id,
    user_email: staff.email,
    entity: change.entity,
    entity_id: change.entity_id,
    before: change.before ?? null,
    after: change.after,
    changed_at: at,
  });
}
