import { describe, expect, it } from 'vitest';
import { decodeBase32, encodeBase32 } from './base32';
import { generateTicketKeyPair, signTicket, verifyTicket } from './ticket-code';
import { encodeTicketPayload, type TicketFields } from './ticket-payload';
import { current, listed, previous, typical, withdrawn } from './ticket-test-keys';

/** The code's bytes split into payload and signature. */
function split(code: string): { payload: Uint8Array; signature: Uint8Array } {
  const bytes = decodeBase32(code)!;
  return { payload: bytes.subarray(0, -64), signature: bytes.subarray(-64) };
}

function join(payload: Uint8Array, signature: Uint8Array): string {
  const bytes = new Uint8Array(payload.length + signature.length);
  bytes.set(payload);
  bytes.set(signature, payload.length);
  return encodeBase32(bytes);
}

describe('generateTicketKeyPair', () => {
  it('gives a 32-byte public key in base64 and a PKCS#8 PEM private key', () => {
    expect(Buffer.from(current.public_key, 'base64')).toHaveLength(32);
    expect(current.public_key).toHaveLength(44);
    expect(current.private_key).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(current.public_key).not.toBe(previous.public_key);
  });

  it('refuses a key id the payload cannot carry', () => {
    expect(() => generateTicketKeyPair('')).toThrow(RangeError);
    expect(() => generateTicketKeyPair('much-too-long')).toThrow(RangeError);
    expect(() => generateTicketKeyPair('key 1')).toThrow(RangeError);
  });
});

describe('signTicket and verifyTicket', () => {
  it('verifies offline and gives back every field of the booking', () => {
    const code = signTicket(typical, current.private_key, current.key_id);
    expect(verifyTicket(code, listed)).toEqual({
      result: 'valid',
      payload: { ...typical, version: 1, key_id: '2026-2' },
    });
  });

  it('keeps a day visit, non-resident and resident counts, and large groups', () => {
    const school: TicketFields = {
      booking_ref_code: 'SCH-9QWE',
      check_in: '2027-03-04',
      check_out: '2027-03-04',
      guests: {
        citizen: { adults: 12, children: 340 },
        resident: { adults: 1, children: 0 },
        non_resident: { adults: 3, children: 65535 },
      },
      issued_at: '2027-01-31T23:59:59.000Z',
    };
    const code = signTicket(school, current.private_key, current.key_id);
    expect(verifyTicket(code, listed)).toEqual({
      result: 'valid',
      payload: { ...school, version: 1, key_id: '2026-2' },
    });
  });

  it('keeps the issued-at instant to the whole second', () => {
    const code = signTicket(
      { ...typical, issued_at: '2026-11-21T12:15:42.987+03:00' },
      current.private_key,
      current.key_id,
    );
    const verification = verifyTicket(code, listed);
    expect(verification.result === 'valid' && verification.payload.issued_at).toBe(
      '2026-11-21T09:15:42.000Z',
    );
  });

  it('is 146 characters of A–Z and 2–7 for a typical booking, within the 154 of a version 6 QR', () => {
    const code = signTicket(typical, current.private_key, current.key_id);
    expect(code).toMatch(/^[A-Z2-7]+$/);
    expect(code).toHaveLength(146);
    expect(code.length).toBeLessThanOrEqual(154);
  });

  it('is 191 characters for the longest payload', () => {
    const full = { adults: 65535, children: 65535 };
    const longest: TicketFields = {
      booking_ref_code: 'ABCDEFGHJKLMNPQR',
      check_in: '2149-06-06',
      check_out: '2328-09-07',
      guests: { citizen: full, resident: full, non_resident: full },
      issued_at: '2106-02-07T06:28:15.000Z',
    };
    const code = signTicket(longest, current.private_key, 'K-8chars');
    expect(code).toHaveLength(191);
  });

  it('reads a code with the line end a keyboard-wedge scanner adds', () => {
    const code = signTicket(typical, current.private_key, current.key_id);
    expect(verifyTicket(`${code}\r\n`, listed).result).toBe('valid');
  });

  it('refuses a payload it cannot encode', () => {
    const sign = (fields: Partial<TicketFields>) =>
      signTicket({ ...typical, ...fields }, current.private_key, current.key_id);
    expect(() => sign({ booking_ref_code: '' })).toThrow(RangeError);
    expect(() => sign({ booking_ref_code: 'HAS SPACE' })).toThrow(RangeError);
    expect(() => sign({ check_out: '2026-12-09' })).toThrow(RangeError);
    expect(() => sign({ check_in: '2026-02-30' })).toThrow(RangeError);
    expect(() => sign({ issued_at: 'yesterday' })).toThrow(RangeError);
    const tooMany = { ...typical.guests, citizen: { adults: 65536, children: 0 } };
    expect(() => sign({ guests: tooMany })).toThrow(RangeError);
    const half = { ...typical.guests, resident: { adults: 1.5, children: 0 } };
    expect(() => sign({ guests: half })).toThrow(RangeError);
  });
});

