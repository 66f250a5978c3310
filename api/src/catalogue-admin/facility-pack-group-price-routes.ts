/**
 * A facility's pack and group prices over HTTP, for users with the `facilities` feature:
 * `GET /facilities/{public_id}/pack-group-prices`, `PUT …/pack-prices` (the whole set of pack
 * tiers per catering type) and `PUT …/group-prices` (group pricing on or off and the whole list
 * of group tiers). A PUT is idempotent by nature: sending the same set again changes and logs
 * nothing. Bad tiers are 400 on their field, an unknown facility 404, a deleted one 409.
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §3 (Facility: pricing with parameters,
 * extra pricing); pricing-rules.md §Lines (Pelican).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  groupPricesRequestSchema,
  packGroupPricesReadSchema,
  packPricesRequestSchema,
} from '@hifadhi/shared/schemas/pack-group-prices';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import { readPackGroupPrices, setGroupPrices, setPackPrices } from './facility-pack-group-prices';

const facilityParams = z.object({ public_id: z.string().max(100) });

/** The pack and group prices router; mount it under `/api/v1`. */
export function facilityPackGroupPriceRoutes(deps: { db: Database; clock: Clock }) {
  const route = <R extends Parameters<typeof staffRoute>[2]>(config: R) =>
    staffRoute(staffGuard(deps), feature(staffFeatures.facilities), {
      tags: ['Facilities'],
      ...config,
    });
  const answer = jsonContent(packGroupPricesReadSchema, 'The facility’s pack and group prices');
  const refusals = {
    400: errorResponse(
      'A tier is wrong, tiers overlap or leave a gap, or a catering type is wrong',
    ),
    404: errorResponse('No such facility'),
    409: errorResponse('The facility is deleted'),
  };
  const routes = {
    read: route({
      method: 'get',
      path: '/facilities/{public_id}/pack-group-prices',
      summary: 'A facility’s pack prices, group prices and whether group pricing is on',
      request: { params: facilityParams },
      responses: { 200: answer, 404: errorResponse('No such facility') },
    }),
    pack: route({
      method: 'put',
      path: '/facilities/{public_id}/pack-prices',
      summary:
        'Replace a facility’s pack prices: per pack catering type, a currency and tiers of adults, lowest first with no gap; quotes use them at once, bookings already made keep their figures',
      request: { params: facilityParams, ...jsonBody(packPricesRequestSchema) },
      responses: { 200: answer, ...refusals },
    }),
    group: route({
      method: 'put',
      path: '/facilities/{public_id}/group-prices',
      summary:
        'Turn group pricing on or off and replace a facility’s group price tiers (ranges of one currency may not overlap); bookings already made keep their figures',
      request: { params: facilityParams, ...jsonBody(groupPricesRequestSchema) },
      responses: { 200: answer, ...refusals },
    }),
  };
  return createAuthRouter()
    .openapi(routes.read, async (c) =>
      c.json(await readPackGroupPrices(deps.db, c.req.valid('param').public_id), 200),
    )
    .openapi(routes.pack, async (c) =>
      c.json(
        await setPackPrices(deps, c.req.valid('param').public_id, c.req.valid('json'), c.var.staff),
        200,
      ),
    )
    .openapi(routes.group, async (c) =>
      c.json(
        await setGroupPrices(
          deps,
          c.req.valid('param').public_id,
          c.req.valid('json'),
          c.var.staff,
        ),
        200,
      ),
    );
}
