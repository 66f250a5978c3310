/**
 * The bans list's columns: who (to the ban's page), what they are recognised by, the days the
 * ban runs, its status and who made it.
 *
 * spec: staff-booking.md §3.13, §2.9 (bans list).
 */
import type { BookingBanRead } from '@hifadhi/shared/schemas/booking-ban';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { banDays, banIdentifiers, banPath, banStatusTone } from './ban-words';

const column = createColumnHelper<ListFeatures, BookingBanRead>();

export const banColumns = column.columns([
  column.accessor((row) => `${row.first_name} ${row.last_name}`, {
    id: 'name',
    header: 'Guest',
    cell: (info) => (
      <Link to={banPath(info.row.original.booking_ban_public_id)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor(banIdentifiers, {
    id: 'identifiers',
    header: 'Recognised by',
    cell: (info) => info.getValue().map((identifier) => <div key={identifier}>{identifier}</div>),
  }),
  column.accessor(banDays, { id: 'days', header: 'Days' }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <span className={banStatusTone(info.getValue())}>{info.getValue()}</span>,
  }),
  column.accessor('session_user', { header: 'Made by' }),
]);
