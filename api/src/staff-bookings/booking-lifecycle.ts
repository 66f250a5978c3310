/**
 * The booking lifecycle table (status × operation), kept in shared/ so the staff app shows only
 * the operations a booking's status allows; re-exported here for the API's services.
 *
 * spec: staff-booking.md §4; api-contract.md §Staff bookings.
 */
export * from '@hifadhi/shared/bookings/booking-lifecycle';
