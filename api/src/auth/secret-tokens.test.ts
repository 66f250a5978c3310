import { describe, expect, it } from 'vitest';
import {
  canonicalRegistrationCode,
  newBearerSecret,
  newRegistrationCode,
  sha256Hex,
} from './secret-tokens';

describe('secrets', () => {
  it('makes bearer secrets of 256 random bits in base64url, never the same twice', () => {
    const secrets = new Set(Array.from({ length: 100 }, newBearerSecret));
    expect(secrets.size).toBe(100);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes registration codes of three groups of four typeable characters', () => {
    for (let i = 0; i < 100; i++) {
      expect(newRegistrationCode()).toMatch(
        /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
      );
    }
  });

  it('reads a registration code however it was typed', () => {
    expect(canonicalRegistrationCode(' 7kqm-2xpa-9rtd ')).toBe('7KQM2XPA9RTD');
    expect(canonicalRegistrationCode('0OIL 1')).toBe('00111');
  });

  it('keeps a SHA-256 hex digest', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
