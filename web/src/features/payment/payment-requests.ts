/**
 * The payment requests of the payment page: an M-Pesa STK push to a phone, and the hosted
 * card checkout form, each with the donations added on the page (`public_donations`); reading
 * one payment back; and cancelling a payment still waiting, to start another.
 *
 * spec: api-contract.md §Payments; public-site.md §4 "Payment", §7 (Mpesa request, Card
 * donation post, Card payment).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { apiPost } from '../../lib/api-client';
import type { PaymentStatusRead } from './mpesa-wait';

/** A donation added on the payment page; `new_donation_amount` an exact decimal string ≥ 1. */
export interface PaymentPageDonation {
  new_donation_currency_id: CurrencyCode;
  new_donation_currency_name: string;
  new_donation_amount: string;
  /** Cause public id; null for where most needed. */
  cause: string | null;
}

/** Only the fields the API takes, whatever else the page keeps on a donation. */
function publicDonations(donations: PaymentPageDonation[]): PaymentPageDonation[] {
  return donations.map((donation) => ({
    new_donation_currency_id: donation.new_donation_currency_id,
    new_donation_currency_name: donation.new_donation_currency_name,
    new_donation_amount: donation.new_donation_amount,
    cause: donation.cause,
  }));
}

/** `202` answer: the prompt is on the phone. */
export interface MpesaStarted {
  payment_public_id: string;
  checkout_request_id: string;
  customer_message: string;
  /** Whole KES. */
  amount: number;
  currency: CurrencyCode;
}

/** The form the browser POSTs to the card provider. */
export interface CardCheckoutForm {
  payment_public_id?: string;
  action: string;
  fields: Record<string, string>;
}

/**
 * Sends the STK push for `bookingId` to `phone` (any Kenyan form; the API normalises it), for
 * `amount` of the balance (whole units of the booking currency, e.g. the deposit; null: all of
 * it) plus `donations`.
 * @throws ApiError (e.g. 400 with the phone's message, or the KES 70,000 limit).
 */
export function requestMpesaPayment(
  bookingId: string,
  phone: string,
  donations: PaymentPageDonation[],
  amount: number | null = null,
): Promise<MpesaStarted> {
  return apiPost<MpesaStarted>('/public/payments/mpesa', {
    booking_id: bookingId,
    phone,
    amount,
    public_donations: publicDonations(donations),
  });
}

/**
 * The hosted checkout form for paying `bookingId` by card, receipt to `email`, for `amount` of
 * the balance (whole units; null: all of it) plus `donations`.
 * @throws ApiError (e.g. 400 with the e-mail's message).
 */
export function requestCardCheckout(
  bookingId: string,
  email: string,
  donations: PaymentPageDonation[],
  amount: number | null = null,
): Promise<CardCheckoutForm> {
  return apiPost<CardCheckoutForm>('/public/payments/card', {
    booking_id: bookingId,
    email,
    amount,
    public_donations: publicDonations(donations),
  });
}

/** API path of payment `paymentPublicId` (`GET` answers how it stands, asking the provider). */
export const paymentPath = (paymentPublicId: string) =>
  `/public/payments/${encodeURIComponent(paymentPublicId)}`;

/**
 * Cancels payment `paymentPublicId` while it is still waiting (a card page that came back
 * without a result, an M-Pesa prompt left unanswered), so another can be started; the API asks
 * the provider first and answers how the payment stands.
 * @throws ApiError (409 when the payment has been received after all).
 */
export function cancelPayment(paymentPublicId: string): Promise<PaymentStatusRead> {
  return apiPost<PaymentStatusRead>(`${paymentPath(paymentPublicId)}/cancel`, {});
}

/**
 * Takes the browser to the card provider: POSTs `form.fields` to `form.action` with a form
 * built for the purpose (the provider's hosted checkout expects a browser form POST).
 */
export function postCheckoutForm(form: CardCheckoutForm): void {
  const element = document.createElement('form');
  element.method = 'POST';
  element.action = form.action;
  element.hidden = true;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}
