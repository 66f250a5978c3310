import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  amountOfAtLeastOne,
  calendarDate,
  count,
  decimalAmount,
  emailAddress,
  internationalPhone,
  list,
  optionalText,
  phoneMatchesCountryRule,
  phoneMessages,
  requiredText,
} from './common';
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

describe('bounds on every field', () => {
  it('refuses counts above 10,000 and amounts above 100,000,000', () => {
    expect(count.parse(10_000)).toBe(10_000);
    expect(validate(count, 1e12).error?.messages).toEqual(['Must not be above 10,000']);
    expect(amountOfAtLeastOne.parse('100000000.00')).toBe('100000000.00');
    for (const amount of ['100000000.01', '99999999999999999999', 1e15]) {
      expect(validate(amountOfAtLeastOne, amount).error?.messages).toEqual([
        'Amount must be at most 100,000,000',
      ]);
    }
    expect(validate(decimalAmount, '1000000000000000').error?.messages).toEqual([
      'Amount must be at most 100,000,000',
    ]);
  });

  it('bounds text: free text 2000, e-mail addresses 254, phones 20, dates 10', () => {
    expect(validate(requiredText(), 'x'.repeat(2001)).error?.messages).toEqual([
      'Must be at most 2000 characters',
    ]);
    expect(validate(optionalText(), 'x'.repeat(2001)).error?.messages).toEqual([
      'Must be at most 2000 characters',
    ]);
    expect(validate(emailAddress(), `${'a'.repeat(250)}@x.ke`).error?.messages).toEqual([
      'Must be at most 254 characters',
    ]);
    expect(
      validate(internationalPhone(phoneMessages), `+254${'7'.repeat(30)}`).error?.messages,
    ).toEqual(['Must be at most 20 characters']);
    expect(validate(calendarDate, `2026-12-10${' '.repeat(5000)}`).error?.messages).toEqual([
      'Date must be YYYY-MM-DD',
    ]);
  });

  it('bounds lists', () => {
    const gates = list(z.string(), 3);
    expect(gates.parse(['a', 'b', 'c'])).toHaveLength(3);
    expect(validate(gates, ['a', 'b', 'c', 'd']).error?.messages).toEqual(['At most 3 entries']);
  });
});

describe('onceValid', () => {
  it('skips an object rule when the value is an array, so the rule never reads a missing field', () => {
    const form = z
      .object({ phone: z.string(), country: z.string() })
      .check(phoneMatchesCountryRule('phone', 'country', phoneMessages));
    expect(validate(form, [{ phone: '+254712345678', country: 'KE' }]).error?.code).toBe(
      'VALIDATION_FAILED',
    );
    expect(validate(form, { phone: '+447700900123', country: 'KE' }).error?.messages).toEqual([
      'Phone number must start with +254 for the chosen country',
    ]);
  });
});
