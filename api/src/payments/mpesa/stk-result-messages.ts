/**
 * What to tell the visitor when an STK push ends without payment, by Daraja `ResultCode`:
 * 1032 cancelled on the phone, 1037 phone unreachable, 2001 wrong PIN, 1 insufficient funds,
 * 1019 expired; any other code gets the generic message.
 *
 * Source: research/payments.md §1 "ResultCodes"; spec: public-site.md §4 Payment.
 */

/** Visitor messages for the result codes a visitor can act on. */
export const stkResultMessages = {
  cancelled: 'You cancelled the M-Pesa request on your phone. Request payment again to retry.',
  unreachable:
    'We could not reach your phone. Check that it is on and has network, then request payment again.',
  wrongPin: 'The M-Pesa PIN entered was wrong. Request payment again and enter the right PIN.',
  insufficientFunds:
    'Your M-Pesa balance is not enough for this payment. Top up, then request payment again.',
  expired: 'The M-Pesa request expired before it was answered. Request payment again.',
  generic: 'M-Pesa could not complete the payment. Try again, or pay by card.',
} as const;

const byResultCode: Record<number, string> = {
  1032: stkResultMessages.cancelled,
  1037: stkResultMessages.unreachable,
  2001: stkResultMessages.wrongPin,
  1: stkResultMessages.insufficientFunds,
  1019: stkResultMessages.expired,
};

/** The visitor message for an unpaid STK push ending with `resultCode` (never for 0). */
export function stkResultMessage(resultCode: number): string {
  return byResultCode[resultCode] ?? stkResultMessages.generic;
}
