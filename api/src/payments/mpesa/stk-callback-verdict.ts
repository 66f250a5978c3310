/**
 * The verdict of an STK callback body (JSON already decoded, else `undefined`) on the pending
 * M-Pesa payment it was posted for: `paid` only when the callback is well formed, ResultCode 0,
 * for the pending CheckoutRequestID and for the amount asked; `failed` with the visitor's message
 * when Safaricom reports the push ended unpaid; `rejected` (recorded, never credited) for a
 * malformed body, another CheckoutRequestID or another amount.
 *
 * Source: research/payments.md §1 "Callback"; spec: api-contract.md §Payments.
 */
import type { ProviderVerdict } from '../payment-provider';
import { parseStkCallback } from './stk-callback';
import { decideStkCallbackCredit, type PendingStkPayment } from './stk-credit-check';

/** Why a callback was not credited, in the ledger's words. */
export const stkCallbackRejections = {
  checkoutRequestMismatch: 'Callback CheckoutRequestID does not match the pending STK push',
  amountMismatch: (paid: string, asked: string) =>
    `Callback Amount ${paid} is not the ${asked} KES asked`,
} as const;

/**
 * The verdict of `body` on `pending`.
 * @throws MalformedStkCallbackError when `body` is not Safaricom's STK callback JSON.
 */
export function stkCallbackVerdict(pending: PendingStkPayment, body: unknown): ProviderVerdict {
  const callback = parseStkCallback(body);
  const decision = decideStkCallbackCredit(pending, callback);
  if (decision.credit) {
    return {
      status: 'paid',
      amount: decision.amount,
      currency: 'KES',
      providerReference: decision.mpesaReceiptNumber,
      raw: body,
    };
  }
  switch (decision.reason) {
    case 'not_paid':
      return { status: 'failed', reason: decision.message, raw: body };
    case 'amount_mismatch':
      return {
        status: 'rejected',
        reason: stkCallbackRejections.amountMismatch(
          decision.amountPaid.toString(),
          String(pending.amount),
        ),
        raw: body,
      };
    default:
      return {
        status: 'rejected',
        reason: stkCallbackRejections.checkoutRequestMismatch,
        raw: body,
      };
  }
}
