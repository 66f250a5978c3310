/**
 * The sign-in log (`/logs/auth`): every sign-in attempt, newest first (`GET /logs/auth`), with
 * the user, the client address, the time and the outcome; filtered by user and days.
 *
 * spec: membership-backoffice.md §2.5 (Logs: auth); api-contract.md §People and logs.
 */
import { createColumnHelper } from '@tanstack/react-table';
import { formatInstant } from '../../lib/format-time';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { type PageAnswer, ResourceList } from '../../lib/paged-list/ResourceList';

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
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
];

const column = createColumnHelper<ListFeatures, AuthLogEntry>();
const columns = column.columns([
  column.accessor((row) => formatInstant(row.at), { id: 'at', header: 'When' }),
  column.accessor((row) => (row.user_name ? `${row.user_name} (${row.email})` : row.email), {
    id: 'user',
    header: 'User',
  }),
  column.accessor('address', { header: 'Address' }),
  column.accessor((row) => (row.outcome === 'succeeded' ? 'Signed in' : 'Failed'), {
    id: 'outcome',
    header: 'Outcome',
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
