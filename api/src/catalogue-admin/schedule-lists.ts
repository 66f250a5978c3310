/**
 * An item's schedules in force (removed ones left out) as its back-office page lists them, each kind by start date: a
 * facility's or an activity's closures and surges, and a facility's maintenance and
 * allocations (with their partner's name).
 *
 * spec: membership-backoffice.md §3 (Facility, Activity: schedules); api-contract.md
 * §Catalogue administration.
 */
import type { FacilityAdminRead } from '@hifadhi/shared/schemas/facility-admin';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { partners } from '../db/schema/catalogue';
import type { facilitySurges, facilityUnavailability } from '../db/schema/catalogue-admin';
import type {
  activitySurges,
  activityUnavailability,
  facilityMaintenance,
} from '../db/schema/catalogue-schedules';
import { facilityAllocations } from '../db/schema/facility-allocations';
import type { ScheduleKind, ScheduleTable } from './schedule-writes';

type Lists = Pick<FacilityAdminRead, 'unavailability' | 'surges' | 'maintenance' | 'allocations'>;

/** The closure and surge kinds of a facility or an activity. */
export interface ClosureAndSurgeKinds {
  unavailability: ScheduleKind<typeof facilityUnavailability | typeof activityUnavailability>;
  surge: ScheduleKind<typeof facilitySurges | typeof activitySurges>;
}

/** Owner `ownerId`'s schedules of `kind` in force (not removed), by start date. */
function scheduleRows<T extends ScheduleTable>(
  db: Executor,
  kind: ScheduleKind<T>,
  ownerId: string,
): Promise<T['$inferSelect'][]> {
  const table = kind.table as typeof facilityUnavailability;
  return db
    .select()
    .from(table)
    .where(and(eq(kind.owner, ownerId), isNull(table.deleted_at)))
    .orderBy(asc(table.start_date), asc(table.id)) as Promise<T['$inferSelect'][]>;
}

/** Owner `ownerId`'s closures and surges (`kinds`) as its page lists them. */
export async function listClosuresAndSurges(
  db: Executor,
  kinds: ClosureAndSurgeKinds,
  ownerId: string,
): Promise<Pick<Lists, 'unavailability' | 'surges'>> {
  const [closures, surges] = await Promise.all([
    scheduleRows(db, kinds.unavailability, ownerId),
    scheduleRows(db, kinds.surge, ownerId),
  ]);
  return {
    unavailability: closures.map((closure) => ({
      unavailability_public_id: closure.public_id,
      start_date: closure.start_date,
      end_date: closure.end_date,
      reason: closure.reason,
    })),
    surges: surges.map((surge) => ({
      surge_public_id: surge.public_id,
      start_date: surge.start_date,
      end_date: surge.end_date,
      percentage: surge.percentage,
    })),
  };
}

/** Facility `facilityId`'s maintenance ranges (`kind`) as its page lists them. */
export async function listMaintenance(
  db: Executor,
  kind: ScheduleKind<typeof facilityMaintenance>,
  facilityId: string,
): Promise<Lists['maintenance']> {
  const rows = await scheduleRows(db, kind, facilityId);
  return rows.map((down) => ({
    maintenance_public_id: down.public_id,
    start_date: down.start_date,
    end_date: down.end_date,
    units: down.units,
    reason: down.reason,
  }));
}

/** Facility `facilityId`'s allocations with their partner's name, by start date. */
export async function listAllocations(
  db: Executor,
  facilityId: string,
): Promise<Lists['allocations']> {
  const rows = await db
    .select({ allocation: facilityAllocations, partner_name: partners.name })
    .from(facilityAllocations)
    .innerJoin(partners, eq(partners.public_id, facilityAllocations.partner_public_id))
    .where(
      and(
        eq(facilityAllocations.facility_public_id, facilityId),
        isNull(facilityAllocations.deleted_at),
      ),
    )
    .orderBy(asc(facilityAllocations.start_date), asc(facilityAllocations.id));
  return rows.map(({ allocation, partner_name }) => ({
    schedule_public_id: allocation.public_id,
    partner_public_id: allocation.partner_public_id,
    partner_name,
    start_date: allocation.start_date,
    end_date: allocation.end_date,
    units: allocation.units,
    note: allocation.note,
    created_by: allocation.created_by,
    created_at: allocation.created_at.toISOString(),
  }));
}
