/**
 * The routes of one staff-kept named list at `path` (`/visitor-types`, `/member-types`, …):
 * `GET path?deleted` (readers), `POST path`, `PATCH path/{id}` (rename), `DELETE path/{id}`
 * (soft) and `POST path/{id}/restore` (writers). Each write is in the change log (named-lists).
 *
 * spec: membership-backoffice.md §3 (Lookups; identification and visitor types), §4 (soft
 * delete and restore), §7 (Member types, residence types and households; Visitors).
 */
import { namedEntrySchema, namedListQuerySchema } from '@hifadhi/shared/schemas/people-admin';
import { type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Access } from '../auth/access';
import type { AuthEnv } from '../auth/auth-env';
import type { StaffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import { mountSoftDelete } from '../people/soft-delete-routes';
import {
  addNamed,
  changeNamed,
  listNamed,
  type NamedListKind,
  namedEntryReadSchema,
} from './named-lists';

const idParams = z.object({ public_id: z.string().max(100) });

/**
 * Mounts the list `kind` at `path` on `router`: `read` may list it, `write` may change it;
 * `what` names one entry in the reference ('visitor type').
 */
export function mountNamedList(
  router: OpenAPIHono<AuthEnv>,
  deps: { db: Database; clock: Clock; guard: StaffGuard },
  access: { read: Access; write: Access },
  list: { kind: NamedListKind; path: string; what: string; tags: string[] },
): void {
  const { guard } = deps;
  const { kind, path, what, tags } = list;
  const listRoute = staffRoute(guard, access.read, {
    method: 'get',
    path,
    tags,
    summary: `${what}s by name (deleted=true: the deleted ones)`,
    request: { query: namedListQuerySchema },
    responses: { 200: jsonContent(z.array(namedEntryReadSchema), `The ${what}s`) },
  });
  const add = staffRoute(guard, access.write, {
    method: 'post',
    path,
    tags,
    summary: `Add a ${what}`,
    request: jsonBody(namedEntrySchema),
    responses: {
      201: jsonContent(namedEntryReadSchema, `The new ${what}`),
      400: errorResponse('The name is missing or too long'),
      409: errorResponse('The name is taken'),
    },
  });
  const rename = staffRoute(guard, access.write, {
    method: 'patch',
    path: `${path}/{public_id}`,
    tags,
    summary: `Rename a ${what}`,
    request: { params: idParams, ...jsonBody(namedEntrySchema) },
    responses: {
      200: jsonContent(namedEntryReadSchema, `The ${what}`),
      404: errorResponse('No such entry'),
      409: errorResponse('The name is taken'),
    },
  });
  const statusRoute = (method: 'delete' | 'post', deleted: boolean) =>
    staffRoute(guard, access.write, {
      method,
      path: deleted ? `${path}/{public_id}` : `${path}/{public_id}/restore`,
      tags,
      summary: deleted ? `Delete a ${what} (soft)` : `Restore a ${what}`,
      request: { params: idParams },
      responses: {
        200: jsonContent(namedEntryReadSchema, `The ${what}`),
        404: errorResponse('No such entry'),
      },
    });
  router
    .openapi(listRoute, async (c) =>
      c.json(await listNamed(deps.db, kind, c.req.valid('query').deleted === 'true'), 200),
    )
    .openapi(add, async (c) =>
      c.json(
        await addNamed(deps.db, kind, c.req.valid('json'), c.var.staff, deps.clock.now()),
        201,
      ),
    )
    .openapi(rename, async (c) =>
      c.json(
        await changeNamed(
          deps.db,
          kind,
          c.req.valid('param').public_id,
          { name: c.req.valid('json').name },
          c.var.staff,
          deps.clock.now(),
        ),
        200,
      ),
    );
  mountSoftDelete(
    router,
    { remove: statusRoute('delete', true), restore: statusRoute('post', false) },
    (publicId, deleted, staff) =>
      changeNamed(deps.db, kind, publicId, { deleted }, staff, deps.clock.now()),
  );
}
