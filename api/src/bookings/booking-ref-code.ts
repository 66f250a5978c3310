/**
 * Booking reference codes: 8 characters a visitor can read out at the gate, from an alphabet
 * without the look-alikes 0/O and 1/I (32 symbols, so 32^8 ≈ 1.1 × 10^12 codes). Uniqueness
 * is the database's unique index; the booking service draws again on a collision.
 *
 * spec: public-site.md §3 (booking_ref_code); api-contract.md §Bookings.
 */
import { randomInt } from 'node:crypto';

/** The symbols a reference code is made of: digits 2–9 and A–Z without I and O. */
export const REF_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REF_CODE_LENGTH = 8;

/** A new random reference code, e.g. 'K7M2QX9D' (crypto-random, no modulo bias). */
export function newBookingRefCode(): string {
  let code = '';
  for (let index = 0; index < REF_CODE_LENGTH; index++) {
    code += REF_CODE_ALPHABET[randomInt(REF_CODE_ALPHABET.length)];
  }
  return code;
}
