/**
 * A facility's revenue split on its page: each party with its percent and analysis code and a
 * Remove button, the conservancy's remainder, and a form to add a party (`POST
 * …/revenue-splits`, one Idempotency-Key per opened form). More than 100 % together is refused
 * by the API, its message shown at the form.
 *
 * spec: membership-backoffice.md §3 (Facility: revenue split percent), §7 (POST revenue split;
 * delete split by public_id).
 */
import {
  type RevenueSplitBody,
  type RevenueSplitList,
  revenueSplitBodySchema,
} from '@hifadhi/shared/schemas/revenue-splits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffRequest } from '../../lib/staff-api';
import { AddToggle, RemovableRows } from './RemovableRows';
import type { ItemWrite } from './use-catalogue-item';

interface RevenueSplitProps {
  facilityId: string;
  write(change: ItemWrite): Promise<unknown>;
  busy: boolean;
}

type SplitValues = Record<keyof RevenueSplitBody, string>;

function SplitForm({ write, onDone }: { write: RevenueSplitProps['write']; onDone(): void }) {
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<SplitValues>({
    resolver: zodResolver(revenueSplitBodySchema) as unknown as Resolver<SplitValues>,
    defaultValues: { party_name: '', percent: '', analysis_code: '' },
  });
  const { errors } = formState;
  return (
    <form
      className="form"
      noValidate
      aria-label="New revenue split"
      onSubmit={handleSubmit((body) =>
        write({
          method: 'POST',
          under: '/revenue-splits',
          body,
          headers: { 'Idempotency-Key': key },
        })
          .then(onDone)
          .catch(setFailure),
      )}
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
      <FormButtons label="Add party" busy={formState.isSubmitting} failure={failure} />
    </form>
  );
}

export function RevenueSplitSection({ facilityId, write, busy }: RevenueSplitProps) {
  // Under the facility's query key, so every write on the facility reads it again.
  const path = `/facilities/${encodeURIComponent(facilityId)}`;
  const splits = useQuery({
    queryKey: [path, 'revenue-splits'],
    queryFn: () => staffRequest<RevenueSplitList>('GET', `${path}/revenue-splits`),
  });
  const list = splits.data;
  return (
    <section className="panel" aria-label="Revenue split">
      <h2>Revenue split</h2>
      {splits.error && <ErrorNotice error={splits.error} />}
      {list && list.splits.length === 0 && (
        <p className="muted">Not shared: all its revenue is the conservancy’s.</p>
      )}
      {list && (
        <>
          <RemovableRows
            rows={list.splits.map((split) => ({
              key: split.split_public_id,
              text: `${split.party_name} · ${split.percent}% · ${split.analysis_code}`,
              remove: `/revenue-splits/${encodeURIComponent(split.split_public_id)}`,
            }))}
            write={write}
            busy={busy}
          />
          <p>
            The conservancy’s share: <strong>{list.conservancy_percent}%</strong>
          </p>
        </>
      )}
      <AddToggle label="Add party" form={(onDone) => <SplitForm write={write} onDone={onDone} />} />
    </section>
  );
}
