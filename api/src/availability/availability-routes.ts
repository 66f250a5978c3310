/**
 * The public availability endpoints: units of each facility free over a stay, and slots of an
 * activity free on a date. Both read booking state straight from Postgres on every call. The
 * facilities' may leave out one booking's own holds (`exclude_booking`, its public id): the
 * staff wizard's 'Available slots' while amending that booking, whose guest keeps its units.
 * Its public id already reads the booking back (`GET /public/bookings/{id}`), so it tells no
 * one more than that. An activity's slots may leave out that booking's own slots the same way
 * (the wizard's activity step while amending). Units allocated to partners and not yet booked
 * by them are not free here; a partner's own view is staff-only (staff-quote-routes.ts), since
 * it would tell anyone the size of that partner's unused allocation.
 *
 * spec: api-contract.md §Availability; public-site.md §7 (check public facility availability,
 * check inventory availability).
 */
import { daysBetween } from '@hifadhi/shared/dates/calendar-date';
import { messages } from '@hifadhi/shared/messages';
import { calendarDate, onceValid } from '@hifadhi/shared/schemas/common';
import { createRoute, z } from '@hono/zod-openapi';
import { isBookingPublicId } from '../bookings/booking-public-id';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body-schema';
import { jsonContent } from '../http/json-content';
import {
  type AvailabilityDeps,
  activityAvailability,
  facilityAvailability,
} from './availability-service';

/** The longest stay one availability call covers, in nights. */
export const MAX_AVAILABILITY_NIGHTS = 366;

const stayDates = z.object({
  check_in_date: calendarDate,
  check_out_date: calendarDate,
});

/** `schema` refusing a check-out before check-in and a stay of over MAX_AVAILABILITY_NIGHTS. */
function checkedStay<S extends z.ZodType<z.infer<typeof stayDates>>>(schema: S): S {
  return schema
    .refine((stay) => stay.check_out_date >= stay.check_in_date, {
      message: 'Check-out cannot be before check-in',
      path: ['check_out_date'],
      ...onceValid('check_in_date', 'check_out_date'),
    })
    .refine(
      (stay) => daysBetween(stay.check_in_date, stay.check_out_date) <= MAX_AVAILABILITY_NIGHTS,
      {
        message: messages.rangeTooLong(MAX_AVAILABILITY_NIGHTS),
        path: ['check_out_date'],
        ...onceValid('check_in_date', 'check_out_date'),
      },
    );
}

/** The booking being amended, whose own holds an availability query leaves out (optional). */
const excludeBooking = z
  .string()
  .refine(isBookingPublicId, { message: 'Must be a booking public id' })
  .optional()
  .openapi({
    description: 'The public id of a booking being amended: its own lines are not counted as taken',
  });

/**
 * A stay's dates as availability queries take them (at most MAX_AVAILABILITY_NIGHTS), and
 * optionally the booking whose own holds to leave out (the partner lodges' query).
 */
export const stayExcludingQuery = checkedStay(
  stayDates.extend({ exclude_booking: excludeBooking }),
);

/**
 * The staff facilities' query: a stay, optionally the booking whose own holds to leave out and
 * the partner whose allocations count as free (staff-quote-routes.ts).
 */
export const facilityAvailabilityQuery = checkedStay(
  stayDates.extend({
    exclude_booking: excludeBooking,
    partner: z.string().max(100).optional().openapi({
      description:
        'A partner’s public id: the units its allocations set aside (less what its bookings hold) count as free to it. Without it, availability is the public’s: every partner’s unused allocation is taken',
    }),
  }),
);

export const facilityAvailabilitySchema = z
  .object({
    public_id: z.string(),
    available_units: z.number().int().nonnegative(),
    available_guests: z.number().int().nonnegative(),
  })
  .openapi('FacilityAvailability');

const activityAvailabilitySchema = z
  .object({
    public_id: z.string(),
    date: z.string(),
    available_slots: z.number().int().nonnegative(),
  })
  .openapi('ActivityAvailability');

const listFacilityAvailability = createRoute({
  method: 'get',
  path: '/public/availability/facilities',
  tags: ['Availability'],
  summary: 'Units of each facility free on every night of a stay',
  description:
    'Free on a night = units on offer (none while closed, fewer while units are down for maintenance) − units held by bookings − units partners’ allocations still set aside (allocated less what that partner’s bookings hold). A partner’s own view, with its allocations free to it, is the staff route GET /availability/facilities.',
  request: { query: stayExcludingQuery },
  responses: {
    200: jsonContent(z.array(facilityAvailabilitySchema), 'Every facility in catalogue order'),
    400: errorResponse(
      'A date is missing or not YYYY-MM-DD, check-out is before check-in, or exclude_booking is not a booking id',
    ),
    404: errorResponse('No booking has the public id exclude_booking names'),
  },
});

const getActivityAvailability = createRoute({
  method: 'get',
  path: '/public/availability/activities/{public_id}',
  tags: ['Availability'],
  summary: 'Slots of an activity free on a date',
  request: {
    params: z.object({ public_id: z.string().openapi({ example: 'act-lion' }) }),
    query: z.object({ date: calendarDate, exclude_booking: excludeBooking }),
  },
  responses: {
    200: jsonContent(activityAvailabilitySchema, 'The free slots'),
    400: errorResponse(
      'The date is missing or not YYYY-MM-DD, or exclude_booking is not a booking id',
    ),
    404: errorResponse('No such activity, or no booking has the public id exclude_booking names'),
  },
});

/** The availability router; mount it under `/api/v1`. */
export function availabilityRoutes(deps: AvailabilityDeps) {
  return createRouter()
    .openapi(listFacilityAvailability, async (c) => {
      const { check_in_date, check_out_date, exclude_booking } = c.req.valid('query');
      const exclude = exclude_booking ? { booking: exclude_booking, partner: null } : undefined;
      return c.json(await facilityAvailability(deps, check_in_date, check_out_date, exclude), 200);
    })
    .openapi(getActivityAvailability, async (c) => {
      const { public_id } = c.req.valid('param');
      const { date, exclude_booking } = c.req.valid('query');
      return c.json(await activityAvailability(deps, public_id, date, exclude_booking), 200);
    });
}
