import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import {
  amountDue,
  amountToPay,
  balanceIn,
  depositOffered,
  mpesaOffered,
  paidSoFar,
} from './payment-amounts';

type Line = BookingRead['lines'][number];

const booking = (
  currency: 'KES' | 'USD',
  balance: number,
  extra: Partial<BookingRead> = {},
): BookingRead =>
  ({
    currency,
    total_cost: balance,
    booking_payment_balance: balance,
    booking_payment_status: 'Unpaid',
    check_in_date: '2026-12-24',
    lines: [],
    currency_buying_rate_at_time: currency === 'KES' ? '1' : '128.00',
    currency_selling_rate_at_time: currency === 'KES' ? '1' : '131.00',
    ...extra,
  }) as BookingRead;

const donationLine = (amount: number): Line => ({
  kind: 'donation',
  ref: '',
  description: 'Donation',
  quantity: 1,
  amount,
});

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

describe('amount due and paid (pricing-rules.md §Totals and payment)', () => {
  it('adds the booking’s donations to the grand total, so Paid is never negative', () => {
    // A KES 500 donation given on the booking information page: due 6,700, nothing paid.
    const unpaid = booking('KES', 6700, { total_cost: 6200, lines: [donationLine(500)] });
    expect(amountDue(unpaid)).toBe(6700);
    expect(paidSoFar(unpaid)).toBe(0);
    const paid = booking('KES', 0, { total_cost: 6200, lines: [donationLine(500)] });
    expect(paidSoFar(paid)).toBe(6700);
  });
});

describe('what a payment asks for (api/src/payments/start-payment.ts)', () => {
  it('adds the page’s donations to the balance before the visitor confirms', () => {
    const kes = booking('KES', 6200);
    const donation = { new_donation_currency_id: 'KES' as const, new_donation_amount: '1000' };
    expect(amountToPay(kes, 'KES', [])).toBe(6200);
    expect(amountToPay(kes, 'KES', [donation])).toBe(7200);
  });

  it('converts a KES donation on a USD booking to USD, rounded up, then the sum to KES', () => {
    const usd = booking('USD', 368);
    // KES 1,000 / 128 = 7.81 → USD 8; (368 + 8) × 131 = 49,256.
    const donation = { new_donation_currency_id: 'KES' as const, new_donation_amount: '1000' };
    expect(amountToPay(usd, 'KES', [donation])).toBe(49_256);
    const usdDonation = { new_donation_currency_id: 'USD' as const, new_donation_amount: '10' };
    expect(amountToPay(usd, 'USD', [usdDonation])).toBe(378);
  });

  it('asks for the deposit instead of the balance when one is chosen', () => {
    expect(amountToPay(booking('KES', 48_160), 'KES', [], 14_448)).toBe(14_448);
  });
});

describe('the 30% deposit (pricing-rules.md §Totals and payment)', () => {
  const due = booking('KES', 48_160, { check_in_date: '2026-12-21' });

  it('is offered for arrival 30 or more days ahead, rounded up', () => {
    expect(depositOffered(due, '2026-11-21')).toBe(14_448);
    expect(depositOffered(due, '2026-11-22')).toBeNull();
  });

  it('is not offered once anything is paid', () => {
    const partly = { ...due, booking_payment_status: 'Partially Paid' as const };
    expect(depositOffered(partly, '2026-11-21')).toBeNull();
  });
});
