/**
 * The one interface every payment provider adapter implements (M-Pesa STK push, iVeri Lite card
 * checkout): `start` asks the payer to pay and says what happens next; `check` asks the provider,
 * server to server, how a payment ended. Neither throws for a provider failure: a refused start
 * is `{ ok: false, reason }` and an unanswered check is `pending`.
 *
 * A payment is credited only on a `paid` verdict from `check` (or, for M-Pesa, a callback
 * checked against the pending payment): never on the payer's browser.
 *
 * spec: api-contract.md §Payments; ARCHITECTURE.md §Ownership (one adapter per provider behind
 * one interface); research/payments.md §2 "Generic pattern".
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type Decimal from 'decimal.js';
import type { CardReturnUrls } from './card/iveri-checkout-form';

/** The providers the public site pays through. */
export type OnlineMethod = 'mpesa' | 'card';

/** What to ask the payer for. */
export interface ProviderStartRequest {
  /** Amount in `currency`: whole KES for M-Pesa, units (cents allowed) for card. */
  amount: Decimal;
  currency: CurrencyCode;
  /** Shown to the payer: the booking ref code, donation ref code, … (≤ 12 characters). */
  reference: string;
  /** What is paid for: 'Booking Total', 'Donation', … (the card line item). */
  description: string;
  /** The payer's M-Pesa phone (M-Pesa only). */
  phone?: string;
  /** The payer's e-mail (card only). */
  email?: string;
  /** Where Safaricom posts the STK callback (M-Pesa only). */
  callbackUrl: string;
  /** Where the card page sends the browser back (card only). */
  returnUrls: CardReturnUrls;
}

/** What happens next once a provider accepted the request. */
export type ProviderNextStep =
  /** The STK prompt is on the phone; the callback or an STK query settles it. */
  | { kind: 'stk_push'; checkout_request_id: string; customer_message: string }
  /** The browser POSTs `fields` to `action` (the hosted card page). */
  | { kind: 'card_form'; action: string; fields: Record<string, string> };

/** The provider's keys to store on the pending payment, to match its answers later. */
export interface ProviderKeys {
  checkoutRequestId?: string;
  merchantRequestId?: string;
  merchantTrace?: string;
  applicationId?: string;
}

export type ProviderStartResult =
  | { ok: true; next: ProviderNextStep; keys: ProviderKeys }
  /** Refused before any money moved; `reason` is for the payer, `raw` for the ledger. */
  | { ok: false; reason: string; raw: unknown };

/** A pending payment as the provider knows it. */
export interface PendingProviderPayment {
  /** Amount asked, in `currency`. */
  amount: Decimal;
  currency: CurrencyCode;
  checkoutRequestId: string | null;
  merchantTrace: string | null;
  applicationId: string | null;
}

/** What the provider says about a payment. */
export type ProviderVerdict =
  /** Paid: `amount` in `currency` as the provider reports it; credit the payment. */
  | {
      status: 'paid';
      amount: Decimal;
      currency: CurrencyCode;
      providerReference: string | null;
      raw: unknown;
    }
  /** Ended unpaid; `reason` is for the payer (decline reason, cancelled on the phone, …). */
  | { status: 'failed'; reason: string; raw: unknown }
  /** A claim about this payment that does not match it: recorded, never credited. */
  | { status: 'rejected'; reason: string; raw: unknown }
  /** No final answer yet: ask again later. */
  | { status: 'pending'; reason: string };

export interface PaymentProvider {
  readonly method: OnlineMethod;
  start(request: ProviderStartRequest): Promise<ProviderStartResult>;
  check(payment: PendingProviderPayment): Promise<ProviderVerdict>;
}
