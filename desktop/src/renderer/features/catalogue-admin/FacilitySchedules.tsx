/**
 * A facility's closures and surges on its page: each listed with its dates (both nights
 * included) and a Remove button, and a form to add one (`POST /facilities/{id}/unavailability`
 * or `/surge`, one Idempotency-Key per opened form). A closure's answer says how many bookings
 * already hold those nights (they are not cancelled).
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §4 (deleting a schedule returns to the
 * Facility page), §7 (Schedules); api-contract.md §Catalogue administration.
 */
import {
  type FacilityUnavailabilityRead,
  facilitySurgeRequestSchema,
  facilityUnavailabilityRequestSchema,
} from '@hifadhi/shared/schemas/catalogue-admin';
import type { FacilityAdminRead } from '@hifadhi/shared/schemas/facility-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { Notice } from '../../components/Notice';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { ItemWrite } from './use-catalogue-item';

interface SchedulesProps {
  facility: FacilityAdminRead;
  write(change: ItemWrite): Promise<unknown>;
  busy: boolean;
}

function nights(range: { start_date: string; end_date: string }): string {
  return range.start_date === range.end_date
    ? `night of ${range.start_date}`
    : `nights ${range.start_date} to ${range.end_date}`;
}

type ScheduleKind = 'unavailability' | 'surge';

/** Each kind's form: its schema, names, and its third field after the two nights. */
const scheduleForms = {
  unavailability: {
    schema: facilityUnavailabilityRequestSchema,
    name: 'Close the facility',
    submit: 'Close these nights',
    field: { name: 'reason', label: 'Reason', hint: undefined, inputMode: undefined },
  },
  surge: {
    schema: facilitySurgeRequestSchema,
    name: 'Add a surge',
    submit: 'Add surge',
    field: {
      name: 'percentage',
      label: 'Surge (%)',
      hint: 'Nights inside cost this much more.',
      inputMode: 'decimal' as const,
    },
  },
} as const;

type ScheduleValues = Record<'start_date' | 'end_date' | 'reason' | 'percentage', string>;

/** A new closure or surge; one Idempotency-Key for every attempt of the opened form. */
function ScheduleForm({
  kind,
  write,
  onDone,
}: {
  kind: ScheduleKind;
  write: SchedulesProps['write'];
  onDone(read: unknown): void;
}) {
  const form = scheduleForms[kind];
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<ScheduleValues>({
    resolver: zodResolver(form.schema) as unknown as Resolver<ScheduleValues>,
    defaultValues: { start_date: '', end_date: '', [form.field.name]: '' },
  });
  const { errors } = formState;
  return (
    <form
      className="form"
      noValidate
      aria-label={form.name}
      onSubmit={handleSubmit((body) =>
        write({ method: 'POST', under: `/${kind}`, body, headers: { 'Idempotency-Key': key } })
          .then(onDone)
          .catch(setFailure),
      )}
    >
      <div className="form-grid">
        <Field
          label="First night"
          type="date"
          error={errors.start_date?.message}
          {...register('start_date')}
        />
        <Field
          label="Last night"
          type="date"
          error={errors.end_date?.message}
          {...register('end_date')}
        />
        <Field
          label={form.field.label}
          hint={form.field.hint}
          inputMode={form.field.inputMode}
          error={errors[form.field.name]?.message}
          {...register(form.field.name)}
        />
      </div>
      <FormButtons label={form.submit} busy={formState.isSubmitting} failure={failure} />
    </form>
  );
}

/** A list of schedules, each with a Remove button. */
function ScheduleList<T extends { start_date: string; end_date: string }>(props: {
  label: string;
  rows: T[];
  empty: string;
  describe(row: T): string;
  idOf(row: T): string;
  onRemove(row: T): void;
  busy: boolean;
}) {
  if (props.rows.length === 0) return <p className="muted">{props.empty}</p>;
  return (
    <ul className="plain-list" aria-label={props.label}>
      {props.rows.map((row) => (
        <li key={props.idOf(row)} className="button-row">
          <span>{props.describe(row)}</span>
          <button
            type="button"
            className="button"
            disabled={props.busy}
            onClick={() => props.onRemove(row)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

export function FacilitySchedules({ facility, write, busy }: SchedulesProps) {
  const [adding, setAdding] = useState<'closure' | 'surge' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = (kind: 'unavailability' | 'surge', id: string) =>
    write({ method: 'DELETE', under: `/${kind}/${encodeURIComponent(id)}` }).catch(() => undefined);
  return (
    <>
      <section className="panel" aria-label="Closures">
        <h2>Closures</h2>
        {notice && <Notice tone="info">{notice}</Notice>}
        <ScheduleList
          label="Closures"
          rows={facility.unavailability}
          empty="Open every night."
          describe={(row) => `Closed ${nights(row)}: ${row.reason}`}
          idOf={(row) => row.unavailability_public_id}
          onRemove={(row) => remove('unavailability', row.unavailability_public_id)}
          busy={busy}
        />
        {adding === 'closure' ? (
          <ScheduleForm
            kind="unavailability"
            write={write}
            onDone={(answer) => {
              const read = answer as FacilityUnavailabilityRead;
              setAdding(null);
              setNotice(
                read.overlapping_bookings > 0
                  ? `Closed. ${read.overlapping_bookings} booking(s) already hold those nights: move or cancel them.`
                  : 'Closed. No booking holds those nights.',
              );
            }}
          />
        ) : (
          <div className="button-row">
            <button type="button" className="button" onClick={() => setAdding('closure')}>
              Close nights
            </button>
          </div>
        )}
      </section>
      <section className="panel" aria-label="Surges">
        <h2>Surges</h2>
        <ScheduleList
          label="Surges"
          rows={facility.surges}
          empty="No surge."
          describe={(row) => `+${row.percentage}% on the ${nights(row)}`}
          idOf={(row) => row.surge_public_id}
          onRemove={(row) => remove('surge', row.surge_public_id)}
          busy={busy}
        />
        {adding === 'surge' ? (
          <ScheduleForm kind="surge" write={write} onDone={() => setAdding(null)} />
        ) : (
          <div className="button-row">
            <button type="button" className="button" onClick={() => setAdding('surge')}>
              Add surge
            </button>
          </div>
        )}
      </section>
    </>
  );
}
