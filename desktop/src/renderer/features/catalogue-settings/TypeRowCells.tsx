/**
 * The status and actions cells of a soft-deletable type's row (named lists, facility types):
 * an Active or Deleted tag, then `editLabel` (Rename, Edit) and Delete or Restore.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore).
 */
import { RowActions, StatusCell } from './RowActions';

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
      <StatusCell deleted={props.deleted} />
      <RowActions
        deleted={props.deleted}
        busy={props.busy}
        edit={
          <button type="button" className="button" onClick={props.onEdit}>
            {props.editLabel}
          </button>
        }
        onToggle={props.onToggleDeleted}
      />
    </>
  );
}
