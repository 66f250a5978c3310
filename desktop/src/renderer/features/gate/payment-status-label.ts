/**
 * The payment status a kiosk screen shows: a booking the partner pays by invoice
 * (`on_account`, payment_period 1) reads "On account" until it is paid, not "Unpaid" — its
 * guests are admitted without paying at the gate.
 *
 * spec: staff-booking.md §2.8 (partner pays), §3.1 (gate pass); shared/src/schemas/sync.ts
 * (`ReplicaBooking.on_account`).
 */

/** What the screens call a booking on the partner's account that is not yet paid. */
export const ON_ACCOUNT = 'On account';

/** The status to show for `booking`. */
export function paymentStatusLabel(booking: {
  booking_payment_status: string;
  on_account?: boolean;
}): string {
  const settled = ['Paid', 'FOC'].includes(booking.booking_payment_status);
  return booking.on_account && !settled ? ON_ACCOUNT : booking.booking_payment_status;
}
