import { bookingStatuses } from '@hifadhi/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { bookingOperations, transition } from './booking-lifecycle';

/**
 * Every status × operation: the status it leaves, `=` for allowed with no change (a retry),
 * `409` for refused. Columns: confirm, unconfirm, check_in, check_out, defer_payment, foc,
 * delete, reinstate, record_payment, credit_note, postpone, amend. Reinstate reads the status before
 * deletion (confirmed here); a payment on a held booking meets the schedule here.
 */
const expected = {
  held: [
    'confirmed',
    '=',
    409,
    409,
    'held',
    'confirmed',
    'deleted',
    409,
    'confirmed',
    'held',
    'held',
    'held',
  ],
  confirmed: [
    '=',
    'held',
    'checked_in',
    409,
    'confirmed',
    'confirmed',
    'deleted',
    409,
    'confirmed',
    'confirmed',
    'confirmed',
    'confirmed',
  ],
  expired: [409, 409, 409, 409, 409, 409, 'deleted', 409, 409, 'expired', 409, 409],
  cancelled: [409, 409, 409, 409, 409, 409, 'deleted', 409, 409, 'cancelled', 409, 409],
  checked_in: [
    409,
    409,
    '=',
    'checked_out',
    'checked_in',
    'checked_in',
    409,
    409,
    'checked_in',
    'checked_in',
    409,
    'checked_in',
  ],
  checked_out: [
    409,
    409,
    409,
    '=',
    'checked_out',
    'checked_out',
    409,
    409,
    'checked_out',
    'checked_out',
    409,
    409,
  ],
  deleted: [409, 409, 409, 409, 409, 409, '=', 'confirmed', 409, 409, 409, 409],
} as const;

describe('the booking lifecycle table', () => {
  for (const status of bookingStatuses) {
    for (const [column, operation] of bookingOperations.entries()) {
      const want = expected[status][column];
      it(`${operation} on a ${status} booking: ${want === 409 ? 'refused' : want}`, () => {
        const outcome = transition(status, operation, {
          statusBeforeDelete: 'confirmed',
          scheduleMet: true,
        });
        if (want === 409) {
          expect(outcome.allowed).toBe(false);
        } else if (want === '=') {
          expect(outcome).toEqual({ allowed: true, changes: false, next: status });
        } else {
          expect(outcome).toEqual({ allowed: true, changes: true, next: want });
        }
      });
    }
  }

  it('says why in plain words when refused', () => {
    expect(transition('checked_out', 'confirm')).toEqual({
      allowed: false,
      message: 'A booking that is checked out cannot be confirmed',
    });
    expect(transition('deleted', 'record_payment')).toEqual({
      allowed: false,
      message: 'A booking that is deleted cannot take a payment',
    });
    expect(transition('checked_in', 'postpone')).toEqual({
      allowed: false,
      message: 'A booking that is checked in cannot be postponed',
    });
    expect(transition('checked_out', 'amend')).toEqual({
      allowed: false,
      message: 'A booking that is checked out cannot be amended',
    });
  });

  it('keeps a held booking held when its payment falls short of the schedule', () => {
    expect(transition('held', 'record_payment', { scheduleMet: false })).toEqual({
      allowed: true,
      changes: true,
      next: 'held',
    });
  });

  it('reinstates a booking to the status it had when deleted', () => {
    expect(transition('deleted', 'reinstate', { statusBeforeDelete: 'cancelled' })).toMatchObject({
      next: 'cancelled',
    });
  });
});
