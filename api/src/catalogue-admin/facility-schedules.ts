/**
 * A facility's schedules, written by staff: closures (unavailability), surge schedules,
 * maintenance (units down) and price changes. Each write checks the facility exists, is recorded in the catalogue's change
 * log in the same transaction, and moves the catalogue's version (triggers of migration 0023),
 * so the next quote, availability answer, booking and kiosk sync use it.
 *
 * spec: api-contract.md §Catalogue administration; membership-backoffice.md §2.5 (Facilities).
 */

import { DomainError } from '@hifadhi/shared/errors';
import type {
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
import { and, eq, sql } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { bookingFacilities } from '../db/schema/bookings';
import { facilities } from '../db/schema/catalogue';
import {
  facilityPriceChanges,
  facilitySurges,
  facilityUnavailability,
} from '../db/schema/catalogue-admin';
import { facilityMaintenance } from '../db/schema/catalogue-schedules';
import { recordStaffChange } from '../logs/staff-changes';
import { storedPriceList } from './read-facility-schedules';
import { listClosuresAndSurges, listMaintenance } from './schedule-lists';
import {
  addSchedule,
  bookingsHolding,
  removeSchedule,
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
} as const;

/**
 * The facility's units (quantity).
 * @throws DomainError NOT_FOUND 'Unknown facility: {id}' when the catalogue has no such facility.
 */
async function requireFacility(tx: Executor, facilityId: string): Promise<{ quantity: number }> {
  const [facility] = await tx
    .select({ quantity: facilities.quantity })
    .from(facilities)
    .where(eq(facilities.public_id, facilityId));
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
    async (row, tx, at) =>
      unavailabilityRead(row, await overlappingBookings(tx, facilityId, row, at)),
  );
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
    async check(tx) {
      const { quantity } = await requireFacility(tx, facilityId);
      if (body.units > quantity) {
        const message = catalogueAdminMessages.maintenanceBeyondQuantity(quantity);
        throw new DomainError('VALIDATION_FAILED', message, { fields: { units: message } });
      }
    },
  };
  return addSchedule(
    write,
    scheduleKinds.maintenance,
    { body, idempotencyKey },
    async (row, tx, at) => maintenanceRead(row, await overlappingBookings(tx, facilityId, row, at)),
  );
}

/**
 * Removes facility `facilityId`'s closure, surge or maintenance `scheduleId` (`kind`): its
 * nights are on offer again, or priced without it, from the next quote and kiosk sync;
 * bookings already made keep their figures. The change log keeps it (`before`, and `after`
 * marked `removed`). Removing one already gone answers NOT_FOUND.
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

/** Facility `facilityId`'s closures, surges and maintenance as its page lists them, by start date. */
export async function readFacilitySchedulesAdmin(
  db: Executor,
  facilityId: string,
): Promise<Pick<FacilityAdminRead, 'unavailability' | 'surges' | 'maintenance'>> {
  const [closuresAndSurges, maintenance] = await Promise.all([
    listClosuresAndSurges(db, scheduleKinds, facilityId),
    listMaintenance(db, scheduleKinds.maintenance, facilityId),
  ]);
  return { ...closuresAndSurges, maintenance };
}
