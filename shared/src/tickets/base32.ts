/**
 * RFC 4648 base32 (alphabet `A–Z 2–7`, no padding) for ticket codes. Every character lies in
 * the QR code's alphanumeric set, so a QR encoder packs it at 5.5 bits a character instead of
 * 8 in byte mode: the same ticket needs a smaller symbol than in base64url.
 *
 * Decoding is strict so that one byte string has exactly one text: upper case only, and the
 * unused low bits of the last character must be zero.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The base32 text of `bytes`, upper case, without `=` padding. */
export function encodeBase32(bytes: Uint8Array): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) text += ALPHABET[(buffer << (5 - bits)) & 31];
  return text;
}

/**
 * The bytes of a canonical base32 text (as `encodeBase32` writes it), or null when the text
 * holds a character outside `A–Z 2–7`, has an impossible length, or sets unused trailing bits.
 */
export function decodeBase32(text: string): Uint8Array | null {
  const trailingBits = (text.length * 5) % 8;
  if (trailingBits >= 5) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 255;
    }
    buffer &= (1 << bits) - 1;
  }
  return buffer === 0 ? bytes : null;
}
