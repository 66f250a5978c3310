import { describe, expect, it } from 'vitest';
import { isMpesaPhone, normalisePhone } from './normalise-phone';

describe('normalisePhone', () => {
  it.each([
    ['0712 345 678', '254712345678'],
    ['0712-345-678', '254712345678'],
    ['0712345678', '254712345678'],
    ['712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['254712345678', '254712345678'],
    ['  0722 000 111 ', '254722000111'],
    ['+254 110 123456', '254110123456'],
    ['0110 123 456', '254110123456'],
    ['0100-987-654', '254100987654'],
    ['110123456', '254110123456'],
    ['0733 123 456', '254733123456'],
  ])('turns %s into %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    ['a Nairobi landline', '020 222 2222'],
    ['a Tanzanian mobile', '+255 712 345 678'],
    ['a UK mobile', '+44 7700 900123'],
    ['too few digits', '0712 345 67'],
    ['too many digits', '0712 345 6789'],
    ['an unassigned 01 range', '0120 123 456'],
    ['a trunk 0 after the country code', '+254 0712 345 678'],
    ['letters', '0712 ABC 678'],
    ['brackets', '(0712) 345 678'],
    ['nothing', ''],
  ])('refuses %s (%s)', (_, input) => {
    expect(normalisePhone(input)).toBeNull();
  });
});

describe('isMpesaPhone', () => {
  it('accepts Safaricom and Airtel mobiles in any accepted form', () => {
    expect(isMpesaPhone('0712 345 678')).toBe(true);
    expect(isMpesaPhone('+254 111 000 222')).toBe(true);
    expect(isMpesaPhone('254100123456')).toBe(true);
  });

  it('refuses numbers that cannot receive an STK push', () => {
    expect(isMpesaPhone('020 222 2222')).toBe(false);
    expect(isMpesaPhone('+256 772 123 456')).toBe(false);
    expect(isMpesaPhone('2547123456')).toBe(false);
  });
});
