/**
 * Recent inspections (`/inspections`): `GET /inspections`, newest first, 15 a page, filtered by
 * reference or name and by the days inspected: when, the booking (opening its inspection page),
 * what was found with the note, and who with the gate.
 *
 * spec: staff-booking.md §2.9 (lists: server-side paging, searches by key and date range), §9.
 */
import { inspectionOutcomeWords } from '@hifadhi/shared/schemas/inspection';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatInstant } from '../../lib/format-time';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { inspectionPath } from './inspection-paths';
import type { Inspection, InspectionPage } from './inspection-types';

const INSPECTIONS_PER_PAGE = 15;

type FilterName = 'search' | 'from' | 'to';

const filters: readonly FilterField<FilterName>[] = [
  { name: 'search', label: 'Reference or name', kind: 'text' },
  { name: 'from', label: 'Inspected from', kind: 'date' },
  { name: 'to', label: 'Inspected to', kind: 'date' },
];

const column = createColumnHelper<ListFeatures, Inspection>();

const columns = column.columns([
  column.accessor('inspected_at', {
    header: 'When',
    cell: (info) => formatInstant(info.getValue()),
  }),
  column.accessor('booking_ref_code', {
    header: 'Booking',
    cell: (info) => (
      <Link to={inspectionPath(info.row.original.booking_public_id)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('outcome', {
    header: 'Found',
    cell: (info) => (
      <>
        {inspectionOutcomeWords[info.getValue()]}
        {info.row.original.note && (
          <>
            <br />
            <span className="muted">{info.row.original.note}</span>
          </>
        )}
      </>
    ),
  }),
  column.accessor('inspected_by', {
    header: 'By',
    cell: (info) => (
      <>
        {info.getValue()}
        {info.row.original.gate_name && (
          <>
            <br />
            <span className="muted">{info.row.original.gate_name}</span>
          </>
        )}
      </>
    ),
  }),
]);

export function InspectionsListPage() {
  return (
    <ResourceList<FilterName, InspectionPage, Inspection>
      title="Recent inspections"
      path="/inspections"
      items={INSPECTIONS_PER_PAGE}
      filters={filters}
      columns={columns}
      rowsOf={(page) => page.data}
      rowKey={(row) => row.inspection_public_id}
      noun={{ one: 'inspection', many: 'inspections' }}
    />
  );
}
