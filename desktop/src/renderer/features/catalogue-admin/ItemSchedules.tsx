/**
 * A facility's or an activity's schedules on its page: closures and surges, and a facility's
 * maintenance (units down), each listed with its range (both ends included) and a Remove
 * button, and a form to add one (`POST {item}/unavailability`, `/surge` or `/maintenance`, one
 * Idempotency-Key per opened form). A closure's or maintenance's answer says how many bookings
 * already hold those nights or dates (they are not cancelled).
 *
 * spec: membership-backoffice.md §2.5 (Facilities, Inventory), §3 (maintenance, schedules), §4
 * (deleting a schedule returns to the item's page), §7 (Schedules); api-contract.md §Catalogue
 * administration.
 */
import {
  facilityMaintenanceRequestSchema,
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

/** What the schedules of a facility (nights) or an activity (dates) are called. */
const wordsOf = {
  facility: { noun: 'facility', one: 'night', many: 'nights', open: 'Open every night.' },
  activity: { noun: 'activity', one: 'date', many: 'dates', open: 'Open every date.' },
} as const;

type ItemKind = keyof typeof wordsOf;
type Words = (typeof wordsOf)[ItemKind];

interface SchedulesProps {
  kind: ItemKind;
  item: Pick<FacilityAdminRead, 'unavailability' | 'surges'> &
    Partial<Pick<FacilityAdminRead, 'maintenance' | 'quantity'>>;
  write(change: ItemWrite): Promise<unknown>;
  busy: boolean;
}

function span(range: { start_date: string; end_date: string }, words: Words): string {
  return range.start_date === range.end_date
    ? `${words.one} of ${range.start_date}`
    : `${words.many} ${range.start_date} to ${range.end_date}`;
}

type ScheduleKind = 'unavailability' | 'surge' | 'maintenance';
type ExtraField = 'reason' | 'percentage' | 'units';

/** Each kind's form: its schema, names, and its fields after the two ends of the range. */
const scheduleForms = {
  unavailability: {
    schema: facilityUnavailabilityRequestSchema,
    name: (words: Words) => `Close the ${words.noun}`,
    submit: (words: Words) => `Close these ${words.many}`,
    fields: [{ name: 'reason', label: 'Reason', hint: undefined, inputMode: undefined }],
  },
  surge: {
    schema: facilitySurgeRequestSchema,
    name: () => 'Add a surge',
    submit: () => 'Add surge',
    fields: [
      {
        name: 'percentage',
        label: 'Surge (%)',
        hint: 'Those cost this much more.',
        inputMode: 'decimal' as const,
      },
    ],
  },
  maintenance: {
    schema: facilityMaintenanceRequestSchema,
    name: () => 'Take units down',
    submit: () => 'Take them down',
    fields: [
      {
        name: 'units',
        label: 'Units down',
        hint: 'That many fewer units are on offer.',
        inputMode: 'numeric' as const,
      },
      { name: 'reason', label: 'Reason', hint: undefined, inputMode: undefined },
    ],
  },
} satisfies Record<ScheduleKind, unknown>;

type ScheduleValues = Record<'start_date' | 'end_date' | ExtraField, string>;

/** A new schedule of `kind`; one Idempotency-Key for every attempt of the opened form. */
function ScheduleForm({
  kind,
  words,
  write,
  onDone,
}: {
  kind: ScheduleKind;
  words: Words;
  write: SchedulesProps['write'];
  onDone(read: unknown): void;
}) {
  const form = scheduleForms[kind];
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<ScheduleValues>({
    resolver: zodResolver(form.schema) as unknown as Resolver<ScheduleValues>,
    defaultValues: {
      start_date: '',
      end_date: '',
      ...Object.fromEntries(form.fields.map((field) => [field.name, ''])),
    },
  });
  const { errors } = formState;
  const capital = `${words.one[0]!.toUpperCase()}${words.one.slice(1)}`;
  return (
    <form
      className="form"
      noValidate
      aria-label={form.name(words)}
      onSubmit={handleSubmit((body) =>
        write({ method: 'POST', under: `/${kind}`, body, headers: { 'Idempotency-Key': key } })
          .then(onDone)
          .catch(setFailure),
      )}
    >
      <div className="form-grid">
        <Field
          label={`First ${words.one}`}
          type="date"
          error={errors.start_date?.message}
          {...register('start_date')}
        />
        <Field
          label={`Last ${words.one}`}
          hint={`${capital}s from the first to the last, both included.`}
          type="date"
          error={errors.end_date?.message}
          {...register('end_date')}
        />
        {form.fields.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            hint={field.hint}
            inputMode={field.inputMode}
            error={errors[field.name as ExtraField]?.message}
            {...register(field.name as ExtraField)}
          />
        ))}
      </div>
      <FormButtons label={form.submit(words)} busy={formState.isSubmitting} failure={failure} />
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

/** What staff read after a closure or maintenance: the bookings already holding its range. */
function overlapNotice(done: string, answer: unknown, words: Words): string {
  const overlapping = (answer as { overlapping_bookings: number }).overlapping_bookings;
  return overlapping > 0
    ? `${done} ${overlapping} booking(s) already hold those ${words.many}: move or cancel them.`
    : `${done} No booking holds those ${words.many}.`;
}

export function ItemSchedules({ kind, item, write, busy }: SchedulesProps) {
  const words = wordsOf[kind];
  const [adding, setAdding] = useState<ScheduleKind | null>(null);
  const [notice, setNotice] = useState<{ kind: ScheduleKind; text: string } | null>(null);
  const noticeOf = (schedule: ScheduleKind) =>
    notice?.kind === schedule && <Notice tone="info">{notice.text}</Notice>;
  const remove = (schedule: ScheduleKind, id: string) =>
    write({ method: 'DELETE', under: `/${schedule}/${encodeURIComponent(id)}` }).catch(
      () => undefined,
    );
  const addButton = (schedule: ScheduleKind, label: string) =>
    adding === schedule ? null : (
      <div className="button-row">
        <button type="button" className="button" onClick={() => setAdding(schedule)}>
          {label}
        </button>
      </div>
    );
  return (
    <>
      <section className="panel" aria-label="Closures">
        <h2>Closures</h2>
        {noticeOf('unavailability')}
        <ScheduleList
          label="Closures"
          rows={item.unavailability}
          empty={words.open}
          describe={(row) => `Closed ${span(row, words)}: ${row.reason}`}
          idOf={(row) => row.unavailability_public_id}
          onRemove={(row) => remove('unavailability', row.unavailability_public_id)}
          busy={busy}
        />
        {adding === 'unavailability' && (
          <ScheduleForm
            kind="unavailability"
            words={words}
            write={write}
            onDone={(answer) => {
              setAdding(null);
              setNotice({
                kind: 'unavailability',
                text: overlapNotice('Closed.', answer, words),
              });
            }}
          />
        )}
        {addButton('unavailability', `Close ${words.many}`)}
      </section>
      {item.maintenance && (
        <section className="panel" aria-label="Maintenance">
          <h2>Maintenance</h2>
          {noticeOf('maintenance')}
          <ScheduleList
            label="Maintenance"
            rows={item.maintenance}
            empty="No unit is down."
            describe={(row) =>
              `${row.units} of ${item.quantity} down, ${span(row, words)}: ${row.reason}`
            }
            idOf={(row) => row.maintenance_public_id}
            onRemove={(row) => remove('maintenance', row.maintenance_public_id)}
            busy={busy}
          />
          {adding === 'maintenance' && (
            <ScheduleForm
              kind="maintenance"
              words={words}
              write={write}
              onDone={(answer) => {
                setAdding(null);
                setNotice({
                  kind: 'maintenance',
                  text: overlapNotice('Units taken down.', answer, words),
                });
              }}
            />
          )}
          {addButton('maintenance', 'Take units down')}
        </section>
      )}
      <section className="panel" aria-label="Surges">
        <h2>Surges</h2>
        <ScheduleList
          label="Surges"
          rows={item.surges}
          empty="No surge."
          describe={(row) => `+${row.percentage}% on the ${span(row, words)}`}
          idOf={(row) => row.surge_public_id}
          onRemove={(row) => remove('surge', row.surge_public_id)}
          busy={busy}
        />
        {adding === 'surge' && (
          <ScheduleForm kind="surge" words={words} write={write} onDone={() => setAdding(null)} />
        )}
        {addButton('surge', 'Add surge')}
      </section>
    </>
  );
}
