/**
 * Conservation fees (`/conservation-fees`) or vehicle fees (`/vehicle-fees`) with their
 * schedules: the amounts in force today (`GET /fee-schedules/in-force`), a New schedule form (a
 * fee's amount from a day, at one destination or all; checked with the shared
 * `feeScheduleBodySchema`), and the schedules with Edit (the same form, filled in; the fee
 * stays; `PATCH /fee-schedules/{public_id}`) and Delete, or the deleted ones with Restore.
 *
 * spec: membership-backoffice.md §2.5 (conservation-fees, vehicle-fees), §3 (conservation fees
 * and schedules, vehicle fees), §4 (soft delete and restore); staff-booking.md §7
 * (get_newly_scheduled_pricing).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import {
  type FeeKind,
  type FeeScheduleBody,
  type FeeScheduleList,
  type FeeScheduleRead,
  feeScheduleBodySchema,
  type ScheduledPricing,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { ScrollTable } from './ScrollTable';

const titles: Record<FeeKind, string> = {
  conservation: 'Conservation fees',
  vehicle: 'Vehicle fees',
};

interface Destination {
  destination_public_id: string;
  destination_name: string;
}

type ScheduledFee = ScheduledPricing['conservation_fees'][number];

/** A fee amount as staff read it: "KES 1,500", cents only when it has them ("USD 52.50"). */
function feeAmount(amount: string, currency: string): string {
  return formatMoney(amount, currency as CurrencyCode, Number.isInteger(Number(amount)) ? 0 : 2);
}

function ScheduleForm(props: {
  kind: FeeKind;
  fees: ScheduledFee[];
  failure: unknown;
  /** The schedule being corrected, or none for a new one. */
  editing?: FeeScheduleRead | undefined;
  onSend(body: FeeScheduleBody): Promise<unknown>;
  onCancel?(): void;
}) {
  const { editing } = props;
  const lookups = useQuery({
    queryKey: ['catalogue', '/public/lookups'],
    queryFn: () => staffGet<{ destinations: Destination[] }>('/public/lookups'),
  });
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(feeScheduleBodySchema),
    defaultValues: {
      fee_kind: props.kind,
      fee_public_id: editing?.fee_public_id ?? '',
      destination_public_id: editing?.destination_public_id ?? '',
      effective_from: editing?.effective_from ?? calendarDateAt(new Date()),
      amount: editing?.amount ?? '',
      currency: (editing?.currency ?? 'KES') as FeeScheduleBody['currency'],
    },
  });
  const { errors } = formState;
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(async (body) => {
        await props.onSend(body);
        reset();
      })}
    >
      <div className="form-grid">
        {editing ? (
          <p className="field-hint">Fee: {editing.fee_name}</p>
        ) : (
          <SelectField
            label="Fee"
            placeholder="Choose a fee"
            options={props.fees.map((fee) => ({ value: fee.fee_public_id, label: fee.name }))}
            error={errors.fee_public_id?.message}
            {...register('fee_public_id')}
          />
        )}
        <SelectField
          label="Destination"
          placeholder="Every destination"
          options={(lookups.data?.destinations ?? []).map((place) => ({
            value: place.destination_public_id,
            label: place.destination_name,
          }))}
          error={errors.destination_public_id?.message}
          {...register('destination_public_id')}
        />
        <p className="field-hint">
          Public quotes and kiosks name no destination: they use the schedules for every
          destination.
        </p>
        <Field
          label="In force from"
          type="date"
          error={errors.effective_from?.message}
          {...register('effective_from')}
        />
        <Field
          label="Amount"
          inputMode="decimal"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <SelectField
          label="Currency"
          options={[
            { value: 'KES', label: 'KES' },
            { value: 'USD', label: 'USD' },
          ]}
          error={errors.currency?.message}
          {...register('currency')}
        />
      </div>
      <FormButtons
        label={editing ? 'Save schedule' : 'Add schedule'}
        busy={formState.isSubmitting}
        failure={props.failure}
        {...(props.onCancel ? { onCancel: props.onCancel } : {})}
      />
    </form>
  );
}

