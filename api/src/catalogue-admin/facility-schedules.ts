/**
 * A facility's schedules, written by staff: closures (unavailability), surge schedules,
 * maintenance (units down), allocations (units set aside for a partner) and price changes. Each write checks the facility exists, is recorded in the catalogue's change
 * log in the same transaction, and moves the catalogue's version (triggers of migration 0023),
 * so the next quote, availability answer, booking and kiosk sync use it.
 *
 * spec: api-contract.md §Catalogue administration; membership-backoffice.md §2.5 (Facilities).
 */

import { DomainError } from '@hifadhi/shared/errors';
import type {
  FacilityAllocationRead,
  FacilityAllocationRequest,
  FacilityMaintenanceRead,
  FacilityMaintenanceRequest,
  FacilityPriceChangeRead,
  FacilityPriceChangeRequest,
  FacilitySurgeRead,
  FacilitySurgeRequest,
  FacilityUnavailabilityRead,
  FacilityUnavailabilityRequest,
} from '@hifadhi/shared/schemas/catalogue-admin';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import type { FacilityAdminRead } from '@hifadhi/shared/schemas/facility-admin';
import { and, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { bookingFacilities } from '../db/schema/bookings';
import { facilities, partners } from '../db/schema/catalogue';
import {
  facilityPriceChanges,
  facilitySurges,
  facilityUnavailability,
} from '../db/schema/catalogue-admin';
import { facilityMaintenance } from '../db/schema/catalogue-schedules';
import { facilityAllocations } from '../db/schema/facility-allocations';
import { recordStaffChange } from '../logs/staff-changes';
import { storedPriceList } from './read-facility-schedules';
import { listAllocations, listClosuresAndSurges, listMaintenance } from './schedule-lists';
import {
  addSchedule,
  bookingsHolding,
  removeSchedule,
  restoreSchedule,
  type ScheduleWrite,
} from './schedule-writes';

export interface FacilitySchedulesDeps {
  db: Database;
  clock: Clock;
}

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

/** The schedules a facility has, as adding and removing them see them. */
const scheduleKinds = {
  unavailability: {
    table: facilityUnavailability,
    owner: facilityUnavailability.facility_public_id,
    entity: 'facility_unavailability',
  },
  surge: {
    table: facilitySurges,
    owner: facilitySurges.facility_public_id,
    entity: 'facility_surge',
  },
  maintenance: {
    table: facilityMaintenance,
    owner: facilityMaintenance.facility_public_id,
    entity: 'facility_maintenance',
  },
  allocation: {
    table: facilityAllocations,
    owner: facilityAllocations.facility_public_id,
    entity: 'facility_allocation',
  },
} as const;

/**
 * The facility's name and units (quantity); `lock` holds its row until the transaction ends.
 * @throws DomainError NOT_FOUND 'Unknown facility: {id}' when the catalogue has no such facility.
 */
async function requireFacility(
  tx: Executor,
  facilityId: string,
  lock = false,
): Promise<{ name: string; quantity: number }> {
  const query = tx
    .select({ name: facilities.name, quantity: facilities.quantity })
    .from(facilities)
    .where(eq(facilities.public_id, facilityId));
  const [facility] = lock ? await query.for('update') : await query;
  if (!facility) {
    throw new DomainError('NOT_FOUND', catalogueAdminMessages.facilityNotFound(facilityId));
  }
  return facility;
}

/** A schedule write on facility `facilityId` by `staff`, once it exists. */
function facilityWrite(
  deps: FacilitySchedulesDeps,
  facilityId: string,
  staff: Staff,
): ScheduleWrite {
  return { deps, staff, ownerId: facilityId, check: (tx) => requireFacility(tx, facilityId) };
}

/**
 * Bookings holding units of `facilityId` at `at` on a night from `start` to `end` (both
 * included): held (hold not lapsed), paid, confirmed or checked in.
 */
function overlappingBookings(
  tx: Executor,
  facilityId: string,
  range: { start_date: string; end_date: string },
  at: Date,
): Promise<number> {
  return bookingsHolding(
    tx,
    bookingFacilities,
    [
      eq(bookingFacilities.facility_public_id, facilityId),
      sql`daterange(${bookingFacilities.start_date}, greatest(${bookingFacilities.end_date}, ${bookingFacilities.start_date} + 1))
          && daterange(${range.start_date}::date, ${range.end_date}::date + 1)`,
    ],
    at,
  );
}

type UnavailabilityRow = typeof facilityUnavailability.$inferSelect;

function unavailabilityRead(
  row: UnavailabilityRow,
  overlapping: number,
): FacilityUnavailabilityRead {
  return {
    unavailability_public_id: row.public_id,
    facility_public_id: row.facility_public_id,
    start_date: row.start_date,
    end_date: row.end_date,
    reason: row.reason,
    overlapping_bookings: overlapping,
  };
}

/**
 * Closes facility `facilityId` on the nights `body.start_date` to `body.end_date` (both
 * included): no unit is on offer then, to the public, to staff and at the gate. Bookings
 * already holding units on those nights are NOT cancelled: the answer counts them
 * (`overlapping_bookings`) so staff can move or cancel them. A retry with the same
 * `idempotencyKey` answers the closure the first made and makes no other.
 * @throws DomainError NOT_FOUND for an unknown facility.
 */
export async function addFacilityUnavailability(
  deps: FacilitySchedulesDeps,
  facilityId: string,
  body: FacilityUnavailabilityRequest,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<FacilityUnavailabilityRead> {
  return addSchedule(
    facilityWrite(deps, facilityId, staff),
    scheduleKinds.unavailability,
    { body, idempotencyKey },
    readUnavailability,
  );
}

/** A closure's answer, counting the bookings holding units on its nights at `at`. */
async function readUnavailability(
  row: UnavailabilityRow,
  tx: Executor,
  at: Date,
): Promise<FacilityUnavailabilityRead> {
  return unavailabilityRead(row, await overlappingBookings(tx, row.facility_public_id, row, at));
}

type SurgeRow = typeof facilitySurges.$inferSelect;

function surgeRead(row: SurgeRow): FacilitySurgeRead {
  return {
    surge_public_id: row.public_id,
    facility_public_id: row.facility_public_id,
    start_date: row.start_date,
    end_date: row.end_date,
    percentage: row.percentage,
  };
}

/**
 * Adds a surge to facility `facilityId`: its accommodation nights from `body.start_date` to
 * `body.end_date` (both included) cost `body.percentage` % more, on the exact nightly amount
 * before the line's single rounding (shared/src/pricing/facility-schedules.ts). Overlapping
 * surges add up. Bookings already made keep their figures. A retry with the same
 * `idempotencyKey` answers the surge the first made and adds no other.
 * @throws DomainError NOT_FOUND for an unknown facility.
 */
export async function addFacilitySurge(
  deps: FacilitySchedulesDeps,
  facilityId: string,
  body: FacilitySurgeRequest,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<FacilitySurgeRead> {
  return addSchedule(
    facilityWrite(deps, facilityId, staff),
    scheduleKinds.surge,
    { body, idempotencyKey },
    surgeRead,
  );
}

/**
 * Sets facility `facilityId`'s price list from `body.effective_from` on: every night on or
 * after that date is priced with it (until a later change), so a stay straddling the date pays
 * each night at the price in force on it. A second post for the same facility and date
 * replaces that list (the log keeps both). The price history is kept: the facility's own
 * prices stay in force before the first change. Bookings already made keep their figures
 * (they store their lines' amounts and are never priced again from the catalogue).
 * @throws DomainError NOT_FOUND for an unknown facility.
 */
export async function setFacilityPrice(
  deps: FacilitySchedulesDeps,
  facilityId: string,
  body: FacilityPriceChangeRequest,
  staff: Staff,
): Promise<FacilityPriceChangeRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await requireFacility(tx, facilityId);
    const sameDate = and(
      eq(facilityPriceChanges.facility_public_id, facilityId),
      eq(facilityPriceChanges.effective_from, body.effective_from),
    );
    const [earlier] = await tx.select().from(facilityPriceChanges).where(sameDate).for('update');
    const price = storedPriceList(body.price);
    const [row] = await tx
      .insert(facilityPriceChanges)
      .values({
        facility_public_id: facilityId,
        effective_from: body.effective_from,
        price,
        created_by: staff.public_id,
        created_at: now,
      })
      .onConflictDoUpdate({
        target: [facilityPriceChanges.facility_public_id, facilityPriceChanges.effective_from],
        set: { price, created_by: staff.public_id, created_at: now },
      })
      .returning();
    const read: FacilityPriceChangeRead = {
      price_change_public_id: row!.public_id,
      facility_public_id: facilityId,
      effective_from: body.effective_from,
      price,
    };
    const before = earlier ? { ...read, price: storedPriceList(earlier.price) } : null;
    if (JSON.stringify(before) !== JSON.stringify(read)) {
      await recordStaffChange(
        tx,
        staff,
        { entity: 'facility_price', entity_id: facilityId, before, after: read },
        now,
      );
    }
    return read;
  });
}

