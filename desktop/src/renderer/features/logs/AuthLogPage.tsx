/**
 * The sign-in log (`/logs/auth`): every sign-in attempt, newest first (`GET /logs/auth`), with
 * the user, then when, the outcome and the client address; filtered by user and days.
 *
 * spec: membership-backoffice.md §2.5 (Logs: auth); api-contract.md §People and logs.
 */
import { createColumnHelper } from '@tanstack/react-table';
import { formatInstant } from '../../lib/format-time';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { type PageAnswer, ResourceList } from '../../lib/paged-list/ResourceList';
import { dayRangeFilters } from '../people-lists/people-filters';

interface AuthLogEntry {
  email: string;
  user_public_id: string | null;
  user_name: string | null;
  address: string;
  outcome: 'succeeded' | 'failed';
  at: string;
}
type AuthLogPage = PageAnswer & { data: AuthLogEntry[] };
type Filter = 'user' | 'outcome' | 'from' | 'to';

const filters: readonly FilterField<Filter>[] = [
  { name: 'user', label: 'User (e-mail)', kind: 'text' },
  {
    name: 'outcome',
    label: 'Outcome',
    kind: 'choice',
    options: [
      { value: 'succeeded', label: 'Signed in' },
      { value: 'failed', label: 'Failed' },
    ],
  },
  ...dayRangeFilters,
];

const column = createColumnHelper<ListFeatures, AuthLogEntry>();
const columns = column.columns([
  column.accessor((row) => row.user_name ?? row.email, {
    id: 'user',
    header: 'User',
    cell: (info) => (
      <div className="change-log-cell">
        {info.row.original.user_name && <div>{info.row.original.user_name}</div>}
        <div>{info.row.original.email}</div>
      </div>
    ),
  }),
  column.accessor((row) => (row.outcome === 'succeeded' ? 'Signed in' : 'Failed'), {
    id: 'outcome',
    header: 'Attempt',
    cell: (info) => (
      <>
        <div>{formatInstant(info.row.original.at)}</div>
        <div>{info.getValue()}</div>
        <div>{info.row.original.address}</div>
      </>
    ),
  }),
]);

export function AuthLogPage() {
  return (
    <ResourceList<Filter, AuthLogPage, AuthLogEntry>
      title="Sign-in log"
      path="/logs/auth"
      items={15}
      filters={filters}
      columns={columns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => `${row.at} ${row.email} ${row.address}`}
      noun={{ one: 'sign-in attempt', many: 'sign-in attempts' }}
    />
  );
}
