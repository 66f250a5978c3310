/**
 * Members in the back office, each behind its feature:
 * - `GET /members?page&items&search&is_paid&member_setting&membership_type&expiring&deleted`
 *   (members): newest first, deleted members only under `deleted=true`;
 * - `GET /members/{public_id}` (members): every field, the beneficiaries, and `is_current`
 *   (paid and unexpired: its public id may be given as `member` to quotes and bookings);
 * - `PATCH /members/{public_id}` (members): the §2.2 edit, logged in the change log;
 * - `POST /members` (new-membership): staff registration with `is_paid` → 201, logged; again
 *   with the same `Idempotency-Key` → 200 with the member the first made;
 * - `DELETE /members/{public_id}` and `POST /members/{public_id}/restore` (members): soft delete
 *   and restore, logged;
 * - `POST /members/{public_id}/beneficiaries`, `PATCH` and `DELETE
 *   /members/{public_id}/beneficiaries/{beneficiary_id}` (members): the §5 rules, logged;
 * - `GET /members/{public_id}/visits` (members): the member's bookings and gate scans;
 * - `GET /members/{public_id}/notices` (members): the renewal and payment reminders sent;
 *   `POST /members/{public_id}/payment-reminder` (members): e-mail an unpaid member's payment
 *   reminder now, at most once a month (409 when paid or already sent);
 * - `POST /members/{public_id}/crm-sync` (members): sends the member to the CRM and keeps the
 *   four ids it answers (409 while the sync is off, 502 when the CRM refuses), logged.
 *
 * spec: membership-backoffice.md §2.1, §2.2, §2.5 (Members); api-contract.md §People and logs.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { beneficiarySchema } from '@hifadhi/shared/schemas/member';
import { membersAdminListQuerySchema } from '@hifadhi/shared/schemas/members-admin';
import { memberPatchSchema, staffMemberRegistrationSchema } from '@hifadhi/shared/schemas/people';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import { syncMemberToCrm } from '../crm/member-crm-sync';
import type { CrmClient } from '../crm/salesforce-client';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody as bodyOf, jsonContent } from '../http/json-content';
import type { Mailer } from '../mail/mailer';
import { jsonBody } from '../payments/json-body';
import { corporateMembersRoutes } from './corporate-members-routes';
import { registerStaffMember, updateMember } from './edit-member';
import { addBeneficiary, removeBeneficiary, updateBeneficiary } from './member-beneficiaries';
import { setMemberDeleted } from './member-deletion';
import { memberVisitsSchema, readMemberVisits } from './member-visits';
import { readMemberNotices, remindPayment } from './membership-notices';
import {
  listStaffMembers,
  readStaffMember,
  staffMemberPageSchema,
  staffMemberSchema,
} from './staff-member-read';

const memberParams = z.object({ public_id: z.string().max(100) });
const noticesSchema = z.object({
  data: z.array(
    z.object({
      /** renewal or payment_reminder. */
      kind: z.string(),
      /** The expiry date (renewal) or the month YYYY-MM (payment reminder). */
      period: z.string(),
      email: z.string(),
      sent_at: z.string(),
    }),
  ),
});
const beneficiaryParams = memberParams.extend({ beneficiary_id: z.string().max(100) });

