/**
 * Corporate members and membership settings in the back office:
 * - `GET /corporate-members?page&items&search&is_paid&deleted`, `GET /corporate-members/{id}`,
 *   `PATCH /corporate-members/{id}` (UPDATE INFO), `DELETE` and `POST …/restore` (members);
 * - `POST /corporate-members` (new-membership): register one → 201;
 * - `GET /membership-settings` (members): the settings with their discounts and the member,
 *   residence and household types; `PATCH /membership-settings/{id}` (membership-settings);
 * - `/member-types`, `/residence-types`, `/household-types`: list (members, new-membership or
 *   membership-settings), add, rename, soft delete and restore (membership-settings).
 * Every write is logged in the change log.
 *
 * spec: membership-backoffice.md §2.3, §2.5 (CorporateMember, corporate/member/{member_id},
 * membership-settings), §7 (Members).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import {
  corporateMemberSchema as corporateMemberBodySchema,
  corporateMemberListQuerySchema,
  corporateMemberPatchSchema,
  membershipSettingPatchSchema,
} from '@hifadhi/shared/schemas/members-admin';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody as bodyOf, jsonContent } from '../http/json-content';
import { mountSoftDelete } from '../people/soft-delete-routes';
import { mountNamedList } from '../visitors/named-list-routes';
import {
  changeCorporateMember,
  corporateMemberPageSchema,
  corporateMemberSchema,
  createCorporateMember,
  listCorporateMembers,
  readCorporateMember,
} from './corporate-members';
import {
  membershipLookupsSchema,
  readMembershipLookups,
  staffMembershipSettingSchema,
  updateMembershipSetting,
} from './membership-settings-admin';

const params = z.object({ public_id: z.string().max(100) });

/** The router; mount it under `/api/v1`. */
export function corporateMembersRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const today = () => calendarDateAt(deps.clock.now());
  const members = feature(staffFeatures.members);
  const tags = ['Members'];
  const one = jsonContent(corporateMemberSchema, 'The corporate member');
  const notFound = errorResponse('No such corporate member');
  const list = staffRoute(guard, members, {
    method: 'get',
    path: '/corporate-members',
    tags,
    summary: 'Corporate members, newest first, searched by Member ID, company, contact, e-mail',
    request: { query: corporateMemberListQuerySchema },
    responses: {
      200: jsonContent(corporateMemberPageSchema, 'A page'),
      400: errorResponse('A filter'),
    },
  });
  const read = staffRoute(guard, members, {
    method: 'get',
    path: '/corporate-members/{public_id}',
    tags,
    summary: 'One corporate member',
    request: { params },
    responses: { 200: one, 404: notFound },
  });
  const create = staffRoute(guard, feature(staffFeatures.newMembership), {
    method: 'post',
    path: '/corporate-members',
    tags,
    summary: 'Register a corporate member (logged)',
    request: bodyOf(corporateMemberBodySchema),
    responses: { 201: one, 400: errorResponse('A field breaks a rule') },
  });
  const update = staffRoute(guard, members, {
    method: 'patch',
    path: '/corporate-members/{public_id}',
    tags,
    summary: 'UPDATE INFO of a corporate member (logged)',
    request: { params, ...bodyOf(corporateMemberPatchSchema) },
    responses: { 200: one, 400: errorResponse('Nothing to change, or a field'), 404: notFound },
  });
  const remove = staffRoute(guard, members, {
    method: 'delete',
    path: '/corporate-members/{public_id}',
    tags,
    summary: 'Delete a corporate member (soft; logged)',
    request: { params },
    responses: { 200: one, 404: notFound },
  });
  const restore = staffRoute(guard, members, {
    method: 'post',
    path: '/corporate-members/{public_id}/restore',
    tags,
    summary: 'Restore a deleted corporate member (logged)',
    request: { params },
    responses: { 200: one, 404: notFound },
  });
  const settings = staffRoute(guard, members, {
    method: 'get',
    path: '/membership-settings',
    tags,
    summary: 'Membership settings with discounts; member, residence and household types',
    responses: { 200: jsonContent(membershipLookupsSchema, 'The settings and lookups') },
  });
  const setting = staffRoute(guard, feature(staffFeatures.membershipSettings), {
    method: 'patch',
    path: '/membership-settings/{public_id}',
    tags,
    summary: "Edit a membership setting's names, price, persons, children and discounts (logged)",
    request: { params, ...bodyOf(membershipSettingPatchSchema) },
    responses: {
      200: jsonContent(staffMembershipSettingSchema, 'The setting afterwards'),
      400: errorResponse('Nothing to change, or a field'),
      404: errorResponse('No such membership setting'),
    },
  });
  const id = (c: { req: { valid(target: 'param'): { public_id: string } } }) =>
    c.req.valid('param').public_id;
  const router = createAuthRouter()
    .openapi(list, async (c) =>
      c.json(await listCorporateMembers(deps.db, c.req.valid('query'), today()), 200),
    )
    .openapi(read, async (c) => c.json(await readCorporateMember(deps.db, id(c), today()), 200))
    .openapi(create, async (c) =>
      c.json(await createCorporateMember(deps, c.req.valid('json'), c.var.staff), 201),
    )
    .openapi(update, async (c) =>
      c.json(await changeCorporateMember(deps, id(c), c.req.valid('json'), c.var.staff), 200),
    )
    .openapi(settings, async (c) => c.json(await readMembershipLookups(deps.db), 200))
    .openapi(setting, async (c) =>
      c.json(await updateMembershipSetting(deps, id(c), c.req.valid('json'), c.var.staff), 200),
    );
  mountSoftDelete(router, { remove, restore }, (publicId, deleted, staff) =>
    changeCorporateMember(deps, publicId, { deleted }, staff),
  );
  const lookupAccess = {
    read: feature(
      staffFeatures.members,
      staffFeatures.newMembership,
      staffFeatures.membershipSettings,
    ),
    write: feature(staffFeatures.membershipSettings),
  };
  for (const [kind, path, what] of [
    ['member_type', '/member-types', 'member type'],
    ['residence_type', '/residence-types', 'residence type'],
    ['household_type', '/household-types', 'household type'],
  ] as const) {
    mountNamedList(router, { ...deps, guard }, lookupAccess, {
      kind,
      path,
      what,
      tags: ['Members'],
    });
  }
  return router;
}
