/**
 * What visitors gave and applied for on the public site, for the back office, each behind its
 * feature:
 * - `GET /donations?page&items&search&is_paid&from&to` (donations);
 * - `GET /volunteers?page&items&search&payment_status&program` (all-programs).
 * Both newest first, `{ page, items, total, data }`. There is no `GET /visitors`: the schema
 * holds no visitor or visitation record yet.
 *
 * spec: membership-backoffice.md §2.5 (Donors and donations, Volunteers); api-contract.md
 * §People and logs.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { donationListQuerySchema, volunteerListQuerySchema } from '@hifadhi/shared/schemas/people';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonContent } from '../http/json-content';
import { listDonations, staffDonationPageSchema } from './donation-list';
import { listVolunteers, staffVolunteerPageSchema } from './volunteer-list';

/** The donations and volunteers lists router; mount it under `/api/v1`. */
export function peopleRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const donationList = staffRoute(guard, feature(staffFeatures.donations), {
    method: 'get',
    path: '/donations',
    tags: ['Donations'],
    summary: 'Donations, newest first, searched by reference, donor, e-mail or phone',
    request: { query: donationListQuerySchema },
    responses: {
      200: jsonContent(staffDonationPageSchema, 'A page of donations'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const volunteerList = staffRoute(guard, feature(staffFeatures.volunteerPrograms), {
    method: 'get',
    path: '/volunteers',
    tags: ['Volunteers'],
    summary: 'Volunteer applications, newest first, searched by name, e-mail, phone or ID',
    request: { query: volunteerListQuerySchema },
    responses: {
      200: jsonContent(staffVolunteerPageSchema, 'A page of volunteer applications'),
      400: errorResponse('A filter is not valid'),
    },
  });
  return createAuthRouter()
    .openapi(donationList, async (c) =>
      c.json(await listDonations(deps.db, c.req.valid('query')), 200),
    )
    .openapi(volunteerList, async (c) =>
      c.json(await listVolunteers(deps.db, c.req.valid('query')), 200),
    );
}
