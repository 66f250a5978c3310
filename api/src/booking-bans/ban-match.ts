/**
 * The one check every booking creation makes, inside its own transaction: does the guest match
 * an active ban (status active, today within its start and end dates) by e-mail address, phone
 * number or vehicle registration, compared by their keys (`ban-keys.ts`)? A public or staff
 * booking that does is refused with 409 BOOKING_BANNED before anything is written; a gate
 * walk-in is already at the gate (the kiosk may have taken it offline), so it is accepted and
 * the caller flags it with an alert naming the ban.
 *
 * spec: staff-booking.md §3.13; api-contract.md §Staff bookings (refused with 409
 * BOOKING_BANNED, flagged at the gate).
 */
import type { CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { bookingBanMessages } from '@hifadhi/shared/schemas/booking-ban';
import { and, asc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import { insertBookingAlert } from '../booking-alerts/booking-alerts';
import type { Executor, Transaction } from '../db/database';
import { bookingBans } from '../db/schema/booking-bans';
import { banKeys } from './ban-keys';

/** The guest as a booking names them. */
export interface BookingGuest {
  email: string | null | undefined;
  phone: string | null | undefined;
  vehicle_registration: string | null | undefined;
}

/** The ban a guest matched. */
export interface BanMatch {
  booking_ban_public_id: string;
  first_name: string;
  last_name: string;
  reason: string;
}

/** The first active ban (oldest first) `guest` matches on `today`, or undefined. */
export async function activeBanFor(
  db: Executor,
  guest: BookingGuest,
  today: CalendarDate,
): Promise<BanMatch | undefined> {
  const keys = banKeys(guest);
  const matches: SQL[] = [];
  if (keys.email_key) matches.push(eq(bookingBans.email_key, keys.email_key));
  if (keys.phone_key) matches.push(eq(bookingBans.phone_key, keys.phone_key));
  if (keys.vehicle_key) matches.push(eq(bookingBans.vehicle_key, keys.vehicle_key));
  if (matches.length === 0) return undefined;
  const [ban] = await db
    .select({
      booking_ban_public_id: bookingBans.booking_ban_public_id,
      first_name: bookingBans.first_name,
      last_name: bookingBans.last_name,
      reason: bookingBans.reason,
    })
    .from(bookingBans)
    .where(
      and(
        eq(bookingBans.status, 'active'),
        lte(bookingBans.booking_ban_start_date, today),
        or(isNull(bookingBans.booking_ban_end_date), gte(bookingBans.booking_ban_end_date, today)),
        or(...matches),
      ),
    )
    .orderBy(asc(bookingBans.id))
    .limit(1);
  return ban;
}

/**
 * Screens a new booking's guest (see the module comment): a gate walk-in gets back the ban it
 * matched (or undefined) to flag once written; any other booking is refused.
 * @throws DomainError BOOKING_BANNED with `bookingBanMessages.banned` for a public or staff
 *   booking whose guest matches an active ban.
 */
export async function screenBookingGuest(
  db: Executor,
  guest: BookingGuest,
  today: CalendarDate,
  source: 'public' | 'staff' | 'gate',
): Promise<BanMatch | undefined> {
  const ban = await activeBanFor(db, guest, today);
  if (ban && source !== 'gate') throw new DomainError('BOOKING_BANNED', bookingBanMessages.banned);
  return ban;
}

/**
 * Flags booking `bookingId` (a gate walk-in whose guest matched `ban`) with an alert naming
 * the ban, written by `system` with its `alert_added` event, in the caller's transaction.
 */
export async function flagBannedBooking(
  tx: Transaction,
  bookingId: number,
  ban: BanMatch,
  at: Date,
): Promise<void> {
  await insertBookingAlert(tx, {
    bookingId,
    note: `Matches booking ban ${ban.booking_ban_public_id} (${ban.first_name} ${ban.last_name}): ${ban.reason}`,
    actor: 'system',
    at,
    details: { booking_ban_public_id: ban.booking_ban_public_id },
  });
}
