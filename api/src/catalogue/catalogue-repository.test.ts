import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { currencyRates } from '../db/schema/catalogue';
import { testNow } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { readCurrencies, readFacilities } from './catalogue-repository';

const usdAt = async (db: Database, at: Date) =>
  (await readCurrencies(db, at)).find((c) => c.currency_public_id === 'USD');

describe('readCurrencies', () => {
  const database = useTestDatabase();

  it('answers the rates in force at an instant from the appended rate history', async () => {
    const changedAt = new Date('2026-12-01T00:00:00+03:00');
    await database.db.insert(currencyRates).values({
      currency_public_id: 'USD',
      buy_amount: '129.30',
      sell_amount: '132.10',
      effective_at: changedAt,
    });
    expect(await usdAt(database.db, testNow)).toMatchObject({
      buy_amount: '128.00',
      sell_amount: '131.00',
    });
    expect(await usdAt(database.db, new Date(changedAt.getTime() - 1))).toMatchObject({
      buy_amount: '128.00',
    });
    expect(await usdAt(database.db, changedAt)).toMatchObject({
      buy_amount: '129.30',
      sell_amount: '132.10',
    });
    const history = await database.db.select().from(currencyRates);
    expect(history.filter((rate) => rate.currency_public_id === 'USD')).toHaveLength(2);
  });

  it('leaves out a currency whose first rate is not yet in force', async () => {
    const beforeSeed = new Date(testNow.getTime() - 1);
    expect(await readCurrencies(database.db, beforeSeed)).toEqual([]);
  });

  it('keeps the default flag on KES only', async () => {
    const currencies = await readCurrencies(database.db, testNow);
    expect(currencies.map((c) => [c.currency_public_id, c.default])).toEqual([
      ['KES', true],
      ['USD', undefined],
    ]);
  });
});

describe('readFacilities', () => {
  const database = useTestDatabase();

  it('reads research-centre room types with their per-room price', async () => {
    const facilities = await readFacilities(database.db, { pricing_rule: 'accommodation' });
    expect(facilities.find((f) => f.public_id === 'fac-rc-double')).toMatchObject({
      room_type: true,
      price: expect.arrayContaining([
        expect.objectContaining({ residency: 'non_resident', mandatory_price: '65' }),
      ]),
    });
    expect(facilities.find((f) => f.public_id === 'fac-stables')).not.toHaveProperty('room_type');
  });
});
