/**
 * The tax a price contains (pricing-rules.md §Taxes): VAT 16% and the 2% catering levy taken
 * out of the rounded line amount, each to the cent, half up; the parts add back to the amount.
 */
import { describe, expect, it } from 'vitest';
import { containedTax, ratePercent, sumCents } from './contained-tax';

const rates = { vat_rate: '0.16', catering_levy_rate: '0.02' };

describe('containedTax', () => {
  it('takes VAT out of an activity: KES 6,000 holds 827.59 VAT (6,000 × 0.16 ÷ 1.16)', () => {
    expect(containedTax(6000, 'vat', rates)).toEqual({
      net: '5172.41',
      vat: '827.59',
      levy: '0.00',
    });
  });

  it('takes VAT and the levy out of catered lodging: KES 30,000 at 1.18', () => {
    // 30,000 × 0.16 ÷ 1.18 = 4,067.796… → 4,067.80; 30,000 × 0.02 ÷ 1.18 = 508.474… → 508.47.
    expect(containedTax(30000, 'vat_and_levy', rates)).toEqual({
      net: '25423.73',
      vat: '4067.80',
      levy: '508.47',
    });
  });

  it('leaves conservation and vehicle fees untaxed', () => {
    expect(containedTax(3500, 'exempt', rates)).toEqual({
      net: '3500.00',
      vat: '0.00',
      levy: '0.00',
    });
  });

  it('always adds back to the amount', () => {
    for (const amount of [1, 7, 99, 1321, 48160, 156000, 1234567]) {
      for (const treatment of ['vat', 'vat_and_levy'] as const) {
        const { net, vat, levy } = containedTax(amount, treatment, rates);
        expect(sumCents([net, vat, levy])).toBe(amount.toFixed(2));
      }
    }
  });

  it('prints rates as percentages', () => {
    expect([ratePercent('0.16'), ratePercent('0.02'), ratePercent('0.025')]).toEqual([
      '16%',
      '2%',
      '2.5%',
    ]);
  });
});
