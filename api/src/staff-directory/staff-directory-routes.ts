/**
 * The staff directory and departments, each behind its feature:
 * - `GET /departments?page&items&search&active&deleted` and `GET /departments/{id}`
 *   (staff-settings or all-staff); `POST /departments`, `PUT /departments/{id}`,
 *   `DELETE /departments/{id}` (soft) and `POST /departments/{id}/restore` (staff-settings);
 * - `GET /staff?page&items&search&department&active&deleted`, `GET /staff/{id}`,
 *   `POST /staff`, `PUT /staff/{id}`, `DELETE /staff/{id}` (soft) and
 *   `POST /staff/{id}/restore` (all-staff).
 * Every write is in the change log.
 *
 * spec: membership-backoffice.md §2.5 (Staff), §3, §4 (Staff: active or inactive), §7.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  departmentSchema as departmentFormSchema,
  staffDirectoryQuerySchema,
  staffMemberSchema as staffMemberFormSchema,
} from '@hifadhi/shared/schemas/people-admin';
import { z } from '@hono/zod-openapi';
import { type Access, feature } from '../auth/access';
import type { StaffPrincipal } from '../auth/auth-env';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import {
  addDepartment,
  changeDepartment,
  departmentPageSchema,
  departmentSchema,
  listDepartments,
  readDepartment,
} from './departments';
import {
  addStaffMember,
  changeStaffMember,
  listStaffMembers,
  readStaffMember,
  staffMemberPageSchema,
  staffMemberReadSchema,
} from './staff-members';

const idParams = z.object({ public_id: z.string().max(100) });

/** What one directory entity needs: its path, words, schemas, access and service. */
interface DirectoryEntity<Form, Read> {
  path: string;
  noun: string;
  read: Access;
  write: Access;
  form: z.ZodType<Form>;
  readSchema: z.ZodType<Read>;
  pageSchema: z.ZodType;
  list: (db: Database, query: z.infer<typeof staffDirectoryQuerySchema>) => Promise<unknown>;
  one: (db: Database, publicId: string) => Promise<Read>;
  add: (db: Database, form: Form, staff: StaffPrincipal, now: Date) => Promise<Read>;
  change: (
    db: Database,
    publicId: string,
    change: { form?: Form; deleted?: boolean },
    staff: StaffPrincipal,
    now: Date,
  ) => Promise<Read>;
}

/** The staff directory router; mount it under `/api/v1`. */
export function staffDirectoryRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const router = createAuthRouter();
  const tags = ['Staff'];

  function mount<Form, Read>(entity: DirectoryEntity<Form, Read>) {
    const item = `${entity.path}/{public_id}`;
    const answers = (description: string) => ({
      200: jsonContent(entity.readSchema, description),
      404: errorResponse(`No such ${entity.noun}`),
    });
    const routes = {
      list: staffRoute(guard, entity.read, {
        method: 'get',
        path: entity.path,
        tags,
        summary: `${entity.noun}s by name (deleted=true: the deleted ones)`,
        request: { query: staffDirectoryQuerySchema },
        responses: {
          200: jsonContent(entity.pageSchema, `A page of ${entity.noun}s`),
          400: errorResponse('A filter is not valid'),
        },
      }),
      one: staffRoute(guard, entity.read, {
        method: 'get',
        path: item,
        tags,
        summary: `One ${entity.noun}`,
        request: { params: idParams },
        responses: answers(`The ${entity.noun}`),
      }),
      add: staffRoute(guard, entity.write, {
        method: 'post',
        path: entity.path,
        tags,
        summary: `Add a ${entity.noun}`,
        request: jsonBody(entity.form),
        responses: {
          201: jsonContent(entity.readSchema, `The new ${entity.noun}`),
          400: errorResponse('A field breaks a rule'),
          409: errorResponse('The name or number is taken'),
        },
      }),
      edit: staffRoute(guard, entity.write, {
        method: 'put',
        path: item,
        tags,
        summary: `Edit a ${entity.noun} (every field)`,
        request: { params: idParams, ...jsonBody(entity.form) },
        responses: {
          ...answers(`The ${entity.noun} afterwards`),
          400: errorResponse('A field breaks a rule'),
          409: errorResponse('The name or number is taken'),
        },
      }),
      remove: staffRoute(guard, entity.write, {
        method: 'delete',
        path: item,
        tags,
        summary: `Delete a ${entity.noun} (soft: it can be restored)`,
        request: { params: idParams },
        responses: answers(`The deleted ${entity.noun}`),
      }),
      restore: staffRoute(guard, entity.write, {
        method: 'post',
        path: `${item}/restore`,
        tags,
        summary: `Restore a ${entity.noun}`,
        request: { params: idParams },
        responses: answers(`The restored ${entity.noun}`),
      }),
    };
    const id = (c: { req: { param(name: 'public_id'): string } }) => c.req.param('public_id');
    router
      .openapi(routes.list, async (c) =>
        c.json(await entity.list(deps.db, c.req.valid('query')), 200),
      )
      .openapi(routes.one, async (c) => c.json((await entity.one(deps.db, id(c))) as never, 200))
      .openapi(routes.add, async (c) =>
        c.json(
          (await entity.add(
            deps.db,
            c.req.valid('json') as Form,
            c.var.staff,
            deps.clock.now(),
          )) as never,
          201,
        ),
      )
      .openapi(
        routes.edit,
        async (c) =>
          c.json(
            (await entity.change(
              deps.db,
              id(c),
              { form: c.req.valid('json') as Form },
              c.var.staff,
              deps.clock.now(),
            )) as never,
            200,
          ) as never,
      );
    for (const [route, deleted] of [
      [routes.remove, true],
      [routes.restore, false],
    ] as const) {
      router.openapi(route, async (c) =>
        c.json(
          (await entity.change(
            deps.db,
            id(c),
            { deleted },
            c.var.staff,
            deps.clock.now(),
          )) as never,
          200,
        ),
      );
    }
  }

  mount({
    path: '/departments',
    noun: 'department',
    read: feature(staffFeatures.departments, staffFeatures.staffDirectory),
    write: feature(staffFeatures.departments),
    form: departmentFormSchema,
    readSchema: departmentSchema,
    pageSchema: departmentPageSchema,
    list: listDepartments,
    one: readDepartment,
    add: addDepartment,
    change: changeDepartment,
  });
  mount({
    path: '/staff',
    noun: 'staff member',
    read: feature(staffFeatures.staffDirectory),
    write: feature(staffFeatures.staffDirectory),
    form: staffMemberFormSchema,
    readSchema: staffMemberReadSchema,
    pageSchema: staffMemberPageSchema,
    list: listStaffMembers,
    one: readStaffMember,
    add: addStaffMember,
    change: changeStaffMember,
  });
  return router;
}
