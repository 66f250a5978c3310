/**
 * An item's schedules as its back-office page lists them, each kind by start date: a
 * facility's or an activity's closures and surges, and a facility's maintenance.
 *
 * spec: membership-backoffice.md §3 (Facility, Activity: schedules); api-contract.md
 * §Catalogue administration.
 */
import type { FacilityAdminRead } from '@hifadhi/shared/schemas/facility-admin';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import type { facilitySurges, facilityUnavailability } from '../db/schema/catalogue-admin';
import type {
  activitySurges,
  activityUnavailability,
  facilityMaintenance,
} from '../db/schema/catalogue-schedules';
import type { ScheduleKind, ScheduleTable } from './schedule-writes';

type Lists = Pick<FacilityAdminRead, 'unavailability' | 'surges' | 'maintenance'>;

/** The closure and surge kinds of a facility or an activity. */
export interface ClosureAndSurgeKinds {
  unavailability: ScheduleKind<typeof facilityUnavailability | typeof activityUnavailability>;
  surge: ScheduleKind<typeof facilitySurges | typeof activitySurges>;
}

/** Owner `ownerId`'s schedules of `kind`, by start date. */
function scheduleRows<T extends ScheduleTable>(
  db: Executor,
  kind: ScheduleKind<T>,
  ownerId: string,
): Promise<T['$inferSelect'][]> {
  const table = kind.table as typeof facilityUnavailability;
  return db
    .select()
    .from(table)
    .where(eq(kind.owner, ownerId))
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
