/**
 * The HTTP routes of a named list (partner types, promo code types, page types, accommodation
 * types, pick-up locations, entry modes) at one path: list (200), add (201), rename, soft delete
 * and restore (200); unknown entries 404, bad input 400, a taken name or a delete of a deleted
 * entry 409, all in the one error shape.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore), §7 (types: CRUD).
 */
import {
  namedTypeBodySchema,
  namedTypeReadSchema,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { z } from '@hono/zod-openapi';
import type { Access } from '../auth/access';
import type { createAuthRouter } from '../auth/auth-env';
import type { StaffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import type { Staff, WriteDeps } from './audited-records';
import {
  changeNamedType,
  createNamedType,
  listNamedTypes,
  type NamedTypeEntity,
} from './named-types';

const idParams = z.object({ public_id: z.string().max(100) });
const notFound = errorResponse('No such record');
const badInput = errorResponse('A field is missing or wrong');
const refused = errorResponse('Its status does not allow this, or the name is taken');

/**
 * Registers on `router` the routes of named list `entity` at `path` (`/page-types`), guarded
 * by `access` and tagged `tag`; `what` names one entry in the reference ('page type').
 */
export function addNamedTypeRoutes(
  router: ReturnType<typeof createAuthRouter>,
  deps: WriteDeps & { guard: StaffGuard },
  list: { entity: NamedTypeEntity; path: string; what: string; access: Access; tag: string },
): void {
  const { entity, path, what } = list;
  const route = <R extends Parameters<typeof staffRoute>[2]>(config: R) =>
    staffRoute(deps.guard, list.access, { tags: [list.tag], ...config });
  const change = (publicId: string, body: { name: string } | { deleted: boolean }, staff: Staff) =>
    changeNamedType(deps, entity, publicId, body, staff);
  router
    .openapi(
      route({
        method: 'get',
        path,
        summary: `Every ${what}, deleted ones too`,
        responses: { 200: jsonContent(z.array(namedTypeReadSchema), `The ${what}s`) },
      }),
      async (c) => c.json(await listNamedTypes(deps.db, entity), 200),
    )
    .openapi(
      route({
        method: 'post',
        path,
        summary: `Add a ${what}`,
        request: jsonBody(namedTypeBodySchema),
        responses: {
          201: jsonContent(namedTypeReadSchema, `The new ${what}`),
          400: badInput,
          409: refused,
        },
      }),
      async (c) =>
        c.json(await createNamedType(deps, entity, c.req.valid('json'), c.var.staff), 201),
    )
    .openapi(
      route({
        method: 'patch',
        path: `${path}/{public_id}`,
        summary: `Rename a ${what}`,
        request: { params: idParams, ...jsonBody(namedTypeBodySchema) },
        responses: {
          200: jsonContent(namedTypeReadSchema, `The ${what}`),
          400: badInput,
          404: notFound,
          409: refused,
        },
      }),
      async (c) =>
        c.json(await change(c.req.valid('param').public_id, c.req.valid('json'), c.var.staff), 200),
    )
    .openapi(
      route({
        method: 'delete',
        path: `${path}/{public_id}`,
        summary: `Soft delete a ${what}`,
        request: { params: idParams },
        responses: {
          200: jsonContent(namedTypeReadSchema, `The ${what}, deleted`),
          404: notFound,
          409: refused,
        },
      }),
      async (c) =>
        c.json(await change(c.req.valid('param').public_id, { deleted: true }, c.var.staff), 200),
    )
    .openapi(
      route({
        method: 'post',
        path: `${path}/{public_id}/restore`,
        summary: `Restore a deleted ${what}`,
        request: { params: idParams },
        responses: {
          200: jsonContent(namedTypeReadSchema, `The ${what}, restored`),
          404: notFound,
          409: refused,
        },
      }),
      async (c) =>
        c.json(await change(c.req.valid('param').public_id, { deleted: false }, c.var.staff), 200),
    );
}
