/**
 * Card payments behind the payment provider interface, over the iVeri Lite adapter (real
 * gateway or the simulator): `start` builds the hosted checkout form (one line item, the
 * description, quantity 1; amount in minor units; the application id of the currency; a fresh
 * `Lite_Merchant_Trace`); `check` is the server-to-server status query, the only thing that
 * marks a card payment paid.
 *
 * Source: research/payments.md §2; spec: api-contract.md §Payments, public-site.md §4, §7, §2.14.
 */
import Decimal from 'decimal.js';
import type { PaymentProvider, ProviderVerdict } from '../payment-provider';
import type { IveriCardAdapter } from './iveri-card-adapter';

/** The card provider over `adapter`. */
export function createCardProvider(adapter: IveriCardAdapter): PaymentProvider {
  return {
    method: 'card',

    async start(request) {
      try {
        const checkout = adapter.checkout({
          currency: request.currency,
          lineItems: [{ product: request.description, quantity: 1, amount: request.amount }],
          email: request.email ?? '',
          consumerOrderId: request.reference,
          returnUrls: request.returnUrls,
        });
        return {
          ok: true,
          next: { kind: 'card_form', action: checkout.form.action, fields: checkout.form.fields },
          keys: {
            merchantTrace: checkout.pending.merchantTrace,
            applicationId: checkout.pending.applicationId,
          },
        };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, reason, raw: { error: reason } };
      }
    },

    async check(payment): Promise<ProviderVerdict> {
      if (payment.merchantTrace === null || payment.applicationId === null) {
        return { status: 'pending', reason: 'The card checkout was never built' };
      }
      const verdict = await adapter.confirm({
        merchantTrace: payment.merchantTrace,
        applicationId: payment.applicationId,
        currency: payment.currency,
        amountMinor: payment.amount.times(100).toNumber(),
      });
      switch (verdict.status) {
        case 'paid':
          return {
            status: 'paid',
            amount: new Decimal(verdict.amountMinor).dividedBy(100),
            currency: verdict.currency,
            providerReference: verdict.transactionIndex || null,
            raw: verdict,
          };
        case 'declined':
          return { status: 'failed', reason: verdict.reason, raw: verdict };
        case 'mismatch':
          return { status: 'rejected', reason: verdict.reason, raw: verdict };
        default:
          return { status: 'pending', reason: verdict.reason };
      }
    },
  };
}
