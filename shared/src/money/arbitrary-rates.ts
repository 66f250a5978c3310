/**
 * fast-check generators for the property tests: decimal strings and exchange rates as a bank
 * sets them. Not used by the engine itself.
 */
import fc from 'fast-check';
import type { Rates } from './rates';

/** `units` written with `places` decimals: (12930, 2) → "129.30". */
export function decimalText(units: number, places: number): string {
  const digits = String(units).padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** A non-negative decimal string of at most `maxUnits` units with 0 to `maxPlaces` decimals. */
export function arbitraryDecimal(maxUnits: number, maxPlaces: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 0, max: maxUnits }), fc.integer({ min: 0, max: maxPlaces }))
    .map(([units, places]) => decimalText(units, places));
}

/** USD rates as a bank sets them: positive, up to 4 decimals, sell at or above buy. */
export const arbitraryBankRates: fc.Arbitrary<Rates> = fc
  .record({
    buy: fc.integer({ min: 1, max: 5_000_000 }),
    spread: fc.integer({ min: 0, max: 500_000 }),
    places: fc.integer({ min: 0, max: 4 }),
  })
  .map(({ buy, spread, places }) => ({
    USD: {
      buy_amount: decimalText(buy, places),
      sell_amount: decimalText(buy + spread, places),
    },
  }));
