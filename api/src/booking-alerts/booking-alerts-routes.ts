/**
 * Alerts on a booking over HTTP: a booking's alerts (whoever may see the booking), adding one,
 * reading, editing and resolving one (the alerts feature, `bookings-alerts`). Each change
 * writes one event in the booking's history (`booking-alerts.ts`).
 *
 * spec: staff-booking.md §2 (routes bookings-alerts, bookings-unticketed-alerts,
 * booking/update-alert/{note_id}); api-contract.md §Staff bookings.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  bookingAlertPatchSchema,
  bookingAlertReadSchema,
  bookingAlertSchema,
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
import { bookingParams } from '../staff-bookings/staff-bookings-routes';
import {
  addBookingAlert,
  listBookingAlerts,
  readBookingAlert,
  updateBookingAlert,
} from './booking-alerts';

const alertParams = z.object({ note_public_id: z.string().max(100) });

/** The booking alerts router; mount it under `/api/v1`. */
export function bookingAlertsRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const manageAlerts = feature(staffFeatures.bookingAlerts);
  const seeBookings = feature(
    staffFeatures.bookings,
    staffFeatures.partnerBookings,
    staffFeatures.inspection,
  );
  const list = staffRoute(guard, seeBookings, {
    method: 'get',
    path: '/bookings/{booking_public_id}/alerts',
    tags: ['Booking alerts'],
    summary: "A booking's alerts, newest first, resolved ones included",
    request: { params: bookingParams },
    responses: {
      200: jsonContent(z.array(bookingAlertReadSchema), 'The alerts'),
      404: errorResponse('No such booking (or not this partner user’s)'),
    },
  });
  const add = staffRoute(guard, manageAlerts, {
    method: 'post',
    path: '/bookings/{booking_public_id}/alerts',
    tags: ['Booking alerts'],
    summary: 'Put an alert on a booking (event alert_added)',
    request: {
      params: bookingParams,
      headers: idempotencyHeaders,
      ...jsonBody(bookingAlertSchema),
    },
    responses: {
      201: jsonContent(
        bookingAlertReadSchema,
        'The new alert (again the same alert for a retry with the same Idempotency-Key)',
      ),
      409: errorResponse('The Idempotency-Key was used for another booking'),
      400: errorResponse('The note is missing or too long'),
      404: errorResponse('No such booking'),
    },
  });
  const one = staffRoute(guard, manageAlerts, {
    method: 'get',
    path: '/booking-alerts/{note_public_id}',
    tags: ['Booking alerts'],
    summary: 'One alert',
    request: { params: alertParams },
    responses: {
      200: jsonContent(bookingAlertReadSchema, 'The alert'),
      404: errorResponse('No such alert'),
    },
  });
  const update = staffRoute(guard, manageAlerts, {
    method: 'patch',
    path: '/booking-alerts/{note_public_id}',
    tags: ['Booking alerts'],
    summary:
      'Edit an alert’s note and/or resolve it (event alert_updated or alert_resolved); resolving again changes nothing',
    request: { params: alertParams, ...jsonBody(bookingAlertPatchSchema) },
    responses: {
      200: jsonContent(bookingAlertReadSchema, 'The alert afterwards'),
      400: errorResponse('Nothing to change, or the note is missing or too long'),
      404: errorResponse('No such alert'),
      409: errorResponse('A new note on a resolved alert'),
    },
  });

  return createAuthRouter()
    .openapi(list, async (c) =>
      c.json(
        await listBookingAlerts(
          deps.db,
          c.req.valid('param').booking_public_id,
          c.var.staff.partner_public_id,
        ),
        200,
      ),
    )
    .openapi(add, async (c) =>
      c.json(
        await addBookingAlert(
          deps,
          c.req.valid('param').booking_public_id,
          c.req.valid('json'),
          c.var.staff,
          idempotencyKeyOf(c.req.valid('header')),
        ),
        201,
      ),
    )
    .openapi(one, async (c) =>
      c.json(
        await readBookingAlert(
          deps.db,
          c.req.valid('param').note_public_id,
          c.var.staff.partner_public_id,
        ),
        200,
      ),
    )
    .openapi(update, async (c) =>
      c.json(
        await updateBookingAlert(
          deps,
          c.req.valid('param').note_public_id,
          c.req.valid('json'),
          c.var.staff,
        ),
        200,
      ),
    );
}
