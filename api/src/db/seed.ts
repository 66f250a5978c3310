/**
 * Seeds the demo catalogue (Kijani Conservancy) into an empty database, once: the first call
 * records the seed in `seed_runs` inside the same transaction, later calls change nothing.
 * Relative dates of the catalogue ("+30d") resolve against the conservancy's date at `now`,
 * and the currencies' rates take effect at `now`.
 *
 * Staff access is seeded apart (`seedStaffAccess`), each part once: the starting roles, menus
 * and features always; the demo catalogue's staff users only when the `DEMO_STAFF` setting
 * allows it (never in production). Features a release adds are added on every start.
 *
 * spec: api-contract.md §Running (seeded with the demo catalogue on first start);
 * membership-backoffice.md §6 (roles, menus, features).
 */
import type { Catalogue } from '@hifadhi/shared/catalogue/catalogue';
import { facilityPricingRule } from '@hifadhi/shared/catalogue/facility-types';
import { demoCatalogue } from '@hifadhi/shared/catalogue/load-catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import type { PgTable } from 'drizzle-orm/pg-core';
import { addMissingAccessFeatures, seedAccessControl } from '../auth/seed-access-control';
import { insertPartnerLodgesAndSchoolFees } from '../catalogue/partner-lodges-and-school-fees';
import { addAccommodationTypes } from '../catalogue-settings/accommodation-types';
import { seedDemoStaff } from '../users/seed-demo-staff';
import type { Database, Transaction } from './database';
import * as t from './schema/catalogue';
import { facilityTypes } from './schema/facility-types';

const DEMO_CATALOGUE_SEED = 'demo-catalogue';
const ACCESS_CONTROL_SEED = 'access-control';
const DEMO_STAFF_SEED = 'demo-staff';

async function insertAll<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length > 0) await tx.insert(table).values(rows);
}

const ordered = <T>(items: T[]) => items.map((item, sort_order) => ({ ...item, sort_order }));
const isTrue = (flag: 'true' | 'false') => flag === 'true';

/**
 * The catalogue's facility types its migration did not seed (a catalogue naming other types):
 * each with its name as public id and the facility's pricing rule.
 */
async function insertFacilityTypes(tx: Transaction, catalogue: Catalogue): Promise<void> {
  for (const facility of catalogue.facilities) {
    await tx
      .insert(facilityTypes)
      .values({
        public_id: facility.facility_type,
        name: facility.facility_type,
        pricing_rule: facilityPricingRule(facility),
      })
      .onConflictDoNothing();
  }
}

async function insertFacilities(tx: Transaction, catalogue: Catalogue): Promise<void> {
  await insertFacilityTypes(tx, catalogue);
  await insertAll(
    tx,
    t.facilities,
    ordered(catalogue.facilities).map(
      ({ price, pack_prices, group_price, facility_pricing_rule, ...facility }) => ({
        ...facility,
        pricing_status: isTrue(facility.pricing_status),
        group_pricing_status: isTrue(facility.group_pricing_status),
        room_type: facility.room_type ?? null,
      }),
    ),
  );
  for (const facility of catalogue.facilities) {
    const facility_public_id = facility.public_id;
    await insertAll(
      tx,
      t.facilityPrices,
      ordered(facility.price).map((entry) => ({ ...entry, facility_public_id })),
    );
    await insertAll(
      tx,
      t.facilityGroupPrices,
      ordered(facility.group_price).map((entry) => ({ ...entry, facility_public_id })),
    );
    for (const [sort_order, pack] of facility.pack_prices.entries()) {
      const [inserted] = await tx
        .insert(t.facilityPackPrices)
        .values({
          facility_public_id,
          catering_type: pack.catering_type,
          currency: pack.currency,
          sort_order,
        })
        .returning({ id: t.facilityPackPrices.id });
      await insertAll(
        tx,
        t.facilityPackPriceTiers,
        ordered(pack.tiers).map((tier) => ({ ...tier, pack_price_id: inserted!.id })),
      );
    }
  }
}

async function insertActivities(tx: Transaction, catalogue: Catalogue): Promise<void> {
  await insertAll(
    tx,
    t.activities,
    ordered(catalogue.activities).map(({ price, time_frames, ...activity }) => ({
      ...activity,
      pricing_status: isTrue(activity.pricing_status),
    })),
  );
  for (const activity of catalogue.activities) {
    const activity_public_id = activity.public_id;
    await insertAll(
      tx,
      t.activityPrices,
      ordered(activity.price).map((entry) => ({ ...entry, activity_public_id })),
    );
    await insertAll(
      tx,
      t.activityTimeFrames,
      activity.time_frames.map((time_frame, sort_order) => ({
        activity_public_id,
        time_frame,
        sort_order,
      })),
    );
  }
}

