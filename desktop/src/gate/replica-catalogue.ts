/**
 * The catalogue the kiosk holds in its replica (rates in force), as the walk-in screens and the
 * receipts read it.
 *
 * spec: shared/src/schemas/sync.ts (`replicaCatalogueSchema`); ARCHITECTURE.md §The gate kiosk.
 */
import { DomainError } from '@hifadhi/shared/errors';
import type { ReplicaCatalogue } from '@hifadhi/shared/schemas/sync';
import type { ReplicaDatabase } from './replica-database';

/** Why the gate cannot price or print before its first sync. */
export const NO_CATALOGUE =
  'The kiosk has no catalogue yet. Connect it to the internet once so it can sync.';

/** The replica's catalogue, or null before the first sync. */
export function replicaCatalogue(db: ReplicaDatabase): ReplicaCatalogue | null {
  const row = db.prepare('select body from catalogue where id = 1').get() as
    | { body: string }
    | undefined;
  return row ? (JSON.parse(row.body) as ReplicaCatalogue) : null;
}

/**
 * The replica's catalogue.
 * @throws DomainError CONFLICT (NO_CATALOGUE) before the first sync.
 */
export function requireCatalogue(db: ReplicaDatabase): ReplicaCatalogue {
  const catalogue = replicaCatalogue(db);
  if (!catalogue) throw new DomainError('CONFLICT', NO_CATALOGUE);
  return catalogue;
}
