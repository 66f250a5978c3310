/**
 * The one list pattern of the back office: a title, optional tabs (e.g. a bookings list's
 * `list`), filters and page in the address (`useUrlFilters`), the page fetched from the server
 * with TanStack Query (`?page&items` plus the filters; the previous page stays on screen while
 * the next loads), shown in a `PagedTable` with a `Pager`. A new entity gives its path, filters,
 * columns and how to read its page.
 *
 * spec: ARCHITECTURE.md §"The staff application" (a list: server-side paging, filters in the
 * URL); staff-booking.md §2.9, §9 (page sizes).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { staffGet } from '../staff-api';
import { FilterBar, type FilterField } from './FilterBar';
import { type ListFeatures, PagedTable } from './PagedTable';
import { Pager } from './Pager';
import { useUrlFilters } from './url-filters';

/** A page as the API answers it: `{ page, items, total }` and the records. */
export interface PageAnswer {
  page: number;
  items: number;
  total: number;
}

export interface ResourceListProps<
  Name extends string,
  Answer extends PageAnswer,
  Row extends RowData,
> {
  title: string;
  /** The API path of the list (`/bookings`). */
  path: string;
  /** Query parameters fixed by the screen (`{ list: 'confirmed' }`). */
  fixed?: Record<string, string>;
  /** Records per page. */
  items: number;
  /** Records on the first page when it differs (logs: 20, then `items` 30); sent as `first_items`. */
  firstItems?: number;
  filters: readonly FilterField<Name>[];
  columns: ColumnDef<ListFeatures, Row>[];
  rowsOf(answer: Answer): Row[];
  rowKey(row: Row): string;
  /** What the list counts, one and many ('booking', 'bookings'). */
  noun: { one: string; many: string };
  /** Shown above the filters (tabs). */
  tabs?: ReactNode;
}

/** The query string of a page: the fixed parameters, the set filters, `page` and `items`. */
export function listQuery(
  fixed: Record<string, string>,
  filters: Record<string, string>,
  page: number,
  items: number,
  firstItems?: number,
): string {
  const query = new URLSearchParams(fixed);
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  query.set('page', String(page));
  query.set('items', String(items));
  if (firstItems !== undefined) query.set('first_items', String(firstItems));
  return query.toString();
}

export function ResourceList<Name extends string, Answer extends PageAnswer, Row extends RowData>(
  props: ResourceListProps<Name, Answer, Row>,
) {
  const { title, path, fixed = {}, items, firstItems, filters, columns, rowsOf, rowKey } = props;
  const { noun, tabs } = props;
  // Kept while only the filters' choices change (e.g. loaded later), so what is being chosen
  // in the filter bar is not reset.
  const nameList = filters.map((field) => field.name).join(' ');
  const names = useMemo(() => nameList.split(' ') as Name[], [nameList]);
  const { values, page, setFilters, setPage } = useUrlFilters(names);
  const query = listQuery(fixed, values, page, items, firstItems);
  const answer = useQuery({
    queryKey: [path, query],
    queryFn: () => staffGet<Answer>(`${path}?${query}`),
    placeholderData: keepPreviousData,
  });

  return (
    <section className="resource-list" aria-busy={answer.isFetching}>
      <h1>{title}</h1>
      {tabs}
      <FilterBar fields={filters} values={values} onApply={setFilters} />
      {answer.error && <ErrorNotice error={answer.error} />}
      {answer.data ? (
        <>
          <PagedTable
            caption={title}
            columns={columns}
            rows={rowsOf(answer.data)}
            rowKey={rowKey}
            empty={`No ${noun.many} match these filters.`}
          />
          <Pager
            page={answer.data.page}
            items={answer.data.items}
            firstItems={firstItems}
            total={answer.data.total}
            noun={noun}
            onPage={setPage}
          />
        </>
      ) : (
        !answer.error && <p className="muted">Loading…</p>
      )}
    </section>
  );
}
