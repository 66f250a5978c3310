/**
 * One booking for staff: the booking as read back (`readBooking`), plus where it came from,
 * its partner, its gate, and its check-in events. A partner user reads only its own
 * institution's bookings; any other is "not found" to it, so it learns nothing of them.
 *
 * spec: staff-booking.md §3.12 (booking as read back), §6 (partner fixed to its institution);
 * research offline-checkin-anchors.md §4 (check-in and check-out across gates).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { bookingReadSchema } from '@hifadhi/shared/schemas/booking';
import { replicaCheckInSchema } from '@hifadhi/shared/schemas/sync';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isBookingPublicId } from '../bookings/booking-public-id';
import { readBooking } from '../bookings/read-booking';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { partners } from '../db/schema/catalogue';
import { staffBookingDetails } from '../db/schema/staff-booking-details';
import { checkIns, devices } from '../db/schema/sync';
import { partnerScope } from './staff-booking-list';

export const staffBookingReadSchema = bookingReadSchema.extend({
  source: z.string(),
  partner_public_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  entry_point: z.string().nullable(),
  destination_public_id: z.string().nullable(),
  member_public_id: z.string().nullable(),
  check_ins: z.array(replicaCheckInSchema),
  /** 0 the guest pays, 1 the partner pays on account; null for a booking not made by staff. */
  payment_period: z.number().int().nullable(),
  school_public_id: z.string().nullable(),
  /** A school's contacts or a corporate organisation and contact person; null otherwise. */
  group_details: z.record(z.string(), z.unknown()).nullable(),
  /**
   * The staff request the booking was last priced from (lines with their discounts and the gate
   * pass fields), for the wizard's Amend Booking; null for a booking not made by staff.
   */
  staff_request: z.record(z.string(), z.unknown()).nullable(),
});
export type StaffBookingRead = z.infer<typeof staffBookingReadSchema>;

/**
 * The internal id of booking `bookingPublicId` if `partnerPublicId` (a partner user's
 * institution, or null for staff) may see it.
 * @throws DomainError BOOKING_NOT_FOUND 'Booking not found'.
 */
export async function bookingInScope(
  db: Executor,
  bookingPublicId: string,
  partnerPublicId: string | null,
): Promise<number> {
  const [row] = isBookingPublicId(bookingPublicId)
    ? await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.booking_public_id, bookingPublicId), partnerScope(partnerPublicId)))
    : [];
  if (!row) throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
  return row.id;
}

/**
 * See the module comment.
 * @throws DomainError BOOKING_NOT_FOUND 'Booking not found'.
 */
export async function readStaffBooking(
  deps: { db: Database; clock: Clock },
  bookingPublicId: string,
  partnerPublicId: string | null,
): Promise<StaffBookingRead> {
  const id = await bookingInScope(deps.db, bookingPublicId, partnerPublicId);
  const [read, [extra], events] = await Promise.all([
    readBooking(deps, bookingPublicId),
    deps.db
      .select({
        source: bookings.source,
        partner_public_id: bookings.partner_public_id,
        partner_name: partners.name,
        entry_point: bookings.entry_point,
        destination_public_id: bookings.destination_public_id,
        member_public_id: bookings.member_public_id,
        booking_type_code: staffBookingDetails.booking_type_code,
        payment_period: staffBookingDetails.payment_period,
        school_public_id: staffBookingDetails.school_public_id,
        group_details: staffBookingDetails.group_details,
        staff_request: staffBookingDetails.request,
      })
      .from(bookings)
      .leftJoin(partners, eq(partners.public_id, bookings.partner_public_id))
      .leftJoin(staffBookingDetails, eq(staffBookingDetails.booking_id, bookings.id))
      .where(eq(bookings.id, id)),
    deps.db
      .select({
        check_in_public_id: checkIns.check_in_public_id,
        direction: checkIns.direction,
        gate_public_id: checkIns.gate_public_id,
        device_public_id: devices.device_public_id,
        device_time: checkIns.device_time,
        server_time: checkIns.server_time,
        forced: checkIns.forced,
      })
      .from(checkIns)
      .leftJoin(devices, eq(devices.id, checkIns.device_id))
      .where(eq(checkIns.booking_id, id))
      .orderBy(asc(checkIns.device_time), asc(checkIns.id)),
  ]);
  const object = (value: unknown) => (value ?? null) as Record<string, unknown> | null;
  return {
    ...read,
    booking_type_id: extra!.booking_type_code ?? read.booking_type_id,
    source: extra!.source,
    partner_public_id: extra!.partner_public_id,
    partner_name: extra!.partner_name ?? null,
    entry_point: extra!.entry_point,
    destination_public_id: extra!.destination_public_id,
    member_public_id: extra!.member_public_id,
    payment_period: extra!.payment_period ?? null,
    school_public_id: extra!.school_public_id ?? null,
    group_details: object(extra!.group_details),
    staff_request: object(extra!.staff_request),
    check_ins: events.map((event) => ({
      ...event,
      device_time: event.device_time.toISOString(),
      server_time: event.server_time.toISOString(),
    })),
  };
}
