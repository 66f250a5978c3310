/**
 * What to tell the visitor when an STK push is refused before the prompt reaches the phone, by
 * the Daraja failure: an invalid phone, a prompt already waiting on the phone (`500.001.1001`
 * "Unable to lock subscriber"), Daraja unreachable, or anything else.
 *
 * Source: research/payments.md §1 (the "1001" HTTP error, request errors); spec: public-site.md
 * §5 Payment.
 */
import { messages } from '@hifadhi/shared/messages';
import type { DarajaFailure } from './daraja-http';
import { stkResultMessages } from './stk-result-messages';

/** Visitor messages for a refused STK push. */
export const stkPushFailureMessages = {
  phoneInvalid: messages.mpesaPhoneInvalid,
  subscriberLocked:
    'An M-Pesa request is already waiting on this phone. Wait a minute, then request payment again.',
  unreachable: 'M-Pesa cannot be reached right now. Try again in a few minutes, or pay by card.',
  generic: stkResultMessages.generic,
} as const;

/** The visitor message for `failure`. */
export function stkPushFailureMessage(failure: DarajaFailure): string {
  switch (failure.kind) {
    case 'invalid_request':
      return failure.field === 'PhoneNumber'
        ? stkPushFailureMessages.phoneInvalid
        : stkPushFailureMessages.generic;
    case 'unreachable':
      return stkPushFailureMessages.unreachable;
    case 'daraja_error':
      return /lock subscriber/i.test(failure.errorMessage)
        ? stkPushFailureMessages.subscriberLocked
        : stkPushFailureMessages.generic;
    default:
      return stkPushFailureMessages.generic;
  }
}
