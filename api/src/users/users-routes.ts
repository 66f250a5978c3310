/**
 * The users screens' endpoints (administrators): staff users paged (15 a page unless told) with
 * a search, a user type and a kind (institution or partner users), public users, one user,
 * adding institution and partner users, editing, suspending and unsuspending (never oneself),
 * deleting and restoring. Every write goes to the change log.
 *
 * spec: membership-backoffice.md §7 (Users: partner user, users, paged users, public users,
 * one user, suspend, unsuspend, update, delete, restore), §9 (paged users 15);
 * api-contract.md §Staff and devices (`GET /users`, administrators only), §People and logs
 * (lists answer `{ page, items, total, data }` with `?page&items&search`).
 */

import { messages } from '@hifadhi/shared/messages';
import {
  createPartnerUserSchema,
  createStaffUserSchema,
  updateUserSchema,
  userSchema,
} from '@hifadhi/shared/schemas/auth';
import { maxLengths } from '@hifadhi/shared/schemas/common';
import { searchText, pageQuery as sharedPageQuery } from '@hifadhi/shared/schemas/payments-admin';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { type AuthEnv, createAuthRouter, type StaffPrincipal } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import { changeUserStatus, createPartnerUser, createStaffUser, updateUser } from './user-accounts';
import { findUser, listUsers, USERS_PAGE_SIZE } from './user-directory';

const pageQuery = z.object({
  ...sharedPageQuery,
  items: sharedPageQuery.items.default(USERS_PAGE_SIZE),
  deleted: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .openapi({ description: 'true: only deleted users (to restore them)' }),
  // describe, not openapi: searchText is plain zod, made before the OpenAPI extension may load.
  search: searchText.describe('Part of the name, e-mail or phone'),
  user_type: z
    .string()
    .max(maxLengths.id, messages.tooLong(maxLengths.id))
    .optional()
    .openapi({ description: 'A role public id' }),
});
const staffPageQuery = pageQuery.extend({
  kind: z
    .enum(['institution', 'partner'])
    .optional()
    .openapi({ description: 'Only institution users, or only partner users' }),
});
const usersPageSchema = z.object({
  page: z.number().int(),
  items: z.number().int(),
  total: z.number().int(),
  data: z.array(userSchema),
});
const userParams = z.object({ public_id: z.string() });

/** The users router; mount it under `/api/v1`. */
export function usersRoutes(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const guard = staffGuard(deps);
  const manageUsers = feature(staffFeatures.users);
  const route = <R extends Parameters<typeof staffRoute>[2]>(route: R) =>
    staffRoute(guard, manageUsers, { tags: ['Users'], ...route });
  const statusRoute = (change: 'suspend' | 'unsuspend' | 'restore') =>
    route({
      method: 'post',
      path: `/users/{public_id}/${change}`,
      summary: `${change[0]!.toUpperCase()}${change.slice(1)} a user`,
      request: { params: userParams },
      responses: {
        200: jsonContent(userSchema, 'The user afterwards'),
        403: errorResponse('Suspending or deleting oneself'),
        404: errorResponse('No such user'),
      },
    });

  const list = route({
    method: 'get',
    path: '/users',
    summary: 'Staff users (institution and partner users), newest first',
    request: { query: staffPageQuery },
    responses: { 200: jsonContent(usersPageSchema, 'A page of staff users') },
  });
  const listPublic = staffRoute(guard, feature(staffFeatures.publicUsers), {
    method: 'get',
    path: '/users/public',
    tags: ['Users'],
    summary: 'Public users of the site, newest first',
    request: { query: pageQuery },
    responses: { 200: jsonContent(usersPageSchema, 'A page of public users') },
  });
  const one = staffRoute(guard, feature(staffFeatures.users, staffFeatures.publicUsers), {
    method: 'get',
    path: '/users/{public_id}',
    tags: ['Users'],
    summary: 'One user',
    request: { params: userParams },
    responses: { 200: jsonContent(userSchema, 'The user'), 404: errorResponse('No such user') },
  });
  const create = route({
    method: 'post',
    path: '/users',
    summary: 'Add an institution (staff) user with a role and gates',
    request: jsonBody(createStaffUserSchema),
    responses: {
      201: jsonContent(userSchema, 'The new user'),
      400: errorResponse('A field is missing or wrong; unknown role or gate'),
      409: errorResponse('The e-mail already has an account'),
    },
  });
  const createPartner = route({
    method: 'post',
    path: '/users/partner',
    summary: 'Add a partner user for a partner (tour operator)',
    request: jsonBody(createPartnerUserSchema),
    responses: {
      201: jsonContent(userSchema, 'The new partner user'),
      400: errorResponse('A field is missing or wrong; unknown partner'),
      409: errorResponse('The e-mail already has an account'),
    },
  });
  const update = route({
    method: 'patch',
    path: '/users/{public_id}',
    summary: 'Change a user: name, phone, role, gates',
    request: { params: userParams, ...jsonBody(updateUserSchema) },
    responses: {
      200: jsonContent(userSchema, 'The user afterwards'),
      400: errorResponse('A field is wrong; unknown role or gate'),
      404: errorResponse('No such user'),
    },
  });
  const remove = route({
    method: 'delete',
    path: '/users/{public_id}',
    summary: 'Delete a user (soft: it can be restored); signs them out',
    request: { params: userParams },
    responses: {
      200: jsonContent(userSchema, 'The user afterwards'),
      403: errorResponse('Deleting oneself'),
      404: errorResponse('No such user'),
    },
  });
  const suspend = statusRoute('suspend');
  const unsuspend = statusRoute('unsuspend');
  const restore = statusRoute('restore');

  const write = (c: { get(key: 'staff'): StaffPrincipal }) => ({
    by: c.get('staff'),
    now: clock.now(),
  });
  const changeStatus =
    (change: 'suspend' | 'unsuspend' | 'delete' | 'restore') => async (c: Context<AuthEnv>) => {
      const publicId = c.req.param('public_id') ?? '';
      return c.json(await changeUserStatus(db, publicId, change, write(c)), 200);
    };

  return createAuthRouter()
    .openapi(list, async (c) => {
      const { kind, ...query } = c.req.valid('query');
      const kinds = kind ? [kind] : (['institution', 'partner'] as const);
      return c.json(await listUsers(db, { ...query, kinds }), 200);
    })
    .openapi(listPublic, async (c) => {
      const query = c.req.valid('query');
      return c.json(await listUsers(db, { ...query, kinds: ['public'] }), 200);
    })
    .openapi(one, async (c) => {
      const { id, ...user } = await findUser(db, c.req.valid('param').public_id);
      return c.json(user, 200);
    })
    .openapi(create, async (c) =>
      c.json(await createStaffUser(db, c.req.valid('json'), write(c)), 201),
    )
    .openapi(createPartner, async (c) =>
      c.json(await createPartnerUser(db, c.req.valid('json'), write(c)), 201),
    )
    .openapi(update, async (c) =>
      c.json(
        await updateUser(db, c.req.valid('param').public_id, c.req.valid('json'), write(c)),
        200,
      ),
    )
    .openapi(remove, changeStatus('delete'))
    .openapi(suspend, changeStatus('suspend'))
    .openapi(unsuspend, changeStatus('unsuspend'))
    .openapi(restore, changeStatus('restore'));
}
