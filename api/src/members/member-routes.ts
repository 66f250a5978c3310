/**
 * The public membership endpoints: registration (`POST /public/members`, with beneficiaries and
 * the spec's rules) → 201 with the `member_reference_number` and the payment page's link token;
 * the member read back (`GET /public/members/{member_reference_number}`, payment_status true
 * once paid; personal data only with the link token; limited per client address); and paying
 * the membership by M-Pesa or card under `/public/members/{member_reference_number}/payments/…`;
 * and the membership types on offer (`GET /public/membership-settings`).
 *
 * spec: membership-backoffice.md §2.1, §2.6 (a public member signup goes to the membership
 * payment page), §3, §5; api-contract.md §Payments.
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { memberRegistrationSchema } from '@hifadhi/shared/schemas/member';
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody } from '../payments/json-body';
import { signPayableLink, viewForCaller } from '../payments/payable-link-token';
import { payablePaymentRoutes } from '../payments/payable-payment-routes';
import type { PaymentDeps } from '../payments/payments-runtime';
import { publicMemberView, readMember } from './read-member';
import { readMembershipSettings } from './read-membership-settings';
import { registerMember } from './register-member';

const memberRegisteredSchema = z
  .object({
    member_public_id: z.string(),
    member_reference_number: z.string(),
    member_setting: z.string(),
    amount: z.string(),
    currency: currencyCode,
    payment_status: z.literal(false),
    family: z.array(z.object({ first_name: z.string(), sur_name: z.string(), amount: z.string() })),
    access_token: z.string().openapi({
      description: 'Signs the payment page link: pass it as ?token= to read the member’s details',
    }),
  })
  .openapi('MemberRegistered');

const withToken = { description: 'Only with the link token' };
const memberSchema = z
  .object({
    member_reference_number: z.string(),
    member_setting: z.string(),
    membership: z.string(),
    household_type: z.string(),
    first_name: z.string(),
    amount: z.string(),
    currency: currencyCode,
    payment_status: z.boolean(),
    expiry_date: z.string().nullable(),
    public_id: z.string().optional().openapi(withToken),
    residence: z.string().optional().openapi(withToken),
    title: z.string().optional().openapi(withToken),
    sur_name: z.string().optional().openapi(withToken),
    email: z.string().optional().openapi(withToken),
    payment_method: z.string().nullable().optional().openapi(withToken),
    registration_date: z.string().optional().openapi(withToken),
    family: z
      .array(
        z.object({
          title: z.string(),
          first_name: z.string(),
          sur_name: z.string(),
          dob: z.string(),
          amount: z.string(),
        }),
      )
      .optional()
      .openapi(withToken),
  })
  .openapi('Member');

const membershipSettingsSchema = z
  .object({
    settings: z.array(
      z.object({
        public_id: z.string(),
        custom_name: z.string(),
        membership_type: z.string(),
        residence: z.string(),
        name: z.string(),
        price: z.string(),
        currency: currencyCode,
        number_of_persons: z.number().int(),
        number_of_children: z.number().int(),
      }),
    ),
    beneficiary_amounts: z.object({ citizen: z.string(), other: z.string() }),
  })
  .openapi('MembershipSettings');

const getMembershipSettings = createRoute({
  method: 'get',
  path: '/public/membership-settings',
  tags: ['Memberships'],
  summary: 'The membership types on offer and the beneficiary amounts (KES)',
  responses: {
    200: {
      description: 'Membership settings in catalogue order',
      content: { 'application/json': { schema: membershipSettingsSchema } },
    },
  },
});

/** The membership router; mount it under `/api/v1`. */
export function memberRoutes(deps: PaymentDeps) {
  const postMember = createRoute({
    method: 'post',
    path: '/public/members',
    tags: ['Memberships'],
    summary: 'Register a member with beneficiaries (unpaid until paid by M-Pesa or card)',
    request: {
      body: {
        required: true,
        description: 'The member form; dob at least 18 years before today (Africa/Nairobi)',
        content: {
          'application/json': {
            schema: memberRegistrationSchema(calendarDateAt(deps.clock.now())),
          },
        },
      },
    },
    responses: {
      201: {
        description: 'The member and the member reference number; pay it next',
        content: { 'application/json': { schema: memberRegisteredSchema } },
      },
      400: errorResponse('A form field, an unknown membership, or a beneficiary rule'),
    },
  });
  const getMember = createRoute({
    method: 'get',
    path: '/public/members/{member_reference_number}',
    tags: ['Memberships'],
    summary: 'A member by the member reference number (payment_status true once paid)',
    description:
      'Names beyond the first, e-mail, dates of birth and beneficiaries only with the link token ' +
      'of the registration answer (`?token=` or `X-Access-Token`). Lookups are limited per ' +
      'client address.',
    request: {
      params: z.object({ member_reference_number: z.string() }),
      query: z.object({ token: z.string().optional() }),
    },
    responses: {
      200: {
        description: 'The member',
        content: { 'application/json': { schema: memberSchema } },
      },
      404: errorResponse('No member has this reference number'),
      429: errorResponse('Too many lookups from this address; the message says when to try again'),
    },
  });
  const router = createRouter();
  router.openAPIRegistry.registerPath(postMember);
  return router
    .openapi(getMembershipSettings, async (c) => c.json(await readMembershipSettings(deps.db), 200))
    .openapi(getMember, async (c) => {
      const member = await deps.lookups.lookUp(c, () =>
        readMember(deps.db, c.req.valid('param').member_reference_number),
      );
      const payable = { kind: 'membership' as const, reference: member.member_reference_number };
      return c.json(await viewForCaller(deps.db, c, payable, member, publicMemberView), 200);
    })
    .post('/public/members', async (c) => {
      const now = deps.clock.now();
      const form = memberRegistrationSchema(calendarDateAt(now)).parse(await jsonBody(c));
      const registered = await registerMember(deps.db, form, now);
      const token = await signPayableLink(
        deps.db,
        'membership',
        registered.member_reference_number,
      );
      return c.json({ ...registered, access_token: token }, 201);
    })
    .route(
      '/',
      payablePaymentRoutes(deps, {
        kind: 'membership',
        basePath: '/public/members',
        idName: 'member_reference_number',
        tag: 'Memberships',
        noun: 'membership',
      }),
    );
}
