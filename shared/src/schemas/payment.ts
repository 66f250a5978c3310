/**
 * Payment requests of the public site: an M-Pesa STK push to a phone, or a hosted card
 * checkout for an e-mail address, each optionally adding donations to the booking.
 *
 * spec: api-contract.md §Payments; public-site.md §5 "Payment", §7 (Mpesa request, Card
 * donation post), §9 (Mpesa number length 12 starting 2547).
 */
import { z } from 'zod';
import { currencyCode } from '../catalogue/catalogue';
import { messages } from '../messages';
import { normalisePhone } from '../phone/normalise-phone';
import {
  amountOfAtLeastOne,
  emailAddress,
  list,
  maxEntries,
  maxLengths,
  optionalText,
  requiredText,
} from './common';

/** A donation added on the payment page; `new_donation_amount` is an exact decimal string ≥ 1. */
export const publicDonationSchema = z.object({
  new_donation_currency_id: currencyCode,
  new_donation_currency_name: optionalText(maxLengths.name),
  new_donation_amount: amountOfAtLeastOne,
  /** Cause public id; null for a general donation. */
  cause: optionalText(maxLengths.id),
});
export type PublicDonation = z.infer<typeof publicDonationSchema>;

const publicDonations = list(publicDonationSchema, maxEntries.lines).default([]);

/**
 * A phone that can receive an STK push, given in any local or international form; parsed to
 * `254XXXXXXXXX`. Blank gives 'This field is required', any other number a clear M-Pesa message.
 */
export const mpesaPhone = requiredText(messages.required, maxLengths.phone).transform(
  (value, ctx) => {
    const phone = normalisePhone(value);
    if (phone !== null) return phone;
    ctx.issues.push({ code: 'custom', message: messages.mpesaPhoneInvalid, input: value });
    return z.NEVER;
  },
);

/** `POST /public/payments/mpesa`: `phone` comes out as `254XXXXXXXXX`. */
export const mpesaPaymentRequestSchema = z.object({
  booking_id: requiredText(messages.required, maxLengths.id),
  phone: mpesaPhone,
  public_donations: publicDonations,
});
export type MpesaPaymentRequest = z.infer<typeof mpesaPaymentRequestSchema>;

/** `POST /public/payments/card`: the e-mail the card provider's receipt goes to. */
export const cardPaymentRequestSchema = z.object({
  booking_id: requiredText(messages.required, maxLengths.id),
  email: emailAddress(messages.required),
  public_donations: publicDonations,
});
export type CardPaymentRequest = z.infer<typeof cardPaymentRequestSchema>;
