/**
 * The donations list (`/donations`): every donation the public site recorded, newest first
 * (`GET /donations`), searched by reference, donor, e-mail or phone, filtered by paid and day.
 *
 * spec: membership-backoffice.md §2.5 (Donors and donations); api-contract.md §People and logs.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { createColumnHelper } from '@tanstack/react-table';
import { formatInstant } from '../../lib/format-time';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { dayRangeFilters, isPaidFilter } from './people-filters';
import type { StaffDonation, StaffDonationPage } from './people-types';

type Filter = 'search' | 'is_paid' | 'from' | 'to';

const filters: readonly FilterField<Filter>[] = [
  { name: 'search', label: 'Search (reference, donor, e-mail, phone)', kind: 'text' },
  isPaidFilter,
  ...dayRangeFilters,
];

const column = createColumnHelper<ListFeatures, StaffDonation>();
const columns = column.columns([
  column.accessor('donation_ref_code', { header: 'Reference' }),
  column.accessor((row) => `${row.first_name} ${row.sur_name}`, { id: 'donor', header: 'Donor' }),
  column.accessor((row) => row.cause ?? '—', { id: 'cause', header: 'Cause' }),
  column.accessor((row) => formatMoney(row.amount, row.currency, 2), {
    id: 'amount',
    header: 'Amount',
  }),
  column.accessor((row) => (row.paid === 1 ? 'Paid' : 'Not paid'), { id: 'paid', header: 'Paid' }),
  column.accessor((row) => row.booking_ref_code ?? '—', { id: 'booking', header: 'Booking' }),
  column.accessor((row) => formatInstant(row.created_at), { id: 'at', header: 'Made' }),
]);

export function DonationsListPage() {
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
    />
  );
}
