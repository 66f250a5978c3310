import { describe, expect, it } from 'vitest';
import {
  createStaffUserSchema,
  loginRequestSchema,
  passwordResetSchema,
  publicSignupSchema,
  updateUserSchema,
} from './auth';
import { validate } from './validation-error';

describe('sign-in request', () => {
  it('needs an e-mail and a password', () => {
    expect(validate(loginRequestSchema, {}).error?.fields).toEqual({
      email: 'E-mail is required',
      password: 'This field is required',
    });
    expect(validate(loginRequestSchema, { email: 'clerk', password: 'x' }).error?.fields).toEqual({
      email: 'E-mail must be valid',
    });
  });
});

describe('password reset', () => {
  it("refuses a confirmation that differs with the spec's words", () => {
    const result = validate(passwordResetSchema, {
      password: 'kifaru-2026',
      new_password: 'kifaru-2025',
    });
    expect(result.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Make sure the password and confirm password are same',
      messages: ['Make sure the password and confirm password are same'],
      fields: { new_password: 'Make sure the password and confirm password are same' },
    });
  });

  it('needs at least 10 characters, and says only that when the password is short', () => {
    expect(
      validate(passwordResetSchema, { password: 'nine-char', new_password: 'nine-char' }).error,
    ).toMatchObject({ fields: { password: 'Password must be at least 10 characters' } });
  });

  it('takes at most 128 characters', () => {
    const long = 'k'.repeat(129);
    expect(
      validate(passwordResetSchema, { password: long, new_password: long }).error,
    ).toMatchObject({ fields: { password: 'Password must be at most 128 characters' } });
    const longest = 'k'.repeat(128);
    expect(validate(passwordResetSchema, { password: longest, new_password: longest }).ok).toBe(
      true,
    );
  });

  it('takes equal passwords', () => {
    expect(
      validate(passwordResetSchema, { password: 'kifaru-2026', new_password: 'kifaru-2026' }).ok,
    ).toBe(true);
  });
});

describe('users', () => {
  it('a staff user needs a name, an e-mail, a role and a password; gates default to none', () => {
    expect(validate(createStaffUserSchema, {}).error?.fields).toEqual({
      full_name: 'This field is required',
      email: 'E-mail is required',
      user_type_id: 'Item is required',
      password: 'This field is required',
    });
    const created = validate(createStaffUserSchema, {
      full_name: 'Mary Achieng',
      email: 'mary@kijani.example',
      user_type_id: 'role-gate-clerk',
      password: 'kifaru-2026',
    });
    expect(created.data).toMatchObject({ phone: null, gate_public_ids: [] });
  });

  it('a public sign-up must confirm its password', () => {
    const result = validate(publicSignupSchema, {
      full_name: 'Aisha Mohamed',
      email: 'aisha@example.com',
      password: 'kifaru-2026',
      new_password: 'kifaru-2027',
    });
    expect(result.error?.fields).toEqual({
      new_password: 'Make sure the password and confirm password are same',
    });
  });

  it('an update leaves out what it does not name, and clears a blank phone', () => {
    expect(validate(updateUserSchema, { full_name: 'Mary A.' }).data).toEqual({
      full_name: 'Mary A.',
    });
    expect(validate(updateUserSchema, { phone: ' ' }).data).toEqual({ phone: null });
    expect(validate(updateUserSchema, { email: 'x@y.z' }).error?.fields).toEqual({
      email: 'Unknown field: email',
    });
    expect(validate(updateUserSchema, {}).error?.messages).toEqual([
      'Nothing to change: send at least one field',
    ]);
  });
});