type MaintenanceRow = typeof facilityMaintenance.$inferSelect;

function maintenanceRead(row: MaintenanceRow, overlapping: number): FacilityMaintenanceRead {
  return {
    maintenance_public_id: row.public_id,
    facility_public_id: row.facility_public_id,
    start_date: row.start_date,
    end_date: row.end_date,
    units: row.units,
    reason: row.reason,
    overlapping_bookings: overlapping,
  };
}

/** A maintenance range's answer, counting the bookings holding units on its nights at `at`. */
async function readMaintenance(
  row: MaintenanceRow,
  tx: Executor,
  at: Date,
): Promise<FacilityMaintenanceRead> {
  return maintenanceRead(row, await overlappingBookings(tx, row.facility_public_id, row, at));
}

/**
 * Refuses taking `units` of facility `facilityId` down when it has fewer.
 * @throws DomainError NOT_FOUND for an unknown facility; VALIDATION_FAILED (field `units`)
 * 'Only {n} units exist: enter at most {n}'.
 */
async function refuseBeyondQuantity(tx: Executor, facilityId: string, units: number) {
  const { quantity } = await requireFacility(tx, facilityId);
  if (units > quantity) {
    const message = catalogueAdminMessages.maintenanceBeyondQuantity(quantity);
    throw new DomainError('VALIDATION_FAILED', message, { fields: { units: message } });
  }
}

