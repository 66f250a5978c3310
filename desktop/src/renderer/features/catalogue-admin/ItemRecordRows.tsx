/**
 * What an item page's list sections share (contacts, revenue split): the settings' table of
 * the records under the item, each with its status and actions — Edit (not when deleted: the
 * section's form opens below the table), the section's own buttons, then Delete or Restore
 * (`DELETE {row}` or `POST {row}/restore` under the item; a refusal shows in the page's notice)
 * — and an "Add …" button that opens the section's add form in its place until it is sent.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore), §7 (contacts; revenue split).
 */
import { type ReactNode, useState } from 'react';
import { SoftDeleteTable } from '../catalogue-settings/SoftDeleteTable';
import type { ItemWrite } from './use-catalogue-item';

/** One record: its key, its path under the item, whether deleted, and its cells. */
export interface ItemRecordRow {
  key: string;
  path: string;
  deleted: boolean;
  cells: ReactNode[];
  /** The status cell, when the record's status is more than Active or Deleted. */
  status?: ReactNode;
  /** Buttons of the section's own, between Edit and Delete (none when deleted). */
  actions?: ReactNode;
}

type TableRecord = { public_id: string; deleted: boolean; row: ItemRecordRow };

export function ItemRecordRows(props: {
  caption: string;
  heads: string[];
  rows: ItemRecordRow[];
  write(change: ItemWrite): Promise<unknown>;
  busy: boolean;
  /** The edit form of record `key`; it calls `onDone` once saved or cancelled. */
  editForm(key: string, onDone: () => void): ReactNode;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const { write } = props;
  return (
    <>
      <SoftDeleteTable<TableRecord>
        caption={props.caption}
        columns={props.heads.map((head, index) => ({ head, cell: ({ row }) => row.cells[index] }))}
        rows={props.rows.map((row) => ({ public_id: row.key, deleted: row.deleted, row }))}
        busy={props.busy}
        status={({ row }) => row.status}
        edit={({ row }) =>
          !row.deleted && (
            <>
              <button type="button" className="button" onClick={() => setEditing(row.key)}>
                Edit
              </button>
              {row.actions}
            </>
          )
        }
        onToggle={({ row }) =>
          write(
            row.deleted
              ? { method: 'POST', under: `${row.path}/restore` }
              : { method: 'DELETE', under: row.path },
          ).catch(() => undefined)
        }
      />
      {editing !== null &&
        props.rows.some((row) => row.key === editing && !row.deleted) &&
        props.editForm(editing, () => setEditing(null))}
    </>
  );
}

/** The `label` button; once pressed, `form` in its place until the form calls `onDone`. */
export function AddToggle({ label, form }: { label: string; form(onDone: () => void): ReactNode }) {
  const [adding, setAdding] = useState(false);
  if (adding) return form(() => setAdding(false));
  return (
    <div className="button-row">
      <button type="button" className="button" onClick={() => setAdding(true)}>
        {label}
      </button>
    </div>
  );
}
