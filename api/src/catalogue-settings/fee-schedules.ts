/**
 * Conservation and vehicle fee schedules: staff add a fee's new amount from an effective date
 * (at one destination or all), soft delete and restore one; the pricing catalogue reads the
 * schedules not deleted, and `GET /fee-schedules/in-force` answers the amounts in force for a
 * stay (get_newly_scheduled_pricing). Every write is logged with before and after and moves the
 * catalogue's version (the table's trigger), so the next quote and sync see it.
 *
 * spec: staff-booking.md §7 (get_newly_scheduled_pricing); membership-backoffice.md §2.5
 * (conservation-fees, vehicle-fees), §4 (soft delete and restore).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import type {
  FeeKind,
  FeeScheduleBody,
  FeeScheduleList,
  FeeSchedulePatch,
  FeeScheduleRead,
  ScheduledPricing,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { Clock } from '../clock';
import type { Database, Executor, Transaction } from '../db/database';
import { conservationFees, destinations, vehicleFees } from '../db/schema/catalogue';
import { feeSchedules } from '../db/schema/catalogue-settings';
import { recordStaffChange } from '../logs/staff-changes';
import { isPublicId } from '../payments/payment-records';
import { type FeeScheduleEntry, scheduleInForce } from './fee-schedule-rules';

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

/** The schedules not deleted, in date order, as the pricing catalogue carries them. */
export async function readFeeSchedules(db: Executor): Promise<FeeScheduleEntry[]> {
  const rows = await db
    .select({
      fee_kind: feeSchedules.fee_kind,
      fee_public_id: feeSchedules.fee_public_id,
      destination_public_id: feeSchedules.destination_public_id,
      effective_from: feeSchedules.effective_from,
      amount: feeSchedules.amount,
      currency: feeSchedules.currency,
    })
    .from(feeSchedules)
    .where(isNull(feeSchedules.deleted_at))
    .orderBy(asc(feeSchedules.effective_from), asc(feeSchedules.id));
  return rows.map((row) => ({ ...row, currency: row.currency as CurrencyCode }));
}

