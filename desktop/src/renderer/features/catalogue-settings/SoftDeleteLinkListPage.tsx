/**
 * A settings list whose records open a page of their own (partner lodges, school fees): the
 * screen's words, a link to add one, the active records or (ticked) the deleted ones, each
 * named by a link to its page, with the screen's columns, status, Edit, Delete and Restore.
 *
 * spec: membership-backoffice.md §3–4 (soft delete and restore).
 */
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import type { RecordScreens } from './record-screens';
import { type Column, SoftDeleteTable } from './SoftDeleteTable';
import { useSoftDeleteList } from './use-soft-delete-list';

export function SoftDeleteLinkListPage<
  Read extends { public_id: string; deleted: boolean; name: string },
>(props: {
  screens: RecordScreens;
  /** The columns after the record's name. */
  columns: Column<Read>[];
  /** Why the names of the columns could not be read, if so. */
  lookupError?: Error | null;
  /** What the list is, above it. */
  children: ReactNode;
}) {
  const { screens } = props;
  const [showDeleted, setShowDeleted] = useState(false);
  const { rows, toggle } = useSoftDeleteList<Read, never>(
    screens.apiPath,
    showDeleted ? `${screens.apiPath}?deleted=true` : screens.apiPath,
  );
  const nameColumn: Column<Read> = {
    head: 'Name',
    cell: (record) => <Link to={screens.pagePath(record.public_id)}>{record.name}</Link>,
  };
  return (
    <section className="resource-list">
      <h1>{screens.title}</h1>
      {props.children}
      <p>
        <Link className="button" to={screens.pagePath('new')}>
          {`Add ${screens.noun}`}
        </Link>
      </p>
      <label className="check-field">
        <input
          type="checkbox"
          checked={showDeleted}
          onChange={(event) => setShowDeleted(event.target.checked)}
        />{' '}
        {`Show deleted ${screens.deletedNoun}s only`}
      </label>
      {rows.error && <ErrorNotice error={rows.error} />}
      {props.lookupError && <ErrorNotice error={props.lookupError} />}
      {toggle.error && <ErrorNotice error={toggle.error} onClose={() => toggle.reset()} />}
      <SoftDeleteTable
        caption={showDeleted ? `Deleted ${screens.title.toLowerCase()}` : screens.title}
        columns={[nameColumn, ...props.columns]}
        rows={rows.data ?? []}
        busy={toggle.isPending}
        edit={(record) => (
          <Link className="button" to={screens.pagePath(record.public_id)}>
            Edit
          </Link>
        )}
        onToggle={(record) => toggle.mutate(record)}
      />
      {rows.data?.length === 0 && (
        <p className="muted">
          {showDeleted ? `No deleted ${screens.deletedNoun}.` : `No ${screens.noun} yet.`}
        </p>
      )}
    </section>
  );
}
