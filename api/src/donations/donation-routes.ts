/**
 * The Support Us endpoints: `POST /public/donations` (the donation form, with the spec's
 * messages) → 201 with the `donation_ref_code`; `GET /public/donations/{donation_ref_code}`
 * (paid 1 once paid); and paying it by M-Pesa or card under
 * `/public/donations/{donation_ref_code}/payments/…`.
 *
 * spec: public-site.md §2.15, §3 "Donation form (Support Us)", "Stored donation", §4 Donation,
 * §5 Donation form; api-contract.md §Payments.
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { donationFormSchema } from '@hifadhi/shared/schemas/donation';
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body-schema';
import { payablePaymentRoutes } from '../payments/payable-payment-routes';
import type { PaymentDeps } from '../payments/payments-runtime';
import { createDonation } from './create-donation';
import { readDonation } from './read-donation';

const donationCreatedSchema = z
  .object({
    donation_public_id: z.string(),
    donation_ref_code: z.string(),
    amount: z.string(),
    currency: currencyCode,
    paid: z.literal(0),
  })
  .openapi('DonationCreated');

const storedDonationSchema = z
  .object({
    public_id: z.string(),
    donation_ref_code: z.string(),
    amount: z.string(),
    currency: currencyCode,
    payment_method: z.string().nullable(),
    payment_method_public_id: z.string().nullable(),
    cause: z.string().nullable(),
    email: z.string(),
    full_name: z.string(),
    paid: z.union([z.literal(0), z.literal(1)]),
  })
  .openapi('Donation');

const postDonation = createRoute({
  method: 'post',
  path: '/public/donations',
  tags: ['Donations'],
  summary: 'Make a Support Us donation (unpaid until paid by M-Pesa or card)',
  request: {
    body: { required: true, content: { 'application/json': { schema: donationFormSchema } } },
  },
  responses: {
    201: {
      description: 'The donation and its reference code',
      content: { 'application/json': { schema: donationCreatedSchema } },
    },
    400: errorResponse('A form field, or an unknown cause, payment method, frequency or anonymity'),
  },
});

const getDonation = createRoute({
  method: 'get',
  path: '/public/donations/{donation_ref_code}',
  tags: ['Donations'],
  summary: 'A donation by its reference code (paid is 1 once paid)',
  request: { params: z.object({ donation_ref_code: z.string() }) },
  responses: {
    200: {
      description: 'The donation',
      content: { 'application/json': { schema: storedDonationSchema } },
    },
    404: errorResponse('No donation has this reference code'),
  },
});

/** The donation router; mount it under `/api/v1`. */
export function donationRoutes(deps: PaymentDeps) {
  return createRouter()
    .openapi(postDonation, async (c) =>
      c.json(await createDonation(deps.db, c.req.valid('json'), deps.clock.now()), 201),
    )
    .openapi(getDonation, async (c) =>
      c.json(await readDonation(deps.db, c.req.valid('param').donation_ref_code), 200),
    )
    .route(
      '/',
      payablePaymentRoutes(deps, {
        kind: 'donation',
        basePath: '/public/donations',
        idName: 'donation_ref_code',
        tag: 'Donations',
        noun: 'donation',
      }),
    );
}
