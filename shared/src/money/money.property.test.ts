import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../catalogue/catalogue';
import { arbitraryBankRates, arbitraryDecimal } from './arbitrary-rates';
import { convert } from './convert';
import { ceiling, over, rational, times } from './rational-reference';
import { ceilToWhole } from './round';

const currency = fc.constantFrom<CurrencyCode>('KES', 'USD');

describe('money properties', () => {
  it('converts and rounds up exactly like a BigInt-rational reference, for any rates', () => {
    fc.assert(
      fc.property(
        arbitraryBankRates,
        arbitraryDecimal(100_000_000, 2),
        currency,
        currency,
        (rates, amount, from, to) => {
          const usd = rates.USD!;
          let reference = rational(amount);
          if (from === 'USD' && to === 'KES') reference = times(reference, usd.sell_amount);
          if (from === 'KES' && to === 'USD') reference = over(reference, usd.buy_amount);
          expect(ceilToWhole(convert(amount, from, to, rates))).toBe(ceiling(reference));
        },
      ),
    );
  });

  it('never favours the payer on a KES → USD → KES round trip with ceilings', () => {
    fc.assert(
      fc.property(arbitraryBankRates, fc.integer({ min: 0, max: 100_000_000 }), (rates, kes) => {
        const usd = ceilToWhole(convert(kes, 'KES', 'USD', rates));
        const back = ceilToWhole(convert(usd, 'USD', 'KES', rates));
        expect(back).toBeGreaterThanOrEqual(kes);
      }),
    );
  });
});
