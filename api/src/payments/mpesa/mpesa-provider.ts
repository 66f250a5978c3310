/**
 * M-Pesa behind the payment provider interface, over a Daraja client (real Daraja or the
 * simulator): `start` sends the STK push (whole KES, the reference as `AccountReference`, cut to
 * 12 characters, the description as `TransactionDesc`, cut to 13); `check` is the STK query,
 * which credits only ResultCode 0 for the pending CheckoutRequestID, at the amount asked.
 *
 * Source: research/payments.md §1; spec: api-contract.md §Payments, public-site.md §4 Payment.
 */
import type { PaymentProvider, ProviderVerdict } from '../payment-provider';
import type { DarajaClient } from './daraja-client';
import { decideStkQueryCredit } from './stk-credit-check';
import { stkPushFailureMessage } from './stk-push-failure-message';
import { STK_ACCOUNT_REFERENCE_MAX, STK_TRANSACTION_DESC_MAX } from './stk-push-request';

/** The M-Pesa provider over `daraja`. */
export function createMpesaProvider(daraja: DarajaClient): PaymentProvider {
  return {
    method: 'mpesa',

    async start(request) {
      const reply = await daraja.stkPush({
        phone: request.phone ?? '',
        amount: request.amount,
        accountReference: request.reference.slice(0, STK_ACCOUNT_REFERENCE_MAX),
        transactionDesc: request.description.slice(0, STK_TRANSACTION_DESC_MAX),
        callbackUrl: request.callbackUrl,
      });
      if (!reply.ok) {
        return { ok: false, reason: stkPushFailureMessage(reply.failure), raw: reply.failure };
      }
      const accepted = reply.value;
      return {
        ok: true,
        next: {
          kind: 'stk_push',
          checkout_request_id: accepted.checkoutRequestId,
          customer_message: accepted.customerMessage,
        },
        keys: {
          checkoutRequestId: accepted.checkoutRequestId,
          merchantRequestId: accepted.merchantRequestId,
        },
      };
    },

    async check(payment): Promise<ProviderVerdict> {
      if (payment.checkoutRequestId === null) {
        return { status: 'pending', reason: 'The STK push was never accepted' };
      }
      const reply = await daraja.stkQuery(payment.checkoutRequestId);
      if (!reply.ok) {
        return { status: 'pending', reason: `STK query failed (${reply.failure.kind})` };
      }
      const pending = { checkoutRequestId: payment.checkoutRequestId, amount: payment.amount };
      const decision = decideStkQueryCredit(pending, reply.value);
      if (decision.credit) {
        return {
          status: 'paid',
          amount: decision.amount,
          currency: 'KES',
          providerReference: decision.mpesaReceiptNumber,
          raw: reply.value,
        };
      }
      if (decision.reason === 'not_paid') {
        return { status: 'failed', reason: decision.message, raw: reply.value };
      }
      if (decision.reason === 'still_processing') {
        return { status: 'pending', reason: 'The M-Pesa prompt is still open on the phone' };
      }
      return {
        status: 'rejected',
        reason: 'STK query answered about another CheckoutRequestID',
        raw: reply.value,
      };
    },
  };
}
