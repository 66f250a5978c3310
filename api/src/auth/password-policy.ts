/**
 * The password policy applied wherever a password is set (sign-up, a user created by an
 * administrator, a password reset), never when signing in: 10 to 128 characters (the shared
 * schema's `newPassword` checks those) and not one of the ~49,000 most common passwords of
 * `@zxcvbn-ts/language-common`, compared without regard to case.
 *
 * spec: membership-backoffice.md §7 (Authentication); issue 11 item 4.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { dictionary } from '@zxcvbn-ts/language-common';

const commonPasswords = new Set(dictionary['passwords-common']);

/** True when `password` (any case) is on the list of common passwords. Pure. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Refuses a common password being set.
 * @throws DomainError VALIDATION_FAILED 'This password is too common. Choose one that is harder
 *   to guess.' on `field` (default `password`).
 */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new DomainError('VALIDATION_FAILED', messages.passwordTooCommon, {
      fields: { [field]: messages.passwordTooCommon },
    });
  }
}
