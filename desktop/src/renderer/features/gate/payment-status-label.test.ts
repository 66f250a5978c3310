import { describe, expect, it } from 'vitest';
import { paymentStatusLabel } from './payment-status-label';

describe('the payment status a kiosk screen shows', () => {
  it('calls an unpaid or part-paid partner-pays booking "On account"', () => {
    expect(paymentStatusLabel({ booking_payment_status: 'Unpaid', on_account: true })).toBe(
      'On account',
    );
    expect(paymentStatusLabel({ booking_payment_status: 'Partially Paid', on_account: true })).toBe(
      'On account',
    );
  });

  it('keeps Paid and FOC, and every status of a booking the guest pays', () => {
    expect(paymentStatusLabel({ booking_payment_status: 'Paid', on_account: true })).toBe('Paid');
    expect(paymentStatusLabel({ booking_payment_status: 'FOC', on_account: true })).toBe('FOC');
    expect(paymentStatusLabel({ booking_payment_status: 'Unpaid' })).toBe('Unpaid');
    expect(paymentStatusLabel({ booking_payment_status: 'Unpaid', on_account: false })).toBe(
      'Unpaid',
    );
  });
});
