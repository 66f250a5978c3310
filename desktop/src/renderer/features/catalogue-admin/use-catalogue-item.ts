/**
 * One facility or activity on its page: the record (`GET {path}`) and a mutation for every
 * write on it (edit, activate, delete, restore, prices, schedules, contacts). After a write
 * the record is read again, and the lists are refreshed.
 *
 * spec: membership-backoffice.md §4 (after an action the item's page shows it as it is).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '../../lib/staff-api';

/** A write on the item: method, a path under the item's (or '' for itself), and the body. */
export interface ItemWrite {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  under?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function useCatalogueItem<T>(listPath: string, publicId: string) {
  const path = `${listPath}/${encodeURIComponent(publicId)}`;
  const queryClient = useQueryClient();
  const item = useQuery({ queryKey: [path], queryFn: () => staffRequest<T>('GET', path) });
  const write = useMutation({
    mutationFn: (change: ItemWrite) =>
      staffRequest<unknown>(
        change.method,
        `${path}${change.under ?? ''}`,
        change.body,
        change.headers,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [path] }),
        queryClient.invalidateQueries({ queryKey: [listPath] }),
      ]),
  });
  return { path, item, write };
}
