/**
 * The Support Us endpoints: `POST /public/donations` (the donation form, with the spec's
 * messages) → 201 with the `donation_ref_code` and the payment page's link token;
 * `GET /public/donations/{donation_ref_code}` (paid 1 once paid; the donor's e-mail and full name
 * only with the link token; limited per client address); and paying it by M-Pesa or card under
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
import { signPayableLink, viewForCaller } from '../payments/payable-link-token';
import { payablePaymentRoutes } from '../payments/payable-payment-routes';
import type { PaymentDeps } from '../payments/payments-runtime';
import { createDonation } from './create-donation';
import { publicDonationView, readDonation } from './read-donation';

const donationCreatedSchema = z
  .object({
    donation_public_id: z.string(),
    donation_ref_code: z.string(),
    amount: z.string(),
    currency: currencyCode,
    paid: z.literal(0),
    access_token: z.string().openapi({
      description: 'Signs the payment page link: pass it as ?token= to read the donor’s details',
    }),
  })
  .openapi('DonationCreated');

const storedDonationSchema = z
  .object({
    donation_ref_code: z.string(),
    amount: z.string(),
    currency: currencyCode,
    payment_method: z.string().nullable(),
    payment_method_public_id: z.string().nullable(),
    cause: z.string().nullable(),
    first_name: z.string(),
    paid: z.union([z.literal(0), z.literal(1)]),
    public_id: z.string().optional().openapi({ description: 'Only with the link token' }),
    email: z.string().optional().openapi({ description: 'Only with the link token' }),
    full_name: z.string().optional().openapi({ description: 'Only with the link token' }),
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
  description:
    'The donor’s e-mail and full name only with the link token of the create answer ' +
    '(`?token=` or `X-Access-Token`). Lookups are limited per client address.',
  request: {
    params: z.object({ donation_ref_code: z.string() }),
    query: z.object({ token: z.string().optional() }),
  },
  responses: {
    200: {
      description: 'The donation',
      content: { 'application/json': { schema: storedDonationSchema } },
    },
    404: errorResponse('No donation has this reference code'),
    429: errorResponse('Too many lookups from this address; the message says when to try again'),
  },
});

/** The donation router; mount it under `/api/v1`. */
export function donationRoutes(deps: PaymentDeps) {
  return createRouter()
    .openapi(postDonation, async (c) => {
      const created = await createDonation(deps.db, c.req.valid('json'), deps.clock.now());
      const token = await signPayableLink(deps.db, 'donation', created.donation_ref_code);
      return c.json({ ...created, access_token: token }, 201);
    })
    .openapi(getDonation, async (c) => {
      const donation = await deps.lookups.lookUp(c, () =>
        readDonation(deps.db, c.req.valid('param').donation_ref_code),
      );
      const payable = { kind: 'donation' as const, reference: donation.donation_ref_code };
      return c.json(await viewForCaller(deps.db, c, payable, donation, publicDonationView), 200);
    })
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
