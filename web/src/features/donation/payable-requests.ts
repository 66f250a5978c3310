/**
 * Paying a donation, volunteer application or membership: the M-Pesa STK push and the hosted
 * card checkout under `{payable path}/payments/…` (e.g. `/public/donations/{donation_ref_code}`).
 *
 * spec: api-contract.md §Payments (donations, volunteer applications and memberships follow
 * the bookings pattern); public-site.md §4 Donation, Volunteer, §7 (donation_request_payment).
 */
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
