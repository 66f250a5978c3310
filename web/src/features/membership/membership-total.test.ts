import { describe, expect, it } from 'vitest';
import { membershipTotal } from './membership-total';

const rates = { USD: { buy_amount: '128', sell_amount: '131' } };

describe('membership total', () => {
  it('adds the beneficiary amounts to the price in KES', () => {
    expect(membershipTotal({ amount: '15000', currency: 'KES' }, '4800', 'KES', rates)).toEqual({
      price: 15000,
      total: 19800,
    });
  });

  it('converts price and beneficiaries to USD exactly, rounding up once each', () => {
    // 6000 / 128 = 46.875 → 47; (6000 + 2400) / 128 = 65.625 → 66.
    expect(membershipTotal({ amount: '6000', currency: 'KES' }, '2400', 'USD', rates)).toEqual({
      price: 47,
      total: 66,
    });
  });

  it('converts a price set in USD to KES at the sell rate', () => {
    expect(membershipTotal({ amount: '100', currency: 'USD' }, '0', 'KES', rates)).toEqual({
      price: 13100,
      total: 13100,
    });
  });
});
