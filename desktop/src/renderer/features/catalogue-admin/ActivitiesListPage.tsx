/**
 * The activities list (`/inventory`, route Inventory): `GET /activities` in catalogue order,
 * 15 a page, by name and status, with a New activity button.
 *
 * spec: membership-backoffice.md §2.5 (Inventory: inventory, active, inactive), §7 (Activities).
 */
import type { ActivityListItem, ActivityPage } from '@hifadhi/shared/schemas/facility-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { activityPath, itemFilters, statusLabels, statusTone } from './catalogue-words';

const column = createColumnHelper<ListFeatures, ActivityListItem>();

const activityColumns = column.columns([
  column.accessor('name', {
    header: 'Activity',
    cell: (info) => (
      <Link to={activityPath(info.row.original.public_id)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor((row) => `${row.minimum_guests}–${row.maximum_guests}`, {
    id: 'guests',
    header: 'Guests',
  }),
  column.accessor('lead_time', { header: 'Lead time (days)' }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <span className={statusTone(info.getValue())}>{statusLabels[info.getValue()]}</span>
    ),
  }),
]);

export function ActivitiesListPage() {
  return (
    <ResourceList<(typeof itemFilters)[number]['name'], ActivityPage, ActivityListItem>
      title="Activities"
      path="/activities"
      items={15}
      filters={itemFilters}
      columns={activityColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.public_id}
      noun={{ one: 'activity', many: 'activities' }}
      tabs={
        <div className="button-row">
          <Link to="/new-inventory" className="button button-primary">
            New activity
          </Link>
        </div>
      }
    />
  );
}
