import { describe, expect, it } from 'vitest';
import { findRevocation, type TicketRevocation } from './ticket-revocation';

const reissued: TicketRevocation = {
  booking_ref_code: 'K7QM2XPA',
  issued_at: '2026-11-21T09:15:42.000Z',
  reason: 'reissued',
};
const cancelled: TicketRevocation = { booking_ref_code: 'CANC3LED', reason: 'cancelled' };
const list = [reissued, cancelled];

describe('findRevocation', () => {
  it('finds a single withdrawn code by its booking and issued-at instant, in any notation', () => {
    expect(
      findRevocation(
        { booking_ref_code: 'K7QM2XPA', issued_at: '2026-11-21T12:15:42+03:00' },
        list,
      ),
    ).toBe(reissued);
  });

  it('leaves the reissued code of the same booking and a plain lookup of it alone', () => {
    const newer = { booking_ref_code: 'K7QM2XPA', issued_at: '2026-11-22T08:00:00.000Z' };
    expect(findRevocation(newer, list)).toBeUndefined();
    expect(findRevocation({ booking_ref_code: 'K7QM2XPA' }, list)).toBeUndefined();
  });

  it('a booking-wide entry revokes every code of the booking and its lookup', () => {
    const code = { booking_ref_code: 'CANC3LED', issued_at: '2026-10-01T07:00:00.000Z' };
    expect(findRevocation(code, list)).toBe(cancelled);
    expect(findRevocation({ booking_ref_code: 'CANC3LED' }, list)).toBe(cancelled);
    expect(findRevocation({ booking_ref_code: 'OTHER123' }, list)).toBeUndefined();
  });
});
