/**
 * A settings list edited in place (calls to action, holidays, discount types): the list's rows
 * (deleted ones too) with the page's columns, status, Edit, Delete and Restore, and one panel
 * above that adds a record or, after Edit, edits the chosen one with the page's form.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore).
 */
import { type ComponentType, useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { type RecordFormProps, savedBy } from './RecordForm';
import { type Column, SoftDeleteTable } from './SoftDeleteTable';
import { useSoftDeleteList } from './use-soft-delete-list';

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
  columns: Column<Read>[];
  form: ComponentType<RecordFormProps<Read, Body>>;
}) {
  const [editing, setEditing] = useState<Read | null>(null);
  const { rows, add, edit, toggle } = useSoftDeleteList<Read, Body>(props.apiPath);
  const stopEditing = () => {
    edit.reset();
    setEditing(null);
  };
  const Form = props.form;
  return (
    <section className="resource-list">
      <h1>{props.title}</h1>
      <section
        className="panel operation-form"
        aria-label={editing ? `Edit ${props.noun}` : `New ${props.noun}`}
      >
        <h2>{editing ? `Edit: ${props.nameOf(editing)}` : `New ${props.noun}`}</h2>
        {editing ? (
          <Form
            key={editing.public_id}
            record={editing}
            failure={edit.error}
            onSend={(body) =>
              savedBy(
                edit.mutateAsync({ id: editing.public_id, body }).then(() => setEditing(null)),
              )
            }
            onCancel={stopEditing}
          />
        ) : (
          <Form failure={add.error} onSend={(body) => savedBy(add.mutateAsync(body))} />
        )}
      </section>
      {rows.error && <ErrorNotice error={rows.error} />}
      {toggle.error && <ErrorNotice error={toggle.error} onClose={() => toggle.reset()} />}
      <SoftDeleteTable
        caption={props.title}
        columns={props.columns}
        rows={rows.data ?? []}
        busy={toggle.isPending}
        edit={(record) => (
          <button type="button" className="button" onClick={() => setEditing(record)}>
            Edit
          </button>
        )}
        onToggle={(record) => toggle.mutate(record)}
      />
    </section>
  );
}
