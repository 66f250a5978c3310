import { describe, expect, it } from 'vitest';
import { callingCodesOf, expectedCallingCode } from './calling-code';

describe('callingCodesOf', () => {
  it('finds a country by ISO code or English name', () => {
    expect(callingCodesOf('KE')).toEqual(['254']);
    expect(callingCodesOf('ke')).toEqual(['254']);
    expect(callingCodesOf('Kenya')).toEqual(['254']);
    expect(callingCodesOf('GB')).toEqual(['44']);
  });

  it('is undefined for a country it does not know', () => {
    expect(callingCodesOf('Narnia')).toBeUndefined();
    expect(callingCodesOf('')).toBeUndefined();
  });
});

describe('expectedCallingCode', () => {
  it('is undefined when the phone begins with + and the country calling code', () => {
    expect(expectedCallingCode('+254712345678', 'KE')).toBeUndefined();
    expect(expectedCallingCode('+18095550123', 'DO')).toBeUndefined();
  });

  it('names the calling code when the phone has another country code or no +', () => {
    expect(expectedCallingCode('+255712345678', 'KE')).toBe('254');
    expect(expectedCallingCode('254712345678', 'Kenya')).toBe('254');
  });

  it('lets the phone through when the country is unknown', () => {
    expect(expectedCallingCode('+999123456789', 'Narnia')).toBeUndefined();
  });
});
