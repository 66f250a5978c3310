/**
 * A list's filters and page kept in the address (`?search=…&from=…&page=2`), so a list can be
 * bookmarked, shared, reloaded and gone back to as it was. Changing a filter goes back to the
 * first page.
 *
 * spec: ARCHITECTURE.md §"The staff application" (a list: server-side paging, filters in the
 * URL).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface UrlFilters<Name extends string> {
  /** Each filter's value ('' when unset). */
  values: Record<Name, string>;
  /** The page, from 1. */
  page: number;
  /** Replaces every filter (empty values are dropped; other parameters stay) and goes to page 1. */
  setFilters(values: Partial<Record<Name, string>>): void;
  setPage(page: number): void;
}

/** The filters `names` and the page of the current address. */
export function useUrlFilters<Name extends string>(names: readonly Name[]): UrlFilters<Name> {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () =>
      Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
        Name,
        string
      >,
    [names, params],
  );
  const parsedPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsedPage) && parsedPage > 0 ? parsedPage : 1;

  const setFilters = useCallback(
    (next: Partial<Record<Name, string>>) =>
      setParams((current) => {
        const kept = new URLSearchParams(current);
        kept.delete('page');
        for (const name of names) {
          const value = next[name]?.trim();
          if (value) kept.set(name, value);
          else kept.delete(name);
        }
        return kept;
      }),
    [names, setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const moved = new URLSearchParams(current);
        if (next <= 1) moved.delete('page');
        else moved.set('page', String(next));
        return moved;
      }),
    [setParams],
  );
  return { values, page, setFilters, setPage };
}
