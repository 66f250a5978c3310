/**
 * Roles and what they may use: user types (list, one, add, edit, delete), the features a
 * user type has and has not, assigning and detaching a feature by role_public_id, and menus
 * and features (list, add, edit, delete, restore).
 *
 * spec: membership-backoffice.md §6 (roles and permissions), §7 (User types; Menus and
 * features; POST role feature add and detach with role_public_id, written to the change log).
 */

import { messages } from '@hifadhi/shared/messages';
import {
  createUserTypeSchema,
  featureRequestSchema,
  featureSchema,
  menuRequestSchema,
  menuSchema,
  roleFeatureRequestSchema,
  updateUserTypeSchema,
  userTypeSchema,
} from '@hifadhi/shared/schemas/auth';
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
import {
  createFeature,
  createMenu,
  readDeletedMenus,
  readMenus,
  setFeatureDeleted,
  setMenuDeleted,
  updateFeature,
  updateMenu,
} from './menus';
import {
  createUserType,
  deleteUserType,
  findUserType,
  listUserTypes,
  setUserTypeFeature,
  updateUserType,
  userTypeFeaturesOf,
} from './user-types';

const roleParams = z.object({ role_public_id: z.string() });
const menuParams = z.object({ menu_public_id: z.string() });
const featureParams = z.object({ feature_public_id: z.string() });
const featuresSchema = z.array(featureSchema);
const messageSchema = z.object({ message: z.string() });
const deletedQuery = z.object({
  deleted: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** The user types, role features, menus and features router; mount it under `/api/v1`. */
export function accessControlRoutes(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const guard = staffGuard(deps);
  const userTypesRoute = <R extends Parameters<typeof staffRoute>[2]>(route: R) =>
    staffRoute(guard, feature(staffFeatures.userTypes), { tags: ['User types'], ...route });
  const rolesRoute = <R extends Parameters<typeof staffRoute>[2]>(route: R) =>
    staffRoute(guard, feature(staffFeatures.roles), { tags: ['User types'], ...route });
  const menusRoute = <R extends Parameters<typeof staffRoute>[2]>(route: R) =>
    staffRoute(guard, feature(staffFeatures.features), { tags: ['Menus and features'], ...route });

  const listTypes = userTypesRoute({
    method: 'get',
    path: '/user-types',
    summary: 'Every user type (role)',
    responses: { 200: jsonContent(z.array(userTypeSchema), 'User types') },
  });
  const oneType = userTypesRoute({
    method: 'get',
    path: '/user-types/{role_public_id}',
    summary: 'One user type',
    request: { params: roleParams },
    responses: { 200: jsonContent(userTypeSchema, 'The user type'), 404: errorResponse('None') },
  });
  const createType = userTypesRoute({
    method: 'post',
    path: '/user-types',
    summary: 'Add a user type (no features yet)',
    request: jsonBody(createUserTypeSchema),
    responses: {
      201: jsonContent(userTypeSchema, 'The new user type'),
      400: errorResponse('A field is missing or wrong'),
      409: errorResponse('The name is taken'),
    },
  });
  const updateType = userTypesRoute({
    method: 'patch',
    path: '/user-types/{role_public_id}',
    summary: "Rename a user type or change its users' landing screen",
    request: { params: roleParams, ...jsonBody(updateUserTypeSchema) },
    responses: {
      200: jsonContent(userTypeSchema, 'The user type afterwards'),
      404: errorResponse('No such user type'),
      409: errorResponse('The name is taken'),
    },
  });
  const deleteType = userTypesRoute({
    method: 'delete',
    path: '/user-types/{role_public_id}',
    summary: 'Delete a user type no user has',
    request: { params: roleParams },
    responses: {
      200: jsonContent(messageSchema, 'Deleted'),
      404: errorResponse('No such user type'),
      409: errorResponse('Users still have it'),
    },
  });
  const typeFeatures = staffRoute(guard, feature(staffFeatures.userTypes, staffFeatures.roles), {
    method: 'get',
    path: '/user-types/{role_public_id}/features',
    tags: ['User types'],
    summary: 'The features a user type has (assigned=true) or has not (assigned=false)',
    request: {
      params: roleParams,
      query: z.object({
        assigned: z
          .enum(['true', 'false'])
          .default('true')
          .transform((value) => value === 'true'),
      }),
    },
    responses: {
      200: jsonContent(featuresSchema, 'Features, in menu order'),
      404: errorResponse('No such user type'),
    },
  });
  const assign = rolesRoute({
    method: 'post',
    path: '/role-features',
    summary: 'Give a user type a feature',
    request: jsonBody(roleFeatureRequestSchema),
    responses: {
      200: jsonContent(featuresSchema, "The user type's features afterwards"),
      404: errorResponse('No such user type or feature'),
    },
  });
  const detach = rolesRoute({
    method: 'post',
    path: '/role-features/detach',
    summary: 'Take a feature from a user type',
    request: jsonBody(roleFeatureRequestSchema),
    responses: {
      200: jsonContent(featuresSchema, "The user type's features afterwards"),
      404: errorResponse('No such user type or feature'),
    },
  });
  const listMenus = menusRoute({
    method: 'get',
    path: '/menus',
    summary: 'Live menus with their features, or deleted menus (deleted=true)',
    request: { query: deletedQuery },
    responses: { 200: jsonContent(z.array(menuSchema), 'Menus in order') },
  });
  const createMenuRoute = menusRoute({
    method: 'post',
    path: '/menus',
    summary: 'Add a menu',
    request: jsonBody(menuRequestSchema),
    responses: { 201: jsonContent(menuSchema, 'The new menu'), 400: errorResponse('Name') },
  });
  const updateMenuRoute = menusRoute({
    method: 'patch',
    path: '/menus/{menu_public_id}',
    summary: 'Rename or reorder a menu',
    request: { params: menuParams, ...jsonBody(menuRequestSchema) },
    responses: { 200: jsonContent(messageSchema, 'Changed'), 404: errorResponse('No such menu') },
  });
  const deleteMenuRoute = menusRoute({
    method: 'delete',
    path: '/menus/{menu_public_id}',
    summary: 'Delete a menu (soft); its features stop granting access',
    request: { params: menuParams },
    responses: { 200: jsonContent(messageSchema, 'Deleted'), 404: errorResponse('No such menu') },
  });
  const restoreMenuRoute = menusRoute({
    method: 'post',
    path: '/menus/{menu_public_id}/restore',
    summary: 'Restore a deleted menu',
    request: { params: menuParams },
    responses: { 200: jsonContent(messageSchema, 'Restored'), 404: errorResponse('No such menu') },
  });
  const createFeatureRoute = menusRoute({
    method: 'post',
    path: '/features',
    summary: 'Add a feature (screen or ability) to a menu',
    request: jsonBody(featureRequestSchema),
    responses: {
      201: jsonContent(featureSchema, 'The new feature'),
      404: errorResponse('No such menu'),
      409: errorResponse('A live feature has this url'),
    },
  });
  const updateFeatureRoute = menusRoute({
    method: 'patch',
    path: '/features/{feature_public_id}',
    summary: 'Change a feature',
    request: { params: featureParams, ...jsonBody(featureRequestSchema) },
    responses: {
      200: jsonContent(featureSchema, 'The feature afterwards'),
      404: errorResponse('No such feature or menu'),
      409: errorResponse('A live feature has this url'),
    },
  });
  const deleteFeatureRoute = menusRoute({
    method: 'delete',
    path: '/features/{feature_public_id}',
    summary: 'Delete a feature (soft); it stops granting access',
    request: { params: featureParams },
    responses: {
      200: jsonContent(messageSchema, 'Deleted'),
      404: errorResponse('No such feature'),
    },
  });
  const restoreFeatureRoute = menusRoute({
    method: 'post',
    path: '/features/{feature_public_id}/restore',
    summary: 'Restore a deleted feature',
    request: { params: featureParams },
    responses: {
      200: jsonContent(messageSchema, 'Restored'),
      404: errorResponse('No such feature'),
      409: errorResponse('A live feature has this url now'),
    },
  });

  return createAuthRouter()
    .openapi(listTypes, async (c) => c.json(await listUserTypes(db), 200))
    .openapi(oneType, async (c) => {
      const { id, ...userType } = await findUserType(db, c.req.valid('param').role_public_id);
      return c.json(userType, 200);
    })
    .openapi(createType, async (c) => c.json(await createUserType(db, c.req.valid('json')), 201))
    .openapi(updateType, async (c) =>
      c.json(
        await updateUserType(db, c.req.valid('param').role_public_id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(deleteType, async (c) => {
      await deleteUserType(db, c.req.valid('param').role_public_id);
      return c.json({ message: messages.deleted }, 200);
    })
    .openapi(typeFeatures, async (c) => {
      const { role_public_id } = c.req.valid('param');
      return c.json(
        await userTypeFeaturesOf(db, role_public_id, c.req.valid('query').assigned),
        200,
      );
    })
    .openapi(assign, async (c) =>
      c.json(
        await setUserTypeFeature(db, c.req.valid('json'), true, {
          by: c.get('staff'),
          now: clock.now(),
        }),
        200,
      ),
    )
    .openapi(detach, async (c) =>
      c.json(
        await setUserTypeFeature(db, c.req.valid('json'), false, {
          by: c.get('staff'),
          now: clock.now(),
        }),
        200,
      ),
    )
    .openapi(listMenus, async (c) =>
      c.json(c.req.valid('query').deleted ? await readDeletedMenus(db) : await readMenus(db), 200),
    )
    .openapi(createMenuRoute, async (c) => c.json(await createMenu(db, c.req.valid('json')), 201))
    .openapi(updateMenuRoute, async (c) => {
      await updateMenu(db, c.req.valid('param').menu_public_id, c.req.valid('json'));
      return c.json({ message: messages.saved }, 200);
    })
    .openapi(deleteMenuRoute, async (c) => {
      await setMenuDeleted(db, c.req.valid('param').menu_public_id, clock.now());
      return c.json({ message: messages.deleted }, 200);
    })
    .openapi(restoreMenuRoute, async (c) => {
      await setMenuDeleted(db, c.req.valid('param').menu_public_id, null);
      return c.json({ message: messages.restored }, 200);
    })
    .openapi(createFeatureRoute, async (c) =>
      c.json(await createFeature(db, c.req.valid('json')), 201),
    )
    .openapi(updateFeatureRoute, async (c) =>
      c.json(
        await updateFeature(db, c.req.valid('param').feature_public_id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(deleteFeatureRoute, async (c) => {
      await setFeatureDeleted(db, c.req.valid('param').feature_public_id, clock.now());
      return c.json({ message: messages.deleted }, 200);
    })
    .openapi(restoreFeatureRoute, async (c) => {
      await setFeatureDeleted(db, c.req.valid('param').feature_public_id, null);
      return c.json({ message: messages.restored }, 200);
    });
}
