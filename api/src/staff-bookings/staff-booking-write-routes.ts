/**
 * Staff booking writes over HTTP: `POST /bookings` (the wizard's Complete Booking, for the new,
 * group and partner booking modes) and `PATCH /bookings/{id}` (Amend Booking). Each needs its
 * wizard mode's feature (403 otherwise), answers bad input with 400 in the one error shape, and
 * answers the booking as the staff read gives it.
 *
 * spec: api-contract.md §Staff bookings; staff-booking.md §2.1, §2.8, §3.14, §6.
 */

import { operationFeatures } from '@hifadhi/shared/bookings/booking-lifecycle';
import {
  amendmentOutcomeSchema,
  staffBookingAmendmentSchema,
  staffBookingRequestSchema,
} from '@hifadhi/shared/schemas/staff-booking';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import { type AmendDeps, amendStaffBooking } from './amend-booking';
import { createStaffBooking } from './create-staff-booking';
import { readStaffBooking, staffBookingReadSchema } from './staff-booking-read';
import { bookingParams } from './staff-bookings-routes';

/** `PATCH /bookings/{id}`'s answer: the booking as read back and the amendment's outcome. */
export const amendedBookingSchema = staffBookingReadSchema.extend({
  amendment: amendmentOutcomeSchema,
});

/** The staff booking writes router; mount it under `/api/v1`. */
export function staffBookingWriteRoutes(deps: AmendDeps) {
  const guard = staffGuard(deps);
  const create = staffRoute(
    guard,
    feature(
      staffFeatures.newBooking,
      staffFeatures.newGroupBooking,
      staffFeatures.newPartnerBooking,
    ),
    {
      method: 'post',
      path: '/bookings',
      tags: ['Staff bookings'],
      summary:
        'Book from the staff wizard: priced as POST /quotes, capacity taken, held (guest pays) or confirmed on the partner’s account (partner pays)',
      request: { headers: idempotencyHeaders, ...jsonBody(staffBookingRequestSchema) },
      responses: {
        201: jsonContent(
          staffBookingReadSchema,
          'The booking as read back (the first booking again for a repeated Idempotency-Key)',
        ),
        400: errorResponse(
          'A field, a check-in more than 7 days ago, an unknown id, a membership unpaid, expired or of a deleted member, no pricing, an invalid promo code, a partner user naming another partner or giving a line discount',
        ),
        409: errorResponse(
          'CAPACITY_EXCEEDED: a facility or activity has no room left; BOOKING_BANNED: the guest matches an active ban (nothing written)',
        ),
      },
    },
  );

  const amend = staffRoute(guard, feature(...operationFeatures.amend), {
    method: 'patch',
    path: '/bookings/{booking_public_id}',
    tags: ['Staff bookings'],
    summary:
      'Amend: the full new lines and client fields, re-priced at the booking’s own rates; capacity released and taken; the balance follows the new total',
    request: { params: bookingParams, ...jsonBody(staffBookingAmendmentSchema) },
    responses: {
      200: jsonContent(
        amendedBookingSchema,
        'The booking as read back, with the previous and new totals and the credit note offered when the new total is below what was paid',
      ),
      400: errorResponse(
        'A field, a check-in more than 7 days ago, an unknown id, no pricing, a member, partner or promo code other than the booking’s, a partner user’s line discount the booking did not have',
      ),
      404: errorResponse('No such booking (or not this partner user’s)'),
      409: errorResponse(
        'INVALID_TRANSITION: checked out, expired, cancelled or deleted; CAPACITY_EXCEEDED: a new line has no room (nothing changes); BOOKING_BANNED',
      ),
    },
  });

  return createAuthRouter()
    .openapi(create, async (c) => {
      const staff = c.var.staff;
      const { booking_public_id } = await createStaffBooking(
        deps,
        c.req.valid('json'),
        staff,
        idempotencyKeyOf(c.req.valid('header')),
      );
      return c.json(await readStaffBooking(deps, booking_public_id, staff.partner_public_id), 201);
    })
    .openapi(amend, async (c) => {
      const staff = c.var.staff;
      const { booking_public_id, ...amendment } = await amendStaffBooking(
        deps,
        c.req.valid('param').booking_public_id,
        c.req.valid('json'),
        staff,
      );
      const read = await readStaffBooking(deps, booking_public_id, staff.partner_public_id);
      return c.json({ ...read, amendment }, 200);
    });
}
