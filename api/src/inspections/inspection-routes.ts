/**
 * Inspection endpoints, for users with the `bookings/inspection` feature (the Inspection Ranger,
 * administrators): record what was found on a booking (201, one `inspected` event, never a
 * check-in; an optional `Idempotency-Key` answers a retry with the first inspection), a
 * booking's inspections, the recent inspections list (paged), the lookup of a scanned or typed
 * code, and the public ticket keys a phone keeps to verify tickets offline.
 *
 * spec: staff-booking.md §2 (BookingsInspection, BookingInspection), §2.9; api-contract.md
 * §Staff bookings; research offline-checkin-anchors.md §1.
 */
import {
  inspectionBodySchema,
  inspectionListQuerySchema,
  inspectionLookupQuerySchema,
} from '@hifadhi/shared/schemas/inspection';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import { bookingParams } from '../staff-bookings/staff-bookings-routes';
import { ticketPublicKeys } from '../tickets/ticket-signing-keys';
import {
  inspectionLookupSchema,
  lookUpInspectedBooking,
  ticketKeysSchema,
} from './inspection-lookup';
import { inspectionPageSchema, listInspections } from './list-inspections';
import { bookingInspectionsOf, inspectionSchema, recordInspection } from './record-inspection';

const notFound = errorResponse('No such booking (or not this partner user’s)');

/** The inspections router; mount it under `/api/v1` beside the staff bookings. */
export function inspectionRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const inspect = feature(staffFeatures.inspection);
  const record = staffRoute(guard, inspect, {
    method: 'post',
    path: '/bookings/{booking_public_id}/inspections',
    tags: ['Inspections'],
    summary: 'Record an inspection of a booking (never a check-in; one history event)',
    request: {
      params: bookingParams,
      headers: idempotencyHeaders,
      ...jsonBody(inspectionBodySchema),
    },
    responses: {
      201: jsonContent(inspectionSchema, 'The inspection (the first again for a repeated key)'),
      400: errorResponse('A field is missing or wrong (a note is needed when not valid)'),
      404: notFound,
      409: errorResponse('The Idempotency-Key was used for another booking'),
    },
  });
  const ofBooking = staffRoute(guard, inspect, {
    method: 'get',
    path: '/bookings/{booking_public_id}/inspections',
    tags: ['Inspections'],
    summary: "The booking's inspections, oldest first",
    request: { params: bookingParams },
    responses: { 200: jsonContent(z.array(inspectionSchema), 'The inspections'), 404: notFound },
  });
  const list = staffRoute(guard, inspect, {
    method: 'get',
    path: '/inspections',
    tags: ['Inspections'],
    summary: 'Recent inspections, newest first, by day range and reference or name',
    request: { query: inspectionListQuerySchema },
    responses: {
      200: jsonContent(inspectionPageSchema, 'A page of inspections'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const lookup = staffRoute(guard, inspect, {
    method: 'get',
    path: '/inspections/lookup',
    tags: ['Inspections'],
    summary: 'The booking a scanned ticket code or a typed reference names',
    request: { query: inspectionLookupQuerySchema },
    responses: {
      200: jsonContent(inspectionLookupSchema, 'The booking, and the ticket check for a code'),
      400: errorResponse('No code given'),
      404: errorResponse('No booking has this reference or ticket'),
    },
  });
  const keys = staffRoute(guard, inspect, {
    method: 'get',
    path: '/inspections/ticket-keys',
    tags: ['Inspections'],
    summary: 'The public ticket keys, for verifying ticket signatures offline on a phone',
    responses: { 200: jsonContent(ticketKeysSchema, 'Every key’s public half, by key id') },
  });

  return createAuthRouter()
    .openapi(record, async (c) => {
      const { booking_public_id } = c.req.valid('param');
      const actor = {
        publicId: c.var.staff.public_id,
        partnerPublicId: c.var.staff.partner_public_id,
      };
      const key = idempotencyKeyOf(c.req.valid('header'));
      return c.json(
        await recordInspection(deps, booking_public_id, actor, c.req.valid('json'), key),
        201,
      );
    })
    .openapi(ofBooking, async (c) =>
      c.json(
        await bookingInspectionsOf(
          deps.db,
          c.req.valid('param').booking_public_id,
          c.var.staff.partner_public_id,
        ),
        200,
      ),
    )
    .openapi(list, async (c) =>
      c.json(
        await listInspections(deps.db, c.req.valid('query'), c.var.staff.partner_public_id),
        200,
      ),
    )
    .openapi(lookup, async (c) =>
      c.json(
        await lookUpInspectedBooking(
          deps.db,
          c.req.valid('query').code,
          c.var.staff.partner_public_id,
        ),
        200,
      ),
    )
    .openapi(keys, async (c) => c.json({ keys: await ticketPublicKeys(deps.db) }, 200));
}
