import { describe, expect, it } from 'vitest';
import { phoneWithCallingCode } from './phone-with-calling-code';

describe('the phone after a country is chosen', () => {
  it('fills the calling code into an empty phone', () => {
    expect(phoneWithCallingCode('', '254')).toBe('+254');
    expect(phoneWithCallingCode('   ', '256')).toBe('+256');
  });

  it('replaces a phone that is still only a calling code', () => {
    expect(phoneWithCallingCode('+254', '255')).toBe('+255');
    expect(phoneWithCallingCode('+', '1')).toBe('+1');
  });

  it('keeps a phone the visitor has typed further', () => {
    expect(phoneWithCallingCode('+254712345678', '255')).toBe('+254712345678');
    expect(phoneWithCallingCode('0712345678', '254')).toBe('0712345678');
  });
});