/** The members back office router; mount it under `/api/v1`. */
export function membersAdminRoutes(deps: {
  db: Database;
  clock: Clock;
  /** The CRM; null or absent while the CRM sync is off. */
  crm?: CrmClient | null;
  /** Sends payment reminders; the public site's address is their payment page's. */
  mailer: Mailer;
  siteUrl: string;
}) {
  const guard = staffGuard(deps);
  const today = () => calendarDateAt(deps.clock.now());
  const members = feature(staffFeatures.members);
  const list = staffRoute(guard, members, {
    method: 'get',
    path: '/members',
    tags: ['Members'],
    summary: 'Members, newest first, searched by reference, name, e-mail or phone',
    request: { query: membersAdminListQuerySchema },
    responses: {
      200: jsonContent(staffMemberPageSchema, 'A page of members'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const one = staffRoute(guard, members, {
    method: 'get',
    path: '/members/{public_id}',
    tags: ['Members'],
    summary: 'One member with the beneficiaries; is_current when paid and unexpired',
    request: { params: memberParams },
    responses: {
      200: jsonContent(staffMemberSchema, 'The member'),
      404: errorResponse('No such member'),
    },
  });
  const update = staffRoute(guard, members, {
    method: 'patch',
    path: '/members/{public_id}',
    tags: ['Members'],
    summary: 'Edit a member: details, payment method, expiry, CRM ids, Is Paid (logged)',
    request: { params: memberParams, ...bodyOf(memberPatchSchema(today())) },
    responses: {
      200: jsonContent(staffMemberSchema, 'The member afterwards'),
      400: errorResponse('Nothing to change, or a field breaks a rule'),
      404: errorResponse('No such member'),
    },
  });
  const newMembership = feature(staffFeatures.newMembership);
  const create = staffRoute(guard, newMembership, {
    method: 'post',
    path: '/members',
    tags: ['Members'],
    summary: 'Register a member as staff (NewMember), paid when is_paid (logged)',
    request: { headers: idempotencyHeaders, ...bodyOf(staffMemberRegistrationSchema(today())) },
    responses: {
      201: jsonContent(staffMemberSchema, 'The new member'),
      200: jsonContent(staffMemberSchema, 'The member a request with this Idempotency-Key made'),
      400: errorResponse('A form field, an unknown membership, or a beneficiary rule'),
    },
  });
  const remove = staffRoute(guard, members, {
    method: 'delete',
    path: '/members/{public_id}',
    tags: ['Members'],
    summary: 'Delete a member (soft: it leaves the list and can be restored; logged)',
    request: { params: memberParams },
    responses: {
      200: jsonContent(staffMemberSchema, 'The member, deleted_at set'),
      404: errorResponse('No such member'),
    },
  });
  const restore = staffRoute(guard, members, {
    method: 'post',
    path: '/members/{public_id}/restore',
    tags: ['Members'],
    summary: 'Restore a deleted member (logged)',
    request: { params: memberParams },
    responses: {
      200: jsonContent(staffMemberSchema, 'The member, deleted_at null'),
      404: errorResponse('No such member'),
    },
  });
  const visits = staffRoute(guard, members, {
    method: 'get',
    path: '/members/{public_id}/visits',
    tags: ['Members'],
    summary: "The member's bookings, newest stay first, with their gate check-ins and check-outs",
    request: { params: memberParams },
    responses: {
      200: jsonContent(memberVisitsSchema, 'The visits'),
      404: errorResponse('No such member'),
    },
  });
  const notices = staffRoute(guard, members, {
    method: 'get',
    path: '/members/{public_id}/notices',
    tags: ['Members'],
    summary: 'The renewal and payment reminders e-mailed to the member, newest first',
    request: { params: memberParams },
    responses: {
      200: jsonContent(noticesSchema, 'The notices'),
      404: errorResponse('No such member'),
    },
  });
  const reminder = staffRoute(guard, members, {
    method: 'post',
    path: '/members/{public_id}/payment-reminder',
    tags: ['Members'],
    summary: "E-mail an unpaid member's payment reminder now (this month's; at most one a month)",
    request: { params: memberParams },
    responses: {
      200: jsonContent(noticesSchema, 'The notices afterwards'),
      404: errorResponse('No such member'),
      409: errorResponse('The membership is paid, or this month’s reminder has gone'),
    },
  });
  const crmSync = staffRoute(guard, members, {
    method: 'post',
    path: '/members/{public_id}/crm-sync',
    tags: ['Members'],
    summary: 'Send the member to the CRM (Salesforce upserts) and keep the ids it answers',
    request: { params: memberParams },
    responses: {
      200: jsonContent(staffMemberSchema, 'The member with its four CRM ids'),
      404: errorResponse('No such member'),
      409: errorResponse('The CRM sync is off'),
      502: errorResponse('The CRM refused the records or could not be reached'),
    },
  });
  const beneficiaryResponses = {
    200: jsonContent(staffMemberSchema, 'The member with its beneficiaries afterwards'),
    400: errorResponse('A beneficiary field or a §5 rule (adults, couple, e-mail and phone)'),
    404: errorResponse('No such member or beneficiary'),
  };
  const addOne = staffRoute(guard, members, {
    method: 'post',
    path: '/members/{public_id}/beneficiaries',
    tags: ['Members'],
    summary: 'Add a beneficiary (logged)',
    request: { params: memberParams, ...bodyOf(beneficiarySchema(today())) },
    responses: beneficiaryResponses,
  });
  const changeOne = staffRoute(guard, members, {
    method: 'patch',
    path: '/members/{public_id}/beneficiaries/{beneficiary_id}',
    tags: ['Members'],
    summary: 'Replace a beneficiary’s details (logged)',
    request: { params: beneficiaryParams, ...bodyOf(beneficiarySchema(today())) },
    responses: beneficiaryResponses,
  });
  const removeOne = staffRoute(guard, members, {
    method: 'delete',
    path: '/members/{public_id}/beneficiaries/{beneficiary_id}',
    tags: ['Members'],
    summary: 'Remove a beneficiary (logged; the change log keeps it)',
    request: { params: beneficiaryParams },
    responses: beneficiaryResponses,
  });
  const router = createAuthRouter()
    .openapi(list, async (c) =>
      c.json(await listStaffMembers(deps.db, c.req.valid('query'), today()), 200),
    )
    .openapi(one, async (c) => {
      const { id: _id, ...member } = await readStaffMember(
        deps.db,
        c.req.valid('param').public_id,
        today(),
      );
      return c.json(member, 200);
    })
    .openapi(remove, async (c) =>
      c.json(await setMemberDeleted(deps, c.req.valid('param').public_id, true, c.var.staff), 200),
    )
    .openapi(restore, async (c) =>
      c.json(await setMemberDeleted(deps, c.req.valid('param').public_id, false, c.var.staff), 200),
    )
    .openapi(visits, async (c) => {
      const { public_id } = c.req.valid('param');
      await readStaffMember(deps.db, public_id, today());
      return c.json({ data: await readMemberVisits(deps.db, public_id) }, 200);
    })
    .openapi(notices, async (c) => {
      const member = await readStaffMember(deps.db, c.req.valid('param').public_id, today());
      return c.json({ data: await readMemberNotices(deps.db, member.id) }, 200);
    })
    .openapi(reminder, async (c) => {
      const { public_id } = c.req.valid('param');
      await remindPayment(deps, public_id);
      const member = await readStaffMember(deps.db, public_id, today());
      return c.json({ data: await readMemberNotices(deps.db, member.id) }, 200);
    })
    .openapi(crmSync, async (c) =>
      c.json(
        await syncMemberToCrm(
          { ...deps, crm: deps.crm ?? null },
          c.req.valid('param').public_id,
          c.var.staff,
        ),
        200,
      ),
    )
    .openapi(removeOne, async (c) => {
      const { public_id, beneficiary_id } = c.req.valid('param');
      return c.json(await removeBeneficiary(deps, public_id, beneficiary_id, c.var.staff), 200);
    });
  // The forms' rules depend on today (ages), so the bodies are validated by the handlers.
  router.openAPIRegistry.registerPath(update);
  router.openAPIRegistry.registerPath(create);
  router.patch('/members/:public_id', guard(members), async (c) => {
    const { public_id } = memberParams.parse(c.req.param());
    const patch = memberPatchSchema(today()).parse(await jsonBody(c));
    return c.json(await updateMember(deps, public_id, patch, c.var.staff), 200);
  });
  router.openAPIRegistry.registerPath(addOne);
  router.openAPIRegistry.registerPath(changeOne);
  router.post('/members/:public_id/beneficiaries', guard(members), async (c) => {
    const { public_id } = memberParams.parse(c.req.param());
    const beneficiary = beneficiarySchema(today()).parse(await jsonBody(c));
    return c.json(await addBeneficiary(deps, public_id, beneficiary, c.var.staff), 200);
  });
  router.patch('/members/:public_id/beneficiaries/:beneficiary_id', guard(members), async (c) => {
    const { public_id, beneficiary_id } = beneficiaryParams.parse(c.req.param());
    const beneficiary = beneficiarySchema(today()).parse(await jsonBody(c));
    return c.json(
      await updateBeneficiary(deps, public_id, beneficiary_id, beneficiary, c.var.staff),
      200,
    );
  });
  router.post('/members', guard(newMembership), async (c) => {
    const key = idempotencyKeyOf(idempotencyHeaders.parse(c.req.header()));
    const form = staffMemberRegistrationSchema(today()).parse(await jsonBody(c));
    const { member, created } = await registerStaffMember(deps, form, c.var.staff, key);
    return c.json(member, created ? 201 : 200);
  });
  return router.route('/', corporateMembersRoutes(deps));
}
