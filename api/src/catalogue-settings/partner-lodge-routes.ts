/**
 * The HTTP routes of partner lodges ("Escapes") at `/partner-lodges`: list (`?deleted=true`
 * for the deleted ones), one, add (201), edit (its parameters and supplements replaced as a
 * whole), soft delete and restore (200); for users with the Partner lodges feature. Unknown
 * lodges 404, bad input 400, a taken code or a delete of a deleted lodge 409, all in the one
 * error shape.
 *
 * spec: staff-booking.md §2.4, §3.9; membership-backoffice.md §3–4.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  partnerLodgeBodySchema,
  partnerLodgePatchSchema,
  partnerLodgeReadSchema,
} from '@hifadhi/shared/schemas/partner-lodges';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import {
  changePartnerLodge,
  createPartnerLodge,
  getPartnerLodge,
  listPartnerLodges,
} from './partner-lodges';

const idParams = z.object({ public_id: z.string().max(100) });
const listQuery = z.object({ deleted: z.enum(['true', 'false']).optional() });
const notFound = errorResponse('No such partner lodge');
const badInput = errorResponse('A field is missing or wrong');
const refused = errorResponse('The code is taken, or it is deleted already (or not deleted)');

/** The partner lodge routes, for users with the Partner lodges feature. */
export function partnerLodgeRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const access = feature(staffFeatures.partnerLodges);
  const route = <R extends Parameters<typeof staffRoute>[2]>(config: R) =>
    staffRoute(guard, access, { tags: ['Settings'], ...config });
  const path = '/partner-lodges';
  const one = `${path}/{public_id}`;
  return createAuthRouter()
    .openapi(
      route({
        method: 'get',
        path,
        summary: 'The partner lodges with their parameters and supplements (or the deleted ones)',
        request: { query: listQuery },
        responses: {
          200: jsonContent(z.array(partnerLodgeReadSchema), 'The partner lodges'),
          400: badInput,
        },
      }),
      async (c) =>
        c.json(await listPartnerLodges(deps.db, c.req.valid('query').deleted === 'true'), 200),
    )
    .openapi(
      route({
        method: 'get',
        path: one,
        summary: 'One partner lodge, deleted or not',
        request: { params: idParams },
        responses: { 200: jsonContent(partnerLodgeReadSchema, 'The lodge'), 404: notFound },
      }),
      async (c) => c.json(await getPartnerLodge(deps.db, c.req.valid('param').public_id), 200),
    )
    .openapi(
      route({
        method: 'post',
        path,
        summary: 'Add a partner lodge with its parameters and supplements',
        request: jsonBody(partnerLodgeBodySchema),
        responses: {
          201: jsonContent(partnerLodgeReadSchema, 'The new lodge'),
          400: badInput,
          409: refused,
        },
      }),
      async (c) => c.json(await createPartnerLodge(deps, c.req.valid('json'), c.var.staff), 201),
    )
    .openapi(
      route({
        method: 'patch',
        path: one,
        summary: 'Edit a partner lodge; parameters and supplements, when sent, replace its lists',
        request: { params: idParams, ...jsonBody(partnerLodgePatchSchema) },
        responses: {
          200: jsonContent(partnerLodgeReadSchema, 'The lodge'),
          400: badInput,
          404: notFound,
          409: refused,
        },
      }),
      async (c) => {
        const { public_id } = c.req.valid('param');
        return c.json(
          await changePartnerLodge(deps, public_id, c.req.valid('json'), c.var.staff),
          200,
        );
      },
    )
    .openapi(
      route({
        method: 'delete',
        path: one,
        summary: 'Soft delete a partner lodge (no quote may name it; bookings keep it)',
        request: { params: idParams },
        responses: {
          200: jsonContent(partnerLodgeReadSchema, 'The lodge, deleted'),
          404: notFound,
          409: refused,
        },
      }),
      async (c) => {
        const { public_id } = c.req.valid('param');
        return c.json(
          await changePartnerLodge(deps, public_id, { deleted: true }, c.var.staff),
          200,
        );
      },
    )
    .openapi(
      route({
        method: 'post',
        path: `${one}/restore`,
        summary: 'Restore a deleted partner lodge',
        request: { params: idParams },
        responses: {
          200: jsonContent(partnerLodgeReadSchema, 'The lodge, restored'),
          404: notFound,
          409: refused,
        },
      }),
      async (c) => {
        const { public_id } = c.req.valid('param');
        return c.json(
          await changePartnerLodge(deps, public_id, { deleted: false }, c.var.staff),
          200,
        );
      },
    );
}
