/**
 * The payment endpoints: paying a booking by M-Pesa (`POST /public/payments/mpesa` → 202 once
 * the STK push is accepted) or card (`POST /public/payments/card` → the hosted checkout form),
 * a payment's status (`GET /public/payments/{payment_public_id}`, asking the provider when still
 * pending), cancelling one still waiting (`POST /public/payments/{payment_public_id}/cancel`), the
 * payment failure page's content (`GET /public/bookings/{booking_id}/payment-failure`),
 * Safaricom's STK callback (`POST /payments/mpesa/callback/{token}`, body read as sent) and the
 * card page's return (`POST|GET /payments/card/return/{payment_public_id}` → 303 to the site),
 * and, for staff, the payments flagged for a refund (`payment-attention-routes.ts`).
 *
 * spec: api-contract.md §Payments; public-site.md §2.12, §2.14, §4 Payment, §7, §8.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body-schema';
import { cancelPayment } from './cancel-payment';
import { confirmCardReturn } from './confirm-card-return';
import { paymentAttentionRoutes } from './payment-attention-routes';
import {
  bookingCardRequestSchema,
  bookingMpesaRequestSchema,
  cardStartedSchema,
  json,
  mpesaStartedSchema,
  paymentFailureSchema,
  paymentStatusSchema,
  stkCallbackAcceptedSchema,
} from './payment-responses';
import { readBookingPaymentFailure, readPaymentStatus } from './payment-status';
import type { PaymentDeps } from './payments-runtime';
import { receiveStkCallback, STK_CALLBACK_ACCEPTED } from './receive-stk-callback';
import { startPayment } from './start-payment';
import { cardStarted, mpesaStarted } from './started-payment-body';

const payBookingByMpesa = createRoute({
  method: 'post',
  path: '/public/payments/mpesa',
  tags: ['Payments'],
  summary: 'Send an M-Pesa STK push for a booking (balance below KES 70,000)',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: bookingMpesaRequestSchema } },
    },
  },
  responses: {
    202: json(
      mpesaStartedSchema,
      'The prompt is on the phone; paid once the callback or an STK query confirms it',
    ),
    400: errorResponse('Invalid phone or amount, or a balance of KES 70,000 or more'),
    402: errorResponse('M-Pesa refused the request; the message says why'),
    404: errorResponse('No booking has this id'),
    409: errorResponse('The booking is already paid, cancelled or expired'),
  },
});

const payBookingByCard = createRoute({
  method: 'post',
  path: '/public/payments/card',
  tags: ['Payments'],
  summary: 'The hosted card checkout form for a booking',
  request: {
    body: { required: true, content: { 'application/json': { schema: bookingCardRequestSchema } } },
  },
  responses: {
    200: json(cardStartedSchema, 'POST `fields` to `action` from the browser'),
    400: errorResponse('Invalid e-mail or amount'),
    404: errorResponse('No booking has this id'),
    409: errorResponse('The booking is already paid, cancelled or expired'),
  },
});

const getPayment = createRoute({
  method: 'get',
  path: '/public/payments/{payment_public_id}',
  tags: ['Payments'],
  summary: 'A payment, asked about with its provider first while pending',
  request: { params: z.object({ payment_public_id: z.string() }) },
  responses: {
    200: json(paymentStatusSchema, 'The payment'),
    404: errorResponse('No payment has this id'),
  },
});

const getPaymentFailure = createRoute({
  method: 'get',
  path: '/public/bookings/{booking_id}/payment-failure',
  tags: ['Payments'],
  summary: "Why the booking's latest payment failed, for the payment failure page",
  request: { params: z.object({ booking_id: z.string() }) },
  responses: {
    200: json(paymentFailureSchema, 'The decline reason (null when none failed) and contacts'),
    404: errorResponse('No booking has this id'),
  },
});

const stkCallback = createRoute({
  method: 'post',
  path: '/payments/mpesa/callback/{token}',
  tags: ['Payments'],
  summary: "Safaricom's STK callback, at the payment's unguessable path",
  request: { params: z.object({ token: z.string() }) },
  responses: {
    200: json(stkCallbackAcceptedSchema, 'Received (credited only when it matches the payment)'),
    400: errorResponse('The body is not an STK callback'),
    404: errorResponse('No payment has this callback path'),
  },
});

const cancelPaymentRoute = createRoute({
  method: 'post',
  path: '/public/payments/{payment_public_id}/cancel',
  tags: ['Payments'],
  summary: 'Cancel a payment still waiting (after asking its provider), to start another',
  request: { params: z.object({ payment_public_id: z.string() }) },
  responses: {
    200: json(paymentStatusSchema, 'The payment: failed "Cancelled by the payer", or how it ended'),
    404: errorResponse('No payment has this id'),
    409: errorResponse('The payment has already been received'),
  },
});

const cardReturnParams = z.object({ payment_public_id: z.string() });
const cardReturnResponses = {
  303: { description: "To the site: the payable's payment page, or the failure page" },
  404: errorResponse('No card payment has this id'),
};

const cardReturnPost = createRoute({
  method: 'post',
  path: '/payments/card/return/{payment_public_id}',
  tags: ['Payments'],
  summary: 'The card page sends the browser back here; the result is asked of the provider',
  request: { params: cardReturnParams },
  responses: cardReturnResponses,
});

const cardReturnGet = createRoute({ ...cardReturnPost, method: 'get' });

/** The payment router; mount it under `/api/v1`. */
export function paymentRoutes(deps: PaymentDeps) {
  return createRouter()
    .route('/', paymentAttentionRoutes(deps))
    .openapi(payBookingByMpesa, async (c) => {
      const body = c.req.valid('json');
      const started = await startPayment(deps, {
        kind: 'booking',
        publicId: body.booking_id,
        method: 'mpesa',
        phone: body.phone,
        amount: body.amount,
        publicDonations: body.public_donations,
      });
      return c.json(mpesaStarted(started), 202);
    })
    .openapi(payBookingByCard, async (c) => {
      const body = c.req.valid('json');
      const started = await startPayment(deps, {
        kind: 'booking',
        publicId: body.booking_id,
        method: 'card',
        email: body.email,
        amount: body.amount,
        publicDonations: body.public_donations,
      });
      return c.json(cardStarted(started), 200);
    })
    .openapi(getPayment, async (c) =>
      c.json(await readPaymentStatus(deps, c.req.valid('param').payment_public_id), 200),
    )
    .openapi(cancelPaymentRoute, async (c) =>
      c.json(await cancelPayment(deps, c.req.valid('param').payment_public_id), 200),
    )
    .openapi(getPaymentFailure, async (c) =>
      c.json(await readBookingPaymentFailure(deps.db, c.req.valid('param').booking_id), 200),
    )
    .openapi(stkCallback, async (c) => {
      await receiveStkCallback(deps, c.req.valid('param').token, await c.req.text());
      return c.json(STK_CALLBACK_ACCEPTED, 200);
    })
    .openapi(cardReturnPost, async (c) =>
      c.redirect(await confirmCardReturn(deps, c.req.valid('param').payment_public_id), 303),
    )
    .openapi(cardReturnGet, async (c) =>
      c.redirect(await confirmCardReturn(deps, c.req.valid('param').payment_public_id), 303),
    );
}
