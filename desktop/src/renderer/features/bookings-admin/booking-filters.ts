/**
 * The bookings list's filters (as `GET /bookings` query parameters) and its `list` tabs.
 *
 * spec: staff-booking.md §2.9 (lists; search by key and by date range; status and payment
 * status filters); api-contract.md §Staff bookings (`GET /bookings?list=…`).
 */
import { bookingStatuses } from '@hifadhi/shared/schemas/booking';
import type { BookingList } from '@hifadhi/shared/schemas/staff-booking-operations';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import { statusInWords } from './booking-words';

export type BookingFilterName =
  | 'search'
  | 'from'
  | 'to'
  | 'booking_status'
  | 'booking_payment_status';

export const bookingFilters: readonly FilterField<BookingFilterName>[] = [
  { name: 'search', label: 'Search (reference, name, e-mail, phone)', kind: 'text' },
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
  {
    name: 'booking_status',
    label: 'Status',
    kind: 'choice',
    options: bookingStatuses.map((status) => ({ value: status, label: statusInWords(status) })),
  },
  {
    name: 'booking_payment_status',
    label: 'Payment status',
    kind: 'choice',
    options: ['Unpaid', 'Partially Paid', 'Paid', 'FOC'].map((status) => ({
      value: status,
      label: status,
    })),
  },
];

/** The `list` tabs of the bookings screen, in order. */
export const bookingListTabs: readonly { list: BookingList; label: string }[] = [
  { list: 'all', label: 'All' },
  { list: 'confirmed', label: 'Confirmed' },
  { list: 'unconfirmed', label: 'Unconfirmed' },
  { list: 'checked_in', label: 'Checked in' },
  { list: 'checked_out', label: 'Checked out' },
  { list: 'overstays', label: 'Overstays' },
  { list: 'today_check_in', label: "Today's check-ins" },
  { list: 'today_check_out', label: "Today's check-outs" },
  { list: 'deleted', label: 'Deleted' },
];

/** Bookings a page holds (first page and every next one). spec: staff-booking.md §9. */
export const BOOKINGS_PER_PAGE = 15;
