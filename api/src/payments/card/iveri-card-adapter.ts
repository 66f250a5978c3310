/**
 * The iVeri Lite card adapter: builds the hosted-checkout form for a payment and confirms a
 * pending payment through the status query alone. Talks to the real gateway or the card
 * simulator alike (same paths under `baseUrl`).
 *
 * Source: research/payments.md §2; spec: api-contract.md §Payments, public-site.md §4, §7.
 */
import { type CardPaymentVerdict, decideCardPayment } from './card-payment-verdict';
import {
  buildIveriCheckout,
  type CardCheckoutRequest,
  type IveriCheckout,
  type IveriMerchant,
  newMerchantTrace,
  type PendingCardPayment,
} from './iveri-checkout-form';
import { queryIveriTransaction } from './iveri-status-query';

/** The merchant set-up plus transport options. */
export interface IveriCardAdapterOptions extends IveriMerchant {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface IveriCardAdapter {
  /**
   * The form to POST from the browser and the pending payment to store; a fresh trace is
   * made when none is given. Throws RangeError as `buildIveriCheckout`.
   */
  checkout(
    request: Omit<CardCheckoutRequest, 'merchantTrace'> & { merchantTrace?: string },
  ): IveriCheckout;
  /** Queries the gateway and decides; a failed query is `pending` (ask again later). */
  confirm(pending: PendingCardPayment): Promise<CardPaymentVerdict>;
}

/** Creates the adapter for one merchant set-up. */
export function createIveriCardAdapter(options: IveriCardAdapterOptions): IveriCardAdapter {
  return {
    checkout(request) {
      return buildIveriCheckout(options, {
        ...request,
        merchantTrace: request.merchantTrace ?? newMerchantTrace(),
      });
    },
    async confirm(pending) {
      const answer = await queryIveriTransaction({
        baseUrl: options.baseUrl,
        applicationId: pending.applicationId,
        merchantTrace: pending.merchantTrace,
        fetch: options.fetch,
        timeoutMs: options.timeoutMs,
      });
      if (!answer.ok) {
        return {
          status: 'pending',
          cardStatus: null,
          reason: `Status query failed (${answer.failure.kind}): ${answer.failure.message}`,
        };
      }
      return decideCardPayment(pending, answer.fields);
    },
  };
}
