/**
 * Destinations and gates for the back office: the lists (deleted ones too), adding one (a
 * retried request answers the first one's row), renaming a
 * destination, renaming a gate, moving it to another entry mode or setting the destination it
 * admits to (its kiosks price walk-ins at that destination's fee schedules), and soft deleting
 * and restoring either. A destination is deleted only once none of its gates is live, so no
 * kiosk is left at a gate of a deleted destination; a gate is restored or moved only to a live
 * destination. Each write is logged with before and after and moves the catalogue's version
 * (their tables' triggers), so quotes, kiosks' replicas and the lookups follow.
 *
 * spec: membership-backoffice.md §2.6 (Module.* destinations, gates), §3 (gates), §4 (soft
 * delete and restore); staff-booking.md §2.1, §3.1, §3.2 (Destination, Gate).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { findReference } from '@hifadhi/shared/pricing/line-errors';
import type {
  DestinationBody,
  DestinationPatch,
  DestinationRead,
  GateBody,
  GatePatch,
  GateRead,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { destinations, entryModes, gates } from '../db/schema/catalogue';
import { recordStaffChange } from '../logs/staff-changes';
import { changeAudited, createAudited, newPublicId } from './audited-records';
import { checkNamedType } from './named-types';

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

const destinationColumns = {
  destination_public_id: destinations.destination_public_id,
  destination_name: destinations.destination_name,
  deleted: sql<boolean>`${destinations.deleted_at} is not null`,
};

/** Every destination, deleted ones too (they say so), in the catalogue's order. */
export function listDestinations(db: Executor): Promise<DestinationRead[]> {
  return db.select(destinationColumns).from(destinations).orderBy(asc(destinations.sort_order));
}

