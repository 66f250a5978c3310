/**
 * The donations list (`/donations`): every donation, newest first (`GET /donations`), searched
 * by reference, donor, e-mail or phone, filtered by paid, cancelled and day; each reference
 * opens the donation. Links to Add donation and Donation causes for staff with those features.
 *
 * spec: membership-backoffice.md §2.5 (Donors and donations); api-contract.md §People and logs.
 */

import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatInstant } from '../../lib/format-time';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { donationPath, donationStatus } from '../people-admin/donation-words';
import { useStaffCan } from '../people-admin/use-staff-can';
import { dayRangeFilters, isPaidFilter } from './people-filters';
import type { StaffDonation, StaffDonationPage } from './people-types';

type Filter = 'search' | 'is_paid' | 'cancelled' | 'from' | 'to';

const filters: readonly FilterField<Filter>[] = [
  { name: 'search', label: 'Search (reference, donor, e-mail, phone)', kind: 'text' },
  isPaidFilter,
  {
    name: 'cancelled',
    label: 'Cancelled',
    kind: 'choice',
    options: [
      { value: 'false', label: 'Not cancelled' },
      { value: 'true', label: 'Cancelled' },
    ],
  },
  ...dayRangeFilters,
];

const column = createColumnHelper<ListFeatures, StaffDonation>();
const columns = column.columns([
  column.accessor('donation_ref_code', {
    header: 'Reference',
    cell: (info) => (
      <Link to={donationPath(info.row.original.public_id)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor((row) => `${row.first_name} ${row.sur_name}`, { id: 'donor', header: 'Donor' }),
  column.accessor((row) => row.cause ?? '—', { id: 'cause', header: 'Cause' }),
  column.accessor((row) => formatMoney(row.amount, row.currency, 2), {
    id: 'amount',
    header: 'Amount',
  }),
  column.accessor(donationStatus, { id: 'status', header: 'Status' }),
  column.accessor((row) => row.booking_ref_code ?? '—', { id: 'booking', header: 'Booking' }),
  column.accessor((row) => formatInstant(row.created_at), { id: 'at', header: 'Made' }),
]);

export function DonationsListPage() {
  const can = useStaffCan();
  return (
    <ResourceList<Filter, StaffDonationPage, StaffDonation>
      title="Donations"
      path="/donations"
      items={15}
      filters={filters}
      columns={columns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.public_id}
      noun={{ one: 'donation', many: 'donations' }}
      tabs={
        <p className="button-row">
          {can(staffFeatures.addDonation) && (
            <Link className="button" to="/add-donation">
              Add donation
            </Link>
          )}
          {can(staffFeatures.donationCauses) && (
            <Link className="button" to="/donations-causes">
              Donation causes
            </Link>
          )}
        </p>
      }
    />
  );
}
