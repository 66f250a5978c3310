/**
 * Where the inspection screens live in the staff app.
 *
 * spec: staff-booking.md §2 (bookings/inspection, booking/inspection/{booking_id}).
 */

/** The scan-or-type screen, the Inspection Ranger's landing. */
export const INSPECTION_HOME = '/bookings/inspection';

/** The inspection page of booking `bookingPublicId`, with the ticket code scanned, if any. */
export function inspectionPath(bookingPublicId: string, scannedCode: string | null = null): string {
  const path = `/booking/inspection/${encodeURIComponent(bookingPublicId)}`;
  return scannedCode ? `${path}?code=${encodeURIComponent(scannedCode)}` : path;
}
