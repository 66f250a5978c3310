/**
 * A booking's history for staff: every event of `booking_events`, oldest first, as
 * `{ event, at, user, details }`, where `user` is the staff user's full name when a staff user
 * did it, else who did (`public`, `system`, a device's public id).
 *
 * spec: api-contract.md §Staff bookings (GET /bookings/{id}/events); staff-booking.md §4.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { users } from '../db/schema/auth';
import { bookingEvents } from '../db/schema/bookings';
import type { StaffActor } from './booking-operation';
import { bookingInScope } from './staff-booking-read';

export const bookingHistorySchema = z.array(
  z.object({
    event: z.string(),
    at: z.string(),
    user: z.string(),
    details: z.record(z.string(), z.unknown()),
  }),
);
export type BookingHistory = z.infer<typeof bookingHistorySchema>;

/**
 * The history of booking `bookingPublicId` (see the module comment).
 * @throws DomainError BOOKING_NOT_FOUND 'Booking not found' (also another partner's booking).
 */
export async function readBookingHistory(
  db: Database,
  bookingPublicId: string,
  actor: StaffActor,
): Promise<BookingHistory> {
  const id = await bookingInScope(db, bookingPublicId, actor.partnerPublicId);
  const rows = await db
    .select({
      event: bookingEvents.type,
      at: bookingEvents.at,
      actor: bookingEvents.actor,
      full_name: users.full_name,
      details: bookingEvents.payload,
    })
    .from(bookingEvents)
    .leftJoin(users, eq(sql`${users.public_id}::text`, bookingEvents.actor))
    .where(eq(bookingEvents.booking_id, id))
    .orderBy(asc(bookingEvents.id));
  return rows.map((row) => ({
    event: row.event,
    at: row.at.toISOString(),
    user: row.full_name ?? row.actor,
    details: row.details as Record<string, unknown>,
  }));
}
