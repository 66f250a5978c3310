/**
 * A settings list edited in place (calls to action, holidays): the list's rows (deleted ones
 * too) with the page's columns, status, Edit, Delete and Restore, and one panel above that
 * adds a record or, after Edit, edits the chosen one with the page's form.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore).
 */
import { type ReactNode, useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { RowActions, StatusCell } from './RowActions';
import { ScrollTable } from './ScrollTable';
import { useSoftDeleteList } from './use-soft-delete-list';

/** What the page's form is given: the record edited (none to add one) and its callbacks. */
export interface RecordFormProps<Read, Body> {
  record?: Read;
  failure: unknown;
  onSend(body: Body): Promise<unknown>;
  onCancel?(): void;
}

export function SoftDeleteListPage<
  Read extends { public_id: string; deleted: boolean },
  Body,
>(props: {
  title: string;
  /** The API path (`/holidays`). */
  apiPath: string;
  /** What one is called ('holiday'). */
  noun: string;
  /** The name an edited record goes by in the panel's heading. */
  nameOf(record: Read): string;
  columns: { head: string; cell(record: Read): ReactNode }[];
  form(form: RecordFormProps<Read, Body>): ReactNode;
}) {
  const [editing, setEditing] = useState<Read | null>(null);
  const { rows, add, edit, toggle } = useSoftDeleteList<Read, Body>(props.apiPath);
  const stopEditing = () => {
    edit.reset();
    setEditing(null);
  };
  return (
    <section className="resource-list">
      <h1>{props.title}</h1>
      <section
        className="panel operation-form"
        aria-label={editing ? `Edit ${props.noun}` : `New ${props.noun}`}
      >
        <h2>{editing ? `Edit: ${props.nameOf(editing)}` : `New ${props.noun}`}</h2>
        {editing ? (
          <div key={editing.public_id}>
            {props.form({
              record: editing,
              failure: edit.error,
              onSend: (body) =>
                edit
                  .mutateAsync({ id: editing.public_id, body })
                  .then(() => setEditing(null))
                  .catch(() => undefined),
              onCancel: stopEditing,
            })}
          </div>
        ) : (
          props.form({
            failure: add.error,
            onSend: (body) => add.mutateAsync(body).catch(() => undefined),
          })
        )}
      </section>
      {rows.error && <ErrorNotice error={rows.error} />}
      {toggle.error && <ErrorNotice error={toggle.error} onClose={() => toggle.reset()} />}
      <ScrollTable caption={props.title}>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th scope="col" key={column.head}>
                {column.head}
              </th>
            ))}
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(rows.data ?? []).map((record) => (
            <tr key={record.public_id}>
              {props.columns.map((column) => (
                <td key={column.head}>{column.cell(record)}</td>
              ))}
              <StatusCell deleted={record.deleted} />
              <RowActions
                deleted={record.deleted}
                busy={toggle.isPending}
                edit={
                  <button type="button" className="button" onClick={() => setEditing(record)}>
                    Edit
                  </button>
                }
                onToggle={() => toggle.mutate(record)}
              />
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
