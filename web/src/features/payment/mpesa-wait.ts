/**
 * Waiting for an M-Pesa payment after the STK push: the payment's status as
 * `GET /public/payments/{payment_public_id}` answers it (the API asks Safaricom with an STK
 * query while it is pending) decides what the visitor sees. Paid ends the wait; failed ends it
 * with the API's plain words for why (cancelled on the phone, wrong PIN, not enough balance,
 * phone unreachable, request expired); still pending after `MPESA_WAIT_LIMIT_MS` ends it too,
 * so the page never waits for ever. Pure.
 *
 * spec: public-site.md §4 "Payment", Donation, Volunteer (Request payment reveals Confirm
 * Payment; confirming reloads); research/payments.md §1 (ResultCodes; the prompt times out
 * on the phone after about a minute).
 */

/** A payment as `GET /public/payments/{payment_public_id}` answers (the fields used here). */
export interface PaymentStatusRead {
  payment_public_id: string;
  status: 'pending' | 'paid' | 'failed';
  /** Why it failed, in words for the payer; null otherwise. */
  reason: string | null;
}

/** How long the page waits for a final answer: the phone's prompt lasts about a minute. */
export const MPESA_WAIT_LIMIT_MS = 120_000;
/** How often the page asks while waiting. */
export const MPESA_POLL_INTERVAL_MS = 2_000;

/** The page's words while and after waiting. */
export const mpesaWaitMessages = {
  waiting: 'Waiting for you to enter your M-Pesa PIN on your phone…',
  failedGeneric: 'M-Pesa could not complete the payment. Try again, or pay by card.',
  timedOut:
    'We have not heard back from M-Pesa. If you entered your PIN, check again in a moment; otherwise cancel this request and request payment again.',
  cancelled: 'The M-Pesa request was cancelled. You can request payment again.',
} as const;

/** What the visitor sees of a requested M-Pesa payment. */
export type MpesaWait =
  | { kind: 'waiting' }
  | { kind: 'paid' }
  | { kind: 'failed'; message: string }
  | { kind: 'timed_out'; message: string };

/** The view of `payment` after `elapsedMs` of waiting. */
export function mpesaWait(payment: PaymentStatusRead, elapsedMs: number): MpesaWait {
  if (payment.status === 'paid') return { kind: 'paid' };
  if (payment.status === 'failed') {
    return { kind: 'failed', message: payment.reason ?? mpesaWaitMessages.failedGeneric };
  }
  if (elapsedMs >= MPESA_WAIT_LIMIT_MS) {
    return { kind: 'timed_out', message: mpesaWaitMessages.timedOut };
  }
  return { kind: 'waiting' };
}
