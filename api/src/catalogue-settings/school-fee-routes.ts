/**
 * The HTTP routes of school conservation fee rates at `/school-fees`: list (`?deleted=true`
 * for the deleted ones), one, add (201; an Idempotency-Key makes a retry answer the first
 * rate), edit, soft delete and restore (200); for users with the School fees feature. Unknown
 * rates 404, bad input or an unknown destination or guest category 400, a delete of a deleted
 * rate 409, all in the one error shape.
 *
 * spec: staff-booking.md §4, §7; membership-backoffice.md §3–4; api-contract.md §Catalogue
 * administration.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  schoolFeeBodySchema,
  schoolFeePatchSchema,
  schoolFeeReadSchema,
} from '@hifadhi/shared/schemas/school-fees';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import { changeSchoolFee, createSchoolFee, getSchoolFee, listSchoolFees } from './school-fees';

const idParams = z.object({ public_id: z.string().max(100) });
const listQuery = z.object({ deleted: z.enum(['true', 'false']).optional() });
const notFound = errorResponse('No such school fee rate');
const badInput = errorResponse(
  'A field is missing or wrong, or names an unknown destination or guest category',
);
const refused = errorResponse('It is deleted already (or not deleted)');

/** The school fee rate routes, for users with the School fees feature. */
export function schoolFeeRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const access = feature(staffFeatures.schoolFees);
  const route = <R extends Parameters<typeof staffRoute>[2]>(config: R) =>
    staffRoute(guard, access, { tags: ['Settings'], ...config });
  const path = '/school-fees';
  const one = `${path}/{public_id}`;
  return createAuthRouter()
    .openapi(
      route({
        method: 'get',
        path,
        summary: 'The school conservation fee rates (or the deleted ones)',
        request: { query: listQuery },
        responses: {
          200: jsonContent(z.array(schoolFeeReadSchema), 'The rates'),
          400: badInput,
        },
      }),
      async (c) =>
        c.json(await listSchoolFees(deps.db, c.req.valid('query').deleted === 'true'), 200),
    )
    .openapi(
      route({
        method: 'get',
        path: one,
        summary: 'One school fee rate, deleted or not',
        request: { params: idParams },
        responses: { 200: jsonContent(schoolFeeReadSchema, 'The rate'), 404: notFound },
      }),
      async (c) => c.json(await getSchoolFee(deps.db, c.req.valid('param').public_id), 200),
    )
    .openapi(
      route({
        method: 'post',
        path,
        summary: 'Add a school fee rate of a destination and guest category between two dates',
        request: { headers: idempotencyHeaders, ...jsonBody(schoolFeeBodySchema) },
        responses: {
          201: jsonContent(schoolFeeReadSchema, 'The new rate'),
          400: badInput,
        },
      }),
      async (c) =>
        c.json(
          await createSchoolFee(
            deps,
            c.req.valid('json'),
            c.var.staff,
            idempotencyKeyOf(c.req.valid('header')),
          ),
          201,
        ),
    )
    .openapi(
      route({
        method: 'patch',
        path: one,
        summary: 'Edit a school fee rate',
        request: { params: idParams, ...jsonBody(schoolFeePatchSchema) },
        responses: {
          200: jsonContent(schoolFeeReadSchema, 'The rate'),
          400: badInput,
          404: notFound,
        },
      }),
      async (c) => {
        const { public_id } = c.req.valid('param');
        return c.json(
          await changeSchoolFee(deps, public_id, c.req.valid('json'), c.var.staff),
          200,
        );
      },
    )
    .openapi(
      route({
        method: 'delete',
        path: one,
        summary: 'Soft delete a school fee rate (its category pays the ordinary fee)',
        request: { params: idParams },
        responses: {
          200: jsonContent(schoolFeeReadSchema, 'The rate, deleted'),
          404: notFound,
          409: refused,
        },
      }),
      async (c) => {
        const { public_id } = c.req.valid('param');
        return c.json(await changeSchoolFee(deps, public_id, { deleted: true }, c.var.staff), 200);
      },
    )
    .openapi(
      route({
        method: 'post',
        path: `${one}/restore`,
        summary: 'Restore a deleted school fee rate',
        request: { params: idParams },
        responses: {
          200: jsonContent(schoolFeeReadSchema, 'The rate, restored'),
          404: notFound,
          409: refused,
        },
      }),
      async (c) => {
        const { public_id } = c.req.valid('param');
        return c.json(await changeSchoolFee(deps, public_id, { deleted: false }, c.var.staff), 200);
      },
    );
}