describe('tampering', () => {
  const code = signTicket(typical, current.private_key, current.key_id);
  const bytes = decodeBase32(code)!;

  it('fails verification when any bit of any byte changes', () => {
    const outcomes = new Set<string>();
    for (let index = 0; index < bytes.length; index++) {
      for (let bit = 0; bit < 8; bit++) {
        const altered = Uint8Array.from(bytes);
        altered[index]! ^= 1 << bit;
        const result = verifyTicket(encodeBase32(altered), listed).result;
        expect(result, `byte ${index} bit ${bit}`).not.toBe('valid');
        outcomes.add(result);
      }
    }
    expect([...outcomes].sort()).toEqual(['invalid_signature', 'malformed', 'unknown_key']);
  });

  it('fails verification when any character is replaced', () => {
    for (let index = 0; index < code.length; index++) {
      for (const replacement of ['A', 'Q', '7']) {
        if (code[index] === replacement) continue;
        const altered = code.slice(0, index) + replacement + code.slice(index + 1);
        expect(verifyTicket(altered, listed).result, `character ${index}`).not.toBe('valid');
      }
    }
  });

  const { signature } = split(code);
  const resigned = (fields: TicketFields, keyId = current.key_id) =>
    verifyTicket(join(encodeTicketPayload(fields, keyId), signature), listed);
  const cases: [string, TicketFields][] = [
    ['booking ref code', { ...typical, booking_ref_code: 'K7QM2XPB' }],
    ['check-in', { ...typical, check_in: '2026-12-09' }],
    ['check-out', { ...typical, check_out: '2026-12-20' }],
    ['adults', { ...typical, guests: { ...typical.guests, citizen: { adults: 9, children: 1 } } }],
    [
      'children',
      { ...typical, guests: { ...typical.guests, citizen: { adults: 2, children: 0 } } },
    ],
    [
      'guest category',
      {
        ...typical,
        guests: {
          citizen: { adults: 0, children: 1 },
          resident: { adults: 2, children: 0 },
          non_resident: { adults: 0, children: 0 },
        },
      },
    ],
    ['issued-at', { ...typical, issued_at: '2026-11-21T09:15:43.000Z' }],
  ];
  it.each(cases)(
    'keeping the signature but changing the %s is an invalid signature',
    (_, fields) => {
      expect(resigned(fields)).toEqual({ result: 'invalid_signature', key_id: '2026-2' });
    },
  );

  it('claiming another listed key is an invalid signature, an unlisted one an unknown key', () => {
    expect(resigned(typical, previous.key_id)).toEqual({
      result: 'invalid_signature',
      key_id: '2026-1',
    });
    expect(resigned(typical, 'forged')).toEqual({ result: 'unknown_key', key_id: 'forged' });
  });

  it('a code signed by a key that is not the listed one is an invalid signature', () => {
    const impostor = generateTicketKeyPair(current.key_id);
    const forged = signTicket(typical, impostor.private_key, current.key_id);
    expect(verifyTicket(forged, listed)).toEqual({ result: 'invalid_signature', key_id: '2026-2' });
  });

  it('text that is not a ticket code is malformed', () => {
    for (const text of [
      '',
      'K7QM2XPA',
      code.toLowerCase(),
      `${code}A`,
      code.slice(0, -1),
      'https://example.org/t/1',
    ]) {
      expect(verifyTicket(text, listed), text).toEqual({ result: 'malformed' });
    }
  });
});

describe('key rotation', () => {
  it('a code signed with a rotated-out key still listed verifies', () => {
    const code = signTicket(typical, previous.private_key, previous.key_id);
    const verification = verifyTicket(code, listed);
    expect(verification.result).toBe('valid');
  });

  it('a code signed with a revoked key is refused, its booking still named', () => {
    const code = signTicket(typical, withdrawn.private_key, withdrawn.key_id);
    expect(verifyTicket(code, listed)).toEqual({
      result: 'revoked_key',
      key_id: '2025-9',
      payload: { ...typical, version: 1, key_id: '2025-9' },
    });
  });

  it('a key id the gate does not list is reported as unknown', () => {
    const next = generateTicketKeyPair('2027-1');
    const code = signTicket(typical, next.private_key, next.key_id);
    expect(verifyTicket(code, listed)).toEqual({ result: 'unknown_key', key_id: '2027-1' });
    const withNext = [...listed, { key_id: next.key_id, public_key: next.public_key }];
    expect(verifyTicket(code, withNext).result).toBe('valid');
  });

  it('a listed public key that is not 32 bytes is a configuration error', () => {
    const code = signTicket(typical, current.private_key, current.key_id);
    const broken = [{ key_id: current.key_id, public_key: 'c2hvcnQ=' }];
    expect(() => verifyTicket(code, broken)).toThrow(RangeError);
  });
});
