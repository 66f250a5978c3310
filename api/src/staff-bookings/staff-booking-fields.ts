/**
 * What creating and amending a staff booking share: the dates staff may book (check-in back to
 * the 7-day staff backdating window, every line within the stay), the destination checked
 * against the catalogue, and the booking row's columns from the gate pass fields (guest,
 * destination, entry, member, partner, booking type).
 *
 * spec: staff-booking.md §3.1, §5 (staff screens allow back to 7 days ago), §9 (backdating
 * window 7 days; booking type codes).
 */
import { addDays, type CalendarDate, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import {
  bookingTypeCodeOf,
  INDIVIDUAL_BOOKING_TYPE,
  type StaffBookingRequest,
} from '@hifadhi/shared/schemas/staff-booking';
import { BACKDATED_TOO_FAR, STAFF_BACKDATING_DAYS } from '@hifadhi/shared/schemas/sync';
import { eq } from 'drizzle-orm';
import { checkStayDates } from '../bookings/stay-dates';
import type { Executor } from '../db/database';
import type { bookings } from '../db/schema/bookings';
import { destinations } from '../db/schema/catalogue';
import { staffBookingMessages } from './staff-booking-messages';

type BookingRow = typeof bookings.$inferInsert;

/**
 * Checks `request`'s dates at `now`: check-in no earlier than 7 days ago, facility and activity
 * dates within the stay.
 * @throws DomainError VALIDATION_FAILED on `check_in` ('Check-in cannot be more than 7 days
 *   ago'), or as `checkStayDates` on the lines.
 */
export function checkStaffDates(
  request: Pick<StaffBookingRequest, 'check_in' | 'check_out' | 'facilities' | 'inventory'>,
  now: Date,
): void {
  const earliest: CalendarDate = addDays(calendarDateAt(now), -STAFF_BACKDATING_DAYS);
  if (request.check_in < earliest) {
    throw new DomainError('VALIDATION_FAILED', BACKDATED_TOO_FAR, {
      fields: { check_in: BACKDATED_TOO_FAR },
    });
  }
  checkStayDates(request, earliest);
}

/**
 * Checks `destination` for a new quote or booking; a soft-deleted one is refused unless
 * `allowDeleted` (a kiosk's walk-in, which came in while it was open).
 * @throws DomainError UNKNOWN_REFERENCE 'There is no such destination' on `destination`;
 * VALIDATION_FAILED '{name} is no longer open for bookings' on `destination` for a deleted one.
 */
export async function checkDestination(
  db: Executor,
  destination: string,
  allowDeleted = false,
): Promise<void> {
  const [row] = await db
    .select({ name: destinations.destination_name, deleted_at: destinations.deleted_at })
    .from(destinations)
    .where(eq(destinations.destination_public_id, destination));
  if (!row) {
    const message = staffBookingMessages.destinationNotFound;
    throw new DomainError('UNKNOWN_REFERENCE', message, { fields: { destination: message } });
  }
  if (row.deleted_at !== null && !allowDeleted) {
    const message = catalogueSettingsMessages.destinationDeleted(row.name);
    throw new DomainError('VALIDATION_FAILED', message, { fields: { destination: message } });
  }
}

/** The booking row's columns of `request`'s gate pass fields, for `partner` (or none). */
export function gatePassColumns(request: StaffBookingRequest, partner: string | null) {
  const code = bookingTypeCodeOf(request);
  return {
    booking_type: code === INDIVIDUAL_BOOKING_TYPE ? 'individual' : 'group',
    group_booking_type_public_id: code === INDIVIDUAL_BOOKING_TYPE ? null : code,
    first_name: request.first_name,
    last_name: request.last_name,
    email: request.email,
    phone: request.phone,
    code: request.code,
    country: request.country,
    city: request.city ?? '',
    additional_note: request.note,
    entry_mode_public_id: request.entry_mode,
    entry_point: request.entry_point,
    mode_registration: request.mode_registration,
    destination_public_id: request.destination,
    member_public_id: request.member ?? null,
    partner_public_id: partner,
  } satisfies Partial<BookingRow>;
}
