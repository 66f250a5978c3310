/**
 * The JSON answers of a started payment: for M-Pesa the CheckoutRequestID and Safaricom's
 * customer message, for card the form to POST from the browser.
 *
 * spec: api-contract.md §Payments (`202 { checkout_request_id, customer_message }`,
 * `{ action, fields }`).
 */
import type { StartedPayment } from './start-payment';

/** The 202 answer of an M-Pesa payment. */
export function mpesaStarted(started: StartedPayment) {
  if (started.next.kind !== 'stk_push') throw new Error('Not an STK push');
  return {
    payment_public_id: started.payment_public_id,
    checkout_request_id: started.next.checkout_request_id,
    customer_message: started.next.customer_message,
    amount: started.amount,
    currency: started.currency,
  };
}

/** The answer of a card payment: the hosted checkout form. */
export function cardStarted(started: StartedPayment) {
  if (started.next.kind !== 'card_form') throw new Error('Not a card checkout');
  return {
    payment_public_id: started.payment_public_id,
    action: started.next.action,
    fields: started.next.fields,
    amount: started.amount,
    currency: started.currency,
  };
}
