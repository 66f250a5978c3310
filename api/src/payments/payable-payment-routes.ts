/**
 * The pay-by-M-Pesa and pay-by-card endpoints of a payable other than a booking, following the
 * bookings pattern: `POST {base}/{its id}/payments/mpesa` `{ phone }` → 202 once the STK push
 * is accepted; `POST {base}/{its id}/payments/card` `{ email? }` → the hosted checkout form.
 *
 * spec: api-contract.md §Payments ("Donations, volunteer applications and memberships follow
 * the same pattern under /public/donations, /public/programs, /public/volunteers,
 * /public/members"); public-site.md §7 (donation_request_payment, card forms for donations and
 * programs).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body-schema';
import type { PayableKind } from './payable';
import {
  cardStartedSchema,
  mpesaStartedSchema,
  payableCardRequestSchema,
  payableMpesaRequestSchema,
} from './payment-responses';
import type { PaymentDeps } from './payments-runtime';
import { startPayment } from './start-payment';
import { cardStarted, mpesaStarted } from './started-payment-body';

/** Which payable, under which path, named how. */
export interface PayableRouteSpec {
  kind: Exclude<PayableKind, 'booking'>;
  /** e.g. `/public/donations`. */
  basePath: string;
  /** The id's path parameter, e.g. `donation_ref_code`. */
  idName: string;
  tag: string;
  /** e.g. 'donation'. */
  noun: string;
}

/** The two payment routes of `spec`; mount under `/api/v1`. */
export function payablePaymentRoutes(deps: PaymentDeps, spec: PayableRouteSpec) {
  const params = z.object({ [spec.idName]: z.string() });
  const path = (method: string) => `${spec.basePath}/{${spec.idName}}/payments/${method}`;
  const payByMpesa = createRoute({
    method: 'post',
    path: path('mpesa'),
    tags: [spec.tag],
    summary: `Send an M-Pesa STK push for a ${spec.noun} (below KES 70,000)`,
    request: {
      params,
      body: {
        required: true,
        content: { 'application/json': { schema: payableMpesaRequestSchema } },
      },
    },
    responses: {
      202: {
        description: 'The prompt is on the phone',
        content: { 'application/json': { schema: mpesaStartedSchema } },
      },
      400: errorResponse('Invalid phone, or KES 70,000 or more'),
      402: errorResponse('M-Pesa refused the request; the message says why'),
      404: errorResponse(`No ${spec.noun} has this id`),
      409: errorResponse(`The ${spec.noun} is already paid`),
    },
  });
  const payByCard = createRoute({
    method: 'post',
    path: path('card'),
    tags: [spec.tag],
    summary: `The hosted card checkout form for a ${spec.noun}`,
    request: {
      params,
      body: {
        required: true,
        content: { 'application/json': { schema: payableCardRequestSchema } },
      },
    },
    responses: {
      200: {
        description: 'POST `fields` to `action` from the browser',
        content: { 'application/json': { schema: cardStartedSchema } },
      },
      400: errorResponse('Invalid e-mail'),
      404: errorResponse(`No ${spec.noun} has this id`),
      409: errorResponse(`The ${spec.noun} is already paid`),
    },
  });
  return createRouter()
    .openapi(payByMpesa, async (c) => {
      const started = await startPayment(deps, {
        kind: spec.kind,
        publicId: c.req.valid('param')[spec.idName] ?? '',
        method: 'mpesa',
        phone: c.req.valid('json').phone,
      });
      return c.json(mpesaStarted(started), 202);
    })
    .openapi(payByCard, async (c) => {
      const started = await startPayment(deps, {
        kind: spec.kind,
        publicId: c.req.valid('param')[spec.idName] ?? '',
        method: 'card',
        email: c.req.valid('json').email,
      });
      return c.json(cardStarted(started), 200);
    });
}
