/**
 * The public catalogue endpoints (no login): facilities, activities, conservation fees,
 * vehicle fees, currencies with the rates in force, and the lookups. Each reads the catalogue's
 * tables through the repository and answers the contract's field names.
 *
 * spec: api-contract.md §Catalogue; public-site.md §3, §7 (get active camping / accommodation,
 * conservation and vehicle fees, activities, currencies, lookups).
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { priceListOn } from '@hifadhi/shared/pricing/facility-schedules';
import {
  type FeesOnDayQuery,
  feesOnDayQuerySchema,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { createRoute, z } from '@hono/zod-openapi';
import { feesInForce } from '../catalogue-settings/fee-schedule-rules';
import { readFeeSchedules } from '../catalogue-settings/fee-schedules';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body-schema';
import {
  readActivities,
  readConservationFees,
  readCurrencies,
  readFacilities,
  readVehicleFees,
} from './catalogue-repository';
import {
  lookupsSchema,
  publicActivitySchema,
  publicConservationFeeSchema,
  publicCurrencySchema,
  publicFacilitySchema,
  publicVehicleFeeSchema,
} from './catalogue-responses';
import { readLookups } from './lookups';

const facilitiesQuery = z.object({
  type: z
    .enum(['camping', 'accommodation'], { error: 'type must be camping or accommodation' })
    .optional()
    .openapi({
      description: 'Only facilities whose type carries the camping rule, or the accommodation rule',
    }),
});

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const listFacilities = createRoute({
  method: 'get',
  path: '/public/facilities',
  tags: ['Catalogue'],
  summary:
    'Camping sites and accommodation with their price lists (the list in force today; a stay is priced per night with the list in force that night)',
  request: { query: facilitiesQuery },
  responses: {
    200: json(z.array(publicFacilitySchema), 'Facilities in catalogue order'),
    400: errorResponse('`type` is neither camping nor accommodation'),
  },
});

const listActivities = createRoute({
  method: 'get',
  path: '/public/activities',
  tags: ['Catalogue'],
  summary: 'Activities with their prices and time frames',
  responses: { 200: json(z.array(publicActivitySchema), 'Activities in catalogue order') },
});

const listConservationFees = createRoute({
  method: 'get',
  path: '/public/conservation-fees',
  tags: ['Catalogue'],
  summary:
    'Conservation fee per guest category, per day, at the amounts scheduled for `date` (default today) at `destination`',
  request: { query: feesOnDayQuerySchema },
  responses: {
    200: json(z.array(publicConservationFeeSchema), 'Guest categories'),
    400: errorResponse('`date` is not a YYYY-MM-DD date'),
  },
});

const listVehicleFees = createRoute({
  method: 'get',
  path: '/public/vehicle-fees',
  tags: ['Catalogue'],
  summary:
    'Vehicle fee per vehicle category, per day, at the amounts scheduled for `date` (default today) at `destination`',
  request: { query: feesOnDayQuerySchema },
  responses: {
    200: json(z.array(publicVehicleFeeSchema), 'Vehicle categories'),
    400: errorResponse('`date` is not a YYYY-MM-DD date'),
  },
});

const listCurrencies = createRoute({
  method: 'get',
  path: '/public/currencies',
  tags: ['Catalogue'],
  summary: 'Currencies with the buy and sell rates in force (KES per unit)',
  responses: { 200: json(z.array(publicCurrencySchema), 'Currencies') },
});

const getLookups = createRoute({
  method: 'get',
  path: '/public/lookups',
  tags: ['Catalogue'],
  summary: 'Countries, genders, causes, gates, entry modes and the other pickers',
  responses: { 200: json(lookupsSchema, 'Every lookup') },
});

/** The catalogue router; mount it under `/api/v1`. */
export function catalogueRoutes(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  /**
   * The fees at the amounts their schedules set on `query.date` (default today) at
   * `query.destination` (default none: the schedules for every destination).
   */
  const feesInForceOn = async (query: FeesOnDayQuery) => {
    const [conservation_fees, vehicle_fees, schedules] = await Promise.all([
      readConservationFees(db),
      readVehicleFees(db),
      readFeeSchedules(db),
    ]);
    return feesInForce(
      { conservation_fees, vehicle_fees },
      schedules,
      query.date ?? calendarDateAt(clock.now()),
      query.destination ?? null,
    );
  };
  return createRouter()
    .openapi(listFacilities, async (c) => {
      const { type } = c.req.valid('query');
      const facilities = await readFacilities(db, { pricing_rule: type });
      const today = calendarDateAt(clock.now());
      return c.json(
        facilities.map((facility) =>
          publicFacilitySchema.parse({ ...facility, price: priceListOn(facility, today) }),
        ),
        200,
      );
    })
    .openapi(listActivities, async (c) => {
      const activities = await readActivities(db);
      const today = calendarDateAt(clock.now());
      return c.json(
        activities.map((activity) =>
          publicActivitySchema.parse({ ...activity, price: priceListOn(activity, today) }),
        ),
        200,
      );
    })
    .openapi(listConservationFees, async (c) =>
      c.json((await feesInForceOn(c.req.valid('query'))).conservation_fees, 200),
    )
    .openapi(listVehicleFees, async (c) =>
      c.json((await feesInForceOn(c.req.valid('query'))).vehicle_fees, 200),
    )
    .openapi(listCurrencies, async (c) => {
      const currencies = await readCurrencies(db, clock.now());
      return c.json(
        currencies.map((currency) => publicCurrencySchema.parse(currency)),
        200,
      );
    })
    .openapi(getLookups, async (c) => c.json(await readLookups(db), 200));
}
