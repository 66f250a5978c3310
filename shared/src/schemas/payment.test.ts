import { describe, expect, it } from 'vitest';
import { cardPaymentRequestSchema, mpesaPaymentRequestSchema } from './payment';
import { validate } from './validation-error';

describe('M-Pesa payment request', () => {
  it('normalises the phone for the STK push', () => {
    expect(
      validate(mpesaPaymentRequestSchema, { booking_id: 'bk-7f3a', phone: '0712 345 678' }),
    ).toEqual({
      ok: true,
      data: { booking_id: 'bk-7f3a', phone: '254712345678', public_donations: [] },
    });
    expect(
      validate(mpesaPaymentRequestSchema, { booking_id: 'bk-7f3a', phone: '+254 110 123456' }).data
        ?.phone,
    ).toBe('254110123456');
  });

  it('requires the booking and the phone', () => {
    expect(validate(mpesaPaymentRequestSchema, {}).error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This field is required',
      messages: ['This field is required'],
      fields: { booking_id: 'This field is required', phone: 'This field is required' },
    });
  });

  it.each(['020 222 2222', '+256 772 123 456', '0712 345', 'my phone'])(
    'refuses %s, which M-Pesa cannot reach',
    (phone) => {
      expect(
        validate(mpesaPaymentRequestSchema, { booking_id: 'bk-7f3a', phone }).error?.fields,
      ).toEqual({
        phone: 'Enter a Kenyan M-Pesa number, e.g. 0712 345 678',
      });
    },
  );

  it('takes donations added on the payment page, amounts kept exact', () => {
    const { data } = validate(mpesaPaymentRequestSchema, {
      booking_id: 'bk-7f3a',
      phone: '0712345678',
      public_donations: [
        {
          new_donation_currency_id: 'KES',
          new_donation_currency_name: 'Kenyan Shilling',
          new_donation_amount: 1500,
          cause: 'cause-rhino',
        },
        { new_donation_currency_id: 'USD', new_donation_amount: '25.50' },
      ],
    });
    expect(data?.public_donations).toEqual([
      {
        new_donation_currency_id: 'KES',
        new_donation_currency_name: 'Kenyan Shilling',
        new_donation_amount: '1500',
        cause: 'cause-rhino',
      },
      {
        new_donation_currency_id: 'USD',
        new_donation_currency_name: null,
        new_donation_amount: '25.50',
        cause: null,
      },
    ]);
  });

  it.each([
    [0, 'Amount must be at least 1'],
    ['0.99', 'Amount must be at least 1'],
    ['-5', 'Amount must be at least 1'],
    ['a lot', 'Amount must be a number'],
    ['', 'This field is required'],
  ])('refuses a donation of %j with "%s"', (amount, message) => {
    const { error } = validate(mpesaPaymentRequestSchema, {
      booking_id: 'bk-7f3a',
      phone: '0712345678',
      public_donations: [{ new_donation_currency_id: 'KES', new_donation_amount: amount }],
    });
    expect(error?.fields).toEqual({ 'public_donations.0.new_donation_amount': message });
  });
});

describe('card payment request', () => {
  it('requires the booking and the e-mail with the spec message', () => {
    expect(validate(cardPaymentRequestSchema, { booking_id: '', email: '' }).error?.fields).toEqual(
      {
        booking_id: 'This field is required',
        email: 'This field is required',
      },
    );
  });

  it('refuses an e-mail without an at-sign form', () => {
    expect(
      validate(cardPaymentRequestSchema, { booking_id: 'bk-7f3a', email: 'amina.example.com' })
        .error,
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'E-mail must be valid',
      messages: ['E-mail must be valid'],
      fields: { email: 'E-mail must be valid' },
    });
  });

  it('accepts a booking id and e-mail', () => {
    expect(
      validate(cardPaymentRequestSchema, { booking_id: 'bk-7f3a', email: ' amina@example.com ' })
        .data,
    ).toEqual({
      booking_id: 'bk-7f3a',
      email: 'amina@example.com',
      public_donations: [],
    });
  });
});
