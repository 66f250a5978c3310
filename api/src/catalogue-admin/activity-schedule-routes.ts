/**
 * An activity's closures and surges over HTTP, for users with the `inventory` feature: add one
 * (`POST /activities/{public_id}/unavailability|surge`, 201, one row per Idempotency-Key) and
 * remove one (`DELETE /activities/{public_id}/unavailability|surge/{schedule_public_id}`, 204).
 * Unknown activities and schedules are 404, bad input 400, in the one error shape.
 *
 * spec: membership-backoffice.md §7 (Activities: unavailability new, modify, delete);
 * api-contract.md §Catalogue administration.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  activitySurgeReadSchema,
  activitySurgeRequestSchema,
  activityUnavailabilityReadSchema,
  activityUnavailabilityRequestSchema,
} from '@hifadhi/shared/schemas/catalogue-admin';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import {
  addActivitySurge,
  addActivityUnavailability,
  removeActivitySchedule,
} from './activity-schedules';

const activityParams = z.object({ public_id: z.string().max(100) });

/** The activity schedules router; mount it under `/api/v1`. */
export function activityScheduleRoutes(deps: { db: Database; clock: Clock }) {
  const route = <R extends Parameters<typeof staffRoute>[2]>(config: R) =>
    staffRoute(staffGuard(deps), feature(staffFeatures.activities), {
      tags: ['Activities'],
      ...config,
    });
  const unavailability = route({
    method: 'post',
    path: '/activities/{public_id}/unavailability',
    summary:
      'Close an activity from start_date to end_date (both dates included): no slot is on offer. Bookings already holding those dates are not cancelled; overlapping_bookings counts them',
    request: {
      params: activityParams,
      headers: idempotencyHeaders,
      ...jsonBody(activityUnavailabilityRequestSchema),
    },
    responses: {
      201: jsonContent(
        activityUnavailabilityReadSchema,
        'The closure (again the same for a retry with the same Idempotency-Key)',
      ),
      400: errorResponse('A field is missing or wrong'),
      404: errorResponse('No such activity'),
    },
  });
  const surge = route({
    method: 'post',
    path: '/activities/{public_id}/surge',
    summary:
      'Raise an activity’s dates from start_date to end_date (both included) by percentage %, on the exact amount before the line is rounded',
    request: {
      params: activityParams,
      headers: idempotencyHeaders,
      ...jsonBody(activitySurgeRequestSchema),
    },
    responses: {
      201: jsonContent(
        activitySurgeReadSchema,
        'The surge (again the same for a retry with the same Idempotency-Key)',
      ),
      400: errorResponse('A field is missing or wrong'),
      404: errorResponse('No such activity'),
    },
  });
  const removal = (kind: 'unavailability' | 'surge', what: string) =>
    route({
      method: 'delete',
      path: `/activities/{public_id}/${kind}/{schedule_public_id}`,
      summary: `Remove a ${what}: from the next quote and kiosk sync its dates are offered, or priced, without it; bookings already made keep their figures`,
      request: {
        params: activityParams.extend({ schedule_public_id: z.uuid() }),
      },
      responses: {
        204: { description: 'Removed' },
        400: errorResponse('The schedule id is not valid'),
        404: errorResponse('No such activity or schedule'),
      },
    });
  const remove = {
    unavailability: removal('unavailability', 'closure'),
    surge: removal('surge', 'surge'),
  };
  return createAuthRouter()
    .openapi(unavailability, async (c) =>
      c.json(
        await addActivityUnavailability(
          deps,
          c.req.valid('param').public_id,
          c.req.valid('json'),
          c.var.staff,
          idempotencyKeyOf(c.req.valid('header')),
        ),
        201,
      ),
    )
    .openapi(surge, async (c) =>
      c.json(
        await addActivitySurge(
          deps,
          c.req.valid('param').public_id,
          c.req.valid('json'),
          c.var.staff,
          idempotencyKeyOf(c.req.valid('header')),
        ),
        201,
      ),
    )
    .openapi(remove.unavailability, async (c) => {
      const { public_id, schedule_public_id } = c.req.valid('param');
      await removeActivitySchedule(
        deps,
        public_id,
        'unavailability',
        schedule_public_id,
        c.var.staff,
      );
      return c.body(null, 204);
    })
    .openapi(remove.surge, async (c) => {
      const { public_id, schedule_public_id } = c.req.valid('param');
      await removeActivitySchedule(deps, public_id, 'surge', schedule_public_id, c.var.staff);
      return c.body(null, 204);
    });
}
