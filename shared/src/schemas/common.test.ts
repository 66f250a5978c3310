import { describe, expect, it } from 'vitest';
import { amountOfAtLeastOne, internationalPhone, optionalText, phoneMessages } from './common';
import { validate } from './validation-error';

describe('amountOfAtLeastOne', () => {
  it('keeps the amount as an exact decimal string', () => {
    expect(amountOfAtLeastOne.parse(1)).toBe('1');
    expect(amountOfAtLeastOne.parse(' 1000.50 ')).toBe('1000.50');
    expect(amountOfAtLeastOne.parse('1.00')).toBe('1.00');
  });

  it.each([
    [undefined, 'This field is required'],
    [null, 'This field is required'],
    ['  ', 'This field is required'],
    [true, 'Amount must be a number'],
    ['0x10', 'Amount must be a number'],
    ['1e3', 'Amount must be a number'],
    ['0.999', 'Amount must be at least 1'],
  ])('refuses %j with "%s"', (amount, message) => {
    expect(validate(amountOfAtLeastOne, amount).error?.messages).toEqual([message]);
  });
});

describe('internationalPhone', () => {
  const phone = internationalPhone(phoneMessages);

  it('drops spaces and dashes', () => {
    expect(phone.parse('+254 712-345-678')).toBe('+254712345678');
    expect(phone.parse('+44 7700 900123')).toBe('+447700900123');
  });

  it('gives one message per phone, the first rule it breaks', () => {
    expect(validate(phone, '').error?.messages).toEqual(['This field is required']);
    expect(validate(phone, '0712').error?.messages).toEqual([
      'Phone number must start with + and the country calling code',
    ]);
    expect(validate(phone, '+254 712 3456').error?.messages).toEqual([
      'Phone number must have at least 13 characters',
    ]);
  });
});

describe('optionalText', () => {
  it('makes missing, null and blank text null, and trims the rest', () => {
    const note = optionalText(10);
    expect(note.parse(undefined)).toBeNull();
    expect(note.parse(null)).toBeNull();
    expect(note.parse('   ')).toBeNull();
    expect(note.parse(' Gate 2 ')).toBe('Gate 2');
    expect(validate(note, 'x'.repeat(11)).error?.messages).toEqual([
      'Must be at most 10 characters',
    ]);
  });
});
