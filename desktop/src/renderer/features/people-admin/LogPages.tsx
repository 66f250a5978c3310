/**
 * The further logs, each a list newest first filtered by user and days (and a search), 20 a
 * page: the request log (`/logs/system`: every staff API request — user, method, path, status,
 * duration, time), the password reset log (`/logs/password-reset`) and the feature tracker
 * (`/logs/feature-tracker`: which screens users opened).
 *
 * spec: membership-backoffice.md §2.5 (Logs: system, feature tracker, password reset), §9
 * (request logs 20, password reset logs 20).
 */
import { createColumnHelper } from '@tanstack/react-table';
import { formatInstant } from '../../lib/format-time';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { type PageAnswer, ResourceList } from '../../lib/paged-list/ResourceList';
import { dayRangeFilters } from '../people-lists/people-filters';

const userFilter: FilterField<'user'> = { name: 'user', label: 'User (e-mail)', kind: 'text' };

interface RequestEntry {
  user_email: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  at: string;
}
const requestColumn = createColumnHelper<ListFeatures, RequestEntry>();
const requestColumns = requestColumn.columns([
  requestColumn.accessor((row) => formatInstant(row.at), { id: 'at', header: 'When' }),
  requestColumn.accessor('user_email', { header: 'User' }),
  requestColumn.accessor((row) => `${row.method} ${row.path}`, {
    id: 'request',
    header: 'Request',
  }),
  requestColumn.accessor('status', { header: 'Status' }),
  requestColumn.accessor((row) => `${row.duration_ms} ms`, { id: 'duration', header: 'Took' }),
]);

export function RequestLogPage() {
  type Filter = 'user' | 'method' | 'search' | 'from' | 'to';
  const filters: readonly FilterField<Filter>[] = [
    userFilter,
    {
      name: 'method',
      label: 'Method',
      kind: 'choice',
      options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => ({
        value: method,
        label: method,
      })),
    },
    { name: 'search', label: 'Path', kind: 'text' },
    ...dayRangeFilters,
  ];
  return (
    <ResourceList<Filter, PageAnswer & { data: RequestEntry[] }, RequestEntry>
      title="System log (requests)"
      path="/logs/requests"
      items={20}
      filters={filters}
      columns={requestColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => `${row.at} ${row.method} ${row.path} ${row.user_email}`}
      noun={{ one: 'request', many: 'requests' }}
    />
  );
}

interface ResetEntry {
  email: string;
  user_name: string | null;
  address: string;
  at: string;
}
const resetColumn = createColumnHelper<ListFeatures, ResetEntry>();
const resetColumns = resetColumn.columns([
  resetColumn.accessor((row) => formatInstant(row.at), { id: 'at', header: 'When' }),
  resetColumn.accessor('email', { header: 'E-mail asked for' }),
  resetColumn.accessor((row) => row.user_name ?? 'No account', { id: 'user', header: 'Account' }),
  resetColumn.accessor('address', { header: 'Address' }),
]);

export function PasswordResetLogPage() {
  type Filter = 'user' | 'search' | 'from' | 'to';
  return (
    <ResourceList<Filter, PageAnswer & { data: ResetEntry[] }, ResetEntry>
      title="Password reset log"
      path="/logs/password-resets"
      items={20}
      filters={[userFilter, { name: 'search', label: 'E-mail', kind: 'text' }, ...dayRangeFilters]}
      columns={resetColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => `${row.at} ${row.email} ${row.address}`}
      noun={{ one: 'request', many: 'requests' }}
    />
  );
}

interface FeatureEntry {
  user_email: string;
  user_name: string | null;
  feature: string;
  at: string;
}
const featureColumn = createColumnHelper<ListFeatures, FeatureEntry>();
const featureColumns = featureColumn.columns([
  featureColumn.accessor((row) => formatInstant(row.at), { id: 'at', header: 'When' }),
  featureColumn.accessor((row) => row.user_name ?? row.user_email, { id: 'user', header: 'User' }),
  featureColumn.accessor('feature', { header: 'Feature opened' }),
]);

export function FeatureTrackerPage() {
  type Filter = 'user' | 'search' | 'from' | 'to';
  return (
    <ResourceList<Filter, PageAnswer & { data: FeatureEntry[] }, FeatureEntry>
      title="Feature tracker"
      path="/logs/features"
      items={20}
      filters={[userFilter, { name: 'search', label: 'Feature', kind: 'text' }, ...dayRangeFilters]}
      columns={featureColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => `${row.at} ${row.user_email} ${row.feature}`}
      noun={{ one: 'visit', many: 'visits' }}
    />
  );
}
