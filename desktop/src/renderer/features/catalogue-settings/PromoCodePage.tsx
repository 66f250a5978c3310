/**
 * One promo code (`/promo-code/{code_id}`, route PromoCode): its terms, type, uses and status;
 * Edit opens its form (`PATCH /promo-codes/{code}`, checked with the shared
 * `promoCodePatchSchema`), Activate / Deactivate and Delete / Restore change its status (quotes
 * refuse an inactive or deleted code), and its usage lists the paid bookings that used it.
 *
 * spec: membership-backoffice.md §2.5 (promo-code/{code_id}, e-promo-code, u-promo-code), §4
 * (active or inactive, deleted and restored), §7 (usage by code).
 */
import {
  type NamedTypeRead,
  type PromoCodePatch,
  type PromoCodeSettingsRead,
  type PromoCodeUsage,
  promoCodePatchSchema,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { formatInstant } from '../../lib/format-time';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { RecordHistory } from '../logs/RecordHistory';
import { bookingPath } from '../staff-shell/staff-routes';
import { ScrollTable } from './ScrollTable';
import { percentText, statusTone, statusWord } from './settings-words';

function PromoEditForm(props: {
  code: PromoCodeSettingsRead;
  failure: unknown;
  onSend(patch: PromoCodePatch): Promise<unknown>;
  onCancel(): void;
}) {
  const types = useQuery({
    queryKey: ['/promo-code-types'],
    queryFn: () => staffGet<NamedTypeRead[]>('/promo-code-types'),
  });
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(promoCodePatchSchema),
    defaultValues: {
      percentage_off: props.code.percentage_off,
      start_date: props.code.start_date,
      end_date: props.code.end_date,
      max_uses: props.code.max_uses,
      promo_type_public_id: props.code.promo_type_public_id ?? '',
    },
  });
  const { errors } = formState;
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(({ promo_type_public_id, ...patch }) =>
        props.onSend({ ...patch, promo_type_public_id: promo_type_public_id || null }),
      )}
    >
      <div className="form-grid">
        <Field
          label="Percentage off"
          inputMode="decimal"
          error={errors.percentage_off?.message}
          {...register('percentage_off')}
        />
        <Field
          label="Maximum uses"
          type="number"
          min={1}
          error={errors.max_uses?.message}
          {...register('max_uses', { valueAsNumber: true })}
        />
        <Field
          label="First day"
          type="date"
          error={errors.start_date?.message}
          {...register('start_date')}
        />
        <Field
          label="Last day"
          type="date"
          error={errors.end_date?.message}
          {...register('end_date')}
        />
        <SelectField
          label="Type"
          placeholder="No type"
          options={(types.data ?? [])
            .filter((type) => !type.deleted)
            .map((type) => ({ value: type.public_id, label: type.name }))}
          error={errors.promo_type_public_id?.message}
          {...register('promo_type_public_id')}
        />
      </div>
      {errors.root?.message && <p className="field-error">{errors.root.message}</p>}
      <FormButtons
        label="Save"
        busy={formState.isSubmitting}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}

function Usage({ code }: { code: string }) {
  const path = `/promo-codes/${encodeURIComponent(code)}/usage?items=50`;
  const usage = useQuery({ queryKey: [path], queryFn: () => staffGet<PromoCodeUsage>(path) });
  if (usage.error) return <ErrorNotice error={usage.error} />;
  if (!usage.data) return <p className="muted">Loading the usage…</p>;
  return (
    <section className="panel" aria-label="Usage">
      <h2>Usage: {usage.data.total} paid bookings</h2>
      {usage.data.total === 0 && <p className="muted">No paid booking has used it yet.</p>}
      {usage.data.total > usage.data.data.length && (
        <p className="muted">The latest {usage.data.data.length} are shown.</p>
      )}
      <ScrollTable caption={`Paid bookings that used ${code}`} hidden={usage.data.total === 0}>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Guest</th>
            <th scope="col">Check-in</th>
            <th scope="col">Total</th>
            <th scope="col">Payment</th>
            <th scope="col">Made</th>
          </tr>
        </thead>
        <tbody>
          {usage.data.data.map((booking) => (
            <tr key={booking.booking_public_id}>
              <td>
                <Link to={bookingPath(booking.booking_public_id)} className="ref-link">
                  {booking.booking_ref_code}
                </Link>
              </td>
              <td>{booking.guest}</td>
              <td>{booking.check_in}</td>
              <td>
                {booking.currency} {booking.total_cost}
              </td>
              <td>{booking.booking_payment_status}</td>
              <td>{formatInstant(booking.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}

export function PromoCodePage() {
  const code = useParams().code_id ?? '';
  const path = `/promo-codes/${encodeURIComponent(code)}`;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const promo = useQuery({
    queryKey: [path],
    queryFn: () => staffGet<PromoCodeSettingsRead>(path),
  });
  const settle = (changed: PromoCodeSettingsRead) => {
    setEditing(false);
    queryClient.setQueryData([path], changed);
    return queryClient.invalidateQueries({ queryKey: ['/promo-codes'] });
  };
  const edit = useMutation({
    mutationFn: (patch: PromoCodePatch) =>
      staffRequest<PromoCodeSettingsRead>('PATCH', path, patch),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (deleted: boolean) =>
      deleted
        ? staffRequest<PromoCodeSettingsRead>('DELETE', path)
        : staffRequest<PromoCodeSettingsRead>('POST', `${path}/restore`),
    onSuccess: settle,
  });

  if (promo.error) return <ErrorNotice error={promo.error} />;
  const read = promo.data;
  if (!read) return <p className="muted">Loading the promo code…</p>;
  const deleted = read.status === 'deleted';

  return (
    <DetailLayout
      backTo="/promo-codes"
      backLabel="Promo codes"
      title={`Promo code ${read.code}`}
      tags={
        <span className={statusTone(read.status)} data-testid="promo-status">
          {statusWord(read.status)}
        </span>
      }
      facts={[
        { label: 'Off', value: percentText(read.percentage_off) },
        { label: 'Valid', value: `${read.start_date} to ${read.end_date}` },
        { label: 'Uses', value: `${read.uses} of ${read.max_uses}` },
        { label: 'Paid bookings', value: String(read.paid_uses) },
        { label: 'Type', value: read.promo_type_name ?? '—' },
      ]}
      actions={
        editing ? undefined : (
          <>
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Edit
            </button>
            {!deleted && (
              <button
                type="button"
                className="button"
                disabled={edit.isPending}
                onClick={() => edit.mutate({ active: read.status !== 'active' })}
              >
                {read.status === 'active' ? 'Deactivate' : 'Activate'}
              </button>
            )}
            <button
              type="button"
              className="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate(!deleted)}
            >
              {deleted ? 'Restore' : 'Delete'}
            </button>
          </>
        )
      }
    >
      {!editing && edit.error && <ErrorNotice error={edit.error} onClose={() => edit.reset()} />}
      {remove.error && <ErrorNotice error={remove.error} onClose={() => remove.reset()} />}
      {editing && (
        <section className="panel operation-form" aria-label="Edit promo code">
          <h2>Edit promo code</h2>
          <PromoEditForm
            code={read}
            failure={edit.error}
            onSend={(patch) => edit.mutateAsync(patch).catch(() => undefined)}
            onCancel={() => {
              edit.reset();
              setEditing(false);
            }}
          />
        </section>
      )}
      <Usage code={read.code} />
      <RecordHistory record="promo_code" recordId={read.code} version={promo.dataUpdatedAt} />
    </DetailLayout>
  );
}