/**
 * Takes `body.units` of facility `facilityId` down for maintenance on the nights
 * `body.start_date` to `body.end_date` (both included): that many fewer units are on offer
 * then (shared/src/pricing/facility-schedules.ts unitsOnOffer), to the public, to staff and at
 * the gate from the next sync. Bookings already holding units on those nights are NOT
 * cancelled: the answer counts them (`overlapping_bookings`). A retry with the same
 * `idempotencyKey` answers the row the first made and makes no other.
 * @throws DomainError NOT_FOUND for an unknown facility; VALIDATION_FAILED (field `units`)
 * 'Only {n} units exist: enter at most {n}' for more units than the facility has.
 */
export async function addFacilityMaintenance(
  deps: FacilitySchedulesDeps,
  facilityId: string,
  body: FacilityMaintenanceRequest,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<FacilityMaintenanceRead> {
  const write: ScheduleWrite = {
    ...facilityWrite(deps, facilityId, staff),
    check: (tx) => refuseBeyondQuantity(tx, facilityId, body.units),
  };
  return addSchedule(write, scheduleKinds.maintenance, { body, idempotencyKey }, readMaintenance);
}

/**
 * Partner `partnerId`'s name, for an allocation. A suspended partner may still hold one (its
 * bookings are refused while suspended; the units stay set aside for when it is back).
 * @throws DomainError UNKNOWN_REFERENCE (field `partner_public_id`) 'Unknown partner: {id}', or
 * '{name} is deleted: restore the partner first' for a deleted one.
 */
async function requireAllocatablePartner(tx: Executor, partnerId: string): Promise<string> {
  const [partner] = await tx
    .select({ name: partners.name, deleted_at: partners.deleted_at })
    .from(partners)
    .where(eq(partners.public_id, partnerId));
  const message = !partner
    ? catalogueAdminMessages.partnerNotFound(partnerId)
    : partner.deleted_at
      ? catalogueAdminMessages.partnerDeleted(partner.name)
      : null;
  if (message) {
    throw new DomainError('UNKNOWN_REFERENCE', message, {
      fields: { partner_public_id: message },
    });
  }
  return partner!.name;
}

/**
 * Refuses `body` when, on some night of its range, the facility's allocations overlapping it
 * (all partners', the one a retry with `idempotencyKey` made left out) and `body.units` would
 * set aside more than the facility's `quantity`. The sum only rises where a range starts, so
 * the nights checked are the body's first and every later start inside its range.
 * @throws DomainError VALIDATION_FAILED (field `units`) 'The allocations would set aside {n} of
 * {facility}'s {quantity} units on {night}'.
 */
async function refuseOverAllocation(
  tx: Executor,
  facility: { name: string; quantity: number },
  facilityId: string,
  body: Pick<FacilityAllocationRequest, 'start_date' | 'end_date' | 'units'>,
  idempotencyKey: string | null,
): Promise<void> {
  const others = await tx
    .select({
      start_date: facilityAllocations.start_date,
      end_date: facilityAllocations.end_date,
      units: facilityAllocations.units,
    })
    .from(facilityAllocations)
    .where(
      and(
        eq(facilityAllocations.facility_public_id, facilityId),
        isNull(facilityAllocations.deleted_at),
        lte(facilityAllocations.start_date, body.end_date),
        gte(facilityAllocations.end_date, body.start_date),
        or(
          isNull(facilityAllocations.idempotency_key),
          ne(facilityAllocations.idempotency_key, idempotencyKey ?? ''),
        ),
      ),
    );
  const nights = [
    body.start_date,
    ...others.map((range) => range.start_date).filter((start) => start > body.start_date),
  ].sort();
  for (const night of nights) {
    const units = others
      .filter((range) => range.start_date <= night && night <= range.end_date)
      .reduce((sum, range) => sum + range.units, body.units);
    if (units > facility.quantity) {
      const message = catalogueAdminMessages.overAllocated(
        units,
        facility.name,
        facility.quantity,
        night,
      );
      throw new DomainError('VALIDATION_FAILED', message, { fields: { units: message } });
    }
  }
}

type AllocationRow = typeof facilityAllocations.$inferSelect;

function allocationRead(
  row: AllocationRow,
  partnerName: string,
  overlapping: number,
): FacilityAllocationRead {
  return {
    schedule_public_id: row.public_id,
    partner_public_id: row.partner_public_id,
    partner_name: partnerName,
    start_date: row.start_date,
    end_date: row.end_date,
    units: row.units,
    note: row.note,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    overlapping_bookings: overlapping,
  };
}

/**
 * An allocation's checks before it is added or restored: the facility (its row held until the
 * transaction ends), the partner, and no night set aside beyond the facility's units. Answers
 * the partner's name.
 * @throws DomainError as requireFacility, requireAllocatablePartner and refuseOverAllocation.
 */
async function checkAllocation(
  tx: Executor,
  facilityId: string,
  body: Pick<FacilityAllocationRequest, 'partner_public_id' | 'start_date' | 'end_date' | 'units'>,
  idempotencyKey: string | null,
): Promise<string> {
  const facility = await requireFacility(tx, facilityId, true);
  const partnerName = await requireAllocatablePartner(tx, body.partner_public_id);
  await refuseOverAllocation(tx, facility, facilityId, body, idempotencyKey);
  return partnerName;
}

/** An allocation's answer with partner `partnerName`, counting the bookings holding units at `at`. */
async function readAllocation(
  row: AllocationRow,
  partnerName: string,
  tx: Executor,
  at: Date,
): Promise<FacilityAllocationRead> {
  return allocationRead(
    row,
    partnerName,
    await overlappingBookings(tx, row.facility_public_id, row, at),
  );
}

/**
 * Sets `body.units` of facility `facilityId` aside for partner `body.partner_public_id` on the
 * nights `body.start_date` to `body.end_date` (both included): from then on only that partner's
 * bookings take them, its own bookings counted against them first
 * (shared/src/pricing/facility-schedules.ts unitsSetAside), for the public, staff and the gate
 * from the next sync. A suspended partner may still hold an allocation. Bookings already
 * holding units on those nights stay: the answer counts them (`overlapping_bookings`). Adds of
 * one facility are serialised on its row. A retry with the same `idempotencyKey` answers the
 * row the first made and makes no other.
 * @throws DomainError NOT_FOUND for an unknown facility; UNKNOWN_REFERENCE for an unknown or
 * deleted partner; VALIDATION_FAILED (field `units`) when the facility's allocations would set
 * aside more units than it has on some night.
 */
export async function addFacilityAllocation(
  deps: FacilitySchedulesDeps,
  facilityId: string,
  body: FacilityAllocationRequest,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<FacilityAllocationRead> {
  let partnerName = '';
  const write: ScheduleWrite = {
    ...facilityWrite(deps, facilityId, staff),
    async check(tx) {
      partnerName = await checkAllocation(tx, facilityId, body, idempotencyKey);
    },
  };
  return addSchedule(write, scheduleKinds.allocation, { body, idempotencyKey }, (row, tx, at) =>
    readAllocation(row, partnerName, tx, at),
  );
}

/**
 * Removes facility `facilityId`'s closure, surge, maintenance or allocation `scheduleId` (`kind`): its
 * nights are on offer again, or priced without it, from the next quote and kiosk sync;
 * bookings already made keep their figures. The change log keeps it (`before`, and `after`
 * marked `removed`) and it can be restored. Removing one removed already does nothing more.
 * @throws DomainError NOT_FOUND for an unknown facility or schedule.
 */
export async function removeFacilitySchedule(
  deps: FacilitySchedulesDeps,
  facilityId: string,
  kind: keyof typeof scheduleKinds,
  scheduleId: string,
  staff: Staff,
): Promise<void> {
  await removeSchedule(facilityWrite(deps, facilityId, staff), scheduleKinds[kind], scheduleId);
}

/**
 * Restores facility `facilityId`'s removed closure, surge, maintenance or allocation
 * `scheduleId` (`kind`): in force again from the next quote and kiosk sync, and answered as its
 * add answers it. A maintenance range or allocation is checked again as its add is. Restoring
 * one in force answers it and does nothing more.
 * @throws DomainError NOT_FOUND for an unknown facility or schedule; the add's refusal
 * (VALIDATION_FAILED more units than the facility has, or over-allocated; UNKNOWN_REFERENCE a
 * deleted partner).
 */
export function restoreFacilitySchedule(
  deps: FacilitySchedulesDeps,
  facilityId: string,
  kind: keyof typeof scheduleKinds,
  scheduleId: string,
  staff: Staff,
): Promise<
  FacilityUnavailabilityRead | FacilitySurgeRead | FacilityMaintenanceRead | FacilityAllocationRead
> {
  const write = facilityWrite(deps, facilityId, staff);
  switch (kind) {
    case 'unavailability':
      return restoreSchedule(write, scheduleKinds.unavailability, scheduleId, readUnavailability);
    case 'surge':
      return restoreSchedule(write, scheduleKinds.surge, scheduleId, surgeRead);
    case 'maintenance':
      return restoreSchedule(
        write,
        scheduleKinds.maintenance,
        scheduleId,
        readMaintenance,
        (tx, row) => refuseBeyondQuantity(tx, facilityId, row.units),
      );
    case 'allocation':
      return restoreSchedule(
        write,
        scheduleKinds.allocation,
        scheduleId,
        async (row, tx, at) => {
          const [partner] = await tx
            .select({ name: partners.name })
            .from(partners)
            .where(eq(partners.public_id, row.partner_public_id));
          return readAllocation(row, partner?.name ?? '', tx, at);
        },
        (tx, row) => checkAllocation(tx, facilityId, row, null),
      );
  }
}

/**
 * Facility `facilityId`'s closures, surges, maintenance and allocations as its page lists
 * them, by start date.
 */
export async function readFacilitySchedulesAdmin(
  db: Executor,
  facilityId: string,
): Promise<Pick<FacilityAdminRead, 'unavailability' | 'surges' | 'maintenance' | 'allocations'>> {
  const [closuresAndSurges, maintenance, allocations] = await Promise.all([
    listClosuresAndSurges(db, scheduleKinds, facilityId),
    listMaintenance(db, scheduleKinds.maintenance, facilityId),
    listAllocations(db, facilityId),
  ]);
  return { ...closuresAndSurges, maintenance, allocations };
}
