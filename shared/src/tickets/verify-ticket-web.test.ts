import { describe, expect, it } from 'vitest';
import { decodeBase32, encodeBase32 } from './base32';
import { generateTicketKeyPair, signTicket, verifyTicket } from './ticket-code';
import { current, listed, typical, withdrawn } from './ticket-test-keys';
import { verifyTicketWeb } from './verify-ticket-web';

const genuine = signTicket(typical, current.private_key, current.key_id);

/** `code` with byte `index` (from the end when negative) flipped in its lowest bit. */
function flipByte(code: string, index: number): string {
  const bytes = decodeBase32(code)!;
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = bytes[at]! ^ 1;
  return encodeBase32(bytes);
}

describe('verifying a ticket in the browser (WebCrypto Ed25519)', () => {
  it('finds a genuine code valid and reads what it says', async () => {
    expect(await verifyTicketWeb(genuine, listed)).toEqual({
      result: 'valid',
      payload: { ...typical, version: 1, key_id: current.key_id },
    });
  });

  it('refuses a code whose guests or signature were altered', async () => {
    // Byte 13 is the first guest count after key id, reference and dates: 2 adults become 3.
    const moreGuests = flipByte(genuine, 1 + 1 + 6 + 1 + 8 + 2 + 1 + 1);
    expect(await verifyTicketWeb(moreGuests, listed)).toEqual({
      result: 'invalid_signature',
      key_id: current.key_id,
    });
    expect(await verifyTicketWeb(flipByte(genuine, -1), listed)).toEqual({
      result: 'invalid_signature',
      key_id: current.key_id,
    });
  });

  it('gives the Node verifier’s verdict on every kind of code', async () => {
    const codes = [
      genuine,
      flipByte(genuine, -5),
      signTicket(typical, withdrawn.private_key, withdrawn.key_id),
      signTicket(typical, generateTicketKeyPair('OTHER').private_key, 'OTHER'),
      'K7QM2XPA',
      `${genuine}\n`,
    ];
    for (const code of codes) {
      expect(await verifyTicketWeb(code, listed)).toEqual(verifyTicket(code, listed));
    }
  });

  it('says so when the browser has no WebCrypto, instead of guessing', async () => {
    expect(await verifyTicketWeb(genuine, listed, null)).toEqual({ result: 'unsupported' });
  });
});
