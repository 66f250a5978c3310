import { DomainError } from '@hifadhi/shared/errors';
import { describe, expect, it } from 'vitest';
import { dayVisitReceipt } from './day-visit-receipt.fixture';
import { paidAmount, parseReceipt } from './receipt';

const refusal = (input: unknown): DomainError => {
  try {
    parseReceipt(input);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('The receipt was accepted');
};

describe('parseReceipt', () => {
  it('accepts a receipt that adds up and is an original unless it says copy', () => {
    const receipt = parseReceipt(dayVisitReceipt());
    expect(receipt.copy).toBe(false);
    expect(receipt.total).toBe(4250);
    expect(paidAmount(receipt)).toBe(5000);
    expect(parseReceipt(dayVisitReceipt({ copy: true })).copy).toBe(true);
  });

  it('refuses a section total that is not the sum of its lines', () => {
    const input = dayVisitReceipt();
    const [conservation, vehicles] = input.sections;
    const error = refusal({
      ...input,
      sections: [{ ...conservation, total: 3500 }, vehicles],
      total: 4000,
      balance: -1000,
    });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      'sections.0.total': 'Section total must be the sum of its lines',
    });
  });

  it('refuses a total that is not the sum of the sections', () => {
    const error = refusal(dayVisitReceipt({ total: 4500, balance: -500 }));
    expect(error.fields).toEqual({ total: 'Total must be the sum of the section totals' });
  });

  it('refuses a balance that is not the total less the payments', () => {
    const error = refusal(dayVisitReceipt({ balance: 0 }));
    expect(error.fields).toEqual({ balance: 'Balance must be the total less the payments' });
  });

  it('refuses check-out before check-in', () => {
    const error = refusal(dayVisitReceipt({ check_in: '2026-03-15' }));
    expect(error.fields).toEqual({ check_out: 'Check-out cannot be before check-in' });
  });

  it('refuses unknown payment methods and blank fields', () => {
    const error = refusal({
      ...dayVisitReceipt({ guest_name: '  ' }),
      payments: [{ method: 'cheque', amount: 5000 }],
    });
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['guest_name', 'payments.0.method']);
    expect(error.fields?.guest_name).toBe('This field is required');
  });

  it('refuses fractional amounts: a receipt is in whole units', () => {
    const error = refusal(dayVisitReceipt({ payments: [{ method: 'cash', amount: 4999.5 }] }));
    expect(error.fields?.['payments.0.amount']).toBe('Must be a whole number');
  });
});
