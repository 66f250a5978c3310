import { describe, expect, it } from 'vitest';
import { donationFormSchema } from './donation';
import { validate } from './validation-error';

const donation = {
  payment_option: 'cause-rhino',
  payment_method: 'dpm-mpesa',
  currency: 'KES',
  amount: '2500',
  frequency: 'freq-once',
  title: 'Dr.',
  first_name: 'Achieng',
  sur_name: 'Odhiambo',
  email: 'achieng@example.org',
  country: 'KE',
  phone_number: '+254 733 123 456',
  city: 'Kisumu',
  gender: 'Female',
  dob: '1985-04-12',
};

describe('donation form', () => {
  it('shows the spec messages for an empty form, in field order', () => {
    expect(validate(donationFormSchema, {}).error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Place to donate to is required',
      messages: [
        'Place to donate to is required',
        'Payment method is required',
        'This field is required',
        'Country is required',
        'Title method is required',
      ],
      fields: {
        payment_option: 'Place to donate to is required',
        payment_method: 'Payment method is required',
        currency: 'Payment method is required',
        amount: 'This field is required',
        frequency: 'Country is required',
        title: 'Title method is required',
        first_name: 'This field is required',
        sur_name: 'This field is required',
        email: 'This field is required',
        country: 'Country is required',
        phone_number: 'This field is required',
        city: 'This field is required',
        gender: 'Country is required',
        dob: 'This field is required',
      },
    });
  });

  it('accepts a filled form; amount exact, preferences and extras optional', () => {
    expect(
      validate(donationFormSchema, { ...donation, preference: ['email', 'sms'] }).data,
    ).toEqual({
      ...donation,
      phone_number: '+254733123456',
      feedback: null,
      preference: ['email', 'sms'],
      anonymity: null,
    });
  });

  it.each([
    ['amount', '0.50', 'Amount must be at least 1'],
    ['amount', 'ten', 'Amount must be a number'],
    ['currency', 'EUR', 'Payment method is required'],
    ['title', 'Sir', 'Title method is required'],
    ['gender', 'Other', 'Country is required'],
    ['first_name', 'A'.repeat(21), 'Must be at most 20 characters'],
    ['sur_name', 'B'.repeat(21), 'Must be at most 20 characters'],
    ['city', 'C'.repeat(31), 'Must be at most 30 characters'],
    ['phone_number', '+2547331234', 'Phone number must have at least 13 characters'],
    ['phone_number', '0733 123 456', 'Phone number must start with + and the country calling code'],
    ['email', 'achieng@', 'E-mail must be valid'],
    ['dob', '12/04/1985', 'Date must be YYYY-MM-DD'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(validate(donationFormSchema, { ...donation, [field]: value }).error?.fields).toEqual({
      [field]: message,
    });
  });

  it('offers every title of the spec and the contact preferences email, phone, sms, post', () => {
    for (const title of ['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Eng.', 'Prof.']) {
      expect(validate(donationFormSchema, { ...donation, title }).ok).toBe(true);
    }
    const all = ['email', 'phone', 'sms', 'post'];
    expect(validate(donationFormSchema, { ...donation, preference: all }).data?.preference).toEqual(
      all,
    );
    expect(validate(donationFormSchema, { ...donation, preference: ['fax'] }).ok).toBe(false);
  });

  it('takes names of 20 and a city of 30 characters', () => {
    const longest = {
      ...donation,
      first_name: 'A'.repeat(20),
      sur_name: 'B'.repeat(20),
      city: 'C'.repeat(30),
    };
    expect(validate(donationFormSchema, longest).ok).toBe(true);
  });
});
