/**
 * One soft-deletable record's page (a partner lodge, a school fee; `new` in the route adds
 * one): a way back to the list, the record's name, its status with Delete or Restore, and the
 * screen's form, then its history when the screens name its kind. Save sends the whole record (PATCH); an add (POST) carries one
 * Idempotency-Key for every attempt of the opened page, then opens the added record's page.
 *
 * spec: membership-backoffice.md §3–4 (soft delete and restore); ARCHITECTURE.md §Errors.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { RecordHistory } from '../logs/RecordHistory';
import { type RecordFormProps, savedBy } from './RecordForm';
import { StatusTag } from './RowActions';
import type { RecordScreens } from './record-screens';

export function SoftDeleteRecordPage<
  Read extends { public_id: string; deleted: boolean; name: string },
  Body,
>(props: { screens: RecordScreens; form: ComponentType<RecordFormProps<Read, Body>> }) {
  const { screens } = props;
  const recordId = useParams()[screens.idParam] ?? '';
  const adding = recordId === 'new';
  const path = `${screens.apiPath}/${encodeURIComponent(recordId)}`;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [addKey] = useState(newIdempotencyKey);
  const record = useQuery({
    queryKey: [screens.apiPath, recordId],
    queryFn: () => staffGet<Read>(path),
    enabled: !adding,
  });
  const settle = async (saved: Read) => {
    queryClient.setQueryData([screens.apiPath, saved.public_id], saved);
    await queryClient.invalidateQueries({ queryKey: [screens.apiPath] });
    if (adding) navigate(screens.pagePath(saved.public_id));
  };
  const save = useMutation({
    mutationFn: (body: Body) =>
      adding
        ? staffRequest<Read>('POST', screens.apiPath, body, { 'Idempotency-Key': addKey })
        : staffRequest<Read>('PATCH', path, body),
    onSuccess: settle,
  });
  const toggle = useMutation({
    mutationFn: (deleted: boolean) =>
      deleted ? staffRequest<Read>('POST', `${path}/restore`) : staffRequest<Read>('DELETE', path),
    onSuccess: settle,
  });

  if (record.error) return <ErrorNotice error={record.error} />;
  const read = record.data;
  if (!adding && !read) {
    return <p className="muted">{`Loading the ${screens.savedNoun ?? screens.noun}…`}</p>;
  }
  const Form = props.form;
  return (
    <article className="detail">
      <p>
        <Link to={screens.apiPath}>{`← ${screens.title}`}</Link>
      </p>
      <h1>{read ? read.name : `New ${screens.noun}`}</h1>
      {read && (
        <div className="button-row">
          <StatusTag deleted={read.deleted} />
          <button
            type="button"
            className="button"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(read.deleted)}
          >
            {read.deleted ? 'Restore' : 'Delete'}
          </button>
        </div>
      )}
      {toggle.error && <ErrorNotice error={toggle.error} onClose={() => toggle.reset()} />}
      <Form
        key={read ? `${read.public_id}-${read.deleted}` : 'new'}
        record={read}
        failure={save.error}
        onSend={(body) => savedBy(save.mutateAsync(body))}
      />
      {read && screens.history && (
        <RecordHistory
          record={screens.history}
          recordId={read.public_id}
          version={record.dataUpdatedAt}
        />
      )}
    </article>
  );
}
