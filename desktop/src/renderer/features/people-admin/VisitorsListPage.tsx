/**
 * Visitors (`/visitors`, route Visitors): visitations newest first (`GET /visitors`), open or
 * closed, by visitor type, search (name, phone, document, pass, plate, organisation) and days,
 * or the deleted ones to restore; each pass number opens the visitation. Links to New visitor
 * and Visitor settings.
 *
 * spec: membership-backoffice.md §2.5 (Visitors: visitors, visitors-history), §4 (Visitation:
 * open to closed); api-contract.md §People and logs (`GET /visitors`).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatInstant } from '../../lib/format-time';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { dayRangeFilters } from '../people-lists/people-filters';
import { useStaffCan } from './use-staff-can';
import { useNamedList, type Visitation, type VisitationPage, visitorPath } from './visitor-types';

type Filter = 'search' | 'status' | 'visitor_type' | 'from' | 'to' | 'deleted';

const column = createColumnHelper<ListFeatures, Visitation>();
const columns = column.columns([
  column.accessor('pass_number', {
    header: 'Pass',
    cell: (info) => (
      <Link to={visitorPath(info.row.original.public_id)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('name', { header: 'Visitor' }),
  column.accessor('visitor_type', { header: 'Type' }),
  column.accessor((row) => row.organisation ?? '—', { id: 'organisation', header: 'Organisation' }),
  column.accessor('count', { header: 'People' }),
  column.accessor((row) => row.vehicle_plate ?? '—', { id: 'plate', header: 'Vehicle' }),
  column.accessor((row) => (row.status === 'open' ? 'Open' : 'Closed'), {
    id: 'status',
    header: 'Status',
  }),
  column.accessor((row) => formatInstant(row.opened_at), { id: 'opened', header: 'Opened' }),
]);

export function VisitorsListPage() {
  const can = useStaffCan();
  const types = useNamedList('/visitor-types').data ?? [];
  const filters: readonly FilterField<Filter>[] = [
    { name: 'search', label: 'Search (name, phone, document, pass, plate)', kind: 'text' },
    {
      name: 'status',
      label: 'Visitation',
      kind: 'choice',
      options: [
        { value: 'open', label: 'Open' },
        { value: 'closed', label: 'Closed' },
      ],
    },
    {
      name: 'visitor_type',
      label: 'Visitor type',
      kind: 'choice',
      options: types.map((type) => ({ value: type.public_id, label: type.name })),
    },
    ...dayRangeFilters,
    {
      name: 'deleted',
      label: 'Deleted',
      kind: 'choice',
      anyLabel: 'Not deleted',
      options: [{ value: 'true', label: 'Deleted only' }],
    },
  ];
  return (
    <ResourceList<Filter, VisitationPage, Visitation>
      title="Visitors"
      path="/visitors"
      items={15}
      filters={filters}
      columns={columns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.public_id}
      noun={{ one: 'visitation', many: 'visitations' }}
      tabs={
        <p className="button-row">
          {can(staffFeatures.newVisitor) && (
            <Link className="button" to="/new-visitor">
              New visitor
            </Link>
          )}
          {can(staffFeatures.visitorsSettings) && (
            <Link className="button" to="/visitors-settings">
              Visitor settings
            </Link>
          )}
        </p>
      }
    />
  );
}
