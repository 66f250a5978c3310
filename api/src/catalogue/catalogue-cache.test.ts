import { describe, expect, it } from 'vitest';
import { testNow } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { createCatalogueCache } from './catalogue-cache';

const HOUR = 3_600_000;

describe('catalogue cache', () => {
  const database = useTestDatabase();

  const usdRates = (
    snapshot: Awaited<ReturnType<ReturnType<typeof createCatalogueCache>['snapshot']>>,
  ) => snapshot.catalogue.currencies.find((currency) => currency.currency_public_id === 'USD');

  it('answers from memory while the catalogue is unchanged', async () => {
    const cache = createCatalogueCache(database.db);
    const first = await cache.snapshot(testNow);
    expect(await cache.snapshot(testNow)).toBe(first);
    expect(first.catalogue.facilities).toHaveLength(7);
    expect(first.promo_codes.map((promo) => promo.code)).toEqual(['KARIBU10', 'EXPIRED5']);
  });

  it('reloads once any catalogue table is written', async () => {
    const cache = createCatalogueCache(database.db);
    const before = await cache.snapshot(testNow);
    await database.sql`update facilities set quantity = 17 where public_id = 'fac-stables'`;
    try {
      const after = await cache.snapshot(testNow);
      expect(after).not.toBe(before);
      expect(after.catalogue.facilities.find((f) => f.public_id === 'fac-stables')?.quantity).toBe(
        17,
      );
    } finally {
      await database.sql`update facilities set quantity = 16 where public_id = 'fac-stables'`;
    }
  });

  it('changes to a rate appended for later at the instant it takes effect', async () => {
    const cache = createCatalogueCache(database.db);
    const takesEffect = new Date(testNow.getTime() + HOUR);
    await database.sql`
      insert into currency_rates (currency_public_id, buy_amount, sell_amount, effective_at)
      values ('USD', '130.00', '133.00', ${takesEffect.toISOString()})`;
    expect(usdRates(await cache.snapshot(testNow))).toMatchObject({
      buy_amount: '128.00',
      sell_amount: '131.00',
    });
    expect(usdRates(await cache.snapshot(new Date(takesEffect.getTime() - 1)))).toMatchObject({
      buy_amount: '128.00',
    });
    expect(usdRates(await cache.snapshot(takesEffect))).toMatchObject({
      buy_amount: '130.00',
      sell_amount: '133.00',
    });
  });
});
