/**
 * Booking public ids are UUIDs; anything else names no booking (the routes answer 404, not a
 * database error).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` has the form of a booking public id. */
export function isBookingPublicId(value: string): boolean {
  return UUID.test(value);
}
