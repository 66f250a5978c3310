/**
 * Decides whether an STK callback or STK query may credit a pending M-Pesa payment. Pure.
 * A callback credits only when ResultCode is 0, its CheckoutRequestID is the pending payment's
 * and the amount charged equals the amount asked (whole KES). An STK query credits only when
 * it reports ResultCode 0 for the pending CheckoutRequestID; it carries no amount or receipt,
 * so the amount is the one asked for.
 *
 * Source: research/payments.md §1 ("Duplicate/retried callbacks", "STK Query"), §2 step 4;
 * spec: api-contract.md §Payments (paid only when the callback or an STK query confirms).
 */
import Decimal from 'decimal.js';
import type { StkQueryOutcome } from './daraja-client';
import type { StkCallbackResult } from './stk-callback';
import { stkResultMessage } from './stk-result-messages';

/** The payment the API is waiting for: the CheckoutRequestID and whole KES it asked for. */
export interface PendingStkPayment {
  checkoutRequestId: string;
  amount: Decimal.Value;
}

/** Credit the payment, or why not. */
export type StkCreditDecision =
  | {
      credit: true;
      /** KES to credit. */
      amount: Decimal;
      /** Present when the callback carried it; an STK query has none. */
      mpesaReceiptNumber: string | null;
      source: 'callback' | 'stk_query';
    }
  /** Safaricom reports the push ended unpaid; `message` is for the visitor. */
  | { credit: false; reason: 'not_paid'; resultCode: number; message: string }
  /** The answer is about another checkout request, or still processing. */
  | { credit: false; reason: 'checkout_request_mismatch' | 'still_processing' }
  /** Paid, but not the amount asked: never credited automatically. */
  | { credit: false; reason: 'amount_mismatch'; amountPaid: Decimal };

function notPaid(resultCode: number): StkCreditDecision {
  return { credit: false, reason: 'not_paid', resultCode, message: stkResultMessage(resultCode) };
}

/** Whether `callback` credits `pending`. */
export function decideStkCallbackCredit(
  pending: PendingStkPayment,
  callback: StkCallbackResult,
): StkCreditDecision {
  if (callback.checkoutRequestId !== pending.checkoutRequestId) {
    return { credit: false, reason: 'checkout_request_mismatch' };
  }
  if (callback.outcome !== 'paid') return notPaid(callback.resultCode);
  if (!callback.amount.equals(new Decimal(pending.amount))) {
    return { credit: false, reason: 'amount_mismatch', amountPaid: callback.amount };
  }
  return {
    credit: true,
    amount: callback.amount,
    mpesaReceiptNumber: callback.mpesaReceiptNumber,
    source: 'callback',
  };
}

/** Whether an STK query's `outcome` credits `pending`. */
export function decideStkQueryCredit(
  pending: PendingStkPayment,
  outcome: StkQueryOutcome,
): StkCreditDecision {
  if (outcome.checkoutRequestId !== pending.checkoutRequestId) {
    return { credit: false, reason: 'checkout_request_mismatch' };
  }
  if (outcome.status === 'processing') return { credit: false, reason: 'still_processing' };
  if (outcome.resultCode !== 0) return notPaid(outcome.resultCode);
  return {
    credit: true,
    amount: new Decimal(pending.amount),
    mpesaReceiptNumber: null,
    source: 'stk_query',
  };
}
