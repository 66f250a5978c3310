/**
 * Random codes people read and type: `length` characters drawn uniformly (node:crypto) from
 * an alphabet: base 36 upper case for member reference numbers and ticket key ids, the booking
 * references' alphabet for donation ref codes.
 *
 * spec: membership-backoffice.md §3, §9 (member_reference_number: random 6-character base-36).
 */
import { randomInt } from 'node:crypto';

/** Digits and upper-case letters. */
export const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `length` random characters of `alphabet`. */
export function randomCode(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** Draws before giving up on finding an unused code. */
const FRESH_CODE_ATTEMPTS = 5;

/**
 * Inserts with a fresh random code: `tryInsert(code)` inserts with `ON CONFLICT (code) DO
 * NOTHING` and returns the row, or undefined when the code was taken; a taken code is drawn
 * again.
 * @throws Error after 5 taken codes in a row.
 */
export async function insertWithFreshCode<T>(
  draw: () => string,
  tryInsert: (code: string) => Promise<T | undefined>,
): Promise<T> {
  for (let attempt = 0; attempt < FRESH_CODE_ATTEMPTS; attempt++) {
    const row = await tryInsert(draw());
    if (row !== undefined) return row;
  }
  throw new Error(`No unused code after ${FRESH_CODE_ATTEMPTS} draws`);
}
