/**
 * The writes of a soft-deletable type list at `path` (named lists, facility types): add
 * (POST), edit (PATCH), delete (DELETE) and restore (POST …/restore), each refreshing the
 * list; `editing` is the row whose edit form is open, closed after a change succeeds.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staffRequest } from '../../lib/staff-api';

/** A change of one row: an edit with its body, a delete or a restore. */
export type TypeChange<B> = { id: string } & (
  | { action: 'edit'; body: B }
  | { action: 'delete' | 'restore' }
);

export function useTypeListWrites<B, R>(path: string) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [path] });
  const add = useMutation({
    mutationFn: (body: B) => staffRequest<R>('POST', path, body),
    onSuccess: refresh,
  });
  const change = useMutation({
    mutationFn: (row: TypeChange<B>) => {
      const one = `${path}/${encodeURIComponent(row.id)}`;
      if (row.action === 'edit') return staffRequest<R>('PATCH', one, row.body);
      if (row.action === 'delete') return staffRequest<R>('DELETE', one);
      return staffRequest<R>('POST', `${one}/restore`);
    },
    onSuccess: () => {
      setEditing(null);
      return refresh();
    },
  });
  return { add, change, editing, setEditing };
}
