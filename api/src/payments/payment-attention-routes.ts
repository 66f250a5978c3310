/**
 * The staff side of payments that need attention, for users with the Payment report or the
 * Payments needing attention feature:
 * `GET /payments/attention` lists money received that its payable cannot keep (a cancelled or
 * expired booking, more than was owed, a second payment of a paid donation, application or
 * membership), newest first, unsettled ones unless `include_resolved=true`;
 * `POST /payments/{payment_public_id}/attention/resolve` `{ resolution, refund?, credit_note? }`
 * records how staff settled one (refunded, re-accommodated), once; with
 * `refund: { amount, method, reference }` it records that refund paid out on the payment's
 * booking, with `credit_note: { amount }` (and the credit-note ability) it issues that credit
 * note on the booking itself (`payments-admin/resolve-flagged-payment.ts`).
 *
 * spec: api-contract.md §Payments, §Staff and devices; membership-backoffice.md §2.5
 * (reports/payment).
 */

import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { attentionResolveBodySchema } from '@hifadhi/shared/schemas/payments-admin';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import { errorResponse } from '../http/error-body-schema';
import { resolveFlaggedPayment } from '../payments-admin/resolve-flagged-payment';
import { json } from './payment-responses';
import { listPaymentsNeedingAttention } from './payments-needing-attention';
import type { PaymentDeps } from './payments-runtime';

const flaggedPaymentSchema = z
  .object({
    payment_public_id: z.string(),
    payable_kind: z.enum(['booking', 'donation', 'volunteer', 'membership']),
    payable_reference: z.string(),
    method: z.enum(['mpesa', 'card', 'bank', 'cash']),
    amount: z.number(),
    currency: currencyCode,
    provider_reference: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    reason: z.string(),
    flagged_at: z.string(),
    resolved_at: z.string().nullable(),
    resolved_by: z.string().nullable(),
    resolution: z.string().nullable(),
  })
  .openapi('FlaggedPayment');

/** The payment attention router; mount it under `/api/v1`. */
export function paymentAttentionRoutes(deps: PaymentDeps) {
  const guard = staffGuard(deps);
  const paymentReport = feature(staffFeatures.paymentReport, staffFeatures.paymentsAttention);
  const list = staffRoute(guard, paymentReport, {
    method: 'get',
    path: '/payments/attention',
    tags: ['Payments'],
    summary: 'Payments flagged for a refund: money received that the payable cannot keep',
    request: {
      query: z.object({ include_resolved: z.enum(['true', 'false']).optional() }),
    },
    responses: {
      200: json(z.object({ payments: z.array(flaggedPaymentSchema) }), 'Newest first, at most 200'),
      400: errorResponse('include_resolved is not true or false'),
    },
  });
  const resolve = staffRoute(guard, paymentReport, {
    method: 'post',
    path: '/payments/{payment_public_id}/attention/resolve',
    tags: ['Payments'],
    summary:
      'Record how staff settled a flagged payment: by a refund paid out, by a credit note it issues, or as they describe it (the first record stands)',
    description:
      "With `refund: { amount, method, reference }` the refund paid out is recorded on the payment's booking: `amount` in the booking's currency as a decimal string (cents allowed), at most what was paid less what was already refunded or credited; `method` cash, mpesa, card or bank; `reference` the M-Pesa reversal, card refund or bank transfer reference or the cash voucher; `resolution` becomes its reason and the payment's resolution reads \"Refund of KES 1,250.50 by M-Pesa, reference …: …\". With `credit_note: { amount }` (whole units, needs the credit-note ability) a numbered credit note is issued on the booking instead. Not both; without either, `resolution` is recorded as staff wrote it.",
    request: {
      params: z.object({ payment_public_id: z.string() }),
      body: {
        required: true,
        content: {
          'application/json': {
            schema: attentionResolveBodySchema,
          },
        },
      },
    },
    responses: {
      200: json(flaggedPaymentSchema, 'The payment with how it was settled'),
      400: errorResponse(
        'No resolution given; a refund without its amount, method or reference, or above what was paid less what was already refunded or credited; a credit note above what was paid; both a refund and a credit note',
      ),
      404: errorResponse('No flagged payment has this id'),
      409: errorResponse('A refund or a credit note for a payment not made for a booking'),
    },
  });
  return createAuthRouter()
    .openapi(list, async (c) =>
      c.json(
        {
          payments: await listPaymentsNeedingAttention(deps.db, {
            includeResolved: c.req.valid('query').include_resolved === 'true',
          }),
        },
        200,
      ),
    )
    .openapi(resolve, async (c) => {
      const body = c.req.valid('json');
      if (body.credit_note !== undefined && !c.var.staff.features.has(staffFeatures.creditNote)) {
        throw new DomainError('FORBIDDEN', messages.noAccess);
      }
      const actor = {
        publicId: c.var.staff.public_id,
        partnerPublicId: c.var.staff.partner_public_id,
      };
      return c.json(
        await resolveFlaggedPayment(deps, c.req.valid('param').payment_public_id, body, actor),
        200,
      );
    });
}
