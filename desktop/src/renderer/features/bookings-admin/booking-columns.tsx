/**
 * The bookings list's columns: reference (to the booking), guest, stay, guests, status,
 * payment status, total and balance.
 *
 * spec: staff-booking.md §2.9 (booking lists), §3.12.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatStay } from '../../lib/format-time';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { bookingPath } from '../staff-shell/staff-routes';
import { statusInWords, statusTone } from './booking-words';
import type { StaffBookingSummary } from './staff-booking-types';

const column = createColumnHelper<ListFeatures, StaffBookingSummary>();

export const bookingColumns = column.columns([
  column.accessor('booking_ref_code', {
    header: 'Reference',
    cell: (info) => (
      <Link to={bookingPath(info.row.original.booking_public_id)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor((row) => `${row.booking_details.first_name} ${row.booking_details.last_name}`, {
    id: 'guest',
    header: 'Guest',
    cell: (info) => (
      <>
        {info.getValue()}
        <br />
        <span className="muted">{info.row.original.booking_details.phone_number}</span>
      </>
    ),
  }),
  column.accessor('booking_check_in_date', {
    header: 'Stay',
    cell: (info) =>
      formatStay(info.row.original.booking_check_in_date, info.row.original.booking_check_out_date),
  }),
  column.accessor('guest_total', { header: 'Guests' }),
  column.accessor('booking_status', {
    header: 'Status',
    cell: (info) => (
      <span className={statusTone(info.getValue())}>{statusInWords(info.getValue())}</span>
    ),
  }),
  column.accessor('booking_payment_status', {
    header: 'Payment',
    cell: (info) => <span className={statusTone(info.getValue())}>{info.getValue()}</span>,
  }),
  column.accessor('total_cost', {
    header: 'Total',
    cell: (info) => formatMoney(info.getValue(), info.row.original.currency),
  }),
  column.accessor('booking_payment_balance', {
    header: 'Balance',
    cell: (info) => formatMoney(info.getValue(), info.row.original.currency),
  }),
]);
