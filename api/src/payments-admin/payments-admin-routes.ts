/**
 * The payments back office's endpoints, each behind its feature:
 * - `GET /payments?page&items&from&to&method&status&search` (payments): received and pending
 *   payments, newest first, `{ page, items, total, data }`;
 * - `GET /payments/failures?page&items&from&to&method&outcome&search` (payment-failures):
 *   payments that ended unpaid, with the payer's and the provider's reasons;
 * - `POST /bank-slips` (bank-slips): record a slip the bank reports → 201 (200 with the slip
 *   already recorded when the same slip is sent again);
 * - `GET /bank-slips?page&items&state&from&to&search` (bank-slips);
 * - `POST /bank-slips/{bank_slip_public_id}/allocate` `{ booking, overpayment? }`
 *   (bank-slips/allocate): record the slip as the booking's Bank Transfer payment, once.
 *
 * spec: staff-booking.md §2.9 (payments, payment failures, bank slips with allocate);
 * membership-backoffice.md §2.5, §7; api-contract.md §Payments, §Staff bookings.
 */
import {
  bankSlipAllocateBodySchema,
  bankSlipBodySchema,
  bankSlipListQuerySchema,
  paymentFailureQuerySchema,
  paymentListQuerySchema,
} from '@hifadhi/shared/schemas/payments-admin';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import { recordedStaffPaymentSchema } from '../staff-bookings/record-staff-payment';
import { allocateBankSlip } from './allocate-bank-slip';
import { bankSlipPageSchema, bankSlipSchema, listBankSlips, recordBankSlip } from './bank-slips';
import { listPaymentFailures, paymentFailurePageSchema } from './payment-failures';
import { listPayments, paymentPageSchema } from './payment-list';

const slipParams = z.object({ bank_slip_public_id: z.string().max(100) });

/** The payments back office router; mount it under `/api/v1`. */
export function paymentsAdminRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const list = staffRoute(guard, feature(staffFeatures.payments), {
    method: 'get',
    path: '/payments',
    tags: ['Payments back office'],
    summary: 'Payments received and pending (every payable and channel), newest first',
    request: { query: paymentListQuerySchema },
    responses: {
      200: jsonContent(paymentPageSchema, 'A page of payments'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const failures = staffRoute(guard, feature(staffFeatures.paymentFailures), {
    method: 'get',
    path: '/payments/failures',
    tags: ['Payments back office'],
    summary: "Failed and cancelled payments with the payer's and the provider's reasons",
    request: { query: paymentFailureQuerySchema },
    responses: {
      200: jsonContent(paymentFailurePageSchema, 'A page of payment failures'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const newSlip = staffRoute(guard, feature(staffFeatures.bankSlips), {
    method: 'post',
    path: '/bank-slips',
    tags: ['Payments back office'],
    summary: 'Record a slip the bank reports, not yet matched to a booking',
    request: jsonBody(bankSlipBodySchema),
    responses: {
      201: jsonContent(bankSlipSchema, 'Recorded'),
      200: jsonContent(bankSlipSchema, 'The same slip, already recorded'),
      400: errorResponse('A field is not valid'),
      409: errorResponse('This bank and reference name another slip'),
    },
  });
  const slips = staffRoute(guard, feature(staffFeatures.bankSlips), {
    method: 'get',
    path: '/bank-slips',
    tags: ['Payments back office'],
    summary: 'Bank slips, newest first, unallocated or allocated',
    request: { query: bankSlipListQuerySchema },
    responses: {
      200: jsonContent(bankSlipPageSchema, 'A page of bank slips'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const allocate = staffRoute(guard, feature(staffFeatures.allocateBankSlip), {
    method: 'post',
    path: '/bank-slips/{bank_slip_public_id}/allocate',
    tags: ['Payments back office'],
    summary: "Record the slip as a booking's Bank Transfer payment (again: the first answer)",
    request: { params: slipParams, ...jsonBody(bankSlipAllocateBodySchema) },
    responses: {
      200: jsonContent(
        z.object({ slip: bankSlipSchema, payment: recordedStaffPaymentSchema }),
        'Allocated: the slip and the payment with the booking after it',
      ),
      400: errorResponse('More than the balance without overpayment, or another currency'),
      404: errorResponse('No such slip or booking'),
      409: errorResponse(
        'Allocated to another booking, its reference already recorded, or the booking cannot be paid',
      ),
    },
  });

  return createAuthRouter()
    .openapi(list, async (c) => c.json(await listPayments(deps.db, c.req.valid('query')), 200))
    .openapi(failures, async (c) =>
      c.json(await listPaymentFailures(deps.db, c.req.valid('query')), 200),
    )
    .openapi(newSlip, async (c) => {
      const { slip, created } = await recordBankSlip(
        deps.db,
        c.req.valid('json'),
        c.var.staff.public_id,
        deps.clock.now(),
      );
      return created ? c.json(slip, 201) : c.json(slip, 200);
    })
    .openapi(slips, async (c) => c.json(await listBankSlips(deps.db, c.req.valid('query')), 200))
    .openapi(allocate, async (c) =>
      c.json(
        await allocateBankSlip(
          deps,
          c.req.valid('param').bank_slip_public_id,
          c.req.valid('json'),
          {
            publicId: c.var.staff.public_id,
            partnerPublicId: c.var.staff.partner_public_id,
          },
        ),
        200,
      ),
    );
}
