/**
 * School pricing (get_newly_scheduled_school_pricing): a school booking (booking type
 * 8D7E6504 with a school) pays, for each guest category, the school conservation fee rate of
 * its destination in force on its check-in date instead of the category's ordinary fee. A
 * category with no school rate there and then (non-residents) pays its ordinary fee. Rates are
 * catalogue rows with effective dates, so a new year's rates can be scheduled ahead; where two
 * rows cover the date, the one starting latest is in force.
 *
 * spec: staff-booking.md §4 (school pricing when the type is school), §7, §9; pricing-rules.md
 * §Lines (Conservation fee).
 */
import type { SchoolConservationFee } from '../catalogue/catalogue';
import type { CalendarDate } from '../dates/calendar-date';
import { DomainError } from '../errors';
import { messages } from '../messages';
import type { QuoteRequest } from '../schemas/quote';

/** The school booking type code (staff-booking.md §9). */
export const SCHOOL_BOOKING_TYPE = '8D7E6504';

/** The school rate of one guest category, as conservationLine prices it. */
export interface SchoolRate {
  name: string;
  currency: SchoolConservationFee['currency'];
  amount: string;
}

/** Whether `request` is a school booking (its type is school and it names a school). */
export function isSchoolBooking(request: Pick<QuoteRequest, 'booking_type' | 'school'>): boolean {
  return request.booking_type === SCHOOL_BOOKING_TYPE && Boolean(request.school);
}

/**
 * The school rates in force for a booking to `destination` checking in on `checkIn`, by guest
 * category public id.
 * @example schoolRatesOn(fees, 'dst-main', '2026-12-05').get('cf-cit-c') //=> { name: 'Citizen Student (school)', currency: 'KES', amount: '200' }
 */
export function schoolRatesOn(
  fees: readonly SchoolConservationFee[],
  destination: string,
  checkIn: CalendarDate,
): Map<string, SchoolRate> {
  const inForce = new Map<string, SchoolConservationFee>();
  for (const fee of fees) {
    if (fee.destination_public_id !== destination) continue;
    if (fee.start_date > checkIn || checkIn > fee.end_date) continue;
    const current = inForce.get(fee.payment_public_id);
    if (!current || fee.start_date >= current.start_date) inForce.set(fee.payment_public_id, fee);
  }
  return new Map(
    [...inForce].map(([category, fee]) => [
      category,
      { name: fee.name, currency: fee.currency, amount: fee.amount },
    ]),
  );
}

/**
 * The school rates that apply to `request`: none unless it is a school booking.
 * @throws DomainError VALIDATION_FAILED 'Destination must be provided' (field destination) for
 * a school booking without a destination.
 */
export function schoolRatesFor(
  request: Pick<QuoteRequest, 'booking_type' | 'school' | 'destination' | 'check_in'>,
  fees: readonly SchoolConservationFee[],
): Map<string, SchoolRate> {
  if (!isSchoolBooking(request)) return new Map();
  if (!request.destination) {
    throw new DomainError('VALIDATION_FAILED', messages.destinationMissing, {
      fields: { destination: messages.destinationMissing },
    });
  }
  return schoolRatesOn(fees, request.destination, request.check_in);
}
