/**
 * The immersive conservation (volunteer) endpoints: the public programme list and detail
 * (`GET /public/programs`, `GET /public/programs/{program_id}`), the application
 * (`POST /public/volunteers` → 201 with `volunteer_public_id` and the payment page's link token;
 * applicants at least 13), the application read back (`GET /public/volunteers/{volunteer_public_id}`;
 * full name and e-mail only with the link token; limited per client address) and paying it by M-Pesa
 * or card under `/public/volunteers/{volunteer_public_id}/payments/…`.
 *
 * spec: public-site.md §2.16, §3 (Volunteer program, Applicant form, Volunteer application),
 * §4 Volunteer, §5 Volunteer applicant, §7; api-contract.md §Payments.
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { volunteerApplicantSchema } from '@hifadhi/shared/schemas/volunteer';
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody } from '../payments/json-body';
import { signPayableLink, viewForCaller } from '../payments/payable-link-token';
import { payablePaymentRoutes } from '../payments/payable-payment-routes';
import { json } from '../payments/payment-responses';
import type { PaymentDeps } from '../payments/payments-runtime';
import { applyToVolunteer } from './apply-volunteer';
import { listPrograms, readProgram } from './read-programs';
import { publicVolunteerView, readVolunteer } from './read-volunteer';

const images = z.array(z.object({ image: z.string() }));

const programSchema = z
  .object({
    public_id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    images,
    price: z.string(),
    currency: currencyCode,
    start_date: z.string(),
    end_date: z.string(),
    description: z.string(),
    program_pdf: z.string().nullable(),
    max_applicants: z.number().int(),
    places_left: z.number().int(),
  })
  .openapi('VolunteerProgram');

const volunteerAppliedSchema = z
  .object({
    volunteer_public_id: z.string(),
    program_id: z.string(),
    price: z.string(),
    currency: currencyCode,
    payment_status: z.literal('Unpaid'),
    access_token: z.string().openapi({
      description:
        'Signs the payment page link: pass it as ?token= to read the applicant’s details',
    }),
  })
  .openapi('VolunteerApplied');

const volunteerSchema = z
  .object({
    public_id: z.string(),
    first_name: z.string(),
    full_name: z.string().optional().openapi({ description: 'Only with the link token' }),
    email: z.string().optional().openapi({ description: 'Only with the link token' }),
    payment_status: z.enum(['Unpaid', 'Paid']),
    latest_application: z.object({
      program_id: z.string(),
      program: z.string(),
      applied_at: z.string(),
    }),
    unpaid: z
      .object({
        program: z.string(),
        price: z.string(),
        currency: currencyCode,
        image: z.string().nullable(),
        images,
        description: z.string(),
      })
      .nullable(),
  })
  .openapi('VolunteerApplication');

const getPrograms = createRoute({
  method: 'get',
  path: '/public/programs',
  tags: ['Volunteer programmes'],
  summary: 'The immersive conservation programmes',
  responses: { 200: json(z.array(programSchema), 'Programmes in catalogue order') },
});

const getProgram = createRoute({
  method: 'get',
  path: '/public/programs/{program_id}',
  tags: ['Volunteer programmes'],
  summary: 'One programme',
  request: { params: z.object({ program_id: z.string() }) },
  responses: {
    200: json(programSchema, 'The programme'),
    404: errorResponse('No programme has this id'),
  },
});

const getVolunteer = createRoute({
  method: 'get',
  path: '/public/volunteers/{volunteer_public_id}',
  tags: ['Volunteer programmes'],
  summary: 'A volunteer application (payment_status Paid once paid)',
  description:
    'The applicant’s full name and e-mail only with the link token of the application answer ' +
    '(`?token=` or `X-Access-Token`). Lookups are limited per client address.',
  request: {
    params: z.object({ volunteer_public_id: z.string() }),
    query: z.object({ token: z.string().optional() }),
  },
  responses: {
    200: json(volunteerSchema, 'The application'),
    404: errorResponse('No application has this id'),
    429: errorResponse('Too many lookups from this address; the message says when to try again'),
  },
});

/** The programme and volunteer router; mount it under `/api/v1`. */
export function programRoutes(deps: PaymentDeps) {
  const postVolunteer = createRoute({
    method: 'post',
    path: '/public/volunteers',
    tags: ['Volunteer programmes'],
    summary: 'Apply to a programme (unpaid until paid by M-Pesa or card)',
    request: {
      body: {
        required: true,
        description: 'The applicant form; dob at least 13 years before today (Africa/Nairobi)',
        content: {
          'application/json': {
            schema: volunteerApplicantSchema(calendarDateAt(deps.clock.now())),
          },
        },
      },
    },
    responses: {
      201: json(volunteerAppliedSchema, 'The application; pay it next'),
      400: errorResponse('A form field (minimum age 13) or an unknown programme'),
      409: errorResponse('The programme is full'),
    },
  });
  const router = createRouter();
  router.openAPIRegistry.registerPath(postVolunteer);
  return router
    .openapi(getPrograms, async (c) => c.json(await listPrograms(deps.db), 200))
    .openapi(getProgram, async (c) =>
      c.json(await readProgram(deps.db, c.req.valid('param').program_id), 200),
    )
    .openapi(getVolunteer, async (c) => {
      const application = await deps.lookups.lookUp(c, () =>
        readVolunteer(deps.db, c.req.valid('param').volunteer_public_id),
      );
      const payable = { kind: 'volunteer' as const, reference: application.public_id };
      return c.json(
        await viewForCaller(deps.db, c, payable, application, publicVolunteerView),
        200,
      );
    })
    .post('/public/volunteers', async (c) => {
      const now = deps.clock.now();
      const applicant = volunteerApplicantSchema(calendarDateAt(now)).parse(await jsonBody(c));
      const applied = await applyToVolunteer(deps.db, applicant, now);
      const token = await signPayableLink(deps.db, 'volunteer', applied.volunteer_public_id);
      return c.json({ ...applied, access_token: token }, 201);
    })
    .route(
      '/',
      payablePaymentRoutes(deps, {
        kind: 'volunteer',
        basePath: '/public/volunteers',
        idName: 'volunteer_public_id',
        tag: 'Volunteer programmes',
        noun: 'volunteer application',
      }),
    );
}
