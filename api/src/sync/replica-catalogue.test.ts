/**
 * The catalogue a kiosk downloads carries what its tax receipts print: the conservancy's KRA
 * PIN and which facilities and activities carry VAT and the catering levy (pricing-rules.md
 * §Taxes; issue 12 item 7).
 */
import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from '../catalogue/catalogue-cache';
import { useTestDatabase } from '../test/test-database';
import { readReplicaCatalogue } from './replica-catalogue';

const database = useTestDatabase();

describe('the replica catalogue', () => {
  it('names the KRA PIN and the taxes each facility and activity carries', async () => {
    const catalogue = await readReplicaCatalogue(
      database.db,
      createCatalogueCache(database.db),
      new Date('2026-11-21T06:00:00Z'),
    );
    expect(catalogue.conservancy).toMatchObject({
      kra_pin: 'P051234567K',
      vat_rate: '0.16',
      catering_levy_rate: '0.02',
    });
    const taxes = (items: { public_id: string; vat?: boolean; catering_levy?: boolean }[]) =>
      Object.fromEntries(
        items.map((item) => [item.public_id, [item.vat ?? false, item.catering_levy ?? false]]),
      );
    expect(taxes(catalogue.facilities)).toMatchObject({
      'fac-pelican': [true, true],
      'fac-stables': [true, false],
      'fac-murera': [true, false],
    });
    expect(taxes(catalogue.activities)).toMatchObject({
      'act-ranger-walk': [true, false],
      'act-night-drive': [true, false],
    });
  });
});
