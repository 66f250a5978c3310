/**
 * The payment endpoints' request extras and response bodies as zod schemas (so they appear in
 * the OpenAPI document), with the contract's field names. Amounts are numbers in units of
 * `currency` (whole KES for M-Pesa).
 *
 * spec: api-contract.md §Payments; public-site.md §2.14, §3 (Payment failure: reason).
 */

import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { emailAddress, optional } from '@hifadhi/shared/schemas/common';
import {
  cardPaymentRequestSchema,
  mpesaPaymentRequestSchema,
  mpesaPhone,
} from '@hifadhi/shared/schemas/payment';
import { z } from '@hono/zod-openapi';

/** An OpenAPI JSON response of `schema`. */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** Part of a booking's balance to pay now, whole units of its currency; omitted: all of it. */
const partialAmount = z.number().int().positive().nullish();

/** `POST /public/payments/mpesa`. */
export const bookingMpesaRequestSchema = mpesaPaymentRequestSchema.extend({
  amount: partialAmount,
});
/** `POST /public/payments/card`. */
export const bookingCardRequestSchema = cardPaymentRequestSchema.extend({ amount: partialAmount });

/** M-Pesa payment of a donation, volunteer application or membership. */
export const payableMpesaRequestSchema = z.object({ phone: mpesaPhone });
/** Card payment of a donation, volunteer application or membership; default its e-mail. */
export const payableCardRequestSchema = z.object({ email: optional(emailAddress()) });

export const mpesaStartedSchema = z
  .object({
    payment_public_id: z.string(),
    checkout_request_id: z.string(),
    customer_message: z.string(),
    amount: z.number(),
    currency: currencyCode,
  })
  .openapi('MpesaPaymentStarted');

export const cardStartedSchema = z
  .object({
    payment_public_id: z.string(),
    action: z.string(),
    fields: z.record(z.string(), z.string()),
    amount: z.number(),
    currency: currencyCode,
  })
  .openapi('CardCheckoutForm');

export const paymentStatusSchema = z
  .object({
    payment_public_id: z.string(),
    method: z.enum(['mpesa', 'card', 'bank', 'cash']),
    status: z.enum(['pending', 'paid', 'failed']),
    amount: z.number(),
    currency: currencyCode,
    reference: z.string().nullable(),
    reason: z.string().nullable(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
  })
  .openapi('PaymentStatus');

export const paymentFailureSchema = z
  .object({
    booking_public_id: z.string(),
    booking_ref_code: z.string(),
    reason: z.string().nullable(),
    contact_email: z.string(),
    contact_phone: z.string(),
  })
  .openapi('PaymentFailure');

export const stkCallbackAcceptedSchema = z
  .object({ ResultCode: z.literal(0), ResultDesc: z.literal('Accepted') })
  .openapi('StkCallbackAccepted');
