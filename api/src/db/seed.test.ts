import { facilityPricingRule } from '@hifadhi/shared/catalogue/facility-types';
import { demoCatalogue } from '@hifadhi/shared/catalogue/load-catalogue';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { readPricingCatalogue } from '../catalogue/catalogue-repository';
import { testNow } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import * as catalogueTables from './schema/catalogue';
import { partnerTypes } from './schema/catalogue-settings';
import {
  accommodationTypes,
  callsToAction,
  contentPages,
  pageTypes,
} from './schema/content-settings';
import { facilityTypes } from './schema/facility-types';
import { householdTypes, memberTypes, residenceTypes } from './schema/member-types';
import {
  partnerLodgeParameters,
  partnerLodgeSupplements,
  partnerLodges,
  schoolConservationFees,
} from './schema/partner-lodges-and-school-fees';
import { accountingCodes } from './schema/reports';
import { identificationTypes, visitorTypes } from './schema/visitors';
import { seedDemoCatalogue } from './seed';

/**
 * The catalogue and reference tables the seed or a migration may fill: the demo catalogue, and
 * the lists migrations start every installation with (identification and visitor types, the
 * accounting export's default codes, the Tour operator partner type, the terms pages and the
 * home page's calls to action, the two facility types, the demo facilities' accommodation types).
 */
const tableNames = [
  ...Object.values(catalogueTables),
  partnerLodges,
  partnerLodgeParameters,
  partnerLodgeSupplements,
  schoolConservationFees,
  identificationTypes,
  visitorTypes,
  memberTypes,
  residenceTypes,
  householdTypes,
  accountingCodes,
  partnerTypes,
  pageTypes,
  contentPages,
  callsToAction,
  facilityTypes,
  accommodationTypes,
]
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table));

describe('seedDemoCatalogue', () => {
  const database = useTestDatabase({ seed: false });

  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const name of tableNames) {
      tables[name] = await database.sql.unsafe(`select * from "${name}" order by 1`);
    }
    return tables;
  };

  it('seeds an empty database with Kijani Conservancy on first start', async () => {
    expect(await seedDemoCatalogue(database.db, testNow)).toBe(true);
    const tables = await snapshot();
    const demo = demoCatalogue('2026-11-21');
    expect(tables.conservancy).toMatchObject([{ name: 'Kijani Conservancy' }]);
    expect(tables.conservation_fees).toHaveLength(demo.conservation_fees.length);
    expect(tables.facilities).toHaveLength(demo.facilities.length);
    expect(tables.activities).toHaveLength(demo.activities.length);
    const rates = await database.db.select().from(catalogueTables.currencyRates);
    expect(rates).toMatchObject([
      { currency_public_id: 'KES', buy_amount: '1', sell_amount: '1', effective_at: testNow },
      { currency_public_id: 'USD', buy_amount: '128.00', sell_amount: '131.00' },
    ]);
    expect(tables.promo_codes).toContainEqual(
      expect.objectContaining({ code: 'EXPIRED5', end_date: '2026-11-20' }),
    );
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    expect(await seedDemoCatalogue(database.db, new Date('2027-03-01T09:00:00+03:00'))).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('reads back exactly the catalogue the pricing engine needs', async () => {
    const demo = demoCatalogue('2026-11-21');
    const stored = await readPricingCatalogue(database.db, testNow);
    // The demo catalogue is written like an older replica: its types' rules come from their names.
    expect(stored.facilities.map(({ images, ...facility }) => facility)).toEqual(
      demo.facilities.map((facility) => ({
        ...facility,
        facility_pricing_rule: facilityPricingRule(facility),
      })),
    );
    expect({ ...stored, facilities: demo.facilities }).toEqual({
      conservation_fees: demo.conservation_fees,
      vehicle_fees: demo.vehicle_fees,
      facilities: demo.facilities,
      activities: demo.activities,
      currencies: demo.currencies,
      pricing_groups: demo.pricing_groups,
      causes: demo.causes,
      partner_lodges: demo.partner_lodges,
      school_conservation_fees: demo.school_conservation_fees,
      conservancy: { vat_rate: '0.16', catering_levy_rate: '0.02' },
    });
  });

  it('writes catalogue tables only: no staff users, no bookings', async () => {
    const tables = await database.sql<{ table_name: string }[]>`
      select table_name from information_schema.tables where table_schema = 'public'`;
    const written: string[] = [];
    for (const { table_name } of tables) {
      const rows = await database.sql.unsafe(`select 1 from "${table_name}" limit 1`);
      if (rows.length > 0) written.push(table_name);
    }
    expect(written).not.toHaveLength(0);
    expect(written.filter((name) => !tableNames.includes(name))).toEqual([]);
  });
});
