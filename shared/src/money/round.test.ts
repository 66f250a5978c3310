import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { convert } from './convert';
import { divide, exactAmount, multiply } from './exact-amount';
import { ceilToWhole } from './round';

const rates129 = { USD: { buy_amount: '129.30', sell_amount: '131.00' } };

describe('ceilToWhole', () => {
  it('rounds a fraction of a unit up: KES 1,000 at buy 128 is USD 8 (7.8125)', () => {
    expect(ceilToWhole(divide(exactAmount('1000'), '128'))).toBe(8);
  });

  it('keeps a whole amount as it is', () => {
    expect(ceilToWhole(exactAmount('4250'))).toBe(4250);
    expect(ceilToWhole(divide(exactAmount('1024'), '128'))).toBe(8);
    expect(ceilToWhole(exactAmount(0))).toBe(0);
  });

  it('prices 1200 × 1.1 as 1320 and 100 × 1.1 as 110, where float gives 111', () => {
    expect(Math.ceil(100 * 1.1)).toBe(111);
    expect(ceilToWhole(multiply(exactAmount(100), 1.1))).toBe(110);
    expect(ceilToWhole(multiply(exactAmount(1200), 1.1))).toBe(1320);
    const sellAt11 = { USD: { buy_amount: '1.1', sell_amount: '1.1' } };
    expect(ceilToWhole(convert('1200', 'USD', 'KES', sellAt11))).toBe(1320);
  });

  it('prices KES 13,792 less 10% at buy 129.30 as exactly USD 96, where divide-then-ceil gives 97', () => {
    const naive = new Decimal(13792).div('129.30').times('0.9').ceil().toNumber();
    expect(naive).toBe(97);
    const exact = multiply(convert('13792', 'KES', 'USD', rates129), '0.9');
    expect(ceilToWhole(exact)).toBe(96);
  });

  it('rounds just above a whole amount up and never down', () => {
    expect(ceilToWhole(divide(exactAmount('862.01'), '143.6666'))).toBe(7);
    expect(ceilToWhole(divide(exactAmount('1'), '3'))).toBe(1);
  });

  it('takes the ceiling of a negative amount towards zero', () => {
    expect(ceilToWhole(divide(exactAmount('-7'), '2'))).toBe(-3);
  });

  it('refuses an amount beyond the safe integer range', () => {
    expect(() => ceilToWhole(exactAmount('9007199254740993'))).toThrow(RangeError);
  });
});
