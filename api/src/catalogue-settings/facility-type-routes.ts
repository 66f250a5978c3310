/**
 * The HTTP routes of facility types at `/facility-types`: list (200), add (201), edit name or
 * pricing rule, soft delete and restore (200); unknown types 404, bad input 400, a taken name
 * or a delete of a deleted type 409, all in the one error shape.
 *
 * spec: membership-backoffice.md §3–4 (facility type: CRUD, soft delete and restore).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  facilityTypeBodySchema,
  facilityTypePatchSchema,
  facilityTypeReadSchema,
} from '@hifadhi/shared/schemas/facility-types';
import { z } from '@hono/zod-openapi';
import { type Access, feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import { changeFacilityType, createFacilityType, listFacilityTypes } from './facility-types';

const idParams = z.object({ public_id: z.string().max(100) });
const notFound = errorResponse('No such facility type');
const badInput = errorResponse('A field is missing or wrong');
const refused = errorResponse('The name is taken, or it is deleted already (or not deleted)');

/**
 * The facility type routes: the list for users with the Facility types or the Facilities
 * feature (the facility form offers the types), the writes for Facility types only.
 */
export function facilityTypeRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const readers = feature(staffFeatures.facilityTypes, staffFeatures.facilities);
  const writers = feature(staffFeatures.facilityTypes);
  const routeFor =
    (access: Access) =>
    <R extends Parameters<typeof staffRoute>[2]>(config: R) =>
      staffRoute(guard, access, { tags: ['Settings'], ...config });
  const route = routeFor(writers);
  const path = '/facility-types';
  const one = `${path}/{public_id}`;
  return createAuthRouter()
    .openapi(
      routeFor(readers)({
        method: 'get',
        path,
        summary: 'Every facility type with its pricing rule, deleted ones too',
        responses: { 200: jsonContent(z.array(facilityTypeReadSchema), 'The facility types') },
      }),
      async (c) => c.json(await listFacilityTypes(deps.db), 200),
    )
    .openapi(
      route({
        method: 'post',
        path,
        summary: 'Add a facility type',
        request: jsonBody(facilityTypeBodySchema),
        responses: {
          201: jsonContent(facilityTypeReadSchema, 'The new facility type'),
          400: badInput,
          409: refused,
        },
      }),
      async (c) => c.json(await createFacilityType(deps, c.req.valid('json'), c.var.staff), 201),
    )
    .openapi(
      route({
        method: 'patch',
        path: one,
        summary: 'Rename a facility type or change its pricing rule',
        request: { params: idParams, ...jsonBody(facilityTypePatchSchema) },
        responses: {
          200: jsonContent(facilityTypeReadSchema, 'The facility type'),
          400: badInput,
          404: notFound,
          409: refused,
        },
      }),
      async (c) => {
        const { public_id } = c.req.valid('param');
        return c.json(
          await changeFacilityType(deps, public_id, c.req.valid('json'), c.var.staff),
          200,
        );
      },
    )
    .openapi(
      route({
        method: 'delete',
        path: one,
        summary: 'Soft delete a facility type (its facilities keep it)',
        request: { params: idParams },
        responses: {
          200: jsonContent(facilityTypeReadSchema, 'The facility type, deleted'),
          404: notFound,
          409: refused,
        },
      }),
      async (c) => {
        const { public_id } = c.req.valid('param');
        return c.json(
          await changeFacilityType(deps, public_id, { deleted: true }, c.var.staff),
          200,
        );
      },
    )
    .openapi(
      route({
        method: 'post',
        path: `${one}/restore`,
        summary: 'Restore a deleted facility type',
        request: { params: idParams },
        responses: {
          200: jsonContent(facilityTypeReadSchema, 'The facility type, restored'),
          404: notFound,
          409: refused,
        },
      }),
      async (c) => {
        const { public_id } = c.req.valid('param');
        return c.json(
          await changeFacilityType(deps, public_id, { deleted: false }, c.var.staff),
          200,
        );
      },
    );
}
