/**
 * Catalogue administration over HTTP: a facility's closures, surges, maintenance and price changes (for
 * users with the `facilities` feature) and new promo codes (`promo-codes`); facilities and
 * activities themselves (facilities-admin-routes, activities-admin-routes) are mounted here.
 * Each answers 201 with what it made; unknown facilities are 404, bad input 400, all in the one
 * error shape.
 *
 * spec: api-contract.md §Catalogue administration; membership-backoffice.md §2.5 (Facilities,
 * Promo codes).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  facilityMaintenanceReadSchema,
  facilityMaintenanceRequestSchema,
  facilityPriceChangeReadSchema,
  facilityPriceChangeRequestSchema,
  facilitySurgeReadSchema,
  facilitySurgeRequestSchema,
  facilityUnavailabilityReadSchema,
  facilityUnavailabilityRequestSchema,
  promoCodeReadSchema,
  promoCodeRequestSchema,
} from '@hifadhi/shared/schemas/catalogue-admin';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import { activitiesAdminRoutes } from './activities-admin-routes';
import { activityScheduleRoutes } from './activity-schedule-routes';
import { facilitiesAdminRoutes } from './facilities-admin-routes';
import { facilityRevenueSplitRoutes } from './facility-revenue-split-routes';
import {
  addFacilityMaintenance,
  addFacilitySurge,
  addFacilityUnavailability,
  setFacilityPrice,
} from './facility-schedules';
import { defaultImageStore } from './image-store';
import { createPromoCode } from './promo-codes';

const facilityParams = z.object({ public_id: z.string().max(100) });

/** The catalogue administration router; mount it under `/api/v1`. */
export function catalogueAdminRoutes(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'DATA_DIR'>;
}) {
  const images = defaultImageStore(deps.config.DATA_DIR);
  const guard = staffGuard(deps);
  const facilityRoute = <R extends Parameters<typeof staffRoute>[2]>(route: R) =>
    staffRoute(guard, feature(staffFeatures.facilities), { tags: ['Catalogue'], ...route });
  const unavailability = facilityRoute({
    method: 'post',
    path: '/facilities/{public_id}/unavailability',
    summary:
      'Close a facility from start_date to end_date (both nights included): no unit is on offer. Bookings already holding those nights are not cancelled; overlapping_bookings counts them',
    request: {
      params: facilityParams,
      headers: idempotencyHeaders,
      ...jsonBody(facilityUnavailabilityRequestSchema),
    },
    responses: {
      201: jsonContent(
        facilityUnavailabilityReadSchema,
        'The closure (again the same for a retry with the same Idempotency-Key)',
      ),
      400: errorResponse('A field is missing or wrong'),
      404: errorResponse('No such facility'),
    },
  });
  const surge = facilityRoute({
    method: 'post',
    path: '/facilities/{public_id}/surge',
    summary:
      'Raise a facility’s nights from start_date to end_date (both included) by percentage %, on the exact nightly amount before the line is rounded',
    request: {
      params: facilityParams,
      headers: idempotencyHeaders,
      ...jsonBody(facilitySurgeRequestSchema),
    },
    responses: {
      201: jsonContent(
        facilitySurgeReadSchema,
        'The surge (again the same for a retry with the same Idempotency-Key)',
      ),
      400: errorResponse('A field is missing or wrong'),
      404: errorResponse('No such facility'),
    },
  });
  const maintenance = facilityRoute({
    method: 'post',
    path: '/facilities/{public_id}/maintenance',
    summary:
      'Take units of a facility down for maintenance from start_date to end_date (both nights included): that many fewer units are on offer. Bookings already holding those nights are not cancelled; overlapping_bookings counts them',
    request: {
      params: facilityParams,
      headers: idempotencyHeaders,
      ...jsonBody(facilityMaintenanceRequestSchema),
    },
    responses: {
      201: jsonContent(
        facilityMaintenanceReadSchema,
        'The maintenance range (again the same for a retry with the same Idempotency-Key)',
      ),
      400: errorResponse('A field is missing or wrong, or more units than the facility has'),
      404: errorResponse('No such facility'),
    },
  });
  const prices = facilityRoute({
    method: 'post',
    path: '/facilities/{public_id}/prices',
    summary:
      'Set a facility’s price list from effective_from on: each night on or after it is priced with it; bookings already made keep their figures',
    request: { params: facilityParams, ...jsonBody(facilityPriceChangeRequestSchema) },
    responses: {
      201: jsonContent(
        facilityPriceChangeReadSchema,
        'The price list in force from effective_from',
      ),
      400: errorResponse('A field is missing or wrong'),
      404: errorResponse('No such facility'),
    },
  });
  const promo = staffRoute(guard, feature(staffFeatures.promoCodes), {
    tags: ['Catalogue'],
    method: 'post',
    path: '/promo-codes',
    summary:
      'Make a promo code: percentage_off % off every line but donations from start_date to end_date, while fewer than max_uses bookings use it',
    request: jsonBody(promoCodeRequestSchema),
    responses: {
      201: jsonContent(promoCodeReadSchema, 'The promo code'),
      400: errorResponse('A field is missing or wrong'),
      409: errorResponse('The code exists already'),
    },
  });

  return createAuthRouter()
    .openapi(unavailability, async (c) =>
      c.json(
        await addFacilityUnavailability(
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
        await addFacilitySurge(
          deps,
          c.req.valid('param').public_id,
          c.req.valid('json'),
          c.var.staff,
          idempotencyKeyOf(c.req.valid('header')),
        ),
        201,
      ),
    )
    .openapi(maintenance, async (c) =>
      c.json(
        await addFacilityMaintenance(
          deps,
          c.req.valid('param').public_id,
          c.req.valid('json'),
          c.var.staff,
          idempotencyKeyOf(c.req.valid('header')),
        ),
        201,
      ),
    )
    .openapi(prices, async (c) =>
      c.json(
        await setFacilityPrice(
          deps,
          c.req.valid('param').public_id,
          c.req.valid('json'),
          c.var.staff,
        ),
        201,
      ),
    )
    .openapi(promo, async (c) =>
      c.json(await createPromoCode(deps, c.req.valid('json'), c.var.staff), 201),
    )
    .route('/', facilitiesAdminRoutes({ ...deps, images }))
    .route('/', activitiesAdminRoutes({ ...deps, images }))
    .route('/', activityScheduleRoutes(deps))
    .route('/', facilityRevenueSplitRoutes(deps));
}
