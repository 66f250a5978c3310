/**
 * The pricing catalogue kept in memory, so a quote costs one small query instead of a dozen.
 * Every write to a catalogue table moves `catalogue_version.version` in its own transaction
 * (migration 0003); each call reads that number and reloads when it has moved, and also when
 * the instant asked for lies outside the span in which the cached exchange rates are the ones
 * in force (a rate appended with a future `effective_at` takes over on time). Booking state
 * is never cached here.
 *
 * spec: api-contract.md §Quote; ARCHITECTURE.md §Running it (no booking state in memory).
 */
import type { PromoCode } from '@hifadhi/shared/catalogue/catalogue';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FeeScheduleEntry } from '../catalogue-settings/fee-schedule-rules';
import { readFeeSchedules } from '../catalogue-settings/fee-schedules';
import { readTaxRateHistory, type TaxRateEntry } from '../catalogue-settings/tax-rates';
import type { Database } from '../db/database';
import * as t from '../db/schema/catalogue';
import { type PricingCatalogueView, readPricingCatalogue } from './catalogue-repository';

/** The catalogue a quote or a booking is checked and priced against. */
export interface CatalogueSnapshot {
  /** Conservation and vehicle fees, facilities, activities, pricing groups, causes, and the
   * currencies with the rates in force at the instant asked for. */
  catalogue: PricingCatalogueView;
  /** Active promo codes (an inactive or deleted code is not here, so it is refused). */
  promo_codes: PromoCode[];
  /** Conservation and vehicle fee schedules (catalogue-settings/fee-schedule-rules.ts). */
  fee_schedules: FeeScheduleEntry[];
  /** The VAT and catering levy rates' history (catalogue-settings/tax-rates.ts). */
  tax_rates: TaxRateEntry[];
  /** Each live gate with the destination it admits to (a booking's `entry_point` must be one of
   * its destination's gates; a deleted gate is not here, so it is refused). */
  gates: { gate_public_id: string; gate_name: string; destination_public_id: string }[];
  /** Each deleted gate, by name (a booking naming one is told it is no longer an entry point). */
  deleted_gates: { gate_public_id: string; gate_name: string }[];
  /** Every destination, deleted ones too (names for messages; checkDestination refuses a
   * deleted one). */
  destinations: { destination_public_id: string; destination_name: string }[];
  entry_modes: { entry_mode_public_id: string }[];
  pick_up_locations: { location_public_id: string }[];
}

export interface CatalogueCache {
  /**
   * The catalogue as it stands now, with the rates in force at `at`. A caller that has just
   * read `catalogue_version.version` itself (in the same statement as its own query) passes
   * it as `version`, saving the round trip that reads it.
   */
  snapshot(at: Date, version?: number): Promise<CatalogueSnapshot>;
}

interface Entry {
  version: number;
  /** Instants (ms) between which the cached rates are the ones in force: [from, until). */
  rates_from: number;
  rates_until: number;
  snapshot: CatalogueSnapshot;
}

/** Reads the catalogue's version (a statement postgres.js keeps prepared). */
function versionReader(db: Database): () => Promise<number> {
  return async () => {
    const [row] = await db.$client<{ version: string }[]>`select version from catalogue_version`;
    return Number(row?.version ?? 0);
  };
}

/** When the rates in force at `at` took effect, and when the next appended rate takes over. */
async function readRatesSpan(db: Database, at: Date): Promise<{ from: number; until: number }> {
  const instant = at.toISOString();
  const result = await db.execute<{ from_ms: number | null; until_ms: number | null }>(sql`
    select
      (extract(epoch from max(${t.currencyRates.effective_at})
        filter (where ${t.currencyRates.effective_at} <= ${instant}::timestamptz)) * 1000)::float8 as from_ms,
      (extract(epoch from min(${t.currencyRates.effective_at})
        filter (where ${t.currencyRates.effective_at} > ${instant}::timestamptz)) * 1000)::float8 as until_ms
    from ${t.currencyRates}`);
  const row = result[0];
  return {
    from: row?.from_ms ?? Number.NEGATIVE_INFINITY,
    until: row?.until_ms ?? Number.POSITIVE_INFINITY,
  };
}

