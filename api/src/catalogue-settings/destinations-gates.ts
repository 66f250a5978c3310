/**
 * Destinations and gates for the back office: the lists, renaming a destination, and renaming a
 * gate, moving it to another entry mode or setting the destination it admits to (its kiosks
 * price walk-ins at that destination's fee schedules). Each write is logged with before and after and moves
 * the catalogue's version (their tables' triggers), so kiosks' replicas and the lookups follow.
 *
 * spec: membership-backoffice.md §2.6 (Module.* destinations, gates), §3 (gates);
 * staff-booking.md §2.1, §3.1, §3.2 (Destination, Gate).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { findReference } from '@hifadhi/shared/pricing/line-errors';
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
      destination_public_id: gates.destination_public_id,
      destination_name: destinations.destination_name,
    })
    .from(gates)
    .innerJoin(entryModes, eq(entryModes.entry_mode_public_id, gates.entry_mode_public_id))
    .innerJoin(destinations, eq(destinations.destination_public_id, gates.destination_public_id));
}

/** Every gate with its entry mode and destination, in the catalogue's order. */
export function listGates(db: Executor): Promise<GateRead[]> {
  return gateQuery(db).orderBy(asc(gates.sort_order));
}

async function readGate(db: Executor, id: string): Promise<GateRead> {
  const [row] = await gateQuery(db).where(eq(gates.gate_public_id, id));
  if (!row) throw new DomainError('NOT_FOUND', catalogueSettingsMessages.notFound('gate', id));
  return row;
}

/**
 * Checks the entry mode and destination `patch` moves a gate to.
 * @throws DomainError UNKNOWN_REFERENCE 'Unknown entry mode: {id}' / 'Unknown destination:
 *   {id}' on the field.
 */
async function checkGateReferences(db: Executor, patch: GatePatch): Promise<void> {
  const references = [
    { field: 'entry_mode_public_id', what: 'entry mode', column: entryModes.entry_mode_public_id },
    {
      field: 'destination_public_id',
      what: 'destination',
      column: destinations.destination_public_id,
    },
  ] as const;
  for (const { field, what, column } of references) {
    const id = patch[field];
    if (id === undefined) continue;
    const known = await db.select({ id: column }).from(column.table).where(eq(column, id));
    findReference(known, () => true, { field, what, id });
  }
}

/**
 * Renames gate `id`, moves it to another entry mode or to another destination (its kiosks
 * price walk-ins there from their next sync).
 * @throws DomainError NOT_FOUND; UNKNOWN_REFERENCE (field entry_mode_public_id or
 * destination_public_id) for an unknown entry mode or destination.
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
    await checkGateReferences(tx, patch);
    await tx.update(gates).set(patch).where(eq(gates.gate_public_id, id));
    const after = await readGate(tx, id);
    await recordStaffChange(tx, staff, { entity: 'gate', entity_id: id, before, after }, now);
    return after;
  });
}
