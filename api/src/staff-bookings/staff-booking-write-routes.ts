/**
 * Staff booking writes over HTTP: `POST /bookings` (the wizard's Complete Booking, for the new,
 * group and partner booking modes) and `PATCH /bookings/{id}` (Amend Booking). Each needs its
 * wizard mode's feature (403 otherwise), answers bad input with 400 in the one error shape, and
 * answers the booking as the staff read gives it.
 *
 * spec: api-contract.md §Staff bookings; staff-booking.md §2.1, §2.8, §3.14, §6.
 */
import { staffBookingRequestSchema } from '@hifadhi/shared/schemas/staff-booking';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import type { PricingDeps } from '../quotes/price-cart';
import { createStaffBooking } from './create-staff-booking';
import { readStaffBooking, staffBookingReadSchema } from './staff-booking-read';

/** The staff booking writes router; mount it under `/api/v1`. */
export function staffBookingWriteRoutes(deps: PricingDeps) {
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
          'A field, a check-in more than 7 days ago, an unknown id, a membership unpaid or expired, no pricing, an invalid promo code, a partner user naming another partner',
        ),
        409: errorResponse(
          'CAPACITY_EXCEEDED: a facility or activity has no room left; BOOKING_BANNED: the guest matches an active ban (nothing written)',
        ),
      },
    },
  );

  return createAuthRouter().openapi(create, async (c) => {
    const staff = c.var.staff;
    const { booking_public_id } = await createStaffBooking(
      deps,
      c.req.valid('json'),
      staff,
      idempotencyKeyOf(c.req.valid('header')),
    );
    return c.json(await readStaffBooking(deps, booking_public_id, staff.partner_public_id), 201);
  });
}
