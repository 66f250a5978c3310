import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes the code, a plain space and the amount with thousands separators', () => {
    expect(formatMoney(48160, 'KES')).toBe('KES 48,160');
    expect(formatMoney(368, 'USD')).toBe('USD 368');
    expect(formatMoney(1234567, 'KES')).toBe('KES 1,234,567');
    expect(formatMoney(0, 'USD')).toBe('USD 0');
  });

  it('shows two decimals when asked', () => {
    expect(formatMoney(48160, 'KES', 2)).toBe('KES 48,160.00');
    expect(formatMoney('7.8125', 'USD', 2)).toBe('USD 7.82');
  });

  it('formats decimal strings and Decimals exactly, rounding a fraction up', () => {
    expect(formatMoney('12345678901234567', 'KES')).toBe('KES 12,345,678,901,234,567');
    expect(formatMoney(new Decimal('7.8125'), 'USD')).toBe('USD 8');
  });

  it('puts the sign after the code', () => {
    expect(formatMoney(-1250, 'KES')).toBe('KES -1,250');
  });
});
