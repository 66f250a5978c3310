import { describe, expect, it } from 'vitest';
import { offeredOperations } from './booking-actions';

const everything = new Set([
  'bookings/update',
  'bookings/foc',
  'bookings/delete',
  'bookings/payment',
  'bookings/credit-note',
]);
const gateClerk = new Set(['bookings', 'checkin', 'bookings/payment']);

describe('offeredOperations', () => {
  it('offers an administrator what a held booking with a balance allows', () => {
    expect(
      offeredOperations({ booking_status: 'held', booking_payment_balance: 5000 }, everything),
    ).toEqual(['confirm', 'defer_payment', 'foc', 'delete', 'record_payment', 'credit_note']);
  });

  it('offers a Gate Clerk only the gate operations and payments', () => {
    expect(
      offeredOperations({ booking_status: 'confirmed', booking_payment_balance: 5000 }, gateClerk),
    ).toEqual(['check_in', 'record_payment']);
  });

  it('offers no payment once nothing is left to pay', () => {
    expect(
      offeredOperations({ booking_status: 'checked_in', booking_payment_balance: 0 }, everything),
    ).toEqual(['check_out', 'defer_payment', 'foc', 'credit_note']);
  });

  it('offers postponing a held or confirmed booking only with the postpone-booking feature', () => {
    const postponer = new Set([...everything, 'postpone-booking']);
    expect(
      offeredOperations({ booking_status: 'confirmed', booking_payment_balance: 0 }, postponer),
    ).toContain('postpone');
    expect(
      offeredOperations({ booking_status: 'checked_in', booking_payment_balance: 0 }, postponer),
    ).not.toContain('postpone');
    expect(
      offeredOperations({ booking_status: 'held', booking_payment_balance: 5000 }, everything),
    ).not.toContain('postpone');
  });

  it('offers only reinstating a deleted booking', () => {
    expect(
      offeredOperations({ booking_status: 'deleted', booking_payment_balance: 0 }, everything),
    ).toEqual(['reinstate']);
  });
});
