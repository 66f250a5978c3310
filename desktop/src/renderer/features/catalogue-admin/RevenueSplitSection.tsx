/**
 * A facility's revenue split on its page: a table of its parties (party, percent, analysis
 * code; Active or Deleted, the deleted ones listed after) with Edit, Delete and Restore, the
 * conservancy's remainder, and a form to add a party (`POST …/revenue-splits`, one
 * Idempotency-Key per opened form) or edit the chosen one (`PATCH …/revenue-splits/{id}`).
 * More than 100 % together is refused by the API: its message shows on the Percent field (for
 * a restore, in the page's notice).
 *
 * spec: membership-backoffice.md §3 (Facility: revenue split percent), §4 (soft delete and
 * restore), §7 (POST revenue split; delete split by public_id).
 */
import {
  type RevenueSplitBody,
  type RevenueSplitList,
  type RevenueSplitRead,
  revenueSplitBodySchema,
} from '@hifadhi/shared/schemas/revenue-splits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffRequest } from '../../lib/staff-api';
import { RecordForm } from '../catalogue-settings/RecordForm';
import { useRefusalOnFields } from '../catalogue-settings/refusal-on-fields';
import { AddToggle, ItemRecordRows } from './ItemRecordRows';
import type { ItemWrite } from './use-catalogue-item';

interface RevenueSplitProps {
  facilityId: string;
  write(change: ItemWrite): Promise<unknown>;
  busy: boolean;
}

type SplitValues = Record<keyof RevenueSplitBody, string>;

const splitPath = (split: RevenueSplitRead) =>
  `/revenue-splits/${encodeURIComponent(split.split_public_id)}`;

/** Adds a party, or edits `split`; `onDone` once saved or cancelled. */
function SplitForm(props: {
  split?: RevenueSplitRead;
  write: RevenueSplitProps['write'];
  onDone(): void;
}) {
  const { split, write } = props;
  const [key] = useState(newIdempotencyKey);
  const form = useForm<SplitValues, unknown, RevenueSplitBody>({
    resolver: zodResolver(revenueSplitBodySchema) as unknown as Resolver<
      SplitValues,
      unknown,
      RevenueSplitBody
    >,
    defaultValues: {
      party_name: split?.party_name ?? '',
      percent: split?.percent ?? '',
      analysis_code: split?.analysis_code ?? '',
    },
  });
  const refusal = useRefusalOnFields(form.setError, ['party_name', 'percent', 'analysis_code']);
  const { register, formState } = form;
  const { errors } = formState;
  const send = async (body: RevenueSplitBody) => {
    const saved = await refusal.send(
      write(
        split
          ? { method: 'PATCH', under: splitPath(split), body }
          : {
              method: 'POST',
              under: '/revenue-splits',
              body,
              headers: { 'Idempotency-Key': key },
            },
      ),
    );
    if (saved) props.onDone();
    return saved;
  };
  return (
    <section aria-label={split ? `Edit revenue split ${split.party_name}` : 'New revenue split'}>
      <h3>{split ? `Edit: ${split.party_name}` : 'New party'}</h3>
      <RecordForm
        form={form}
        noun="party"
        record={split}
        failure={refusal.failure}
        onSend={send}
        onCancel={props.onDone}
      >
        <div className="form-grid">
          <Field label="Party" error={errors.party_name?.message} {...register('party_name')} />
          <Field
            label="Percent"
            inputMode="decimal"
            hint="Of each accommodation line, up to two decimals."
            error={errors.percent?.message}
            {...register('percent')}
          />
          <Field
            label="Analysis code"
            hint="The party's share is exported under it."
            error={errors.analysis_code?.message}
            {...register('analysis_code')}
          />
        </div>
      </RecordForm>
    </section>
  );
}

export function RevenueSplitSection({ facilityId, write, busy }: RevenueSplitProps) {
  // Under the facility's query key, so every write on the facility reads them again.
  const path = `/facilities/${encodeURIComponent(facilityId)}`;
  const inForce = useQuery({
    queryKey: [path, 'revenue-splits'],
    queryFn: () => staffRequest<RevenueSplitList>('GET', `${path}/revenue-splits`),
  });
  const deleted = useQuery({
    queryKey: [path, 'revenue-splits', 'deleted'],
    queryFn: () => staffRequest<RevenueSplitList>('GET', `${path}/revenue-splits?deleted=true`),
  });
  const list = inForce.data;
  const splits = [...(list?.splits ?? []), ...(deleted.data?.splits ?? [])];
  const error = inForce.error ?? deleted.error;
  return (
    <section className="panel" aria-label="Revenue split">
      <h2>Revenue split</h2>
      {error && <ErrorNotice error={error} />}
      {list && list.splits.length === 0 && (
        <p className="muted">Not shared: all its revenue is the conservancy’s.</p>
      )}
      {splits.length > 0 && (
        <ItemRecordRows
          caption="Revenue split"
          heads={['Party', 'Percent', 'Analysis code']}
          rows={splits.map((split) => ({
            key: split.split_public_id,
            path: splitPath(split),
            deleted: split.deleted_at !== null,
            cells: [split.party_name, `${split.percent}%`, split.analysis_code],
          }))}
          write={write}
          busy={busy}
          editForm={(id, onDone) => (
            <SplitForm
              key={id}
              split={splits.find((split) => split.split_public_id === id)}
              write={write}
              onDone={onDone}
            />
          )}
        />
      )}
      {list && (
        <p>
          The conservancy’s share: <strong>{list.conservancy_percent}%</strong>
        </p>
      )}
      <AddToggle label="Add party" form={(onDone) => <SplitForm write={write} onDone={onDone} />} />
    </section>
  );
}
