import { describe, expect, it } from 'vitest';
import {
  bookingFormSchema,
  isCompleteProofOfResidency,
  type ProofOfResidencyItem,
  proofOfResidencySchema,
} from './booking-form';
import { validate } from './validation-error';

const filledForm = {
  first_name: ' Wanjiru ',
  last_name: 'Kamau',
  city: 'Nanyuki',
  phone: '+254 712 345 678',
  email: 'wanjiru.kamau@example.co.ke',
  country: 'KE',
  terms: true,
  disclaimer: true,
};

describe('booking form', () => {
  it('shows the spec messages for an empty form, in the spec order', () => {
    expect(validate(bookingFormSchema, {}).error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This field is required',
      messages: [
        'This field is required',
        'E-mail is required',
        'Country is required',
        'You must accept the terms and conditions',
        'You must read and agree to the liability disclaimer',
      ],
      fields: {
        first_name: 'This field is required',
        last_name: 'This field is required',
        city: 'This field is required',
        phone: 'This field is required',
        email: 'E-mail is required',
        country: 'Country is required',
        terms: 'You must accept the terms and conditions',
        disclaimer: 'You must read and agree to the liability disclaimer',
      },
    });
  });

  it('treats blank text as missing', () => {
    const { error } = validate(bookingFormSchema, { ...filledForm, first_name: '   ', email: ' ' });
    expect(error?.fields).toEqual({
      first_name: 'This field is required',
      email: 'E-mail is required',
    });
  });

  it('accepts a filled form, with the phone in one piece and the optional fields empty', () => {
    const result = validate(bookingFormSchema, { ...filledForm, promo_code: ' karibu10 ' });
    expect(result).toEqual({
      ok: true,
      data: {
        ...filledForm,
        first_name: 'Wanjiru',
        phone: '+254712345678',
        promo_code: 'KARIBU10',
        entry_mode: null,
        entry_point: null,
        mode_registration: null,
        additional_note: null,
        newsletter: false,
        address: null,
        code: null,
        country_details: null,
      },
    });
  });

  it.each([
    ['email', 'wanjiru.example.com', 'E-mail must be valid'],
    ['phone', '0712 345 678', 'Phone number must start with + and the country calling code'],
    ['phone', '+254 712 34', 'Phone number must have at least 13 characters'],
    ['phone', '+255 712 345 678', 'Phone number must start with +254 for the chosen country'],
    ['first_name', 'A'.repeat(40), 'Must be at most 39 characters'],
    ['last_name', 'B'.repeat(40), 'Must be at most 39 characters'],
    ['terms', false, 'You must accept the terms and conditions'],
    ['disclaimer', false, 'You must read and agree to the liability disclaimer'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(validate(bookingFormSchema, { ...filledForm, [field]: value }).error).toMatchObject({
      message,
      messages: [message],
      fields: { [field]: message },
    });
  });

  it('takes names of 39 characters and checks the phone against the chosen country', () => {
    const long = { ...filledForm, first_name: 'A'.repeat(39), last_name: 'B'.repeat(39) };
    expect(validate(bookingFormSchema, long).ok).toBe(true);
    const british = { ...filledForm, country: 'United Kingdom', phone: '+44 7700 900 123' };
    expect(validate(bookingFormSchema, british).ok).toBe(true);
    const wrongCountry = { ...filledForm, country: 'GB' };
    expect(validate(bookingFormSchema, wrongCountry).error?.fields).toEqual({
      phone: 'Phone number must start with +44 for the chosen country',
    });
  });

  it('lists each wrong field once, in the order of public-site.md §5', () => {
    const { error } = validate(bookingFormSchema, {
      first_name: 'Wanjiru',
      last_name: '',
      city: 'Nanyuki',
      phone: '0712345678',
      email: 'wanjiru@',
      country: '',
      terms: false,
      disclaimer: true,
    });
    expect(error?.messages).toEqual([
      'This field is required',
      'Phone number must start with + and the country calling code',
      'E-mail must be valid',
      'Country is required',
      'You must accept the terms and conditions',
    ]);
    expect(Object.keys(error?.fields ?? {})).toEqual([
      'last_name',
      'phone',
      'email',
      'country',
      'terms',
    ]);
  });
});

describe('proof of residency', () => {
  const complete: ProofOfResidencyItem = {
    payment_person: 'Citizen Adult',
    payment_public_id: 'cf-cit-a',
    proof_point: 'National ID or East African passport',
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    document_id: '23456789',
  };

  it('counts an item only when names, document id, payment person and public id are filled', () => {
    expect(isCompleteProofOfResidency(complete)).toBe(true);
    for (const field of [
      'first_name',
      'last_name',
      'document_id',
      'payment_person',
      'payment_public_id',
    ] as const) {
      expect(isCompleteProofOfResidency({ ...complete, [field]: '' })).toBe(false);
    }
    expect(isCompleteProofOfResidency({ ...complete, proof_point: '' })).toBe(true);
  });

  it('keeps the complete items of a list, trimmed, and leaves the others out', () => {
    const parsed = proofOfResidencySchema.parse([
      { ...complete, document_id: ' 23456789 ' },
      { ...complete, document_id: '   ' },
      { payment_person: 'Citizen Child', first_name: 'Baraka' },
    ]);
    expect(parsed).toEqual([complete]);
    expect(proofOfResidencySchema.parse(undefined)).toEqual([]);
  });
});
