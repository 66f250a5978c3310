/**
 * The iVeri Lite hosted-checkout form: the `{ action, fields }` the browser POSTs to
 * `…/Lite/Authorise.aspx`, and the pending card payment the API keeps to confirm it later.
 * `Lite_Order_Amount` is in minor units (cents, × 100) and equals Σ line amount × quantity;
 * the application id is the one for the order's currency (KES or USD); `Lite_Merchant_Trace`
 * (≤ 64 characters) is unique per attempt and is what the status query asks about.
 *
 * Source: research/payments.md §2 "Hosted card checkout" (iVeri Lite parameters);
 * spec: public-site.md §7 "Card payment", §9; pricing-rules.md "Money and rounding" item 4;
 * api-contract.md §Payments (`POST /public/payments/card` → `{ action, fields }`).
 */
import { randomUUID } from 'node:crypto';
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { toMinorUnits } from '@hifadhi/shared/money/minor-units';
import type Decimal from 'decimal.js';

/** The merchant's iVeri Lite set-up: gateway host, one application id per currency, prefix. */
export interface IveriMerchant {
  /** Gateway host without path, e.g. https://portal.host.iveri.com or the simulator's URL. */
  baseUrl: string;
  /** `Lite_Merchant_ApplicationId` for each currency (36-character GUIDs). */
  applicationIds: Record<CurrencyCode, string>;
  /** `Lite_ConsumerOrderID_PreFix`, fixed for the conservancy. */
  orderIdPrefix: string;
}

/** One line of the order: unit `amount` in units of the order's currency (e.g. 48160 KES). */
export interface CardLineItem {
  product: string;
  quantity: number;
  amount: Decimal.Value;
}

/** Where the browser comes back to, by outcome (success / fail / try later / error). */
export interface CardReturnUrls {
  success: string;
  fail: string;
  tryLater: string;
  error: string;
}

/** What to charge, to whom, and where the browser returns. */
export interface CardCheckoutRequest {
  currency: CurrencyCode;
  lineItems: readonly CardLineItem[];
  /** `Ecom_BillTo_Online_Email`. */
  email: string;
  /** `Ecom_ConsumerOrderID`: the booking (or donation, programme) id. */
  consumerOrderId: string;
  /** Unique per attempt, ≤ 64 characters (see `newMerchantTrace`). */
  merchantTrace: string;
  returnUrls: CardReturnUrls;
}

/** The card payment the API waits to confirm: trace, application id, currency, minor units. */
export interface PendingCardPayment {
  merchantTrace: string;
  applicationId: string;
  currency: CurrencyCode;
  /** Cents of `currency`. */
  amountMinor: number;
}

/** The browser form and the pending payment to store before showing it. */
export interface IveriCheckout {
  form: { action: string; fields: Record<string, string> };
  pending: PendingCardPayment;
}

/** Longest `Lite_Merchant_Trace` iVeri accepts (characters). */
export const MERCHANT_TRACE_MAX = 64;

/** The single line of a booking payment: "Booking Total", quantity 1, the amount due. */
export function bookingTotalLineItem(amount: Decimal.Value): CardLineItem {
  return { product: 'Booking Total', quantity: 1, amount };
}

/** A fresh, unique `Lite_Merchant_Trace` (40 characters). */
export function newMerchantTrace(): string {
  return `HFD-${randomUUID()}`;
}

/**
 * Builds the hosted-checkout form for `request`.
 * @throws RangeError when there is no line, a quantity is not a whole number ≥ 1, an amount
 *   has a fraction of a cent or the total is not positive, or the trace is empty or over 64.
 */
export function buildIveriCheckout(
  merchant: IveriMerchant,
  request: CardCheckoutRequest,
): IveriCheckout {
  const trace = request.merchantTrace;
  if (trace.length === 0 || trace.length > MERCHANT_TRACE_MAX) {
    throw new RangeError(`Lite_Merchant_Trace must be 1-${MERCHANT_TRACE_MAX} characters`);
  }
  if (request.lineItems.length === 0) throw new RangeError('An order needs at least one line');

  const lineFields: Record<string, string> = {};
  let amountMinor = 0;
  request.lineItems.forEach((line, index) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`Quantity must be a whole number of at least 1: ${line.quantity}`);
    }
    const lineMinor = toMinorUnits(line.amount);
    amountMinor += lineMinor * line.quantity;
    const n = index + 1;
    lineFields[`Lite_Order_LineItems_Product_${n}`] = line.product;
    lineFields[`Lite_Order_LineItems_Quantity_${n}`] = String(line.quantity);
    lineFields[`Lite_Order_LineItems_Amount_${n}`] = String(lineMinor);
  });
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`Order amount must be positive: ${amountMinor} minor units`);
  }

  const applicationId = merchant.applicationIds[request.currency];
  const { returnUrls } = request;
  return {
    form: {
      action: `${merchant.baseUrl}/Lite/Authorise.aspx`,
      fields: {
        Lite_Merchant_ApplicationId: applicationId,
        Lite_Order_Amount: String(amountMinor),
        Lite_Currency_AlphaCode: request.currency,
        ...lineFields,
        Lite_ConsumerOrderID_PreFix: merchant.orderIdPrefix,
        Ecom_BillTo_Online_Email: request.email,
        Ecom_Payment_Card_Protocols: 'iVeri',
        Ecom_ConsumerOrderID: request.consumerOrderId,
        Ecom_TransactionComplete: 'false',
        Lite_Merchant_Trace: trace,
        Lite_Website_Successful_Url: returnUrls.success,
        Lite_Website_Fail_Url: returnUrls.fail,
        Lite_Website_TryLater_Url: returnUrls.tryLater,
        Lite_Website_Error_Url: returnUrls.error,
      },
    },
    pending: { merchantTrace: trace, applicationId, currency: request.currency, amountMinor },
  };
}
