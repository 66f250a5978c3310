/**
 * Decides a pending card payment from the status query's answer (never from the browser's
 * return). Paid only when `Lite_Payment_Card_Status` is 0 and the answer is about this
 * payment: same `Lite_Merchant_Trace`, the application id of its currency (and the same
 * `Lite_Currency_AlphaCode` when present), and the same `Lite_Order_Amount` in minor units.
 * Pure.
 *
 * Source: research/payments.md §2 "Generic pattern" step 4; spec: public-site.md §2.14 (decline
 * reason from the provider), api-contract.md §Payments (paid only after server-to-server
 * confirmation).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { cardStatusOutcome } from './card-status';
import type { PendingCardPayment } from './iveri-checkout-form';
import type { IveriTransactionFields } from './iveri-status-query';

/** The status query's verdict on a pending card payment. */
export type CardPaymentVerdict =
  | {
      status: 'paid';
      currency: CurrencyCode;
      /** Cents charged, equal to the pending amount. */
      amountMinor: number;
      transactionIndex: string;
      authorisationCode: string;
      bankReference: string;
      transactionDate: string;
    }
  /** Refused (fail) or a broken form (255); `reason` is the provider's words for the visitor. */
  | { status: 'declined'; cardStatus: number; reason: string }
  /** No final answer yet (not found, unfinished, try later, query failed): ask again later. */
  | { status: 'pending'; cardStatus: number | null; reason: string }
  /** The answer is about another trace, application id, currency or amount: never credited. */
  | {
      status: 'mismatch';
      field: 'trace' | 'application_id' | 'currency' | 'amount';
      reason: string;
    };

const NO_RESULT = 'The card provider has no final result for this payment yet';

/** The verdict on `pending` from the status query's `fields`. */
export function decideCardPayment(
  pending: PendingCardPayment,
  fields: IveriTransactionFields,
): CardPaymentVerdict {
  const mismatch = (field: 'trace' | 'application_id' | 'currency' | 'amount', got = '') =>
    ({ status: 'mismatch', field, reason: `Status query answered ${field} ${got}` }) as const;

  if (fields.Lite_Merchant_Trace !== pending.merchantTrace) {
    return mismatch('trace', fields.Lite_Merchant_Trace);
  }
  if (
    fields.Lite_Merchant_ApplicationId !== undefined &&
    fields.Lite_Merchant_ApplicationId.toUpperCase() !== pending.applicationId.toUpperCase()
  ) {
    return mismatch('application_id', fields.Lite_Merchant_ApplicationId);
  }
  const currency = fields.Lite_Currency_AlphaCode;
  if (currency !== undefined && currency !== pending.currency)
    return mismatch('currency', currency);

  const statusText = fields.Lite_Payment_Card_Status?.trim() ?? '';
  const description = fields.Lite_Result_Description?.trim() ?? '';
  if (statusText === '')
    return { status: 'pending', cardStatus: null, reason: description || NO_RESULT };
  const cardStatus = /^\d+$/.test(statusText) ? Number(statusText) : -1;

  switch (cardStatusOutcome(statusText)) {
    case 'success': {
      if (fields.Lite_Merchant_ApplicationId === undefined) return mismatch('application_id');
      if (fields.Lite_Order_Amount?.trim() !== String(pending.amountMinor)) {
        return mismatch('amount', fields.Lite_Order_Amount);
      }
      return {
        status: 'paid',
        currency: pending.currency,
        amountMinor: pending.amountMinor,
        transactionIndex: fields.Lite_TransactionIndex ?? '',
        authorisationCode: fields.Lite_Order_AuthorisationCode ?? '',
        bankReference: fields.Lite_BankReference ?? '',
        transactionDate: fields.Lite_TransactionDate ?? '',
      };
    }
    case 'try_later':
      return { status: 'pending', cardStatus, reason: description || NO_RESULT };
    default:
      return { status: 'declined', cardStatus, reason: description || 'Declined' };
  }
}
