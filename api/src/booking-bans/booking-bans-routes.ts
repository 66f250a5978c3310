/**
 * Booking bans over HTTP, for users with the bans feature (`bookings/ban`): the list (paged,
 * searched, by status), one ban, making one, and editing or ending one.
 *
 * spec: staff-booking.md §3.13, §2 (routes bookings/ban, bookings/ban/{booking_ban_id});
 * api-contract.md §Staff bookings (`GET/POST /booking-bans`, `PATCH /booking-bans/{id}`).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  bookingBanListQuerySchema,
  bookingBanPageSchema,
  bookingBanPatchSchema,
  bookingBanReadSchema,
  bookingBanSchema,
} from '@hifadhi/shared/schemas/booking-ban';
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
  createBookingBan,
  listBookingBans,
  readBookingBan,
  updateBookingBan,
} from './booking-bans';

const banParams = z.object({ booking_ban_public_id: z.string().max(100) });

/** The booking bans router; mount it under `/api/v1`. */
export function bookingBansRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const route = <R extends Parameters<typeof staffRoute>[2]>(route: R) =>
    staffRoute(guard, feature(staffFeatures.bookingBans), { tags: ['Booking bans'], ...route });
  const list = route({
    method: 'get',
    path: '/booking-bans',
    summary: 'Booking bans, newest first, searched by name, e-mail, phone or registration',
    request: { query: bookingBanListQuerySchema },
    responses: {
      200: jsonContent(bookingBanPageSchema, 'A page of bans'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const one = route({
    method: 'get',
    path: '/booking-bans/{booking_ban_public_id}',
    summary: 'One booking ban',
    request: { params: banParams },
    responses: {
      200: jsonContent(bookingBanReadSchema, 'The ban'),
      404: errorResponse('No such ban'),
    },
  });
  const create = route({
    method: 'post',
    path: '/booking-bans',
    summary:
      'Ban a guest from booking (by e-mail, phone or vehicle registration) from a start date to an end date',
    request: { headers: idempotencyHeaders, ...jsonBody(bookingBanSchema) },
    responses: {
      201: jsonContent(
        bookingBanReadSchema,
        'The new ban, active (again the same ban for a retry with the same Idempotency-Key)',
      ),
      400: errorResponse('A field is missing or wrong'),
    },
  });
  const update = route({
    method: 'patch',
    path: '/booking-bans/{booking_ban_public_id}',
    summary: 'Edit a ban; `status: "ended"` ends it early, `"active"` restores it',
    request: { params: banParams, ...jsonBody(bookingBanPatchSchema) },
    responses: {
      200: jsonContent(bookingBanReadSchema, 'The ban afterwards'),
      400: errorResponse('Nothing to change, or the ban as changed breaks a rule'),
      404: errorResponse('No such ban'),
    },
  });

  return createAuthRouter()
    .openapi(list, async (c) => c.json(await listBookingBans(deps.db, c.req.valid('query')), 200))
    .openapi(one, async (c) =>
      c.json(await readBookingBan(deps.db, c.req.valid('param').booking_ban_public_id), 200),
    )
    .openapi(create, async (c) =>
      c.json(
        await createBookingBan(
          deps,
          c.req.valid('json'),
          c.var.staff,
          idempotencyKeyOf(c.req.valid('header')),
        ),
        201,
      ),
    )
    .openapi(update, async (c) =>
      c.json(
        await updateBookingBan(
          deps,
          c.req.valid('param').booking_ban_public_id,
          c.req.valid('json'),
          c.var.staff,
        ),
        200,
      ),
    );
}
