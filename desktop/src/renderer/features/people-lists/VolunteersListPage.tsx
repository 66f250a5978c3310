/**
 * The volunteers list (`/volunteers`): every application to a volunteer programme, newest first
 * (`GET /volunteers`), searched by name, e-mail, phone or ID number, filtered by payment status.
 *
 * spec: membership-backoffice.md §2.5 (Volunteers); api-contract.md §People and logs.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatInstant } from '../../lib/format-time';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import type { StaffVolunteer, StaffVolunteerPage } from './people-types';

type Filter = 'search' | 'payment_status';

const filters: readonly FilterField<Filter>[] = [
  { name: 'search', label: 'Search (name, e-mail, phone, ID number)', kind: 'text' },
  {
    name: 'payment_status',
    label: 'Payment',
    kind: 'choice',
    options: [
      { value: 'Paid', label: 'Paid' },
      { value: 'Unpaid', label: 'Unpaid' },
    ],
  },
];

const column = createColumnHelper<ListFeatures, StaffVolunteer>();
const columns = column.columns([
  column.accessor((row) => `${row.first_name} ${row.sur_name}`, {
    id: 'name',
    header: 'Applicant',
    cell: (info) => (
      <Link
        to={`/volunteer-application/${encodeURIComponent(info.row.original.volunteer_public_id)}`}
        className="ref-link"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('program', { header: 'Programme' }),
  column.accessor((row) => `${row.email} · ${row.tel}`, { id: 'contact', header: 'Contact' }),
  column.accessor((row) => formatMoney(row.price, row.currency, 2), {
    id: 'price',
    header: 'Price',
  }),
  column.accessor('payment_status', { header: 'Payment' }),
  column.accessor((row) => formatInstant(row.created_at), { id: 'at', header: 'Applied' }),
]);

export function VolunteersListPage() {
  return (
    <ResourceList<Filter, StaffVolunteerPage, StaffVolunteer>
      title="Volunteers"
      path="/volunteers"
      items={15}
      filters={filters}
      columns={columns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.volunteer_public_id}
      noun={{ one: 'application', many: 'applications' }}
    />
  );
}
