import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-date';
import {
  decodeTicketPayload,
  encodeTicketPayload,
  type TicketFields,
  ticketGuestTotal,
} from './ticket-payload';

const count = fc.integer({ min: 0, max: 65535 });
const group = fc.record({ adults: count, children: count });
const fields: fc.Arbitrary<TicketFields> = fc
  .record({
    booking_ref_code: fc.stringMatching(/^[\x21-\x7e]{1,16}$/),
    checkInDay: fc.integer({ min: 0, max: 65535 }),
    nights: fc.integer({ min: 0, max: 65535 }),
    guests: fc.record({ citizen: group, resident: group, non_resident: group }),
    seconds: fc.integer({ min: 0, max: 0xffffffff }),
  })
  .map(({ checkInDay, nights, seconds, ...rest }) => {
    const checkIn = addDays('1970-01-01', checkInDay);
    return {
      ...rest,
      check_in: checkIn,
      check_out: addDays(checkIn, nights),
      issued_at: new Date(seconds * 1000).toISOString(),
    };
  });

const typical: TicketFields = {
  booking_ref_code: 'K7QM2XPA',
  check_in: '2026-12-10',
  check_out: '2026-12-12',
  guests: {
    citizen: { adults: 2, children: 1 },
    resident: { adults: 0, children: 0 },
    non_resident: { adults: 0, children: 0 },
  },
  issued_at: '2026-11-21T09:15:42.000Z',
};

describe('ticket payload', () => {
  it('decodes to exactly what was encoded, for any booking it can carry', () => {
    fc.assert(
      fc.property(fields, fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/), (ticket, keyId) => {
        expect(decodeTicketPayload(encodeTicketPayload(ticket, keyId))).toEqual({
          ...ticket,
          version: 1,
          key_id: keyId,
        });
      }),
    );
  });

  it('takes 27 bytes for a typical booking', () => {
    expect(encodeTicketPayload(typical, '2026-2')).toHaveLength(27);
  });

  it('refuses another version, a cut-off payload and bytes left over', () => {
    const bytes = encodeTicketPayload(typical, '2026-2');
    const otherVersion = Uint8Array.from(bytes);
    otherVersion[0] = 2;
    expect(decodeTicketPayload(otherVersion)).toBeNull();
    for (let length = 0; length < bytes.length; length++) {
      expect(decodeTicketPayload(bytes.subarray(0, length)), `${length} bytes`).toBeNull();
    }
    expect(decodeTicketPayload(Uint8Array.from([...bytes, 0]))).toBeNull();
  });

  it('counts every guest of every residency group', () => {
    expect(ticketGuestTotal(typical.guests)).toBe(3);
    expect(
      ticketGuestTotal({
        citizen: { adults: 1, children: 2 },
        resident: { adults: 3, children: 4 },
        non_resident: { adults: 5, children: 6 },
      }),
    ).toBe(21);
  });
});