/** Fee public id → its name, for `kind`. */
async function feeNames(db: Executor, kind: FeeKind): Promise<Map<string, string>> {
  const rows =
    kind === 'conservation'
      ? await db
          .select({ id: conservationFees.payment_public_id, name: conservationFees.payment_person })
          .from(conservationFees)
      : await db
          .select({ id: vehicleFees.vehicle_public_id, name: vehicleFees.vehicle_charge_category })
          .from(vehicleFees);
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function readRows(db: Executor, kind: FeeKind, where = and()): Promise<FeeScheduleRead[]> {
  const [names, rows] = await Promise.all([
    feeNames(db, kind),
    db
      .select({ schedule: feeSchedules, destination_name: destinations.destination_name })
      .from(feeSchedules)
      .leftJoin(
        destinations,
        eq(destinations.destination_public_id, feeSchedules.destination_public_id),
      )
      .where(and(eq(feeSchedules.fee_kind, kind), where))
      .orderBy(asc(feeSchedules.fee_public_id), asc(feeSchedules.effective_from)),
  ]);
  return rows.map(({ schedule, destination_name }) => ({
    public_id: schedule.public_id,
    fee_kind: schedule.fee_kind,
    fee_public_id: schedule.fee_public_id,
    fee_name: names.get(schedule.fee_public_id) ?? schedule.fee_public_id,
    destination_public_id: schedule.destination_public_id,
    destination_name,
    effective_from: schedule.effective_from,
    amount: schedule.amount,
    currency: schedule.currency,
    deleted: schedule.deleted_at !== null,
    created_by: schedule.created_by,
  }));
}

/** The schedules of fees of `kind`: those not deleted, or only the deleted ones. */
export async function listFeeSchedules(
  db: Executor,
  query: { fee_kind: FeeKind; deleted?: 'true' | 'false' },
): Promise<FeeScheduleList> {
  const deleted = query.deleted === 'true';
  return {
    data: await readRows(
      db,
      query.fee_kind,
      deleted ? isNotNull(feeSchedules.deleted_at) : isNull(feeSchedules.deleted_at),
    ),
  };
}

async function readOne(db: Executor, publicId: string): Promise<FeeScheduleRead> {
  const [row] = isPublicId(publicId)
    ? await db
        .select({ fee_kind: feeSchedules.fee_kind })
        .from(feeSchedules)
        .where(eq(feeSchedules.public_id, publicId))
    : [];
  const [read] = row ? await readRows(db, row.fee_kind, eq(feeSchedules.public_id, publicId)) : [];
  if (!read) {
    throw new DomainError('NOT_FOUND', catalogueSettingsMessages.notFound('schedule', publicId));
  }
  return read;
}

function unknownField(field: string, message: string): DomainError {
  return new DomainError('UNKNOWN_REFERENCE', message, { fields: { [field]: message } });
}

/**
 * Refuses a destination the catalogue lacks (null: every destination, always fine).
 * @throws DomainError UNKNOWN_REFERENCE on field destination_public_id.
 */
async function checkDestination(db: Executor, destinationPublicId: string | null): Promise<void> {
  if (destinationPublicId === null) return;
  const [destination] = await db
    .select({ id: destinations.destination_public_id })
    .from(destinations)
    .where(eq(destinations.destination_public_id, destinationPublicId));
  if (!destination) {
    throw unknownField(
      'destination_public_id',
      catalogueSettingsMessages.notFound('destination', destinationPublicId),
    );
  }
}

/**
 * Adds `body`'s schedule; a retry with the same `idempotencyKey` answers the one the first
 * request made and adds no other.
 * @throws DomainError UNKNOWN_REFERENCE (field fee_public_id or destination_public_id) for a
 * fee or destination the catalogue lacks.
 */
export async function addFeeSchedule(
  deps: { db: Database; clock: Clock },
  body: FeeScheduleBody,
  staff: Staff,
  idempotencyKey: string | null = null,
): Promise<FeeScheduleRead> {
  const names = await feeNames(deps.db, body.fee_kind);
  if (!names.has(body.fee_public_id)) {
    throw unknownField(
      'fee_public_id',
      catalogueSettingsMessages.notFound(`${body.fee_kind} fee`, body.fee_public_id),
    );
  }
  await checkDestination(deps.db, body.destination_public_id);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feeSchedules)
      .values({
        ...body,
        created_by: staff.email,
        created_at: now,
        idempotency_key: idempotencyKey,
      })
      .onConflictDoNothing({ target: feeSchedules.idempotency_key })
      .returning({ public_id: feeSchedules.public_id });
    if (!row) {
      // A retry with the same Idempotency-Key: the schedule the first request made.
      const [first] = await tx
        .select({ public_id: feeSchedules.public_id })
        .from(feeSchedules)
        .where(eq(feeSchedules.idempotency_key, idempotencyKey ?? ''));
      return readOne(tx, first!.public_id);
    }
    const read = await readOne(tx, row.public_id);
    await recordStaffChange(
      tx,
      staff,
      { entity: 'fee_schedule', entity_id: read.public_id, before: null, after: read },
      now,
    );
    return read;
  });
}

/**
 * Changes schedule `publicId` in one transaction: reads it, lets `checkAccess` refuse its kind
 * of fee, runs `change` (which may refuse too), reads it back and logs before and after.
 * @throws DomainError NOT_FOUND for an unknown schedule, or what `checkAccess`/`change` throw.
 */
function changeSchedule(
  deps: { db: Database; clock: Clock },
  publicId: string,
  staff: Staff,
  checkAccess: (kind: FeeKind) => void,
  change: (tx: Transaction, before: FeeScheduleRead, now: Date) => Promise<void>,
): Promise<FeeScheduleRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await readOne(tx, publicId);
    checkAccess(before.fee_kind);
    await change(tx, before, now);
    const after = await readOne(tx, publicId);
    await recordStaffChange(
      tx,
      staff,
      { entity: 'fee_schedule', entity_id: publicId, before, after },
      now,
    );
    return after;
  });
}

