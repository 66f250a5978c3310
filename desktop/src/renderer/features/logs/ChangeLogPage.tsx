/**
 * The change log (`/logs/changes`, route Changelog): every staff write logged, newest first
 * (`GET /logs/changes`, 20 on the first page then 30), with the user, the record, what changed (each field before
 * and after) and when; filtered by user, record kind and days.
 *
 * spec: membership-backoffice.md §2.5 (Changelog; Logs); api-contract.md §People and logs.
 */
import { createColumnHelper } from '@tanstack/react-table';
import { ChangeLines } from '../../lib/detail/ChangeLines';
import { formatInstant } from '../../lib/format-time';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { type PageAnswer, ResourceList } from '../../lib/paged-list/ResourceList';
import { dayRangeFilters } from '../people-lists/people-filters';
import { changedFields } from './changed-fields';

export interface ChangeLogEntry {
  user_public_id: string;
  user_email: string;
  user_name: string | null;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  changed_at: string;
}
type ChangeLogPage = PageAnswer & { data: ChangeLogEntry[] };
type Filter = 'user' | 'entity' | 'search' | 'from' | 'to';

const filters: readonly FilterField<Filter>[] = [
  { name: 'user', label: 'User (e-mail)', kind: 'text' },
  { name: 'entity', label: 'Record kind (member, promo_code…)', kind: 'text' },
  { name: 'search', label: 'Record id', kind: 'text' },
  ...dayRangeFilters,
];

const column = createColumnHelper<ListFeatures, ChangeLogEntry>();
const columns = column.columns([
  column.accessor((row) => `${formatInstant(row.changed_at)} ${row.user_name ?? row.user_email}`, {
    id: 'when',
    header: 'When and who',
    cell: (info) => (
      <>
        <div>{formatInstant(info.row.original.changed_at)}</div>
        <div>{info.row.original.user_name ?? info.row.original.user_email}</div>
      </>
    ),
  }),
  column.accessor((row) => changedFields(row.before, row.after), {
    id: 'change',
    header: 'Record and change',
    cell: (info) => (
      <div className="change-log-cell">
        <div>
          <strong>{info.row.original.entity}</strong> {info.row.original.entity_id}
        </div>
        <ChangeLines changes={info.getValue()} />
      </div>
    ),
  }),
]);

export function ChangeLogPage() {
  return (
    <ResourceList<Filter, ChangeLogPage, ChangeLogEntry>
      title="Change log"
      path="/logs/changes"
      items={30}
      firstItems={20}
      filters={filters}
      columns={columns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => `${row.changed_at} ${row.entity} ${row.entity_id}`}
      noun={{ one: 'change', many: 'changes' }}
    />
  );
}