async function findDestination(
  db: Executor,
  id: string,
  lock = false,
): Promise<DestinationRead | undefined> {
  const query = db
    .select(destinationColumns)
    .from(destinations)
    .where(eq(destinations.destination_public_id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function readDestination(db: Executor, id: string): Promise<DestinationRead> {
  const row = await findDestination(db, id);
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

/**
 * Refuses `name` for a new destination or gate when one of `place`'s rows has it (any case),
 * deleted ones too (restoring that one is the way back).
 * @throws DomainError CONFLICT on `place.field`: 'A {what} named {name} exists already' /
 *   'A deleted {what} is named {name}: restore it instead'.
 */
async function assertPlaceNameFree(
  db: Executor,
  place: {
    what: 'destination' | 'gate';
    table: PgTable;
    name: AnyPgColumn;
    deletedAt: AnyPgColumn;
    field: string;
  },
  name: string,
): Promise<void> {
  const [taken] = await db
    .select({ deleted: sql<boolean>`${place.deletedAt} is not null` })
    .from(place.table)
    .where(sql`lower(${place.name}) = lower(${name})`)
    .orderBy(sql`${place.deletedAt} is not null`);
  if (!taken) return;
  const message = catalogueSettingsMessages.placeExists(place.what, name, taken.deleted);
  throw new DomainError('CONFLICT', message, { fields: { [place.field]: message } });
}

/** The next sort order of `column`'s table: after every row (a new place comes last). */
async function nextSortOrder(db: Executor, table: PgTable, column: AnyPgColumn) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${column}), 0) + 1`.mapWith(Number) })
    .from(table);
  return row?.next ?? 1;
}

/**
 * Adds destination `body` (public id `dst-` and 8 hex characters), last in the catalogue's
 * order, with no fee schedules of its own: quotes to it are priced with the schedules for every
 * destination, else the catalogue's fees (pricing/fee-schedules.ts). A retry with the same
 * `idempotencyKey` answers the destination the first request added and adds none.
 * @throws DomainError CONFLICT on destination_name when the name is taken (any case).
 */
export async function createDestination(
  deps: { db: Database; clock: Clock },
  body: DestinationBody,
  staff: Staff,
  idempotencyKey: string | null = null,
): Promise<DestinationRead> {
  if (idempotencyKey !== null) {
    const [first] = await deps.db
      .select(destinationColumns)
      .from(destinations)
      .where(eq(destinations.idempotency_key, idempotencyKey));
    if (first) return first;
  }
  return createAudited(
    deps,
    staff,
    'destination',
    async (tx) => {
      await assertPlaceNameFree(
        tx,
        {
          what: 'destination',
          table: destinations,
          name: destinations.destination_name,
          deletedAt: destinations.deleted_at,
          field: 'destination_name',
        },
        body.destination_name,
      );
      const publicId = `dst-${newPublicId()}`;
      await tx.insert(destinations).values({
        destination_public_id: publicId,
        destination_name: body.destination_name,
        sort_order: await nextSortOrder(tx, destinations, destinations.sort_order),
        idempotency_key: idempotencyKey,
      });
      return publicId;
    },
    findDestination,
  );
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
      deleted: sql<boolean>`${gates.deleted_at} is not null`,
    })
    .from(gates)
    .innerJoin(entryModes, eq(entryModes.entry_mode_public_id, gates.entry_mode_public_id))
    .innerJoin(destinations, eq(destinations.destination_public_id, gates.destination_public_id));
}

/** Every gate with its entry mode and destination, deleted ones too, in the catalogue's order. */
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
 *   {id}' on the field; CONFLICT '{name} is deleted: restore it first or choose another
 *   destination' on destination_public_id for a deleted destination.
 */
async function checkGateReferences(db: Executor, patch: GatePatch): Promise<void> {
  if (patch.destination_public_id !== undefined) {
    const destination = await findDestination(db, patch.destination_public_id);
    if (destination?.deleted) {
      const message = catalogueSettingsMessages.gateAtDeletedDestination(
        destination.destination_name,
      );
      throw new DomainError('CONFLICT', message, { fields: { destination_public_id: message } });
    }
  }
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
 * Adds gate `body` (public id `gate-` and 8 hex characters), last in the catalogue's order: it
 * is offered as an entry point of its destination at once (the public lookups, new bookings,
 * a kiosk registered there). A retry with the same `idempotencyKey` answers the gate the first
 * request added and adds none.
 * @throws DomainError CONFLICT on gate_name when the name is taken (any case);
 *   UNKNOWN_REFERENCE 'Unknown entry mode: {id}' for an unknown or deleted entry mode;
 *   UNKNOWN_REFERENCE / CONFLICT on the destination as `checkGateReferences`.
 */
export async function createGate(
  deps: { db: Database; clock: Clock },
  body: GateBody,
  staff: Staff,
  idempotencyKey: string | null = null,
): Promise<GateRead> {
  if (idempotencyKey !== null) {
    const [first] = await gateQuery(deps.db).where(eq(gates.idempotency_key, idempotencyKey));
    if (first) return first;
  }
  return createAudited(
    deps,
    staff,
    'gate',
    async (tx) => {
      await checkNamedType(tx, 'entry_mode', body.entry_mode_public_id, 'entry_mode_public_id');
      await checkGateReferences(tx, body);
      await assertPlaceNameFree(
        tx,
        {
          what: 'gate',
          table: gates,
          name: gates.gate_name,
          deletedAt: gates.deleted_at,
          field: 'gate_name',
        },
        body.gate_name,
      );
      const publicId = `gate-${newPublicId()}`;
      await tx.insert(gates).values({
        ...body,
        gate_public_id: publicId,
        sort_order: await nextSortOrder(tx, gates, gates.sort_order),
        idempotency_key: idempotencyKey,
      });
      return publicId;
    },
    async (tx, publicId) => (await gateQuery(tx).where(eq(gates.gate_public_id, publicId)))[0],
  );
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

/**
 * The live gates admitting to destination `id`, by name in the catalogue's order.
 */
async function liveGateNames(db: Executor, id: string): Promise<string[]> {
  const rows = await db
    .select({ name: gates.gate_name })
    .from(gates)
    .where(and(eq(gates.destination_public_id, id), isNull(gates.deleted_at)))
    .orderBy(asc(gates.sort_order));
  return rows.map((row) => row.name);
}

/**
 * Soft deletes (`deleted`) or restores destination `id`. Its fee schedules, school rates and
 * the bookings that name it stay as they are; restoring brings it back as it was.
 * @throws DomainError NOT_FOUND; CONFLICT 'Delete or move its gates first: {names}' while a
 * live gate admits to it, or for a delete of a deleted destination (a restore of a live one).
 */
export function setDestinationDeleted(
  deps: { db: Database; clock: Clock },
  id: string,
  deleted: boolean,
  staff: Staff,
): Promise<DestinationRead> {
  return changeAudited(
    deps,
    staff,
    { entity: 'destination', noun: 'destination', publicId: id },
    (tx) => findDestination(tx, id, true),
    {
      deleted,
      setDeleted: async (tx, at) => {
        if (deleted) {
          const live = await liveGateNames(tx, id);
          if (live.length > 0) {
            throw new DomainError('CONFLICT', catalogueSettingsMessages.destinationHasGates(live));
          }
        }
        await tx
          .update(destinations)
          .set({ deleted_at: at })
          .where(eq(destinations.destination_public_id, id));
      },
    },
  );
}

/**
 * Soft deletes (`deleted`) or restores gate `id`: a deleted gate is offered as no entry point
 * and refused in new bookings; bookings through it keep it. A kiosk registered at it stays
 * registered (its walk-ins still upload).
 * @throws DomainError NOT_FOUND; CONFLICT for a delete of a deleted gate (a restore of a live
 * one), or a restore while its destination is deleted ('{name} is deleted: restore it first or
 * choose another destination').
 */
export function setGateDeleted(
  deps: { db: Database; clock: Clock },
  id: string,
  deleted: boolean,
  staff: Staff,
): Promise<GateRead> {
  return changeAudited(
    deps,
    staff,
    { entity: 'gate', noun: 'gate', publicId: id },
    async (tx) => {
      const [row] = await gateQuery(tx)
        .where(eq(gates.gate_public_id, id))
        .for('update', { of: gates });
      return row;
    },
    {
      deleted,
      setDeleted: async (tx, at) => {
        if (!deleted) {
          const [gate] = await tx
            .select({ destination: gates.destination_public_id })
            .from(gates)
            .where(eq(gates.gate_public_id, id));
          if (gate) await checkGateReferences(tx, { destination_public_id: gate.destination });
        }
        await tx.update(gates).set({ deleted_at: at }).where(eq(gates.gate_public_id, id));
      },
    },
  );
}