export function FeeSchedulesPage({ kind }: { kind: FeeKind }) {
  const today = calendarDateAt(new Date());
  const queryClient = useQueryClient();
  const [showDeleted, setShowDeleted] = useState(false);
  const inForcePath = `/fee-schedules/in-force?check_in_date=${today}&check_out_date=${today}`;
  const listPath = `/fee-schedules?fee_kind=${kind}&deleted=${showDeleted}`;
  const inForce = useQuery({
    queryKey: ['/fee-schedules', inForcePath],
    queryFn: () => staffGet<ScheduledPricing>(inForcePath),
  });
  const schedules = useQuery({
    queryKey: ['/fee-schedules', listPath],
    queryFn: () => staffGet<FeeScheduleList>(listPath),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/fee-schedules'] });
  // One key per schedule being added: a double click or a retry adds it once.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const add = useMutation({
    mutationFn: (body: FeeScheduleBody) =>
      staffRequest<FeeScheduleRead>('POST', '/fee-schedules', body, {
        'Idempotency-Key': attemptKey,
      }),
    onSuccess: () => {
      setAttemptKey(newIdempotencyKey());
      return refresh();
    },
  });
  const [editing, setEditing] = useState<FeeScheduleRead>();
  const edit = useMutation({
    mutationFn: ({ fee_kind, fee_public_id, ...patch }: FeeScheduleBody) =>
      staffRequest<FeeScheduleRead>(
        'PATCH',
        `/fee-schedules/${encodeURIComponent(editing?.public_id ?? '')}`,
        patch,
      ),
    onSuccess: () => {
      setEditing(undefined);
      return refresh();
    },
  });
  const change = useMutation({
    mutationFn: ({ id, deleted }: { id: string; deleted: boolean }) =>
      deleted
        ? staffRequest<FeeScheduleRead>('DELETE', `/fee-schedules/${encodeURIComponent(id)}`)
        : staffRequest<FeeScheduleRead>('POST', `/fee-schedules/${encodeURIComponent(id)}/restore`),
    onSuccess: refresh,
  });
  const fees =
    (kind === 'conservation' ? inForce.data?.conservation_fees : inForce.data?.vehicle_fees) ?? [];
  const title = titles[kind];

  return (
    <section className="resource-list">
      <h1>{title}</h1>
      {inForce.error && <ErrorNotice error={inForce.error} />}
      <ScrollTable caption={`In force today (${today}), at every destination`}>
        <thead>
          <tr>
            <th scope="col">Fee</th>
            <th scope="col">Amount</th>
            <th scope="col">Since</th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee.fee_public_id}>
              <td>{fee.name}</td>
              <td>{feeAmount(fee.amount, fee.currency)}</td>
              <td>{fee.effective_from ?? 'The catalogue’s own'}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <section
        className="panel operation-form"
        aria-label={editing ? 'Edit schedule' : 'New schedule'}
      >
        <h2>{editing ? `Edit schedule: ${editing.fee_name}` : 'New schedule'}</h2>
        {editing ? (
          <ScheduleForm
            key={editing.public_id}
            kind={kind}
            fees={fees}
            editing={editing}
            failure={edit.error}
            onSend={(body) => edit.mutateAsync(body).catch(() => undefined)}
            onCancel={() => {
              edit.reset();
              setEditing(undefined);
            }}
          />
        ) : (
          <ScheduleForm
            kind={kind}
            fees={fees}
            failure={add.error}
            onSend={(body) => add.mutateAsync(body).catch(() => undefined)}
          />
        )}
      </section>
      {schedules.error && <ErrorNotice error={schedules.error} />}
      {change.error && <ErrorNotice error={change.error} onClose={() => change.reset()} />}
      <div className="button-row">
        <label className="check-field">
          <input
            type="checkbox"
            checked={showDeleted}
            onChange={(event) => setShowDeleted(event.target.checked)}
          />{' '}
          Show deleted schedules
        </label>
      </div>
      <ScrollTable caption={showDeleted ? 'Deleted schedules' : 'Schedules'}>
        <thead>
          <tr>
            <th scope="col">Fee</th>
            <th scope="col">Destination</th>
            <th scope="col">From</th>
            <th scope="col">Amount</th>
            <th scope="col">Added by</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(schedules.data?.data ?? []).map((schedule) => (
            <tr key={schedule.public_id}>
              <td>{schedule.fee_name}</td>
              <td>{schedule.destination_name ?? 'Every destination'}</td>
              <td>{schedule.effective_from}</td>
              <td>{feeAmount(schedule.amount, schedule.currency)}</td>
              <td>{schedule.created_by}</td>
              <td className="button-row">
                {!schedule.deleted && (
                  <button
                    type="button"
                    className="button"
                    aria-label={`Edit ${schedule.fee_name} from ${schedule.effective_from}`}
                    onClick={() => {
                      edit.reset();
                      setEditing(schedule);
                    }}
                  >
                    Edit
                  </button>
                )}
                <button
                  type="button"
                  className="button"
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate({ id: schedule.public_id, deleted: !schedule.deleted })
                  }
                >
                  {schedule.deleted ? 'Restore' : 'Delete'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