/** Writes every table of `catalogue` except staff users (see the module comment). */
async function insertCatalogue(tx: Transaction, catalogue: Catalogue, now: Date): Promise<void> {
  await tx.insert(t.conservancy).values({ id: 1, ...catalogue.conservancy });
  await insertAll(
    tx,
    t.currencies,
    ordered(catalogue.currencies).map(({ buy_amount, sell_amount, default: isDefault, ...c }) => ({
      ...c,
      is_default: isDefault ?? false,
    })),
  );
  await insertAll(
    tx,
    t.currencyRates,
    catalogue.currencies.map(({ currency_public_id, buy_amount, sell_amount }) => ({
      currency_public_id,
      buy_amount,
      sell_amount,
      effective_at: now,
    })),
  );
  await insertAll(tx, t.residencyGroups, ordered(catalogue.residency_groups));
  await insertAll(tx, t.destinations, ordered(catalogue.destinations));
  await insertAll(tx, t.entryModes, ordered(catalogue.entry_modes));
  await insertAll(tx, t.gates, ordered(catalogue.gates));
  await insertAll(tx, t.conservationFees, ordered(catalogue.conservation_fees));
  await insertAll(tx, t.vehicleFees, ordered(catalogue.vehicle_fees));
  await insertAll(tx, t.pricingGroups, ordered(catalogue.pricing_groups));
  await insertAll(tx, t.pickUpLocations, ordered(catalogue.pick_up_locations));
  await insertFacilities(tx, catalogue);
  await addAccommodationTypes(
    tx,
    catalogue.facilities.map((facility) => facility.accomodation_type),
    now,
  );
  await insertActivities(tx, catalogue);
  await insertAll(tx, t.causes, ordered(catalogue.causes));
  await insertAll(tx, t.donationFrequencies, ordered(catalogue.donation_frequencies));
  await insertAll(tx, t.anonymityOptions, ordered(catalogue.anonymity_options));
  await insertAll(tx, t.donationPaymentMethods, ordered(catalogue.donation_payment_methods));
  await insertAll(tx, t.bankAccounts, ordered(catalogue.bank_accounts));
  await insertAll(tx, t.volunteerPrograms, ordered(catalogue.volunteer_programs));
  await insertAll(tx, t.membershipSettings, ordered(catalogue.membership_settings));
  await insertAll(tx, t.beneficiaryAmounts, [
    { beneficiary_group: 'citizen', amount: catalogue.beneficiary_amounts.citizen },
    { beneficiary_group: 'other', amount: catalogue.beneficiary_amounts.other },
  ]);
  await insertAll(tx, t.partners, ordered(catalogue.partners));
  await insertAll(tx, t.promoCodes, ordered(catalogue.promo_codes));
  await insertAll(tx, t.schools, ordered(catalogue.schools));
  await insertAll(tx, t.groupBookingTypes, ordered(catalogue.group_booking_types));
  await insertPartnerLodgesAndSchoolFees(tx, catalogue);
}

/**
 * Seeds the demo catalogue unless this database has been seeded before.
 * @returns true when it seeded now, false when the seed had already run.
 */
export async function seedDemoCatalogue(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(t.seedRuns)
      .values({ name: DEMO_CATALOGUE_SEED, applied_at: now })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    await insertCatalogue(tx, demoCatalogue(calendarDateAt(now)), now);
    return true;
  });
}

/** Runs `write` in a transaction that first claims seed `name`; false when it ran before. */
async function seedOnce(
  db: Database,
  name: string,
  now: Date,
  write: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(t.seedRuns)
      .values({ name, applied_at: now })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    await write(tx);
    return true;
  });
}

/**
 * Seeds the starting roles once, adds the menus and features this database lacks (every start,
 * so a release's new features reach older databases), and with `demoStaff` the demo catalogue's
 * staff users (on every gate for those who work the kiosk) once; after the demo catalogue.
 * @returns whether it seeded the roles and the demo staff now, and the feature urls it added.
 */
export async function seedStaffAccess(
  db: Database,
  now: Date,
  options: { demoStaff: boolean },
): Promise<{ access_control: boolean; demo_staff: boolean; features_added: string[] }> {
  const access_control = await seedOnce(db, ACCESS_CONTROL_SEED, now, seedAccessControl);
  const features_added = await db.transaction(addMissingAccessFeatures);
  const demo_staff =
    options.demoStaff &&
    (await seedOnce(db, DEMO_STAFF_SEED, now, async (tx) => {
      const gates = await tx.select({ id: t.gates.gate_public_id }).from(t.gates);
      await seedDemoStaff(
        tx,
        demoCatalogue(calendarDateAt(now)).staff_users,
        gates.map((gate) => gate.id),
      );
    }));
  return { access_control, demo_staff, features_added };
}
