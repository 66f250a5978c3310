/**
 * The request of the staff quote, `POST /quotes`: the public quote request plus, per line, the
 * staff `discount` (percent, 0–100, 'Must be between 0-100%'), and on the booking the `member`
 * (member public id), `partner` (partner public id), `booking_type` (FF9330A3 individual,
 * 8D7E6504 school, C3237489 corporate), `school` (school public id, required for a school
 * booking), the `destination` (destination public id; a school booking needs one, as its
 * conservation fees are the school rates of its destination: 'Destination must be provided'),
 * `multi` (camping multi-arrivals) and `external_facilities` (partner lodges, "Escapes"), all
 * priced by the engine (quote.ts `deskQuoteFields`). Strict like the public request: a key it
 * does not know is refused, never ignored.
 *
 * spec: api-contract.md §Staff bookings (`POST /quotes`); staff-booking.md §2.3, §2.4, §3.1,
 * §3.8, §3.9, §5, §9.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { SCHOOL_BOOKING_TYPE } from '../pricing/school-conservation-fees';
import { idText, list, maxEntries, percent } from './common';
import { deskQuoteFields, publicQuoteRequestSchema } from './quote';
import { bookingTypeCodes } from './staff-booking-operations';

export { SCHOOL_BOOKING_TYPE };

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
    ...deskQuoteFields,
  })
  .refine((value) => value.booking_type !== SCHOOL_BOOKING_TYPE || Boolean(value.school), {
    message: messages.required,
    path: ['school'],
  })
  .refine((value) => value.booking_type !== SCHOOL_BOOKING_TYPE || Boolean(value.destination), {
    message: messages.destinationMissing,
    path: ['destination'],
  });
export type StaffDeskQuoteRequest = z.output<typeof staffDeskQuoteRequestSchema>;
export type StaffDeskQuoteRequestInput = z.input<typeof staffDeskQuoteRequestSchema>;
