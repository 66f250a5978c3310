import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { ratesFromCurrencies } from '../money/rates';
import {
  cancellationCharge,
  cancellationPercentage,
  isPromoCodeValid,
  mpesaAllowed,
  paymentSchedule,
} from './payment-terms';

const catalogue = demoCatalogue('2026-11-21');
const rates = ratesFromCurrencies(catalogue.currencies);

describe('mpesaAllowed', () => {
  it('offers M-Pesa only while the KES balance is below 70,000', () => {
    expect(mpesaAllowed(69_999, 'KES', rates)).toBe(true);
    expect(mpesaAllowed(70_000, 'KES', rates)).toBe(false);
    expect(mpesaAllowed(208_500, 'KES', rates)).toBe(false);
  });

  it('converts a USD balance to KES at the sell rate first', () => {
    expect(mpesaAllowed(534, 'USD', rates)).toBe(true);
    expect(mpesaAllowed(535, 'USD', rates)).toBe(false);
  });
});

describe('paymentSchedule', () => {
  it('asks for everything now when arrival is within 7 days', () => {
    expect(paymentSchedule(48160, '2026-11-25', '2026-11-21')).toEqual({
      kind: 'pay_in_full',
      pay_now: 48160,
    });
  });

  it('asks for everything now when arrival is 8 to 29 days ahead', () => {
    expect(paymentSchedule(48160, '2026-12-20', '2026-11-21')).toEqual({
      kind: 'pay_in_full',
      pay_now: 48160,
    });
  });

  it('takes a 30% deposit, rounded up, within 7 days when arrival is 30 or more days ahead', () => {
    expect(paymentSchedule(48160, '2026-12-21', '2026-11-21')).toEqual({
      kind: 'deposit',
      deposit: 14448,
      deposit_due_by: '2026-11-28',
      balance_at_gate: 33712,
    });
    expect(paymentSchedule(368, '2027-01-02', '2026-11-21')).toMatchObject({
      deposit: 111,
      balance_at_gate: 257,
    });
  });
});

describe('cancellation', () => {
  it('charges by days before arrival: 61+ 20%, 31–60 40%, 8–30 50%, 7 or fewer 100%', () => {
    expect([120, 61, 60, 31, 30, 8, 7, 0, -1].map(cancellationPercentage)).toEqual([
      20, 20, 40, 40, 50, 50, 100, 100, 100,
    ]);
  });

  it('charges the percentage of the amount, rounded up', () => {
    expect(cancellationCharge(48160, '2026-11-21', '2026-12-21')).toEqual({
      percentage: 50,
      charge: 24080,
    });
    expect(cancellationCharge(368, '2026-10-01', '2026-12-10')).toEqual({
      percentage: 20,
      charge: 74,
    });
    expect(cancellationCharge(4250, '2026-12-05', '2026-12-05')).toEqual({
      percentage: 100,
      charge: 4250,
    });
  });
});

describe('isPromoCodeValid', () => {
  const karibu = catalogue.promo_codes.find((promo) => promo.code === 'KARIBU10')!;
  const expired = catalogue.promo_codes.find((promo) => promo.code === 'EXPIRED5')!;

  it('accepts a code between its start and end dates, both included', () => {
    expect(isPromoCodeValid(karibu, '2026-11-21', 0)).toBe(true);
    expect(isPromoCodeValid(karibu, karibu.start_date, 0)).toBe(true);
    expect(isPromoCodeValid(karibu, karibu.end_date, 0)).toBe(true);
  });

  it('refuses a code before its start, after its end, or used max_uses times', () => {
    expect(isPromoCodeValid(expired, '2026-11-21', 0)).toBe(false);
    expect(isPromoCodeValid(karibu, '2026-10-21', 0)).toBe(false);
    expect(isPromoCodeValid(karibu, '2026-11-21', 499)).toBe(true);
    expect(isPromoCodeValid(karibu, '2026-11-21', 500)).toBe(false);
  });
});
