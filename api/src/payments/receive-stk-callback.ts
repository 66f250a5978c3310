/**
 * Receiving Safaricom's STK callback at a payment's unguessable path: the body is read as text
 * and parsed here (so a malformed body is answered cleanly, never a 500), matched against the
 * payment the path's token names, and settled exactly once. Callbacks are not signed: the token,
 * the CheckoutRequestID and the amount must all match, and a payment whose callback never comes
 * is settled by an STK query instead (`pending-payment-sweep.ts`).
 *
 * spec: api-contract.md §Payments (`POST /payments/mpesa/callback/{token}`); research/payments.md
 * §1 ("Callback", "Pitfalls": STK callbacks are not signed).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { MalformedStkCallbackError } from './mpesa/stk-callback';
import { stkCallbackVerdict } from './mpesa/stk-callback-verdict';
import { paymentMessages } from './payment-messages';
import { findByCallbackToken } from './payment-records';
import type { PaymentDeps } from './payments-runtime';
import { type SettleOutcome, settlePayment } from './settle-payment';

/** Safaricom's expected acknowledgement. */
export const STK_CALLBACK_ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedStkCallbackError('body is not JSON');
  }
}

/**
 * Settles the payment named by `token` with the callback `bodyText`.
 * @throws DomainError NOT_FOUND for an unknown token; MalformedStkCallbackError
 *   (VALIDATION_FAILED) when the body is not Safaricom's STK callback JSON.
 */
export async function receiveStkCallback(
  deps: PaymentDeps,
  token: string,
  bodyText: string,
): Promise<SettleOutcome> {
  const payment = await findByCallbackToken(deps.db, token);
  if (payment === null) throw new DomainError('NOT_FOUND', paymentMessages.callbackNotFound);
  const verdict = stkCallbackVerdict(
    { checkoutRequestId: payment.checkout_request_id ?? '', amount: payment.amount },
    parseJson(bodyText),
  );
  const outcome = await settlePayment(deps, payment.id, verdict, 'callback');
  deps.logger.info(
    { payment_public_id: payment.payment_public_id, verdict: verdict.status, outcome },
    'STK callback',
  );
  return outcome;
}
