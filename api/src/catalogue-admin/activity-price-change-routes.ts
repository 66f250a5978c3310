/**
 * An activity's price list from a date over HTTP, for users with the `activities` feature:
 * `POST /activities/{public_id}/prices` (201 with the list as stored; 400 for bad input or a
 * date before today, 404 for an unknown activity), as the facility's
 * `POST /facilities/{public_id}/prices`.
 *
 * spec: api-contract.md §Catalogue administration; pricing-rules.md §Lines (Activity).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  activityPriceChangeReadSchema,
  activityPriceChangeRequestSchema,
} from '@hifadhi/shared/schemas/facility-admin';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import { type ActivityPriceChangeDeps, setActivityPrice } from './activity-price-changes';

/** The activity price change router; mount it under `/api/v1`. */
export function activityPriceChangeRoutes(deps: ActivityPriceChangeDeps) {
  const route = staffRoute(staffGuard(deps), feature(staffFeatures.activities), {
    tags: ['Activities'],
    method: 'post',
    path: '/activities/{public_id}/prices',
    summary:
      'Set an activity’s price list from effective_from (today or later) on: each date on or after it is priced with it; a second list for the date replaces it; bookings already made keep their figures',
    request: {
      params: z.object({ public_id: z.string().max(100) }),
      ...jsonBody(activityPriceChangeRequestSchema),
    },
    responses: {
      201: jsonContent(
        activityPriceChangeReadSchema,
        'The price list in force from effective_from',
      ),
      400: errorResponse('A field is missing or wrong, or effective_from is before today'),
      404: errorResponse('No such activity'),
    },
  });
  return createAuthRouter().openapi(route, async (c) =>
    c.json(
      await setActivityPrice(
        deps,
        c.req.valid('param').public_id,
        c.req.valid('json'),
        c.var.staff,
      ),
      201,
    ),
  );
}
