/**
 * The table of a soft-deletable settings list: the page's columns, then each row's status
 * (Active or Deleted) and actions (the page's Edit control, then Delete or Restore), scrolling
 * sideways on a narrow screen.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore).
 */
import type { ReactNode } from 'react';
import { RowActions, StatusCell } from './RowActions';
import { ScrollTable } from './ScrollTable';

/** One column of a list: its heading and what a record shows in it. */
export interface Column<Read> {
  head: string;
  cell(record: Read): ReactNode;
}

export function SoftDeleteTable<Read extends { public_id: string; deleted: boolean }>(props: {
  caption: string;
  columns: Column<Read>[];
  rows: Read[];
  /** True while a delete or restore is sent: the buttons wait. */
  busy: boolean;
  /** A record's Edit control (a button or a link). */
  edit(record: Read): ReactNode;
  /** Deletes the record, or restores it when deleted. */
  onToggle(record: Read): void;
  /** A record's status cell, where it is more than Active or Deleted (a contact's Inactive). */
  status?(record: Read): ReactNode;
}) {
  return (
    <ScrollTable caption={props.caption}>
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
        {props.rows.map((record) => (
          <tr key={record.public_id}>
            {props.columns.map((column) => (
              <td key={column.head}>{column.cell(record)}</td>
            ))}
            {props.status?.(record) ?? <StatusCell deleted={record.deleted} />}
            <RowActions
              deleted={record.deleted}
              busy={props.busy}
              edit={props.edit(record)}
              onToggle={() => props.onToggle(record)}
            />
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
