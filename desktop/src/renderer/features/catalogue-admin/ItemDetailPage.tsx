/**
 * The page of one facility or activity: the record (`GET {listPath}/{id}`) in the detail
 * layout with its status tag and facts; Edit (the item's form, saved with `PATCH`), the status
 * buttons (deactivate or activate, delete or restore) and the failed write's notice; then the
 * item's own sections (prices, schedules, pictures, contacts); last its history (its changes
 * and its children's, deleted items too).
 *
 * spec: membership-backoffice.md §2.5 (m-facility, single-inventory; history), §4.
 */
import type { ItemStatus } from '@hifadhi/shared/schemas/facility-admin';
import { type ReactNode, useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DetailLayout, type Fact } from '../../lib/detail/DetailLayout';
import { RecordHistory } from '../logs/RecordHistory';
import { statusLabels, statusTone } from './catalogue-words';
import { ItemStatusActions } from './ItemStatusActions';
import { type ItemWrite, useCatalogueItem } from './use-catalogue-item';

/** What an item's sections may do: write on it, and whether a write is under way. */
export interface ItemTools {
  write(change: ItemWrite): Promise<unknown>;
  busy: boolean;
  deleted: boolean;
}

interface ItemDetailPageProps<T> {
  listPath: string;
  publicId: string;
  /** The list's screen and its name ('/facilities', 'Facilities'). */
  back: { to: string; label: string };
  /** The item's kind, as named in its history. */
  noun: 'facility' | 'activity';
  facts(item: T): Fact[];
  /** The item's edit form, sending its body to `onSend`. */
  form(props: {
    item: T;
    failure: unknown;
    onSend(body: unknown): Promise<unknown>;
    onCancel(): void;
  }): ReactNode;
  sections(item: T, tools: ItemTools): ReactNode;
}

export function ItemDetailPage<T extends { name: string; status: ItemStatus }>(
  props: ItemDetailPageProps<T>,
) {
  const { item, write } = useCatalogueItem<T>(props.listPath, props.publicId);
  const [editing, setEditing] = useState(false);
  if (item.error) return <ErrorNotice error={item.error} />;
  const record = item.data;
  if (!record) return <p className="muted">Loading the {props.noun}…</p>;
  const deleted = record.status === 'deleted';
  const stopEditing = () => {
    write.reset();
    setEditing(false);
  };
  return (
    <DetailLayout
      backTo={props.back.to}
      backLabel={props.back.label}
      title={record.name}
      tags={
        <span className={statusTone(record.status)} data-testid="item-status">
          {statusLabels[record.status]}
        </span>
      }
      facts={props.facts(record)}
      actions={
        editing ? undefined : (
          <>
            {!deleted && (
              <button type="button" className="button" onClick={() => setEditing(true)}>
                Edit
              </button>
            )}
            <ItemStatusActions
              status={record.status}
              noun={props.noun}
              busy={write.isPending}
              write={write.mutateAsync}
            />
          </>
        )
      }
    >
      {!editing && write.error && <ErrorNotice error={write.error} onClose={() => write.reset()} />}
      {editing && (
        <section className="panel operation-form" aria-label={`Edit ${props.noun}`}>
          <h2>Edit {props.noun}</h2>
          {props.form({
            item: record,
            failure: write.error,
            onSend: (body) =>
              write
                .mutateAsync({ method: 'PATCH', body })
                .then(() => setEditing(false))
                .catch(() => undefined),
            onCancel: stopEditing,
          })}
        </section>
      )}
      {props.sections(record, { write: write.mutateAsync, busy: write.isPending, deleted })}
      <RecordHistory record={props.noun} recordId={props.publicId} version={item.dataUpdatedAt} />
    </DetailLayout>
  );
}
