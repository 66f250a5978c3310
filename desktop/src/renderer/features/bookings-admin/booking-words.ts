/**
 * Booking statuses and payment statuses as staff read them, with the tag tone of each.
 *
 * spec: staff-booking.md §4 (booking states), §3.12 (payment status).
 */

const statusWords: Record<string, string> = {
  held: 'Unconfirmed (held)',
  confirmed: 'Confirmed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  deleted: 'Deleted',
};

/** A booking status in words ('checked_in' → 'Checked in'). */
export function statusInWords(status: string): string {
  return statusWords[status] ?? status.replaceAll('_', ' ');
}

/** The tag class of a booking or payment status. */
export function statusTone(status: string): string {
  if (['confirmed', 'checked_in', 'Paid', 'FOC'].includes(status)) return 'tag tag-success';
  if (['held', 'Partially Paid', 'Unpaid'].includes(status)) return 'tag tag-warning';
  if (['expired', 'cancelled', 'deleted'].includes(status)) return 'tag tag-error';
  return 'tag';
}
