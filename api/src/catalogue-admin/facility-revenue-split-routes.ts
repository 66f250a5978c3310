/**
 * A facility's revenue split over HTTP, for users with the `facilities` feature:
 * `GET /facilities/{public_id}/revenue-splits` (`?deleted=true` for the deleted ones) with the
 * conservancy's remainder, `POST` a split (201; a retry with the same Idempotency-Key answers
 * the same), `PATCH …/{split_public_id}`, `DELETE …/{split_public_id}` (soft) and
 * `POST …/{split_public_id}/restore`. More than 100 % together is 400 with the total.
 *
 * spec: membership-backoffice.md §3 (Facility: revenue split percent), §7 (POST revenue
 * split; GET or POST delete split by public_id).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  revenueSplitBodySchema,
  revenueSplitListSchema,
  revenueSplitPatchSchema,
  revenueSplitReadSchema,
} from '@hifadhi/shared/schemas/revenue-splits';
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
import {
  addRevenueSplit,
  listRevenueSplits,
  setRevenueSplitDeleted,
  updateRevenueSplit,
} from './facility-revenue-splits';

const facilityParams = z.object({ public_id: z.string().max(100) });
const splitParams = facilityParams.extend({ split_public_id: z.uuid() });
const path = '/facilities/{public_id}/revenue-splits';

/** The revenue split router; mount it under `/api/v1`. */
export function facilityRevenueSplitRoutes(deps: { db: Database; clock: Clock }) {
  const route = <R extends Parameters<typeof staffRoute>[2]>(config: R) =>
    staffRoute(staffGuard(deps), feature(staffFeatures.facilities), {
      tags: ['Facilities'],
      ...config,
    });
  const splitAnswer = (description: string) => jsonContent(revenueSplitReadSchema, description);
  const noSplit = errorResponse('No such facility or split');
  const routes = {
    list: route({
      method: 'get',
      path,
      summary: 'The revenue splits in force (or deleted) and the conservancy’s remainder',
      request: {
        params: facilityParams,
        query: z.object({ deleted: z.enum(['true', 'false']).default('false') }),
      },
      responses: {
        200: jsonContent(revenueSplitListSchema, 'The splits'),
        404: errorResponse('No such facility'),
      },
    }),
    add: route({
      method: 'post',
      path,
      summary: 'Share the facility’s accommodation revenue with a party',
      request: {
        params: facilityParams,
        headers: idempotencyHeaders,
        ...jsonBody(revenueSplitBodySchema),
      },
      responses: {
        201: splitAnswer('The split (the same again for a retry with the same key)'),
        400: errorResponse('A field is wrong, or the splits would take more than 100 %'),
        404: errorResponse('No such facility'),
        409: errorResponse('The facility is deleted'),
      },
    }),
    edit: route({
      method: 'patch',
      path: `${path}/{split_public_id}`,
      summary: 'Edit a split’s party, percent or analysis code',
      request: { params: splitParams, ...jsonBody(revenueSplitPatchSchema) },
      responses: {
        200: splitAnswer('The split afterwards'),
        400: errorResponse('A field is wrong, or the splits would take more than 100 %'),
        404: noSplit,
        409: errorResponse('The split or the facility is deleted'),
      },
    }),
    remove: route({
      method: 'delete',
      path: `${path}/{split_public_id}`,
      summary: 'Delete a split (soft: restorable); its share goes back to the conservancy',
      request: { params: splitParams },
      responses: { 200: splitAnswer('The split, deleted'), 404: noSplit },
    }),
    restore: route({
      method: 'post',
      path: `${path}/{split_public_id}/restore`,
      summary: 'Restore a deleted split',
      request: { params: splitParams },
      responses: {
        200: splitAnswer('The split, restored'),
        400: errorResponse('The splits would take more than 100 %'),
        404: noSplit,
      },
    }),
  };
  return createAuthRouter()
    .openapi(routes.list, async (c) => {
      const { public_id } = c.req.valid('param');
      const deleted = c.req.valid('query').deleted === 'true';
      return c.json(await listRevenueSplits(deps.db, public_id, deleted), 200);
    })
    .openapi(routes.add, async (c) => {
      const made = await addRevenueSplit(
        deps,
        c.req.valid('param').public_id,
        c.req.valid('json'),
        c.var.staff,
        idempotencyKeyOf(c.req.valid('header')),
      );
      return c.json(made, 201);
    })
    .openapi(routes.edit, async (c) => {
      const { public_id, split_public_id } = c.req.valid('param');
      const patch = c.req.valid('json');
      return c.json(
        await updateRevenueSplit(deps, public_id, split_public_id, patch, c.var.staff),
        200,
      );
    })
    .openapi(routes.remove, async (c) => {
      const { public_id, split_public_id } = c.req.valid('param');
      return c.json(
        await setRevenueSplitDeleted(deps, public_id, split_public_id, true, c.var.staff),
        200,
      );
    })
    .openapi(routes.restore, async (c) => {
      const { public_id, split_public_id } = c.req.valid('param');
      return c.json(
        await setRevenueSplitDeleted(deps, public_id, split_public_id, false, c.var.staff),
        200,
      );
    });
}
