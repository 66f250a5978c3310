/**
 * A settings record's status and actions: Active or Deleted as a tag (alone, or as a row's
 * cell), an Edit button (or link) and Delete or Restore.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore).
 */
import type { ReactNode } from 'react';
import { statusTone } from './settings-words';

export function StatusTag({ deleted }: { deleted: boolean }) {
  return (
    <span className={statusTone(deleted ? 'deleted' : 'active')}>
      {deleted ? 'Deleted' : 'Active'}
    </span>
  );
}

export function StatusCell({ deleted }: { deleted: boolean }) {
  return (
    <td>
      <StatusTag deleted={deleted} />
    </td>
  );
}

export function RowActions(props: {
  deleted: boolean;
  busy: boolean;
  /** The Edit control (a button or a link). */
  edit: ReactNode;
  onToggle(): void;
}) {
  return (
    <td>
      <div className="button-row">
        {props.edit}
        <button type="button" className="button" disabled={props.busy} onClick={props.onToggle}>
          {props.deleted ? 'Restore' : 'Delete'}
        </button>
      </div>
    </td>
  );
}
