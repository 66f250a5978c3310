/**
 * One soft-deletable settings list at an API path (`/calls-to-action`): its rows (deleted
 * ones too, or those `listPath` asks for), and adding, editing, deleting and restoring one
 * (the delete or restore alone, for lists keyed otherwise: `useSoftDeleteToggle`), each
 * refreshing the list. An add carries one Idempotency-Key until it succeeds, so a retry
 * after a lost answer adds the record once.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffGet, staffRequest } from '../../lib/staff-api';

export function useSoftDeleteList<Read extends { public_id: string; deleted: boolean }, Body>(
  path: string,
  listPath: string = path,
) {
  const queryClient = useQueryClient();
  const rows = useQuery({ queryKey: [path, listPath], queryFn: () => staffGet<Read[]>(listPath) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [path] });
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const add = useAddRecord<Read, Body>(path);
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body }) =>
      staffRequest<Read>('PATCH', one(id), body),
    onSuccess: refresh,
  });
  const toggle = useSoftDeleteToggle<Read>(path, (row) => row.public_id);
  return { rows, add, edit, toggle };
}

/**
 * Adds a record to the list at `path` (`POST {path}`) with one Idempotency-Key until the add
 * succeeds (a retry after a lost answer adds it once), then refreshes the list.
 */
export function useAddRecord<Read, Body>(path: string) {
  const queryClient = useQueryClient();
  const [addKey, setAddKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: (body: Body) =>
      staffRequest<Read>('POST', path, body, { 'Idempotency-Key': addKey }),
    onSuccess: () => {
      setAddKey(newIdempotencyKey());
      return queryClient.invalidateQueries({ queryKey: [path] });
    },
  });
}

/**
 * Deletes a record of the list at `path` (`DELETE {path}/{id}`), or restores it when deleted
 * (`POST {path}/{id}/restore`), then refreshes the list; `idOf` reads a row's public id.
 */
export function useSoftDeleteToggle<Read extends { deleted: boolean }>(
  path: string,
  idOf: (row: Read) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: Read) => {
      const one = `${path}/${encodeURIComponent(idOf(row))}`;
      return row.deleted
        ? staffRequest<Read>('POST', `${one}/restore`)
        : staffRequest<Read>('DELETE', one);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }),
  });
}
