/**
 * One soft-deletable settings list at an API path (`/calls-to-action`): its rows (deleted
 * ones too), and adding, editing, deleting and restoring one, each refreshing the list.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffGet, staffRequest } from '../../lib/staff-api';

export function useSoftDeleteList<Read extends { public_id: string; deleted: boolean }, Body>(
  path: string,
  listPath: string = path,
) {
  const queryClient = useQueryClient();
  const rows = useQuery({ queryKey: [path, listPath], queryFn: () => staffGet<Read[]>(listPath) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [path] });
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const add = useMutation({
    mutationFn: (body: Body) => staffRequest<Read>('POST', path, body),
    onSuccess: refresh,
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
