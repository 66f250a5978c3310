/**
 * Donations administration, each behind its feature (the list is `GET /donations` in
 * people-routes):
 * - `GET /donations/{public_id}` (donations): one donation with its cancellation;
 * - `POST /donations` (add-donation): a donation staff received → 201; the same
 *   `Idempotency-Key` again → 200 with the first;
 * - `POST /donations/{public_id}/cancel` (donations/cancel) `{ reason }`: once; `cancelled_by`
 *   is the staff user;
 * - `POST /donations/{public_id}/mobile-payment` (add-donation) `{ phone }` → 202 once the STK
 *   push is sent;
 * - `GET /donation-causes?deleted` (donations-causes, donations or add-donation), `POST`,
 *   `PATCH /donation-causes/{id}`, `DELETE` (soft) and `POST …/restore` (donations-causes).
 * Every write is in the change log.
 *
 * spec: membership-backoffice.md §2.5 (Donors and donations), §3 (Donation), §7 (Donations).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  causePatchSchema,
  causeSchema,
  donationCancelSchema,
  donationMobilePaymentSchema,
  namedListQuerySchema,
  staffDonationSchema as staffDonationFormSchema,
} from '@hifadhi/shared/schemas/people-admin';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import { mpesaStartedSchema } from '../payments/payment-responses';
import type { PaymentDeps } from '../payments/payments-runtime';
import { mpesaStarted } from '../payments/started-payment-body';
import { addCause, changeCause, listCauses, staffCauseSchema } from './causes-admin';
import { staffDonationSchema } from './donation-list';
import {
  addStaffDonation,
  cancelStaffDonation,
  readStaffDonation,
  requestDonationMpesa,
} from './donations-admin';

const idParams = z.object({ public_id: z.string().max(100) });

/** The donations administration router; mount it under `/api/v1`. */
export function donationsAdminRoutes(deps: PaymentDeps) {
  const guard = staffGuard(deps);
  const tags = ['Donations'];
  const causesFeature = feature(staffFeatures.donationCauses);
  const one = staffRoute(guard, feature(staffFeatures.donations), {
    method: 'get',
    path: '/donations/{public_id}',
    tags,
    summary: 'One donation with its cancellation and who added it',
    request: { params: idParams },
    responses: {
      200: jsonContent(staffDonationSchema, 'The donation'),
      404: errorResponse('No such donation'),
    },
  });
  const add = staffRoute(guard, feature(staffFeatures.addDonation), {
    method: 'post',
    path: '/donations',
    tags,
    summary: 'Add a donation staff received (paid at once with is_paid)',
    request: { headers: idempotencyHeaders, ...jsonBody(staffDonationFormSchema) },
    responses: {
      201: jsonContent(staffDonationSchema, 'The new donation'),
      200: jsonContent(staffDonationSchema, 'The donation a request with this key made'),
      400: errorResponse('A field breaks a rule, or an entry is not listed'),
    },
  });
  const cancel = staffRoute(guard, feature(staffFeatures.cancelDonation), {
    method: 'post',
    path: '/donations/{public_id}/cancel',
    tags,
    summary: 'Cancel a donation, with the reason; cancelled_by is the staff user',
    request: { params: idParams, ...jsonBody(donationCancelSchema) },
    responses: {
      200: jsonContent(staffDonationSchema, 'The cancelled donation'),
      400: errorResponse('No reason'),
      404: errorResponse('No such donation'),
      409: errorResponse('Already cancelled'),
    },
  });
  const mobile = staffRoute(guard, feature(staffFeatures.addDonation), {
    method: 'post',
    path: '/donations/{public_id}/mobile-payment',
    tags,
    summary: "Ask the donor's phone to pay by M-Pesa (STK push)",
    request: { params: idParams, ...jsonBody(donationMobilePaymentSchema) },
    responses: {
      202: jsonContent(mpesaStartedSchema, 'The STK push is on its way to the phone'),
      400: errorResponse('Not an M-Pesa phone'),
      404: errorResponse('No such donation'),
      409: errorResponse('Cancelled, already paid, or a push is pending'),
    },
  });
  const causeList = staffRoute(
    guard,
    feature(staffFeatures.donationCauses, staffFeatures.donations, staffFeatures.addDonation),
    {
      method: 'get',
      path: '/donation-causes',
      tags,
      summary: 'Causes with their public flag (deleted=true: the deleted ones)',
      request: { query: namedListQuerySchema },
      responses: { 200: jsonContent(z.array(staffCauseSchema), 'The causes') },
    },
  );
  const causeAdd = staffRoute(guard, causesFeature, {
    method: 'post',
    path: '/donation-causes',
    tags,
    summary: 'Add a cause (public: offered on the Support Us form)',
    request: jsonBody(causeSchema),
    responses: {
      201: jsonContent(staffCauseSchema, 'The new cause'),
      400: errorResponse('The name is missing or too long'),
    },
  });
  const causeEdit = staffRoute(guard, causesFeature, {
    method: 'patch',
    path: '/donation-causes/{public_id}',
    tags,
    summary: 'Rename a cause or change its public flag',
    request: { params: idParams, ...jsonBody(causePatchSchema) },
    responses: {
      200: jsonContent(staffCauseSchema, 'The cause'),
      400: errorResponse('Nothing to change'),
      404: errorResponse('No such cause'),
    },
  });
  const causeStatus = (deleted: boolean) =>
    staffRoute(guard, causesFeature, {
      method: deleted ? 'delete' : 'post',
      path: deleted ? '/donation-causes/{public_id}' : '/donation-causes/{public_id}/restore',
      tags,
      summary: deleted ? 'Delete a cause (soft: it can be restored)' : 'Restore a cause',
      request: { params: idParams },
      responses: {
        200: jsonContent(staffCauseSchema, 'The cause'),
        404: errorResponse('No such cause'),
      },
    });
  const now = () => deps.clock.now();
  const router = createAuthRouter()
    .openapi(one, async (c) =>
      c.json(await readStaffDonation(deps.db, c.req.valid('param').public_id), 200),
    )
    .openapi(add, async (c) => {
      const key = idempotencyKeyOf(c.req.valid('header'));
      const { donation, created } = await addStaffDonation(
        deps.db,
        c.req.valid('json'),
        c.var.staff,
        key,
        now(),
      );
      return c.json(donation, created ? 201 : 200);
    })
    .openapi(cancel, async (c) =>
      c.json(
        await cancelStaffDonation(
          deps.db,
          c.req.valid('param').public_id,
          c.req.valid('json').reason,
          c.var.staff,
          now(),
        ),
        200,
      ),
    )
    .openapi(mobile, async (c) => {
      const started = await requestDonationMpesa(
        deps,
        c.req.valid('param').public_id,
        c.req.valid('json').phone,
      );
      return c.json(mpesaStarted(started), 202);
    })
    .openapi(causeList, async (c) =>
      c.json(await listCauses(deps.db, c.req.valid('query').deleted === 'true'), 200),
    )
    .openapi(causeAdd, async (c) =>
      c.json(await addCause(deps.db, c.req.valid('json'), c.var.staff, now()), 201),
    )
    .openapi(causeEdit, async (c) =>
      c.json(
        await changeCause(
          deps.db,
          c.req.valid('param').public_id,
          c.req.valid('json'),
          c.var.staff,
          now(),
        ),
        200,
      ),
    );
  for (const deleted of [true, false]) {
    router.openapi(causeStatus(deleted), async (c) =>
      c.json(
        await changeCause(deps.db, c.req.valid('param').public_id, { deleted }, c.var.staff, now()),
        200,
      ),
    );
  }
  return router;
}
