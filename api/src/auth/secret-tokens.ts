/**
 * Secrets handed to a client once and kept by the server only as a hash: session bearer
 * tokens, device tokens and password reset ids are 256 random bits in base64url (43
 * characters); gate registration codes are 60 random bits a person can type (12 characters
 * of Crockford base32 in three groups of four, e.g. `7KQM-2XPA-9RTD`). A database holds only
 * `sha256Hex` of each, so a leaked table grants nothing.
 *
 * spec: api-contract.md §Staff and devices; ARCHITECTURE.md §Running it (sessions in Postgres).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so nothing is mistaken when read out. */
const TYPEABLE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_GROUPS = 3;
const CODE_GROUP_LENGTH = 4;

/** A new bearer secret: 32 random bytes, base64url. */
export function newBearerSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A new registration code of three groups of four typeable characters. */
export function newRegistrationCode(): string {
  const groups = Array.from({ length: CODE_GROUPS }, () =>
    Array.from(
      { length: CODE_GROUP_LENGTH },
      () => TYPEABLE_ALPHABET[randomInt(TYPEABLE_ALPHABET.length)],
    ).join(''),
  );
  return groups.join('-');
}

/**
 * A registration code as typed, made canonical: upper case, spaces and dashes dropped, and the
 * letters people confuse with digits read as those digits (O → 0, I and L → 1).
 */
export function canonicalRegistrationCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** SHA-256 of `secret` in lower-case hex: what the database keeps. */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
