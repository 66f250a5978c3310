/**
 * The request of the staff quote, `POST /quotes`: the public quote request plus, per line, the
 * staff `discount` (percent, 0–100, 'Must be between 0-100%'), and on the booking the `member`
 * (member public id), `partner` (partner public id), `booking_type` (FF9330A3 individual,
 * 8D7E6504 school, C3237489 corporate) and `school` (school public id, required for a school
 * booking). Strict like the public request: a key it does not know is refused, never ignored.
 * The contract's `multi` (camping multi-arrivals) and `external_facilities` are not accepted
 * yet: the engine does not price them (issue 14 items 4 and 7).
 *
 * spec: api-contract.md §Staff bookings (`POST /quotes`); staff-booking.md §3.1, §5, §9.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { idText, list, maxEntries, percent } from './common';
import { publicQuoteRequestSchema } from './quote';
import { bookingTypeCodes } from './staff-booking-operations';

/** The school booking type code (staff-booking.md §9). */
export const SCHOOL_BOOKING_TYPE = '8D7E6504';

/** Message of a member public id that names no member. */
export const memberNotFoundMessage = 'Member not found';

const cart = publicQuoteRequestSchema.shape;

/** A public quote line list whose lines also take the staff `discount`. */
function withDiscount<Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  lines: z.ZodDefault<z.ZodArray<z.ZodObject<Shape, Config>>>,
) {
  const line = lines.unwrap().element.extend({ discount: percent.optional() });
  return list(line, maxEntries.lines).default([]);
}

/** The staff quote request (see the module comment). */
export const staffDeskQuoteRequestSchema = publicQuoteRequestSchema
  .safeExtend({
    guests: withDiscount(cart.guests),
    vehicles: withDiscount(cart.vehicles),
    facilities: withDiscount(cart.facilities),
    inventory: withDiscount(cart.inventory),
    /** Public id of the member the booking is for (members.public_id, a UUID). */
    member: z.uuid({ error: memberNotFoundMessage }).nullish(),
    /** Partner (tour operator) public id; a partner user's own partner overrides it. */
    partner: idText.nullish(),
    booking_type: z.enum(bookingTypeCodes).nullish(),
    /** School public id (a school booking). */
    school: idText.nullish(),
  })
  .refine((value) => value.booking_type !== SCHOOL_BOOKING_TYPE || Boolean(value.school), {
    message: messages.required,
    path: ['school'],
  });
export type StaffDeskQuoteRequest = z.output<typeof staffDeskQuoteRequestSchema>;
export type StaffDeskQuoteRequestInput = z.input<typeof staffDeskQuoteRequestSchema>;
