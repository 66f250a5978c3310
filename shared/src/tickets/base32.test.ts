import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase32, encodeBase32 } from './base32';

describe('base32', () => {
  it('matches the RFC 4648 test vectors, without padding', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of vectors) {
      const bytes = new TextEncoder().encode(plain);
      expect(encodeBase32(bytes)).toBe(encoded);
      expect(decodeBase32(encoded)).toEqual(bytes);
    }
  });

  it('decodes what it encodes, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(decodeBase32(encodeBase32(bytes))).toEqual(bytes);
      }),
    );
  });

  it('refuses lower case, padding, other characters, impossible lengths and stray bits', () => {
    for (const text of ['mzxw6', 'MY======', 'MZXW0', 'MZXW1', 'M', 'MZX', 'MZ', 'MZXW6YTBOJ']) {
      expect(decodeBase32(text), text).toBeNull();
    }
  });
});
