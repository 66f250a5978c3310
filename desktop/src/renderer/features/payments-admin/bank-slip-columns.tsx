/**
 * The bank slips list's columns: the slip (bank, reference, payer), amount, day paid, and its
 * allocation (the booking it paid, opening it) or, not yet allocated, an Allocate button for a
 * user who may allocate.
 *
 * spec: staff-booking.md §2.9 (bank slips, with allocate).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatInstant } from '../../lib/format-time';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { bookingPath } from '../staff-shell/staff-routes';
import type { BankSlip } from './payments-admin-types';

const slip = createColumnHelper<ListFeatures, BankSlip>();

/** The columns; `onAllocate` is null for a user who may not allocate. */
export function bankSlipColumns(onAllocate: ((chosen: BankSlip) => void) | null) {
  return slip.columns([
    slip.accessor('reference', {
      header: 'Slip',
      cell: (info) => (
        <>
          <span className="ref-code">{info.getValue()}</span>
          <br />
          <span className="muted">
            {info.row.original.bank}
            {info.row.original.payer ? ` · ${info.row.original.payer}` : ''}
          </span>
        </>
      ),
    }),
    slip.accessor('amount', {
      header: 'Amount',
      cell: (info) => formatMoney(info.getValue(), info.row.original.currency),
    }),
    slip.accessor('paid_on', { header: 'Paid on' }),
    slip.accessor('allocation', {
      header: 'Allocated to',
      cell: (info) => {
        const allocation = info.getValue();
        if (allocation) {
          return (
            <>
              <Link to={bookingPath(allocation.booking_public_id)} className="ref-link">
                {allocation.booking_ref_code}
              </Link>
              <br />
              <span className="muted">
                {formatInstant(allocation.allocated_at)}
                {allocation.allocated_by_name ? ` · ${allocation.allocated_by_name}` : ''}
              </span>
            </>
          );
        }
        return onAllocate ? (
          <button type="button" className="button" onClick={() => onAllocate(info.row.original)}>
            Allocate
          </button>
        ) : (
          <span className="tag tag-warning">Not allocated</span>
        );
      },
    }),
  ]);
}
