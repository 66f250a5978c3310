import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { balanceIn, mpesaOffered } from './payment-amounts';

const booking = (currency: 'KES' | 'USD', balance: number) =>
  ({
    currency,
    booking_payment_balance: balance,
    currency_buying_rate_at_time: currency === 'KES' ? '1' : '128.00',
    currency_selling_rate_at_time: currency === 'KES' ? '1' : '131.00',
  }) as BookingRead;

describe('payment page amounts (public-site.md §4, §5 Payment)', () => {
  it('asks M-Pesa for KES at the booking’s own sell rate, rounded up', () => {
    expect(balanceIn(booking('USD', 368), 'KES')).toBe(48208);
    expect(balanceIn(booking('USD', 368), 'USD')).toBe(368);
    expect(balanceIn(booking('KES', 48160), 'KES')).toBe(48160);
  });

  it('offers M-Pesa only while the balance in KES is below 70,000', () => {
    expect(mpesaOffered(booking('KES', 69_999))).toBe(true);
    expect(mpesaOffered(booking('KES', 70_000))).toBe(false);
    expect(mpesaOffered(booking('USD', 534))).toBe(true);
    expect(mpesaOffered(booking('USD', 535))).toBe(false);
  });
});