/**
 * Reads the whole snapshot. It is labelled with the version read before it and kept only when
 * the version read after it is the same: no catalogue change committed while it was read.
 */
async function load(
  db: Database,
  readVersion: () => Promise<number>,
  at: Date,
): Promise<{ entry: Entry; consistent: boolean }> {
  const version = await readVersion();
  const [
    catalogue,
    promo_codes,
    everyGate,
    destinations,
    entry_modes,
    pick_up_locations,
    span,
    fee_schedules,
    tax_rates,
  ] = await Promise.all([
    readPricingCatalogue(db, at),
    db
      .select({
        code: t.promoCodes.code,
        percentage_off: t.promoCodes.percentage_off,
        start_date: t.promoCodes.start_date,
        end_date: t.promoCodes.end_date,
        max_uses: t.promoCodes.max_uses,
      })
      .from(t.promoCodes)
      .where(and(eq(t.promoCodes.active, true), isNull(t.promoCodes.deleted_at)))
      .orderBy(asc(t.promoCodes.sort_order)),
    db
      .select({
        gate_public_id: t.gates.gate_public_id,
        gate_name: t.gates.gate_name,
        destination_public_id: t.gates.destination_public_id,
        deleted: sql<boolean>`${t.gates.deleted_at} is not null`,
      })
      .from(t.gates),
    db
      .select({
        destination_public_id: t.destinations.destination_public_id,
        destination_name: t.destinations.destination_name,
      })
      .from(t.destinations),
    db
      .select({ entry_mode_public_id: t.entryModes.entry_mode_public_id })
      .from(t.entryModes)
      .where(isNull(t.entryModes.deleted_at)),
    db
      .select({ location_public_id: t.pickUpLocations.location_public_id })
      .from(t.pickUpLocations)
      .where(isNull(t.pickUpLocations.deleted_at)),
    readRatesSpan(db, at),
    readFeeSchedules(db),
    readTaxRateHistory(db),
  ]);
  const consistent = (await readVersion()) === version;
  const gates = everyGate.filter((gate) => !gate.deleted).map(({ deleted, ...gate }) => gate);
  const deleted_gates = everyGate
    .filter((gate) => gate.deleted)
    .map(({ gate_public_id, gate_name }) => ({ gate_public_id, gate_name }));
  return {
    entry: {
      version,
      rates_from: span.from,
      rates_until: span.until,
      snapshot: {
        catalogue,
        promo_codes,
        fee_schedules,
        tax_rates,
        gates,
        deleted_gates,
        destinations,
        entry_modes,
        pick_up_locations,
      },
    },
    consistent,
  };
}

/**
 * A cache over `db` (one per API process; see the module comment). Concurrent calls that
 * miss share one load.
 */
export function createCatalogueCache(db: Database): CatalogueCache {
  const readVersion = versionReader(db);
  let current: Entry | undefined;
  let loading: Promise<{ entry: Entry; consistent: boolean }> | undefined;

  const fits = (entry: Entry | undefined, version: number, at: number): boolean =>
    entry !== undefined &&
    entry.version >= version &&
    entry.rates_from <= at &&
    at < entry.rates_until;

  return {
    async snapshot(at, knownVersion) {
      const version = knownVersion ?? (await readVersion());
      const instant = at.getTime();
      if (current && fits(current, version, instant)) return current.snapshot;
      loading ??= load(db, readVersion, at).finally(() => {
        loading = undefined;
      });
      const loaded = await loading;
      if (loaded.consistent && (!current || loaded.entry.version >= current.version)) {
        current = loaded.entry;
      }
      if (fits(loaded.entry, version, instant)) return loaded.entry.snapshot;
      return (await load(db, readVersion, at)).entry.snapshot;
    },
  };
}
