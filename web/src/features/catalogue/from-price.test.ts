import { demoCatalogue } from '@hifadhi/shared/catalogue/load-catalogue';
import { describe, expect, it } from 'vitest';
import type { PublicActivity, PublicCurrency, PublicFacility } from './catalogue-types';
import { activityFromPrice, facilityFromPrice } from './from-price';

const currencies: PublicCurrency[] = [
  {
    currency_public_id: 'KES',
    currency_name: 'KES',
    currency_sign: 'KSh',
    buy_amount: '1',
    sell_amount: '1',
  },
  {
    currency_public_id: 'USD',
    currency_name: 'USD',
    currency_sign: '$',
    buy_amount: '128',
    sell_amount: '131',
  },
];
const catalogue = demoCatalogue('2026-11-24');
const facility = (id: string) =>
  ({ images: [], ...catalogue.facilities.find((f) => f.public_id === id) }) as PublicFacility;
const activity = (id: string) =>
  catalogue.activities.find((a) => a.public_id === id) as PublicActivity;

describe('"from" prices on the cards (issue 11 item 8)', () => {
  it('is one unit with one adult for one night, at the cheapest residency', () => {
    // Ewaso: citizen KES 2,000 a pitch + KES 800 an adult; non-resident USD 15 + 15 = KES 3,930.
    expect(facilityFromPrice(facility('fac-ewaso'), 'KES', currencies)).toBe(2800);
    // The Stables: KES 6,000 a unit, nothing per person.
    expect(facilityFromPrice(facility('fac-stables'), 'KES', currencies)).toBe(6000);
  });

  it("is Pelican House's smallest pack, and converts up to whole dollars", () => {
    expect(facilityFromPrice(facility('fac-pelican'), 'KES', currencies)).toBe(30000);
    // KES 2,800 ÷ 128 = 21.875 → USD 22.
    expect(facilityFromPrice(facility('fac-ewaso'), 'USD', currencies)).toBe(22);
  });

  it('has none for an unpriced facility', () => {
    expect(facilityFromPrice(facility('fac-sweetwaters'), 'KES', currencies)).toBeNull();
  });

  it("is an activity's lowest adult price", () => {
    expect(activityFromPrice(activity('act-lion'), 'KES', currencies)).toBe(4000);
  });
});
