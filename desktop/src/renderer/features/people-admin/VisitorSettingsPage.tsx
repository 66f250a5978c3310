/**
 * Visitor settings (`/visitors-settings`, route VisitorsSettings): the identification types and
 * visitor types the visitor form offers — add, rename, delete, restore a deleted one.
 *
 * spec: membership-backoffice.md §2.5 (visitors-settings), §3 (identification types, visitor
 * types), §4 (soft delete and restore).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { staffRequest } from '../../lib/staff-api';
import { type NamedEntry, useNamedList } from './visitor-types';

function NamedListPanel({
  path,
  title,
  noun,
}: {
  path: '/identification-types' | '/visitor-types';
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

export function VisitorSettingsPage() {
  return (
    <article className="detail">
      <p>
        <Link to="/visitors">← Visitors</Link>
      </p>
      <h1>Visitor settings</h1>
      <NamedListPanel
        path="/identification-types"
        title="Identification types"
        noun="identification type"
      />
      <NamedListPanel path="/visitor-types" title="Visitor types" noun="visitor type" />
    </article>
  );
}
