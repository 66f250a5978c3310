/**
 * The status and actions cells of a soft-deletable type's row (named lists, facility types):
 * an Active or Deleted tag, then `editLabel` (Rename, Edit) and Delete or Restore.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore).
 */
import { statusTone } from './settings-words';

export function TypeRowCells(props: {
  deleted: boolean;
  editLabel: string;
  /** True while a change is sent: Delete and Restore wait. */
  busy: boolean;
  onEdit(): void;
  /** Deletes the type, or restores it when deleted. */
  onToggleDeleted(): void;
}) {
  return (
    <>
      <td>
        <span className={statusTone(props.deleted ? 'deleted' : 'active')}>
          {props.deleted ? 'Deleted' : 'Active'}
        </span>
      </td>
      <td>
        <div className="button-row">
          <button type="button" className="button" onClick={props.onEdit}>
            {props.editLabel}
          </button>
          <button
            type="button"
            className="button"
            disabled={props.busy}
            onClick={props.onToggleDeleted}
          >
            {props.deleted ? 'Restore' : 'Delete'}
          </button>
        </div>
      </td>
    </>
  );
}
