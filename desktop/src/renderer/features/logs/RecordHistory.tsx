/**
 * The "History" section of a catalogue record's page: the record's change log (`GET
 * /logs/changes?record&record_id`, its children's changes too), newest first, 20 then 30 more
 * on "Show older changes"; each entry with when, what, who and each changed field before →
 * after. `version` is the page's read of the record (e.g. its `dataUpdatedAt`): when it
 * changes after a write, the history is read again.
 *
 * spec: membership-backoffice.md §2.5 (detail page: the record's history; change logs), §7.
 */
import type { RecordHistoryKind } from '@hifadhi/shared/schemas/record-history';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ErrorNotice } from '../../components/ErrorNotice';
import { HistoryList } from '../../lib/detail/HistoryList';
import { staffGet } from '../../lib/staff-api';
import type { ChangeLogEntry } from './ChangeLogPage';
import { changedFields } from './changed-fields';

interface ChangePage {
  page: number;
  total: number;
  data: ChangeLogEntry[];
}

export function RecordHistory(props: {
  record: RecordHistoryKind;
  recordId: string;
  version: unknown;
}) {
  const query = new URLSearchParams({ record: props.record, record_id: props.recordId });
  const history = useInfiniteQuery({
    queryKey: ['/logs/changes', props.record, props.recordId, props.version],
    queryFn: ({ pageParam }) => staffGet<ChangePage>(`/logs/changes?${query}&page=${pageParam}`),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.data.length, 0) < last.total
        ? last.page + 1
        : undefined,
    placeholderData: keepPreviousData,
  });
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="panel" aria-label="History">
      <h2>History</h2>
      {history.error ? (
        <ErrorNotice error={history.error} />
      ) : history.data ? (
        <HistoryList
          events={entries.map((entry) => ({
            event: entry.entity,
            at: entry.changed_at,
            user: entry.user_name ?? entry.user_email,
            details: {},
            changes: changedFields(entry.before, entry.after),
          }))}
        />
      ) : (
        <p className="muted">Loading the history…</p>
      )}
      {history.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={history.isFetchingNextPage}
          onClick={() => history.fetchNextPage()}
        >
          Show older changes
        </button>
      )}
    </section>
  );
}
