/**
 * Catalogue administration over HTTP: a facility's price changes (for users with the
 * `facilities` feature) and new promo codes (`promo-codes`); facilities and activities
 * themselves (facilities-admin-routes, activities-admin-routes) and their schedules
 * (facility-schedule-routes, activity-schedule-routes) are mounted here. Each answers 201 with
 * what it made; unknown facilities are 404, bad input 400, all in the one error shape.
 *
 * spec: api-contract.md §Catalogue administration; membership-backoffice.md §2.5 (Facilities,
 * Promo codes).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  facilityPriceChangeReadSchema,
  facilityPriceChangeRequestSchema,
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
import { activityPriceChangeRoutes } from './activity-price-change-routes';
import { activityScheduleRoutes } from './activity-schedule-routes';
import { facilitiesAdminRoutes } from './facilities-admin-routes';
import { facilityPackGroupPriceRoutes } from './facility-pack-group-price-routes';
import { facilityRevenueSplitRoutes } from './facility-revenue-split-routes';
import { facilityScheduleRoutes } from './facility-schedule-routes';
import { setFacilityPrice } from './facility-schedules';
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
    request: { headers: idempotencyHeaders, ...jsonBody(promoCodeRequestSchema) },
    responses: {
      201: jsonContent(
        promoCodeReadSchema,
        'The promo code (the same again for a retry with the same key)',
      ),
      400: errorResponse('A field is missing or wrong'),
      409: errorResponse('The code exists already'),
    },
  });

  return createAuthRouter()
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
      c.json(
        await createPromoCode(
          deps,
          c.req.valid('json'),
          c.var.staff,
          idempotencyKeyOf(c.req.valid('header')),
        ),
        201,
      ),
    )
    .route('/', facilitiesAdminRoutes({ ...deps, images }))
    .route('/', activitiesAdminRoutes({ ...deps, images }))
    .route('/', facilityScheduleRoutes(deps))
    .route('/', activityScheduleRoutes(deps))
    .route('/', activityPriceChangeRoutes(deps))
    .route('/', facilityRevenueSplitRoutes(deps))
    .route('/', facilityPackGroupPriceRoutes(deps));
}
