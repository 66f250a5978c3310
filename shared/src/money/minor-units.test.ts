import { describe, expect, it } from 'vitest';
import { toMinorUnits } from './minor-units';

describe('toMinorUnits', () => {
  it('sends KES 48,160 to the card provider as 4816000', () => {
    expect(toMinorUnits(48160)).toBe(4816000);
  });

  it('is exact for decimal amounts: USD 1.15 is 115 cents, where float gives 114.99999999999999', () => {
    expect(1.15 * 100).not.toBe(115);
    expect(toMinorUnits('1.15')).toBe(115);
    expect(toMinorUnits(1.15)).toBe(115);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => toMinorUnits('0.005')).toThrow(RangeError);
  });
});
