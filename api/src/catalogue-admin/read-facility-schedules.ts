/**
 * A facility's schedules as the catalogue carries them (`price_changes`, `unavailability`,
 * `surges`, `maintenance`, `allocations`; shared/src/catalogue/catalogue.ts), and an activity's
 * (`price_changes`, `unavailability`, `surges`): read for the pricing catalogue the API caches, quotes and books
 * with, and sends to the kiosks' replicas. Each list is in date order; an item without any
 * schedule of a kind gets no key for it.
 *
 * spec: api-contract.md §Catalogue administration; membership-backoffice.md §3.
 */
import {
  type Activity,
  type Facility,
  type FacilityPrice,
  type FacilityUnavailability,
  facilityPriceSchema,
} from '@hifadhi/shared/catalogue/catalogue';
import { and, asc, eq, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { activityPriceChanges } from '../db/schema/activity-price-changes';
import { partners } from '../db/schema/catalogue';
import {
  facilityPriceChanges,
  facilitySurges,
  facilityUnavailability,
} from '../db/schema/catalogue-admin';
import {
  activitySurges,
  activityUnavailability,
  facilityMaintenance,
} from '../db/schema/catalogue-schedules';
import { facilityAllocations } from '../db/schema/facility-allocations';
import { storedActivityPriceList } from './activity-price-changes';

type Schedules = Pick<
  Facility,
  'price_changes' | 'unavailability' | 'surges' | 'maintenance' | 'allocations'
>;
type ActivitySchedules = Pick<Activity, 'price_changes' | 'unavailability' | 'surges'>;

/** `map`'s entry for `id`, made empty when it has none. */
function entryOf<T extends object>(map: Map<string, T>, id: string): T {
  const entry = map.get(id) ?? ({} as T);
  map.set(id, entry);
  return entry;
}

/** The stored price list of a price change, checked with the catalogue's schema. */
export function storedPriceList(value: unknown): FacilityPrice[] {
  return facilityPriceSchema.array().parse(value);
}

/**
 * The allocations meeting `where` in force (not removed) of partners not deleted (a deleted partner books nothing, so
 * its allocation sets nothing aside; a suspended one's still does), by start date.
 */
function liveAllocations(db: Executor, where: SQL) {
  return db
    .select({
      facility_public_id: facilityAllocations.facility_public_id,
      start_date: facilityAllocations.start_date,
      end_date: facilityAllocations.end_date,
      units: facilityAllocations.units,
      partner_public_id: facilityAllocations.partner_public_id,
    })
    .from(facilityAllocations)
    .innerJoin(partners, eq(partners.public_id, facilityAllocations.partner_public_id))
    .where(and(where, isNull(facilityAllocations.deleted_at), isNull(partners.deleted_at)))
    .orderBy(asc(facilityAllocations.start_date), asc(facilityAllocations.id));
}

/** Facility public id → its schedules, for the facilities of `ids` that have any. */
export async function readFacilitySchedules(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, Schedules>> {
  const [changes, closures, surges, maintenance, allocations] = await Promise.all([
    db
      .select()
      .from(facilityPriceChanges)
      .where(inArray(facilityPriceChanges.facility_public_id, [...ids]))
      .orderBy(asc(facilityPriceChanges.effective_from)),
    db
      .select()
      .from(facilityUnavailability)
      .where(
        and(
          inArray(facilityUnavailability.facility_public_id, [...ids]),
          isNull(facilityUnavailability.deleted_at),
        ),
      )
      .orderBy(asc(facilityUnavailability.start_date), asc(facilityUnavailability.id)),
    db
      .select()
      .from(facilitySurges)
      .where(
        and(
          inArray(facilitySurges.facility_public_id, [...ids]),
          isNull(facilitySurges.deleted_at),
        ),
      )
      .orderBy(asc(facilitySurges.start_date), asc(facilitySurges.id)),
    db
      .select()
      .from(facilityMaintenance)
      .where(
        and(
          inArray(facilityMaintenance.facility_public_id, [...ids]),
          isNull(facilityMaintenance.deleted_at),
        ),
      )
      .orderBy(asc(facilityMaintenance.start_date), asc(facilityMaintenance.id)),
    liveAllocations(db, inArray(facilityAllocations.facility_public_id, [...ids])),
  ]);
  const schedules = new Map<string, Schedules>();
  const of = (id: string) => entryOf(schedules, id);
  for (const row of changes) {
    const entry = of(row.facility_public_id);
    entry.price_changes = [
      ...(entry.price_changes ?? []),
      { effective_from: row.effective_from, price: storedPriceList(row.price) },
    ];
  }
  for (const row of closures) {
    const entry = of(row.facility_public_id);
    entry.unavailability = [
      ...(entry.unavailability ?? []),
      { start_date: row.start_date, end_date: row.end_date },
    ];
  }
  for (const row of surges) {
    const entry = of(row.facility_public_id);
    entry.surges = [
      ...(entry.surges ?? []),
      { start_date: row.start_date, end_date: row.end_date, percentage: row.percentage },
    ];
  }
  for (const row of maintenance) {
    const entry = of(row.facility_public_id);
    entry.maintenance = [
      ...(entry.maintenance ?? []),
      { start_date: row.start_date, end_date: row.end_date, units: row.units },
    ];
  }
  for (const { facility_public_id, ...range } of allocations) {
    const entry = of(facility_public_id);
    entry.allocations = [...(entry.allocations ?? []), range];
  }
  return schedules;
}

/** Activity public id → its price changes, closures and surges, for the activities that have any. */
export async function readActivitySchedules(db: Executor): Promise<Map<string, ActivitySchedules>> {
  const [closures, surges, changes] = await Promise.all([
    db
      .select()
      .from(activityUnavailability)
      .where(isNull(activityUnavailability.deleted_at))
      .orderBy(asc(activityUnavailability.start_date), asc(activityUnavailability.id)),
    db
      .select()
      .from(activitySurges)
      .where(isNull(activitySurges.deleted_at))
      .orderBy(asc(activitySurges.start_date), asc(activitySurges.id)),
    db.select().from(activityPriceChanges).orderBy(asc(activityPriceChanges.effective_from)),
  ]);
  const schedules = new Map<string, ActivitySchedules>();
  for (const row of changes) {
    const entry = entryOf(schedules, row.activity_public_id);
    entry.price_changes = [
      ...(entry.price_changes ?? []),
      { effective_from: row.effective_from, price: storedActivityPriceList(row.price) },
    ];
  }
  for (const row of closures) {
    const entry = entryOf(schedules, row.activity_public_id);
    entry.unavailability = [
      ...(entry.unavailability ?? []),
      { start_date: row.start_date, end_date: row.end_date },
    ];
  }
  for (const row of surges) {
    const entry = entryOf(schedules, row.activity_public_id);
    entry.surges = [
      ...(entry.surges ?? []),
      { start_date: row.start_date, end_date: row.end_date, percentage: row.percentage },
    ];
  }
  return schedules;
}

/**
 * Facility public id → its closures, maintenance and (live partners') allocations touching the
 * nights [from, until), read inside a booking's transaction (after the facility rows are
 * locked), for the no-overbooking check.
 */
export async function readClosuresOf(
  db: Executor,
  ids: readonly string[],
  nights: { from: string; until: string },
): Promise<Map<string, Pick<Facility, 'unavailability' | 'maintenance' | 'allocations'>>> {
  const found = new Map<string, Pick<Facility, 'unavailability' | 'maintenance' | 'allocations'>>();
  if (ids.length === 0) return found;
  const [closures, maintenance, allocations] = await Promise.all([
    db
      .select({
        facility_public_id: facilityUnavailability.facility_public_id,
        start_date: facilityUnavailability.start_date,
        end_date: facilityUnavailability.end_date,
      })
      .from(facilityUnavailability)
      .where(
        and(
          inArray(facilityUnavailability.facility_public_id, [...ids]),
          isNull(facilityUnavailability.deleted_at),
          lt(facilityUnavailability.start_date, nights.until),
          gte(facilityUnavailability.end_date, nights.from),
        ),
      ),
    db
      .select({
        facility_public_id: facilityMaintenance.facility_public_id,
        start_date: facilityMaintenance.start_date,
        end_date: facilityMaintenance.end_date,
        units: facilityMaintenance.units,
      })
      .from(facilityMaintenance)
      .where(
        and(
          inArray(facilityMaintenance.facility_public_id, [...ids]),
          isNull(facilityMaintenance.deleted_at),
          lt(facilityMaintenance.start_date, nights.until),
          gte(facilityMaintenance.end_date, nights.from),
        ),
      ),
    liveAllocations(
      db,
      and(
        inArray(facilityAllocations.facility_public_id, [...ids]),
        lt(facilityAllocations.start_date, nights.until),
        gte(facilityAllocations.end_date, nights.from),
      )!,
    ),
  ]);
  for (const { facility_public_id, ...range } of closures) {
    const entry = entryOf(found, facility_public_id);
    entry.unavailability = [...(entry.unavailability ?? []), range];
  }
  for (const { facility_public_id, ...range } of maintenance) {
    const entry = entryOf(found, facility_public_id);
    entry.maintenance = [...(entry.maintenance ?? []), range];
  }
  for (const { facility_public_id, ...range } of allocations) {
    const entry = entryOf(found, facility_public_id);
    entry.allocations = [...(entry.allocations ?? []), range];
  }
  return found;
}

/**
 * Activity public id → its closures touching `dates`, read inside a booking's transaction
 * (after the activity rows are locked), for the no-overbooking check.
 */
export async function readActivityClosuresOf(
  db: Executor,
  ids: readonly string[],
  dates: readonly string[],
): Promise<Map<string, FacilityUnavailability[]>> {
  const closures = new Map<string, FacilityUnavailability[]>();
  if (ids.length === 0 || dates.length === 0) return closures;
  const sorted = [...dates].sort();
  const rows = await db
    .select({
      activity_public_id: activityUnavailability.activity_public_id,
      start_date: activityUnavailability.start_date,
      end_date: activityUnavailability.end_date,
    })
    .from(activityUnavailability)
    .where(
      and(
        inArray(activityUnavailability.activity_public_id, [...ids]),
        isNull(activityUnavailability.deleted_at),
        lte(activityUnavailability.start_date, sorted.at(-1)!),
        gte(activityUnavailability.end_date, sorted[0]!),
      ),
    );
  for (const { activity_public_id, ...range } of rows) {
    closures.set(activity_public_id, [...(closures.get(activity_public_id) ?? []), range]);
  }
  return closures;
}
