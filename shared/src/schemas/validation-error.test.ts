import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toValidationErrorBody, validate } from './validation-error';

const guestLine = z.strictObject({
  payment_public_id: z.string({ error: 'Item is required' }),
  payment_guests: z.number({ error: 'Must be a number' }).min(0, 'Must not be below 0'),
});
const form = z.strictObject({
  first_name: z.string({ error: 'This field is required' }),
  last_name: z
    .string({ error: 'This field is required' })
    .max(3, 'Too long')
    .regex(/^A/, 'Starts with A'),
  email: z.string({ error: 'E-mail is required' }),
  guests: z.array(guestLine),
});

function bodyOf(input: unknown) {
  const result = form.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return toValidationErrorBody(result.error);
}

describe('toValidationErrorBody', () => {
  it('gives the one error body: first message, every message once in field order, fields by snake_case path', () => {
    expect(bodyOf({ guests: [{ payment_public_id: 'cf-nr-a', payment_guests: -1 }, {}] })).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This field is required',
      messages: [
        'This field is required',
        'E-mail is required',
        'Must not be below 0',
        'Item is required',
        'Must be a number',
      ],
      fields: {
        first_name: 'This field is required',
        last_name: 'This field is required',
        email: 'E-mail is required',
        'guests.0.payment_guests': 'Must not be below 0',
        'guests.1.payment_public_id': 'Item is required',
        'guests.1.payment_guests': 'Must be a number',
      },
    });
  });

  it("keeps a field's first message only", () => {
    const body = bodyOf({
      first_name: 'Zawadi',
      last_name: 'Wanjala',
      email: 'z@example.com',
      guests: [],
    });
    expect(body.fields).toEqual({ last_name: 'Too long' });
    expect(body.messages).toEqual(['Too long']);
  });

  it('names each unknown field', () => {
    const body = bodyOf({
      first_name: 'Zawadi',
      last_name: 'Amu',
      email: 'z@example.com',
      guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 1, discount: 10 }],
      member: 'ms-cit-ind',
      partner: 'p-1',
    });
    expect(body.fields).toEqual({
      'guests.0.discount': 'Unknown field: discount',
      member: 'Unknown field: member',
      partner: 'Unknown field: partner',
    });
  });

  it("uses '' for a problem with the request as a whole", () => {
    const body = bodyOf('not an object');
    expect(Object.keys(body.fields)).toEqual(['']);
    expect(body.message).toBe(body.fields['']);
  });

  it('keeps the order of list items, even as numeric paths', () => {
    const list = z.array(z.string({ error: 'Item is required' }).min(2, 'Too short'));
    const result = list.safeParse(['ok', 'x', 5]);
    if (result.success) throw new Error('expected a validation failure');
    expect(toValidationErrorBody(result.error)).toMatchObject({
      messages: ['Too short', 'Item is required'],
      fields: { '1': 'Too short', '2': 'Item is required' },
    });
  });
});

describe('validate', () => {
  it('gives the parsed data, or the error body', () => {
    expect(validate(z.object({ n: z.coerce.number() }), { n: '4' })).toEqual({
      ok: true,
      data: { n: 4 },
    });
    expect(validate(form, {}).error?.message).toBe('This field is required');
  });
});
