/**
 * `POST /quotes`: the staff quote. Prices a cart as `POST /public/quotes` does, with the staff
 * line discounts and the booking's member, partner, promo code, booking type and school, and
 * the desk's camping multi-arrivals and external accommodation; saves nothing. For the booking
 * wizard's modes (new, group, amend, postpone, partner booking); a partner user always quotes
 * with its own partner, whatever the body names. Beside it, for the Escapes dialog,
 * `GET /availability/external-facilities`: each partner lodge's rooms free over a stay
 * (check_date_external_facility_availability), and `GET /availability/facilities`: each
 * facility's units free over a stay to a partner (its allocations free to it; a partner user
 * always asks as its own partner), the wizard's 'Available slots' (staff-booking.md §2.2).
 *
 * spec: api-contract.md §Staff bookings (`POST /quotes`); staff-booking.md §2.1, §2.4, §5, §7,
 * §9.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import { quoteResponseSchema } from '@hifadhi/shared/schemas/quote';
import { staffDeskQuoteRequestSchema } from '@hifadhi/shared/schemas/staff-quote';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import {
  facilityAvailabilityQuery,
  facilityAvailabilitySchema,
  stayExcludingQuery,
} from '../availability/availability-routes';
import { facilityAvailability } from '../availability/availability-service';
import { lodgeAvailability } from '../availability/lodge-availability';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import type { PricingDeps } from './price-cart';
import { priceStaffQuote } from './staff-quote';

/** The features of the booking wizard's modes, any one of which lets a user quote. */
export const quoteFeatures = feature(
  staffFeatures.newBooking,
  staffFeatures.newGroupBooking,
  staffFeatures.editBooking,
  staffFeatures.postponeBooking,
  staffFeatures.newPartnerBooking,
);

/**
 * The party a partner user asks availability as: its own partner `own`, whatever it names.
 * @throws DomainError NOT_FOUND 'Unknown partner: {id}' when it names another partner.
 */
function partnerOfUser(own: string, named: string | undefined): string {
  if (named !== undefined && named !== own) {
    throw new DomainError('NOT_FOUND', catalogueAdminMessages.partnerNotFound(named));
  }
  return own;
}

/** The staff quote router; mount it under `/api/v1`. */
export function staffQuoteRoutes(deps: PricingDeps) {
  const createStaffQuote = staffRoute(staffGuard(deps), quoteFeatures, {
    method: 'post',
    path: '/quotes',
    tags: ['Staff bookings'],
    summary:
      'Price a staff cart: line discounts, member, partner (a partner user’s own), promo code',
    request: jsonBody(staffDeskQuoteRequestSchema),
    responses: {
      200: jsonContent(
        quoteResponseSchema,
        'Every line and total in whole units of the booking currency',
      ),
      400: errorResponse(
        'Invalid cart: a field, a discount outside 0–100%, an unknown id (member, partner, school, line), a membership unpaid or expired, no pricing set, or an invalid promo code',
      ),
    },
  });
  const listLodgeAvailability = staffRoute(staffGuard(deps), quoteFeatures, {
    method: 'get',
    path: '/availability/external-facilities',
    tags: ['Staff bookings'],
    summary: 'Rooms of each partner lodge (Escapes) free on every night of a stay',
    request: { query: stayExcludingQuery },
    responses: {
      200: jsonContent(
        z.array(
          z.object({ public_id: z.string(), available_rooms: z.number().int().nonnegative() }),
        ),
        'Every partner lodge in catalogue order',
      ),
      400: errorResponse(
        'A date is missing or not YYYY-MM-DD, check-out is before check-in, or exclude_booking is not a booking id',
      ),
      404: errorResponse('No booking the user may see has the public id exclude_booking names'),
    },
  });
  const listFacilityAvailability = staffRoute(staffGuard(deps), quoteFeatures, {
    method: 'get',
    path: '/availability/facilities',
    tags: ['Staff bookings'],
    summary: 'Units of each facility free on every night of a stay, to a partner',
    description:
      'As GET /public/availability/facilities, and with `partner` that partner’s allocations (less what its bookings hold) count as free to it. A partner user always asks as its own partner and may leave out only its own booking.',
    request: { query: facilityAvailabilityQuery },
    responses: {
      200: jsonContent(z.array(facilityAvailabilitySchema), 'Every facility in catalogue order'),
      400: errorResponse(
        'A date is missing or not YYYY-MM-DD, check-out is before check-in, or exclude_booking is not a booking id',
      ),
      404: errorResponse(
        'No booking the user may see has the public id exclude_booking names, or no live partner the public id partner names (a partner user naming another partner)',
      ),
    },
  });
  return createAuthRouter()
    .openapi(createStaffQuote, async (c) => {
      const { quote } = await priceStaffQuote(
        deps,
        c.req.valid('json'),
        c.var.staff.partner_public_id,
      );
      return c.json(quote, 200);
    })
    .openapi(listLodgeAvailability, async (c) => {
      const { check_in_date, check_out_date, exclude_booking } = c.req.valid('query');
      const exclude = exclude_booking
        ? { booking: exclude_booking, partner: c.var.staff.partner_public_id }
        : undefined;
      return c.json(await lodgeAvailability(deps, check_in_date, check_out_date, exclude), 200);
    })
    .openapi(listFacilityAvailability, async (c) => {
      const { check_in_date, check_out_date, exclude_booking, partner } = c.req.valid('query');
      const own = c.var.staff.partner_public_id;
      const party = own === null ? partner : partnerOfUser(own, partner);
      const exclude = exclude_booking ? { booking: exclude_booking, partner: own } : undefined;
      return c.json(
        await facilityAvailability(deps, check_in_date, check_out_date, exclude, party),
        200,
      );
    });
}