/**
 * Corrects a schedule's amount, currency, effective date or destination (`patch`: the fields
 * sent), at any time, once `checkAccess` has let the user change that kind of fee. Bookings
 * already made keep their figures: their lines hold the amounts they were priced at, and an
 * amendment re-prices with the schedules kept in its pricing basis (docs/pricing.md §Fee
 * schedules); quotes, new bookings and the kiosk replica see the correction at once (the
 * catalogue version moves). Logged with before and after.
 * @throws DomainError NOT_FOUND for an unknown schedule; CONFLICT for a deleted one (restore it
 * first); UNKNOWN_REFERENCE (destination_public_id) for a destination the catalogue lacks.
 */
export function updateFeeSchedule(
  deps: { db: Database; clock: Clock },
  publicId: string,
  patch: FeeSchedulePatch,
  staff: Staff,
  checkAccess: (kind: FeeKind) => void,
): Promise<FeeScheduleRead> {
  return changeSchedule(deps, publicId, staff, checkAccess, async (tx, before) => {
    if (before.deleted) {
      throw new DomainError('CONFLICT', catalogueSettingsMessages.editDeleted('schedule'));
    }
    if (patch.destination_public_id !== undefined) {
      await checkDestination(tx, patch.destination_public_id);
    }
    await tx.update(feeSchedules).set(patch).where(eq(feeSchedules.public_id, publicId));
  });
}

/**
 * Soft deletes (`deleted` true) or restores a schedule, once `checkAccess` has let the user
 * change that kind of fee (it throws otherwise).
 * @throws DomainError NOT_FOUND for an unknown schedule; CONFLICT when it is deleted already
 * (or, restoring, not deleted).
 */
export function setFeeScheduleDeleted(
  deps: { db: Database; clock: Clock },
  publicId: string,
  deleted: boolean,
  staff: Staff,
  checkAccess: (kind: FeeKind) => void,
): Promise<FeeScheduleRead> {
  return changeSchedule(deps, publicId, staff, checkAccess, async (tx, before, now) => {
    if (before.deleted === deleted) {
      const message = deleted
        ? catalogueSettingsMessages.alreadyDeleted('schedule')
        : catalogueSettingsMessages.notDeleted('schedule');
      throw new DomainError('CONFLICT', message);
    }
    await tx
      .update(feeSchedules)
      .set({ deleted_at: deleted ? now : null })
      .where(eq(feeSchedules.public_id, publicId));
  });
}

/**
 * The conservation and vehicle fee amounts in force for a stay from `check_in_date` at
 * `destination` (get_newly_scheduled_pricing), from the cached pricing catalogue.
 */
export async function scheduledPricing(
  deps: { catalogueCache: CatalogueCache; clock: Clock },
  query: { check_in_date: string; destination?: string | undefined },
): Promise<ScheduledPricing> {
  const snapshot = await deps.catalogueCache.snapshot(deps.clock.now());
  const destination = query.destination ?? null;
  const inForce = (kind: FeeScheduleEntry['fee_kind'], id: string) =>
    scheduleInForce(snapshot.fee_schedules, kind, id, query.check_in_date, destination);
  return {
    check_in_date: query.check_in_date,
    destination,
    conservation_fees: snapshot.catalogue.conservation_fees.map((fee) => {
      const entry = inForce('conservation', fee.payment_public_id);
      return {
        fee_public_id: fee.payment_public_id,
        name: fee.payment_person,
        amount: entry?.amount ?? fee.payment_person_amount,
        currency: entry?.currency ?? fee.payment_person_currency,
        effective_from: entry?.effective_from ?? null,
      };
    }),
    vehicle_fees: snapshot.catalogue.vehicle_fees.map((fee) => {
      const entry = inForce('vehicle', fee.vehicle_public_id);
      return {
        fee_public_id: fee.vehicle_public_id,
        name: fee.vehicle_charge_category,
        amount: entry?.amount ?? fee.vehicle_charge_category_cost,
        currency: entry?.currency ?? fee.vehicle_charge_cost_currency,
        effective_from: entry?.effective_from ?? null,
      };
    }),
  };
}
