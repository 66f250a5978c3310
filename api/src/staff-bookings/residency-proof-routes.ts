/**
 * `GET /booking-references/{booking_ref_code}/residency-proofs`: a previous booking's proofs of
 * residency for the booking wizard's 'Use Booking Reference' dialog, to every wizard mode's
 * feature (new, group, partner booking and amend); a partner user's own bookings only (404
 * otherwise).
 *
 * spec: staff-booking.md §2.7; api-contract.md §Staff bookings.
 */
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import type { StaffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonContent } from '../http/json-content';
import { bookingProofsSchema, residencyProofsByReference } from './residency-proofs-by-reference';

const referenceParams = z.object({ booking_ref_code: z.string().min(1).max(40) });

/** The router; mount it under `/api/v1`. */
export function residencyProofRoutes(deps: { db: Database }, guard: StaffGuard) {
  const proofs = staffRoute(
    guard,
    feature(
      staffFeatures.newBooking,
      staffFeatures.newGroupBooking,
      staffFeatures.newPartnerBooking,
      staffFeatures.editBooking,
    ),
    {
      method: 'get',
      path: '/booking-references/{booking_ref_code}/residency-proofs',
      tags: ['Staff bookings'],
      summary: 'A previous booking’s proofs of residency, by its reference (Use Booking Reference)',
      request: { params: referenceParams },
      responses: {
        200: jsonContent(bookingProofsSchema, 'The booking’s reference and its proofs, as given'),
        404: errorResponse('No booking with that reference (or not this partner user’s)'),
      },
    },
  );
  return createAuthRouter().openapi(proofs, async (c) =>
    c.json(
      await residencyProofsByReference(
        deps.db,
        c.req.valid('param').booking_ref_code,
        c.var.staff.partner_public_id,
      ),
      200,
    ),
  );
}
