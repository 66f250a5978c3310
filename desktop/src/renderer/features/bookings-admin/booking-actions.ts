/**
 * Which operations the booking page offers: those the booking's status allows (the lifecycle
 * table; an operation that would leave the booking where it is, e.g. confirming a confirmed
 * booking, is not offered) and the user's features allow (the feature urls of `GET /auth/me`'s
 * menus, as the API's routes require them), and a payment only while something is left to pay.
 *
 * spec: staff-booking.md §4 (lifecycle), §6 (update, FOC and credit-note abilities);
 * api-contract.md §Staff bookings; shared/src/bookings/booking-lifecycle.ts (`operationFeatures`).
 */
import {
  type BookingOperation,
  bookingOperations,
  lifecycleTable,
  operationFeatures,
} from '@hifadhi/shared/bookings/booking-lifecycle';
import type { BookingStatus } from '@hifadhi/shared/schemas/booking';

/** The booking as the page knows it. */
export interface ActionableBooking {
  booking_status: BookingStatus;
  /** Whole units of the booking's currency. */
  booking_payment_balance: number;
}

/** The operations the page offers as buttons: amending is the wizard's (BookingWizardLinks). */
export type PageOperation = Exclude<BookingOperation, 'amend'>;

/** The operations to offer on `booking` to a user with `featureUrls`, in the table's order. */
export function offeredOperations(
  booking: ActionableBooking,
  featureUrls: ReadonlySet<string>,
): PageOperation[] {
  const row = lifecycleTable[booking.booking_status];
  return bookingOperations.filter((operation): operation is PageOperation => {
    if (operation === 'amend') return false;
    const rule = row[operation];
    if (rule === null || rule.to === 'unchanged') return false;
    if (operation === 'record_payment' && booking.booking_payment_balance <= 0) return false;
    return operationFeatures[operation].some((url) => featureUrls.has(url));
  });
}
