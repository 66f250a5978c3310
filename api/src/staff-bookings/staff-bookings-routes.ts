/**
 * Staff booking endpoints: the bookings lists (paged, filtered), one booking and its history,
 * for the back office, inspection rangers and partner users (a partner user sees only its
 * institution's bookings); cancelling a booking, for those with the cancel ability
 * (administrators); the lifecycle operations (`staff-booking-operations-routes.ts`); and a
 * previous booking's proofs of residency by reference (`residency-proof-routes.ts`).
 *
 * spec: staff-booking.md §2.9, §3.12, §4 (lifecycle), §6; membership-backoffice.md §7
 * (Bookings administration: GET bookings/view with ?page&items).
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { staffBookingListQuerySchema } from '@hifadhi/shared/schemas/staff-booking-operations';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import { cancelBooking } from '../bookings/cancel-booking';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonContent } from '../http/json-content';
import { logBookingChange } from './booking-change-log';
import { bookingHistorySchema, readBookingHistory } from './booking-history';
import { residencyProofRoutes } from './residency-proof-routes';
import { listStaffBookings, staffBookingPageSchema } from './staff-booking-list';
import { staffBookingOperationsRoutes } from './staff-booking-operations-routes';
import { bookingInScope, readStaffBooking, staffBookingReadSchema } from './staff-booking-read';
import { staffDashboardRoutes } from './staff-dashboard-routes';

/** The `{booking_public_id}` of a staff booking path. */
export const bookingParams = z.object({ booking_public_id: z.string().max(100) });

/** The staff bookings router; mount it under `/api/v1`. */
export function staffBookingsRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const seeBookings = feature(
    staffFeatures.bookings,
    staffFeatures.partnerBookings,
    staffFeatures.inspection,
  );
  const list = staffRoute(guard, seeBookings, {
    method: 'get',
    path: '/bookings',
    tags: ['Staff bookings'],
    summary:
      "A list of bookings (confirmed, overstays, …), filtered, newest first (a partner user's own only)",
    request: { query: staffBookingListQuerySchema },
    responses: {
      200: jsonContent(staffBookingPageSchema, 'A page of bookings'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const one = staffRoute(guard, seeBookings, {
    method: 'get',
    path: '/bookings/{booking_public_id}',
    tags: ['Staff bookings'],
    summary: 'One booking with its lines, payments and check-ins',
    request: { params: bookingParams },
    responses: {
      200: jsonContent(staffBookingReadSchema, 'The booking'),
      404: errorResponse('No such booking (or not this partner user’s)'),
    },
  });
  const history = staffRoute(guard, seeBookings, {
    method: 'get',
    path: '/bookings/{booking_public_id}/events',
    tags: ['Staff bookings'],
    summary: "The booking's history, oldest first: each event, when, by whom, its details",
    request: { params: bookingParams },
    responses: {
      200: jsonContent(bookingHistorySchema, 'The events'),
      404: errorResponse('No such booking (or not this partner user’s)'),
    },
  });
  const cancel = staffRoute(guard, feature(staffFeatures.cancelBooking), {
    method: 'post',
    path: '/bookings/{booking_public_id}/cancel',
    tags: ['Staff bookings'],
    summary: 'Cancel a held or confirmed booking; its units and slots are released',
    request: { params: bookingParams },
    responses: {
      200: jsonContent(
        z.object({ booking_public_id: z.string(), booking_status: z.literal('cancelled') }),
        'Cancelled (cancelling again changes nothing)',
      ),
      404: errorResponse('No such booking'),
      409: errorResponse('The booking is expired, checked in or checked out'),
    },
  });

  return createAuthRouter()
    .openapi(list, async (c) =>
      c.json(
        await listStaffBookings(
          deps.db,
          c.req.valid('query'),
          c.var.staff.partner_public_id,
          calendarDateAt(deps.clock.now()),
        ),
        200,
      ),
    )
    .openapi(one, async (c) =>
      c.json(
        await readStaffBooking(
          deps,
          c.req.valid('param').booking_public_id,
          c.var.staff.partner_public_id,
        ),
        200,
      ),
    )
    .openapi(history, async (c) =>
      c.json(
        await readBookingHistory(deps.db, c.req.valid('param').booking_public_id, {
          publicId: c.var.staff.public_id,
          partnerPublicId: c.var.staff.partner_public_id,
        }),
        200,
      ),
    )
    .openapi(cancel, async (c) => {
      const { booking_public_id } = c.req.valid('param');
      await bookingInScope(deps.db, booking_public_id, c.var.staff.partner_public_id);
      const staff = c.var.staff;
      const actor = {
        publicId: staff.public_id,
        partnerPublicId: staff.partner_public_id,
        email: staff.email,
      };
      const cancelled = await cancelBooking(
        deps,
        booking_public_id,
        staff.public_id,
        (tx, change, at) => logBookingChange(tx, actor, { operation: 'cancel', ...change }, at),
      );
      return c.json(cancelled, 200);
    })
    .route('/', staffBookingOperationsRoutes(deps, guard))
    .route('/', staffDashboardRoutes(deps, guard))
    .route('/', residencyProofRoutes(deps, guard));
}
