/**
 * One soft-deletable settings list at an API path (`/calls-to-action`): its rows (deleted
 * ones too, or those `listPath` asks for), and adding, editing, deleting and restoring one,
 * each refreshing the list. An add carries one Idempotency-Key until it succeeds, so a retry
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
  const [addKey, setAddKey] = useState(newIdempotencyKey);
  const rows = useQuery({ queryKey: [path, listPath], queryFn: () => staffGet<Read[]>(listPath) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [path] });
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const add = useMutation({
    mutationFn: (body: Body) =>
      staffRequest<Read>('POST', path, body, { 'Idempotency-Key': addKey }),
    onSuccess: () => {
      setAddKey(newIdempotencyKey());
      return refresh();
    },
  });
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body }) =>
      staffRequest<Read>('PATCH', one(id), body),
    onSuccess: refresh,
  });
  const toggle = useMutation({
    mutationFn: (row: Read) =>
      row.deleted
        ? staffRequest<Read>('POST', `${one(row.public_id)}/restore`)
        : staffRequest<Read>('DELETE', one(row.public_id)),
    onSuccess: refresh,
  });
  return { rows, add, edit, toggle };
}
