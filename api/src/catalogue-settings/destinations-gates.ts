/**
 * Destinations and gates for the back office: the lists, renaming a destination, and renaming a
 * gate or moving it to another entry mode. Each write is logged with before and after and moves
 * the catalogue's version (their tables' triggers), so kiosks' replicas and the lookups follow.
 *
 * spec: membership-backoffice.md §2.6 (Module.* destinations, gates), §3 (gates);
 * staff-booking.md §3.2 (Destination, Gate).
 */
import { DomainError } from '@hifadhi/shared/errors';
import type {
  DestinationPatch,
  DestinationRead,
  GatePatch,
  GateRead,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import { asc, eq } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { destinations, entryModes, gates } from '../db/schema/catalogue';
import { recordStaffChange } from '../logs/staff-changes';

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

const destinationColumns = {
  destination_public_id: destinations.destination_public_id,
  destination_name: destinations.destination_name,
};

/** Every destination, in the catalogue's order. */
export function listDestinations(db: Executor): Promise<DestinationRead[]> {
  return db.select(destinationColumns).from(destinations).orderBy(asc(destinations.sort_order));
}

async function readDestination(db: Executor, id: string): Promise<DestinationRead> {
  const [row] = await db
    .select(destinationColumns)
    .from(destinations)
    .where(eq(destinations.destination_public_id, id));
  if (!row) {
    throw new DomainError('NOT_FOUND', catalogueSettingsMessages.notFound('destination', id));
  }
  return row;
}

/** Renames destination `id`. @throws DomainError NOT_FOUND. */
export async function updateDestination(
  deps: { db: Database; clock: Clock },
  id: string,
  patch: DestinationPatch,
  staff: Staff,
): Promise<DestinationRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await readDestination(tx, id);
    await tx.update(destinations).set(patch).where(eq(destinations.destination_public_id, id));
    const after = await readDestination(tx, id);
    await recordStaffChange(
      tx,
      staff,
      { entity: 'destination', entity_id: id, before, after },
      now,
    );
    return after;
  });
}

function gateQuery(db: Executor) {
  return db
    .select({
      gate_public_id: gates.gate_public_id,
      gate_name: gates.gate_name,
      entry_mode_public_id: gates.entry_mode_public_id,
      entry_mode_name: entryModes.entry_mode_name,
    })
    .from(gates)
    .innerJoin(entryModes, eq(entryModes.entry_mode_public_id, gates.entry_mode_public_id));
}

/** Every gate with its entry mode, in the catalogue's order. */
export function listGates(db: Executor): Promise<GateRead[]> {
  return gateQuery(db).orderBy(asc(gates.sort_order));
}

async function readGate(db: Executor, id: string): Promise<GateRead> {
  const [row] = await gateQuery(db).where(eq(gates.gate_public_id, id));
  if (!row) throw new DomainError('NOT_FOUND', catalogueSettingsMessages.notFound('gate', id));
  return row;
}

/**
 * Renames gate `id` or moves it to another entry mode.
 * @throws DomainError NOT_FOUND; UNKNOWN_REFERENCE (field entry_mode_public_id) for an unknown
 * entry mode.
 */
export async function updateGate(
  deps: { db: Database; clock: Clock },
  id: string,
  patch: GatePatch,
  staff: Staff,
): Promise<GateRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await readGate(tx, id);
    if (patch.entry_mode_public_id !== undefined) {
      const [mode] = await tx
        .select({ id: entryModes.entry_mode_public_id })
        .from(entryModes)
        .where(eq(entryModes.entry_mode_public_id, patch.entry_mode_public_id));
      if (!mode) {
        const message = catalogueSettingsMessages.notFound(
          'entry mode',
          patch.entry_mode_public_id,
        );
        throw new DomainError('UNKNOWN_REFERENCE', message, {
          fields: { entry_mode_public_id: message },
        });
      }
    }
    await tx.update(gates).set(patch).where(eq(gates.gate_public_id, id));
    const after = await readGate(tx, id);
    await recordStaffChange(tx, staff, { entity: 'gate', entity_id: id, before, after }, now);
    return after;
  });
}
