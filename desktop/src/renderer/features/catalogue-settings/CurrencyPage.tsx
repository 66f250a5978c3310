/**
 * One currency (`/currency/{currency_id}`, route UpdateCurrency): its name, sign and the rate in
 * force; Edit changes the name, sign or description (`PATCH /currencies/{id}`); New rate adds
 * buy and sell rates from now or from a later day (`POST /currencies/{id}/rates`, checked with
 * the shared `exchangeRateBodySchema`); the history lists every rate, latest first. The
 * default currency (KES, the pivot) has no rates to add.
 *
 * spec: membership-backoffice.md §2.5 (Currency: history, add, update), §2.6 (UpdateCurrency);
 * pricing-rules.md §Money and rounding 3.
 */
import {
  type CurrencyPatch,
  type CurrencyRead,
  currencyPatchSchema,
  type ExchangeRateBody,
  exchangeRateBodySchema,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { formatInstant } from '../../lib/format-time';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { RecordHistory } from '../logs/RecordHistory';
import { ScrollTable } from './ScrollTable';

function CurrencyForm(props: {
  currency: CurrencyRead;
  failure: unknown;
  onSend(patch: CurrencyPatch): Promise<unknown>;
  onCancel(): void;
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(currencyPatchSchema),
    defaultValues: {
      currency_name: props.currency.currency_name,
      currency_sign: props.currency.currency_sign,
      description: props.currency.description,
    },
  });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSend)}>
      <div className="form-grid">
        <Field label="Name" error={errors.currency_name?.message} {...register('currency_name')} />
        <Field label="Sign" error={errors.currency_sign?.message} {...register('currency_sign')} />
        <Field
          label="Description"
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <FormButtons
        label="Save"
        busy={formState.isSubmitting}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}

function RateForm(props: {
  failure: unknown;
  onSend(body: ExchangeRateBody): Promise<unknown>;
  onCancel(): void;
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(exchangeRateBodySchema),
    defaultValues: { buy_amount: '', sell_amount: '', effective_from: '' },
  });
  const { errors } = formState;
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(({ effective_from, ...rate }) =>
        props.onSend({ ...rate, effective_from: effective_from || null }),
      )}
    >
      <div className="form-grid">
        <Field
          label="Buying rate (KES per unit)"
          inputMode="decimal"
          error={errors.buy_amount?.message}
          {...register('buy_amount')}
        />
        <Field
          label="Selling rate (KES per unit)"
          inputMode="decimal"
          error={errors.sell_amount?.message}
          {...register('sell_amount')}
        />
        <Field
          label="In force from"
          type="date"
          hint="Leave blank for now; a later day starts at 00:00 in Nairobi."
          error={errors.effective_from?.message}
          {...register('effective_from', { setValueAs: (value) => value || null })}
        />
      </div>
      <FormButtons
        label="Add rate"
        busy={formState.isSubmitting}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}

export function CurrencyPage() {
  const id = useParams().currency_id ?? '';
  const path = `/currencies/${encodeURIComponent(id)}`;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'edit' | 'rate' | null>(null);
  const currency = useQuery({ queryKey: [path], queryFn: () => staffGet<CurrencyRead>(path) });
  const settle = (changed: CurrencyRead) => {
    setOpen(null);
    queryClient.setQueryData([path], changed);
    return queryClient.invalidateQueries({ queryKey: ['/currencies'] });
  };
  const edit = useMutation({
    mutationFn: (patch: CurrencyPatch) => staffRequest<CurrencyRead>('PATCH', path, patch),
    onSuccess: settle,
  });
  // One Idempotency-Key per added rate: a retry after a lost answer adds it once.
  const [rateKey, setRateKey] = useState(newIdempotencyKey);
  const addRate = useMutation({
    mutationFn: (body: ExchangeRateBody) =>
      staffRequest<CurrencyRead>('POST', `${path}/rates`, body, { 'Idempotency-Key': rateKey }),
    onSuccess: (changed) => {
      setRateKey(newIdempotencyKey());
      return settle(changed);
    },
  });

  if (currency.error) return <ErrorNotice error={currency.error} />;
  const read = currency.data;
  if (!read) return <p className="muted">Loading the currency…</p>;

  return (
    <DetailLayout
      backTo="/currency"
      backLabel="Currencies"
      title={`${read.currency_name} (${read.currency_sign})`}
      facts={[
        { label: 'Description', value: read.description },
        { label: 'Buying rate', value: read.rate?.buy_amount ?? '—', testId: 'rate-buy' },
        { label: 'Selling rate', value: read.rate?.sell_amount ?? '—', testId: 'rate-sell' },
        { label: 'In force since', value: read.rate ? formatInstant(read.rate.effective_at) : '—' },
      ]}
      actions={
        open ? undefined : (
          <>
            <button type="button" className="button" onClick={() => setOpen('edit')}>
              Edit
            </button>
            {!read.is_default && (
              <button
                type="button"
                className="button button-primary"
                onClick={() => setOpen('rate')}
              >
                New rate
              </button>
            )}
          </>
        )
      }
    >
      {open === 'edit' && (
        <section className="panel operation-form" aria-label="Edit currency">
          <h2>Edit currency</h2>
          <CurrencyForm
            currency={read}
            failure={edit.error}
            onSend={(patch) => edit.mutateAsync(patch).catch(() => undefined)}
            onCancel={() => {
              edit.reset();
              setOpen(null);
            }}
          />
        </section>
      )}
      {open === 'rate' && (
        <section className="panel operation-form" aria-label="New rate">
          <h2>New rate</h2>
          <RateForm
            failure={addRate.error}
            onSend={(body) => addRate.mutateAsync(body).catch(() => undefined)}
            onCancel={() => {
              addRate.reset();
              setOpen(null);
            }}
          />
        </section>
      )}
      <section className="panel" aria-label="Rate history">
        <h2>Rate history</h2>
        <ScrollTable caption={`Every rate of ${read.currency_name}, latest first`}>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Buy</th>
              <th scope="col">Sell</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {read.history.map((rate) => (
              <tr key={`${rate.effective_at}-${rate.buy_amount}-${rate.sell_amount}`}>
                <td>{formatInstant(rate.effective_at)}</td>
                <td>{rate.buy_amount}</td>
                <td>{rate.sell_amount}</td>
                <td>
                  {rate.in_force ? (
                    <span className="tag tag-success">In force</span>
                  ) : rate.effective_at > new Date().toISOString() ? (
                    <span className="tag tag-warning">Scheduled</span>
                  ) : (
                    <span className="tag">Past</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>
      <RecordHistory record="currency" recordId={id} version={currency.dataUpdatedAt} />
    </DetailLayout>
  );
}
