/**
 * The facilities list (`/facilities`, route Facilities): `GET /facilities` in catalogue order,
 * 15 a page, by name and status (active and inactive unless Deleted is chosen), with a New
 * facility button.
 *
 * spec: membership-backoffice.md §2.5 (facilities, active and inactive lists), §7 (Facilities).
 */
import type { FacilityListItem, FacilityPage } from '@hifadhi/shared/schemas/facility-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { facilityPath, itemFilters, statusLabels, statusTone } from './catalogue-words';

const column = createColumnHelper<ListFeatures, FacilityListItem>();

const facilityColumns = column.columns([
  column.accessor('name', {
    header: 'Facility',
    cell: (info) => (
      <Link to={facilityPath(info.row.original.public_id)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor((row) => row.accomodation_type ?? row.facility_type_name, {
    id: 'type',
    header: 'Type',
  }),
  column.accessor('quantity', { header: 'Units' }),
  column.accessor('maximum_guests', { header: 'Guests a unit' }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <span className={statusTone(info.getValue())}>{statusLabels[info.getValue()]}</span>
    ),
  }),
]);

export function FacilitiesListPage() {
  return (
    <ResourceList<(typeof itemFilters)[number]['name'], FacilityPage, FacilityListItem>
      title="Facilities"
      path="/facilities"
      items={15}
      filters={itemFilters}
      columns={facilityColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.public_id}
      noun={{ one: 'facility', many: 'facilities' }}
      tabs={
        <div className="button-row">
          <Link to="/new-facility" className="button button-primary">
            New facility
          </Link>
        </div>
      }
    />
  );
}
