/**
 * The alert screens' calls: a booking's alerts and its query key, adding one, and changing one
 * (`PATCH /booking-alerts/{note_id}`: a new note, or resolved); after a change the booking's
 * alerts, its history and the alerted lists are fetched again.
 *
 * spec: api-contract.md §Staff bookings; staff-booking.md §2.9 (alerted lists).
 */
import type { BookingAlertPatch, BookingAlertRead } from '@hifadhi/shared/schemas/booking-ban';
import type { QueryClient } from '@tanstack/react-query';
import { staffRequest } from '../../lib/staff-api';

/** The API path of booking `bookingPublicId` (also the booking page's query key). */
export function bookingApiPath(bookingPublicId: string): string {
  return `/bookings/${encodeURIComponent(bookingPublicId)}`;
}

/** The API path of alert `notePublicId`. */
export function alertApiPath(notePublicId: string): string {
  return `/booking-alerts/${encodeURIComponent(notePublicId)}`;
}

/** The path of alert `notePublicId`'s edit screen. */
export function alertEditPath(notePublicId: string): string {
  return `/booking/update-alert/${encodeURIComponent(notePublicId)}`;
}

/** `PATCH /booking-alerts/{note_id}`. */
export function changeAlert(notePublicId: string, patch: BookingAlertPatch) {
  return staffRequest<BookingAlertRead>('PATCH', alertApiPath(notePublicId), patch);
}

/** Fetches again what an alert change shows: the booking (alerts, history) and the lists. */
export async function refetchAfterAlertChange(
  queryClient: QueryClient,
  bookingPublicId: string,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [bookingApiPath(bookingPublicId)] }),
    queryClient.invalidateQueries({ queryKey: ['/bookings'] }),
  ]);
}
