/**
 * The VAT (`/vat`, route VatHistory) or catering levy (`/catering-levy`, route
 * CateringLevyHistory) rate: the rate in force today, a New rate form (a percentage from a day,
 * checked with the shared `taxRateBodySchema`) and the history with Delete and Restore per rate
 * (the conservancy's own rate, in force before any, stays).
 *
 * spec: membership-backoffice.md §2.5 (Catering levy: history, update; VAT: update, history),
 * §2.6 (VatHistory, CateringLevyHistory); pricing-rules.md §Taxes.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import {
  type TaxKind,
  type TaxRateBody,
  type TaxRateList,
  type TaxRateRead,
  taxRateBodySchema,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { ScrollTable } from './ScrollTable';
import { statusTone } from './settings-words';

const titles: Record<TaxKind, string> = { vat: 'VAT', catering_levy: 'Catering levy' };

function TaxRateForm({
  tax,
  failure,
  onSend,
}: {
  tax: TaxKind;
  failure: unknown;
  onSend(body: TaxRateBody): Promise<unknown>;
}) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(taxRateBodySchema),
    defaultValues: { tax, rate_percent: '', effective_from: calendarDateAt(new Date()) },
  });
  const { errors } = formState;
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(async (body) => {
        await onSend(body);
        reset();
      })}
    >
      <div className="form-grid">
        <Field
          label="Rate (%)"
          inputMode="decimal"
          error={errors.rate_percent?.message}
          {...register('rate_percent')}
        />
        <Field
          label="In force from"
          type="date"
          error={errors.effective_from?.message}
          {...register('effective_from')}
        />
      </div>
      <FormButtons label="Add rate" busy={formState.isSubmitting} failure={failure} />
    </form>
  );
}

function rateStatus(rate: TaxRateRead): { tone: string; word: string } {
  if (rate.deleted) return { tone: statusTone('deleted'), word: 'Deleted' };
  if (rate.in_force) return { tone: statusTone('active'), word: 'In force' };
  return { tone: 'tag', word: '' };
}

export function TaxRatesPage({ tax }: { tax: TaxKind }) {
  const path = `/tax-rates?tax=${tax}`;
  const queryClient = useQueryClient();
  const rates = useQuery({ queryKey: [path], queryFn: () => staffGet<TaxRateList>(path) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [path] });
  // One key per rate being added: a double click or a retry adds it once.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const add = useMutation({
    mutationFn: (body: TaxRateBody) =>
      staffRequest<TaxRateRead>('POST', '/tax-rates', body, { 'Idempotency-Key': attemptKey }),
    onSuccess: () => {
      setAttemptKey(newIdempotencyKey());
      return refresh();
    },
  });
  const change = useMutation({
    mutationFn: ({ id, deleted }: { id: string; deleted: boolean }) =>
      deleted
        ? staffRequest<TaxRateRead>('DELETE', `/tax-rates/${encodeURIComponent(id)}`)
        : staffRequest<TaxRateRead>('POST', `/tax-rates/${encodeURIComponent(id)}/restore`),
    onSuccess: refresh,
  });
  const title = titles[tax];

  return (
    <section className="resource-list">
      <h1>{title}</h1>
      {rates.data && (
        <p>
          In force today:{' '}
          <strong data-testid="tax-in-force">{rates.data.in_force_percent} %</strong>
        </p>
      )}
      <section className="panel operation-form" aria-label={`New ${title} rate`}>
        <h2>New rate</h2>
        <TaxRateForm
          tax={tax}
          failure={add.error}
          onSend={(body) => add.mutateAsync(body).catch(() => undefined)}
        />
      </section>
      {rates.error && <ErrorNotice error={rates.error} />}
      {change.error && <ErrorNotice error={change.error} onClose={() => change.reset()} />}
      <ScrollTable caption={`${title} rate history`}>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">Rate</th>
            <th scope="col">Status</th>
            <th scope="col">Added by</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(rates.data?.data ?? []).map((rate) => {
            const status = rateStatus(rate);
            const id = rate.public_id;
            return (
              <tr key={id ?? 'own'}>
                <td>{rate.effective_from ?? 'Before any below'}</td>
                <td>{rate.rate_percent} %</td>
                <td>{status.word && <span className={status.tone}>{status.word}</span>}</td>
                <td>{rate.created_by ?? '—'}</td>
                <td>
                  {id && (
                    <button
                      type="button"
                      className="button"
                      disabled={change.isPending}
                      onClick={() => change.mutate({ id, deleted: !rate.deleted })}
                    >
                      {rate.deleted ? 'Restore' : 'Delete'}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </section>
  );
}
