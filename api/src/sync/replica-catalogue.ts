/**
 * The catalogue a kiosk keeps in its replica: the conservancy (for receipts: its KRA PIN and tax
 * rates; facilities and activities say which carry VAT), what walk-ins are
 * priced from (conservation and vehicle fees, facilities, activities, pricing groups, causes,
 * currencies with the rates in force at `at`) and the lookups the gate screens offer (gates,
 * each with the destination it admits to, entry modes, destinations, pick-up locations).
 *
 * spec: research offline-checkin-anchors.md §1 (what is downloaded: items, settings, tax
 * rules); pricing-rules.md (the kiosk prices with the same engine); the fee schedules of every
 * destination, and the VAT and catering levy in force on the day of `at` (catalogue-settings).
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import type { ReplicaCatalogue } from '@hifadhi/shared/schemas/sync';
import { asc, isNull } from 'drizzle-orm';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import { readOfferedCateringTypes } from '../catalogue-settings/catering-types';
import { taxRatesInForce } from '../catalogue-settings/tax-rates';
import type { Executor } from '../db/database';
import * as t from '../db/schema/catalogue';

export async function readReplicaCatalogue(
  db: Executor,
  catalogueCache: CatalogueCache,
  at: Date,
): Promise<ReplicaCatalogue> {
  const [snapshot, [conservancy], gates, entry_modes, destinations, pick_up_locations] =
    await Promise.all([
      catalogueCache.snapshot(at),
      db
        .select({
          name: t.conservancy.name,
          time_zone: t.conservancy.time_zone,
          contact_phone: t.conservancy.contact_phone,
          reservations_email: t.conservancy.reservations_email,
          vat_rate: t.conservancy.vat_rate,
          catering_levy_rate: t.conservancy.catering_levy_rate,
          kra_pin: t.conservancy.kra_pin,
        })
        .from(t.conservancy),
      db
        .select({
          gate_public_id: t.gates.gate_public_id,
          gate_name: t.gates.gate_name,
          entry_mode_public_id: t.gates.entry_mode_public_id,
          destination_public_id: t.gates.destination_public_id,
        })
        .from(t.gates)
        .orderBy(asc(t.gates.sort_order)),
      db
        .select({
          entry_mode_public_id: t.entryModes.entry_mode_public_id,
          entry_mode_name: t.entryModes.entry_mode_name,
        })
        .from(t.entryModes)
        .where(isNull(t.entryModes.deleted_at))
        .orderBy(asc(t.entryModes.sort_order)),
      db
        .select({
          destination_public_id: t.destinations.destination_public_id,
          destination_name: t.destinations.destination_name,
        })
        .from(t.destinations)
        // A deleted destination is offered to no walk-in; the gates stay whole, so a kiosk at a
        // deleted gate still names its own gate on receipts.
        .where(isNull(t.destinations.deleted_at))
        .orderBy(asc(t.destinations.sort_order)),
      db
        .select({
          location_public_id: t.pickUpLocations.location_public_id,
          location_name: t.pickUpLocations.location_name,
        })
        .from(t.pickUpLocations)
        .where(isNull(t.pickUpLocations.deleted_at))
        .orderBy(asc(t.pickUpLocations.sort_order)),
    ]);
  if (!conservancy) throw new Error('The catalogue has no conservancy row');
  // A deleted catering type is offered to no walk-in.
  const pricing_groups = await readOfferedCateringTypes(db);
  const { catalogue } = snapshot;
  // Tax rates as scheduled for today; the next day's sync sends the next day's (the section is
  // resent whenever its content changes). The fees go with their schedules, so the kiosk
  // prices each day of a walk-in at its destination (pricing/fee-schedules.ts).
  const today = calendarDateAt(at);
  return {
    conservancy: { ...conservancy, ...taxRatesInForce(conservancy, snapshot.tax_rates, today) },
    currencies: catalogue.currencies,
    destinations,
    entry_modes,
    gates,
    conservation_fees: catalogue.conservation_fees,
    vehicle_fees: catalogue.vehicle_fees,
    fee_schedules: snapshot.fee_schedules,
    pricing_groups,
    facilities: catalogue.facilities,
    pick_up_locations,
    activities: catalogue.activities,
    causes: catalogue.causes,
  };
}
