/**
 * A staff list of named records kept with soft delete (donation causes, departments): a back
 * link, an Add form of the page's fields, and one table of every record — the page's columns,
 * its status, and its actions: the page's own toggles and Delete for a record in use, Restore
 * for a deleted one. Every action is a request to the record's path under `apiPath`, after
 * which the lists under `apiPath` are read again.
 *
 * spec: membership-backoffice.md §4 (active or inactive; soft delete and restore).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { staffRequest } from '../lib/staff-api';
import { ErrorNotice } from './ErrorNotice';
import { FormButtons } from './FormButtons';

interface Request {
  method: string;
  path: string;
  body?: unknown;
}

/** An action on a record in use: its button text and the body of a change to the record. */
export interface RowToggle {
  label: string;
  method: string;
  body: unknown;
}

interface NamedListPageProps<T extends { public_id: string }> {
  title: string;
  back: { to: string; label: string };
  /** The API path of the list (`/departments`); a record is at `{apiPath}/{public_id}`. */
  apiPath: string;
  /** What one is called ('department'): the form is 'New department', its button 'Add department'. */
  noun: string;
  rows: T[];
  isDeleted(row: T): boolean;
  columns: { head: string; cell(row: T): ReactNode }[];
  /** The status a record in use shows (a deleted one shows Deleted). */
  status(row: T): string;
  toggles(row: T): RowToggle[];
  /** The Add form's fields (controlled by the page). */
  fields: ReactNode;
  /** The body of a new record from the fields. */
  newBody(): unknown;
  /** Clears the fields after a record was added. */
  onAdded(): void;
}

export function NamedListPage<T extends { public_id: string }>(props: NamedListPageProps<T>) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ method, path, body }: Request) => staffRequest<T>(method, path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [props.apiPath] }),
  });
  const add = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { method: 'POST', path: props.apiPath, body: props.newBody() },
      { onSuccess: props.onAdded },
    );
  };
  const row = (record: T) => {
    const path = `${props.apiPath}/${encodeURIComponent(record.public_id)}`;
    const deleted = props.isDeleted(record);
    const send = (request: Omit<Request, 'path'>) => () => change.mutate({ ...request, path });
    return (
      <tr key={record.public_id}>
        {props.columns.map((column) => (
          <td key={column.head}>{column.cell(record)}</td>
        ))}
        <td>{deleted ? 'Deleted' : props.status(record)}</td>
        <td className="button-row">
          {deleted ? (
            <button
              type="button"
              className="button"
              onClick={() => change.mutate({ method: 'POST', path: `${path}/restore` })}
            >
              Restore
            </button>
          ) : (
            <>
              {props.toggles(record).map((toggle) => (
                <button key={toggle.label} type="button" className="button" onClick={send(toggle)}>
                  {toggle.label}
                </button>
              ))}
              <button type="button" className="button" onClick={send({ method: 'DELETE' })}>
                Delete
              </button>
            </>
          )}
        </td>
      </tr>
    );
  };
  return (
    <article className="detail">
      <p>
        <Link to={props.back.to}>← {props.back.label}</Link>
      </p>
      <h1>{props.title}</h1>
      {change.error && <ErrorNotice error={change.error} />}
      <section className="panel operation-form" aria-label={`New ${props.noun}`}>
        <form className="form" noValidate onSubmit={add}>
          {props.fields}
          <FormButtons label={`Add ${props.noun}`} busy={change.isPending} failure={null} />
        </form>
      </section>
      <section className="panel table-scroll">
        <table>
          <caption>{props.title}</caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column.head}>{column.head}</th>
              ))}
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>{props.rows.map(row)}</tbody>
        </table>
      </section>
    </article>
  );
}
