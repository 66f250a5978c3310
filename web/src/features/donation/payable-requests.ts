/**
 * Paying a donation, volunteer application or membership: the M-Pesa STK push and the hosted
 * card checkout under `{payable path}/payments/…` (e.g. `/public/donations/{donation_ref_code}`).
 *
 * Reading one back by reference answers the payer's details (full name, e-mail, beneficiaries)
 * only with the link token its create call answered: the site carries it in the payment page's
 * URL as `?token=` and passes it on.
 *
 * spec: api-contract.md §Payments (donations, volunteer applications and memberships follow
 * the bookings pattern); public-site.md §4 Donation, Volunteer, §7 (donation_request_payment).
 */
import { useSearchParams } from 'react-router';
import { apiPost } from '../../lib/api-client';
import type { CardCheckoutForm, MpesaStarted } from '../payment/payment-requests';

/**
 * Sends the STK push for the payable at `payablePath` to `phone` (any Kenyan form).
 * @throws ApiError (400 phone message or the KES 70,000 limit, 402 refused, 409 already paid).
 */
export function requestPayableMpesa(payablePath: string, phone: string): Promise<MpesaStarted> {
  return apiPost<MpesaStarted>(`${payablePath}/payments/mpesa`, { phone });
}

/**
 * The hosted checkout form for paying the payable at `payablePath` by card, receipt to `email`.
 * @throws ApiError (400 e-mail message, 409 already paid).
 */
export function requestPayableCard(payablePath: string, email: string): Promise<CardCheckoutForm> {
  return apiPost<CardCheckoutForm>(`${payablePath}/payments/card`, { email });
}

/** The payable's link token from the payment page's URL (`?token=`), or null. */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  return params.get('token');
}

/**
 * The card payment the card return named in the payment page's URL (`?payment=`): the API adds
 * it when the card page came back without a result (Try later, Error); or null.
 */
export function useReturnedCardPayment(): string | null {
  const [params] = useSearchParams();
  return params.get('payment');
}

/** `path` (a site page or an API read) with the link token `token`, when there is one. */
export function withLinkToken(path: string, token: string | null): string {
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}
