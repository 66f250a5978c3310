/**
 * A staff-kept named list (identification and visitor types; member, residence and household
 * types): add, rename, delete, restore a deleted one. Each write is logged by the API.
 *
 * spec: membership-backoffice.md §3 (Lookups; identification types, visitor types), §4 (soft
 * delete and restore).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { staffRequest } from '../../lib/staff-api';
import { type NamedEntry, useNamedList } from './visitor-types';

/** One named list at `path`: an Add form, each live entry with Rename and Delete, each deleted
 * one with Restore. */
export function NamedListPanel({
  path,
  title,
  noun,
}: {
  /** The API path of the list (`/visitor-types`, `/member-types`). */
  path: string;
  title: string;
  noun: string;
}) {
  const queryClient = useQueryClient();
  const live = useNamedList(path).data ?? [];
  const deleted = useNamedList(path, true).data ?? [];
  const [name, setName] = useState('');
  const change = useMutation({
    mutationFn: ({ method, suffix, body }: { method: string; suffix: string; body?: unknown }) =>
      staffRequest<NamedEntry>(method, `${path}${suffix}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }),
  });
  const add = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ method: 'POST', suffix: '', body: { name } }, { onSuccess: () => setName('') });
  };
  const rename = (entry: NamedEntry) => {
    const next = window.prompt(`Rename ${entry.name} to`, entry.name);
    if (next)
      change.mutate({ method: 'PATCH', suffix: `/${entry.public_id}`, body: { name: next } });
  };
  return (
    <section className="panel" aria-label={title}>
      <h2>{title}</h2>
      <form className="form" noValidate onSubmit={add}>
        <Field
          label={`New ${noun}`}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <FormButtons label={`Add ${noun}`} busy={change.isPending} failure={change.error} />
      </form>
      <ul className="plain-list">
        {live.map((entry) => (
          <li key={entry.public_id} className="button-row">
            <span>{entry.name}</span>
            <button type="button" className="button" onClick={() => rename(entry)}>
              Rename
            </button>
            <button
              type="button"
              className="button"
              onClick={() => change.mutate({ method: 'DELETE', suffix: `/${entry.public_id}` })}
            >
              Delete
            </button>
          </li>
        ))}
        {deleted.map((entry) => (
          <li key={entry.public_id} className="button-row">
            <span>{entry.name} (deleted)</span>
            <button
              type="button"
              className="button"
              onClick={() =>
                change.mutate({ method: 'POST', suffix: `/${entry.public_id}/restore` })
              }
            >
              Restore
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
