/**
 * A booking ban in words for the bans screens: what the guest is recognised by, the days it
 * runs, its status tone and its page's path.
 *
 * spec: staff-booking.md §3.13; §2 (route bookings/ban/{booking_ban_id}).
 */
import type { BookingBanRead } from '@hifadhi/shared/schemas/booking-ban';

/** The ban's e-mail address, phone number and vehicle registration, those it has. */
export function banIdentifiers(ban: BookingBanRead): string[] {
  return [ban.email_address, ban.phone_number, ban.vehicle_registration].filter(
    (value) => value !== null,
  );
}

/** `2026-11-01 to 2026-12-31`, or `from 2026-11-01 until ended`. */
export function banDays(
  ban: Pick<BookingBanRead, 'booking_ban_start_date' | 'booking_ban_end_date'>,
) {
  return ban.booking_ban_end_date === null
    ? `from ${ban.booking_ban_start_date} until ended`
    : `${ban.booking_ban_start_date} to ${ban.booking_ban_end_date}`;
}

/** The tag class of a ban's status: active bans stand out. */
export function banStatusTone(status: BookingBanRead['status']): string {
  return status === 'active' ? 'tag tag-error' : 'tag';
}

/** The path of ban `banPublicId`'s page. */
export function banPath(banPublicId: string): string {
  return `/bookings/ban/${encodeURIComponent(banPublicId)}`;
}
