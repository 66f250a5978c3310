/**
 * The public booking endpoints: create a booking from a cart and the booking form (priced on
 * the server, capacity reserved in the same transaction that writes it), and read it back.
 *
 * spec: api-contract.md §Bookings; public-site.md §3 (Booking form, Booking read back), §5.
 */
import {
  bookingCreatedSchema,
  bookingReadSchema,
  publicBookingRequestSchema,
} from '@hifadhi/shared/schemas/booking';
import { createRoute, z } from '@hono/zod-openapi';
import { clientAddress } from '../auth/client-address';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import { type BookingDeps, createPublicBooking } from './create-booking';
import { readBooking } from './read-booking';

const createBooking = createRoute({
  method: 'post',
  path: '/public/bookings',
  tags: ['Bookings'],
  summary: 'Book a cart: price it, hold its units and slots, and save it unpaid',
  request: jsonBody(publicBookingRequestSchema),
  responses: {
    201: jsonContent(bookingCreatedSchema, 'The booking, held until hold_expires_at unless paid'),
    400: errorResponse(
      'Invalid booking: a form field, a past or out-of-stay date, an unknown id, no vehicle, too many guests, no pricing, or an invalid promo code',
    ),
    409: errorResponse(
      'CAPACITY_EXCEEDED: a facility or an activity has no room left; CONFLICT: the client would hold more than their share of a facility unpaid; BOOKING_BANNED: the guest matches an active booking ban (nothing written)',
    ),
    429: errorResponse('RATE_LIMITED: the client already has the most unpaid bookings on hold'),
  },
});

const getBooking = createRoute({
  method: 'get',
  path: '/public/bookings/{booking_public_id}',
  tags: ['Bookings'],
  summary: 'Read a booking back with its lines and payments',
  request: { params: z.object({ booking_public_id: z.string() }) },
  responses: {
    200: jsonContent(bookingReadSchema, 'The booking'),
    404: errorResponse('No booking has this id'),
  },
});

/** The public booking router; mount it under `/api/v1`. */
export function bookingRoutes(deps: BookingDeps) {
  return createRouter()
    .openapi(createBooking, async (c) =>
      c.json(await createPublicBooking(deps, c.req.valid('json'), clientAddress(c)), 201),
    )
    .openapi(getBooking, async (c) =>
      c.json(await readBooking(deps, c.req.valid('param').booking_public_id), 200),
    );
}
