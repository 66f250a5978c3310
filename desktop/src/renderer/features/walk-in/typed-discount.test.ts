import { describe, expect, it } from 'vitest';
import { typedDiscount } from './typed-discount';

describe('typedDiscount', () => {
  it('keeps a percent from 0 to 100 as typed, a trailing dot included', () => {
    expect(typedDiscount('12.')).toEqual({ text: '12.', percent: 12, reset: false });
    expect(typedDiscount('33.3')).toEqual({ text: '33.3', percent: 33.3, reset: false });
    expect(typedDiscount('100')).toEqual({ text: '100', percent: 100, reset: false });
    expect(typedDiscount('')).toEqual({ text: '', percent: 0, reset: false });
  });

  it('resets a figure over 100 to 0', () => {
    expect(typedDiscount('101')).toEqual({ text: '0', percent: 0, reset: true });
    expect(typedDiscount('100.5')).toEqual({ text: '0', percent: 0, reset: true });
  });

  it('drops anything but digits and the first dot', () => {
    expect(typedDiscount('1a5%')).toEqual({ text: '15', percent: 15, reset: false });
    expect(typedDiscount('-5')).toEqual({ text: '5', percent: 5, reset: false });
    expect(typedDiscount('1.2.5')).toEqual({ text: '1.25', percent: 1.25, reset: false });
  });
});
