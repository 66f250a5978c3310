/**
 * A facility's schedules as the catalogue carries them (`price_changes`, `unavailability`,
 * `surges`; shared/src/catalogue/catalogue.ts): read for the pricing catalogue the API caches,
 * quotes and books with, and sends to the kiosks' replicas. Each list is in date order; a
 * facility without any schedule of a kind gets no key for it.
 *
 * spec: api-contract.md §Catalogue administration.
 */
import {
  type Facility,
  type FacilityPrice,
  type FacilityUnavailability,
  facilityPriceSchema,
} from '@hifadhi/shared/catalogue/catalogue';
import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  facilityPriceChanges,
  facilitySurges,
  facilityUnavailability,
} from '../db/schema/catalogue-admin';

type Schedules = Pick<Facility, 'price_changes' | 'unavailability' | 'surges'>;

/** The stored price list of a price change, checked with the catalogue's schema. */
export function storedPriceList(value: unknown): FacilityPrice[] {
  return facilityPriceSchema.array().parse(value);
}

/** Facility public id → its schedules, for the facilities of `ids` that have any. */
export async function readFacilitySchedules(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, Schedules>> {
  const [changes, closures, surges] = await Promise.all([
    db
      .select()
      .from(facilityPriceChanges)
      .where(inArray(facilityPriceChanges.facility_public_id, [...ids]))
      .orderBy(asc(facilityPriceChanges.effective_from)),
    db
      .select()
      .from(facilityUnavailability)
      .where(inArray(facilityUnavailability.facility_public_id, [...ids]))
      .orderBy(asc(facilityUnavailability.start_date), asc(facilityUnavailability.id)),
    db
      .select()
      .from(facilitySurges)
      .where(inArray(facilitySurges.facility_public_id, [...ids]))
      .orderBy(asc(facilitySurges.start_date), asc(facilitySurges.id)),
  ]);
  const schedules = new Map<string, Schedules>();
  const of = (id: string) => {
    const entry = schedules.get(id) ?? {};
    schedules.set(id, entry);
    return entry;
  };
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
  return schedules;
}

/**
 * Facility public id → its closures touching the nights [from, until), read inside a booking's
 * transaction (after the facility rows are locked), for the no-overbooking check.
 */
export async function readClosuresOf(
  db: Executor,
  ids: readonly string[],
  nights: { from: string; until: string },
): Promise<Map<string, FacilityUnavailability[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      facility_public_id: facilityUnavailability.facility_public_id,
      start_date: facilityUnavailability.start_date,
      end_date: facilityUnavailability.end_date,
    })
    .from(facilityUnavailability)
    .where(
      and(
        inArray(facilityUnavailability.facility_public_id, [...ids]),
        lt(facilityUnavailability.start_date, nights.until),
        gte(facilityUnavailability.end_date, nights.from),
      ),
    );
  const closures = new Map<string, FacilityUnavailability[]>();
  for (const { facility_public_id, ...range } of rows) {
    closures.set(facility_public_id, [...(closures.get(facility_public_id) ?? []), range]);
  }
  return closures;
}
