/**
 * One school fee rate (`/school-fee/{fee_id}`, route SchoolFee; `new` adds one): its form —
 * destination, guest category, name on the quote, currency, amount a conservation day, from and
 * to dates — checked with the shared school fee schema; Save sends it (an add carries one
 * Idempotency-Key for all its attempts, so a double click adds one rate); Delete / Restore sit
 * beside it.
 *
 * spec: staff-booking.md §4, §7; membership-backoffice.md §3–4.
 */
import {
  type SchoolFeeBody,
  type SchoolFeeBodyInput,
  type SchoolFeeRead,
  schoolFeeBodySchema,
} from '@hifadhi/shared/schemas/school-fees';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { statusTone } from '../catalogue-settings/settings-words';
import { schoolFeePath, schoolFeesPath } from './school-fee-paths';
import { useSchoolFeeChoices } from './use-school-fee-choices';

const currencyOptions = ['KES', 'USD'].map((value) => ({ value, label: value }));

function formValues(fee: SchoolFeeRead | undefined): SchoolFeeBodyInput {
  if (!fee) {
    return {
      destination_public_id: '',
      payment_public_id: '',
      name: '',
      currency: 'KES',
      amount: '',
      start_date: '',
      end_date: '',
    };
  }
  const { public_id: _id, deleted: _deleted, ...body } = fee;
  return body;
}

function SchoolFeeForm(props: {
  fee?: SchoolFeeRead;
  failure: unknown;
  onSend(body: SchoolFeeBody): Promise<unknown>;
}) {
  const choices = useSchoolFeeChoices();
  const { register, handleSubmit, formState } = useForm<SchoolFeeBodyInput, unknown, SchoolFeeBody>(
    { resolver: zodResolver(schoolFeeBodySchema), defaultValues: formValues(props.fee) },
  );
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSend)}>
      {choices.error && <ErrorNotice error={choices.error} />}
      <div className="form-grid">
        <SelectField
          label="Destination"
          placeholder="Choose a destination"
          options={choices.destinations}
          error={errors.destination_public_id?.message}
          {...register('destination_public_id')}
        />
        <SelectField
          label="Guest category"
          placeholder="Choose a category"
          options={choices.categories}
          error={errors.payment_public_id?.message}
          {...register('payment_public_id')}
        />
        <Field
          label="Name on the quote"
          hint="How the quote line reads, e.g. Citizen Student (school)"
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField
          label="Currency"
          options={currencyOptions}
          error={errors.currency?.message}
          {...register('currency')}
        />
        <Field
          label="Amount a day"
          inputMode="decimal"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <Field
          label="Check-ins from"
          type="date"
          error={errors.start_date?.message}
          {...register('start_date')}
        />
        <Field
          label="Check-ins to"
          type="date"
          error={errors.end_date?.message}
          {...register('end_date')}
        />
      </div>
      <FormButtons
        label={props.fee ? 'Save school fee' : 'Add school fee'}
        busy={formState.isSubmitting}
        failure={props.failure}
      />
    </form>
  );
}

export function SchoolFeePage() {
  const feeId = useParams().fee_id ?? '';
  const adding = feeId === 'new';
  const path = `${schoolFeesPath}/${encodeURIComponent(feeId)}`;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [addKey] = useState(newIdempotencyKey);
  const fee = useQuery({
    queryKey: [schoolFeesPath, feeId],
    queryFn: () => staffGet<SchoolFeeRead>(path),
    enabled: !adding,
  });
  const settle = async (saved: SchoolFeeRead) => {
    queryClient.setQueryData([schoolFeesPath, saved.public_id], saved);
    await queryClient.invalidateQueries({ queryKey: [schoolFeesPath] });
    if (adding) navigate(schoolFeePath(saved.public_id));
  };
  const save = useMutation({
    mutationFn: (body: SchoolFeeBody) =>
      adding
        ? staffRequest<SchoolFeeRead>('POST', schoolFeesPath, body, { 'Idempotency-Key': addKey })
        : staffRequest<SchoolFeeRead>('PATCH', path, body),
    onSuccess: settle,
  });
  const toggle = useMutation({
    mutationFn: (deleted: boolean) =>
      deleted
        ? staffRequest<SchoolFeeRead>('POST', `${path}/restore`)
        : staffRequest<SchoolFeeRead>('DELETE', path),
    onSuccess: settle,
  });

  if (fee.error) return <ErrorNotice error={fee.error} />;
  const read = fee.data;
  if (!adding && !read) return <p className="muted">Loading the school fee…</p>;
  return (
    <article className="detail">
      <p>
        <Link to={schoolFeesPath}>← School fees</Link>
      </p>
      <h1>{read ? read.name : 'New school fee'}</h1>
      {read && (
        <div className="button-row">
          <span className={statusTone(read.deleted ? 'deleted' : 'active')}>
            {read.deleted ? 'Deleted' : 'Active'}
          </span>
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
      <SchoolFeeForm
        key={read ? `${read.public_id}-${read.deleted}` : 'new'}
        fee={read}
        failure={save.error}
        onSend={(body) => save.mutateAsync(body).catch(() => undefined)}
      />
    </article>
  );
}
