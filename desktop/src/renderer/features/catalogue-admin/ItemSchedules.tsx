/**
 * A facility's or an activity's schedules on its page: closures and surges, and a facility's
 * maintenance (units down) and allocations (units set aside for one partner), each listed with
 * its range (both ends included) and a Remove button (a row removed stays listed under it with
 * Restore, `POST …/{id}/restore`, for the rest of the visit), and a form to add one (`POST
 * {item}/unavailability`, `/surge`, `/maintenance` or `/allocation`, one Idempotency-Key per
 * opened form). A closure's, maintenance's or allocation's answer says how many bookings already
 * hold those nights or dates (they are not cancelled). The API's refusal of a field (units beyond
 * the facility's, an unknown partner) shows on that field.
 *
 * spec: membership-backoffice.md §2.5 (Facilities, Inventory), §3 (maintenance, allocations,
 * schedules), §4 (deleting a schedule returns to the item's page), §7 (Schedules);
 * api-contract.md §Catalogue administration.
 */
import {
  facilityAllocationRequestSchema,
  facilityMaintenanceRequestSchema,
  facilitySurgeRequestSchema,
  facilityUnavailabilityRequestSchema,
} from '@hifadhi/shared/schemas/catalogue-admin';
import type { PartnerPage } from '@hifadhi/shared/schemas/catalogue-settings';
import type { FacilityAdminRead } from '@hifadhi/shared/schemas/facility-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { Notice } from '../../components/Notice';
import { SelectField } from '../../components/SelectField';
import { GateError } from '../../lib/gate-api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffGet } from '../../lib/staff-api';
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
    Partial<Pick<FacilityAdminRead, 'maintenance' | 'allocations' | 'quantity'>>;
  write(change: ItemWrite): Promise<unknown>;
  busy: boolean;
}

function span(range: { start_date: string; end_date: string }, words: Words): string {
  return range.start_date === range.end_date
    ? `${words.one} of ${range.start_date}`
    : `${words.many} ${range.start_date} to ${range.end_date}`;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A `YYYY-MM-DD` date as "5 Dec 2026" (the calendar day it names, whatever the time zone). */
function day(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : dayFormat.format(time);
}

type ScheduleKind = 'unavailability' | 'surge' | 'maintenance' | 'allocation';
type ExtraField = 'reason' | 'percentage' | 'units' | 'partner_public_id' | 'note';

interface ExtraFieldForm {
  name: ExtraField;
  label: string;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
  /** A choice among the live partners instead of typed text. */
  partnerChoice?: true;
}

const reasonField: ExtraFieldForm = { name: 'reason', label: 'Reason' };

/** Each kind's form: its schema, names, and its fields after the two ends of the range. */
const scheduleForms: Record<
  ScheduleKind,
  {
    schema: ZodType<unknown, FieldValues>;
    name(words: Words): string;
    submit(words: Words): string;
    fields: ExtraFieldForm[];
    /** Fields shown before the two ends of the range. */
    leading?: ExtraFieldForm[];
  }
> = {
  unavailability: {
    schema: facilityUnavailabilityRequestSchema,
    name: (words) => `Close the ${words.noun}`,
    submit: (words) => `Close these ${words.many}`,
    fields: [reasonField],
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
        inputMode: 'decimal',
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
        inputMode: 'numeric',
      },
      reasonField,
    ],
  },
  allocation: {
    schema: facilityAllocationRequestSchema,
    name: () => 'Allocate units',
    submit: () => 'Allocate them',
    leading: [{ name: 'partner_public_id', label: 'Partner', partnerChoice: true }],
    fields: [
      {
        name: 'units',
        label: 'Units',
        hint: 'Only this partner may book them; its own bookings take them first.',
        inputMode: 'numeric',
      },
      { name: 'note', label: 'Note (optional)' },
    ],
  },
};

type ScheduleValues = Record<'start_date' | 'end_date' | ExtraField, string>;

/** Live partners by name (the first 100), as the allocation form offers them. */
function usePartnerChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['/partners', 'choices'],
    queryFn: () => staffGet<PartnerPage>('/partners?status=active&items=100'),
    enabled,
  });
}

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
  const extras = [...(form.leading ?? []), ...form.fields];
  const partners = usePartnerChoices(extras.some((field) => field.partnerChoice));
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState, setError } = useForm<ScheduleValues>({
    resolver: zodResolver(form.schema) as unknown as Resolver<ScheduleValues>,
    defaultValues: {
      start_date: '',
      end_date: '',
      ...Object.fromEntries(extras.map((field) => [field.name, ''])),
    },
  });
  const { errors } = formState;
  const capital = `${words.one[0]!.toUpperCase()}${words.one.slice(1)}`;
  /** The API's refusal on the fields it names that this form has, else above the buttons. */
  const refused = (error: unknown) => {
    const names = ['start_date', 'end_date', ...extras.map((field) => field.name)];
    const onFields =
      error instanceof GateError
        ? Object.entries(error.fields).filter(([name]) => names.includes(name))
        : [];
    for (const [name, message] of onFields) {
      setError(name as keyof ScheduleValues, { message });
    }
    if (onFields.length === 0) setFailure(error);
  };
  const extraField = (field: ExtraFieldForm) => {
    const error = errors[field.name]?.message;
    if (field.partnerChoice) {
      return (
        <SelectField
          key={field.name}
          label={field.label}
          placeholder={partners.data ? 'Choose a partner' : 'Loading partners…'}
          options={(partners.data?.data ?? []).map((partner) => ({
            value: partner.public_id,
            label: partner.name,
          }))}
          error={error}
          {...register(field.name)}
        />
      );
    }
    return (
      <Field
        key={field.name}
        label={field.label}
        hint={field.hint}
        inputMode={field.inputMode}
        error={error}
        {...register(field.name)}
      />
    );
  };
  return (
    <form
      className="form"
      noValidate
      aria-label={form.name(words)}
      onSubmit={handleSubmit((body) => {
        setFailure(null);
        return write({
          method: 'POST',
          under: `/${kind}`,
          body,
          headers: { 'Idempotency-Key': key },
        })
          .then(onDone)
          .catch(refused);
      })}
    >
      {partners.error !== null && <ErrorNotice error={partners.error} />}
      <div className="form-grid">
        {form.leading?.map(extraField)}
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
        {form.fields.map(extraField)}
      </div>
      <FormButtons label={form.submit(words)} busy={formState.isSubmitting} failure={failure} />
    </form>
  );
}

/**
 * A list of schedules, each with a button: live ones with Remove (`empty` said when there are
 * none), or the ones removed on this visit of the page with Restore (`POST
 * {item}/{kind}/{id}/restore`; nothing shown when there are none; the API's refusal, an
 * allocation that would now set aside more units than the item has, shows above them).
 */
function ScheduleList<T extends { start_date: string; end_date: string }>(props: {
  label: string;
  rows: T[];
  empty?: string;
  describe(row: T): string;
  idOf(row: T): string;
  action: 'Remove' | 'Restore';
  onAction(row: T): void;
  busy: boolean;
}) {
  const removed = props.action === 'Restore';
  if (props.rows.length === 0) {
    return props.empty === undefined ? null : <p className="muted">{props.empty}</p>;
  }
  return (
    <ul className="plain-list" aria-label={props.label}>
      {props.rows.map((row) => (
        <li key={props.idOf(row)} className="button-row">
          <span className={removed ? 'muted' : undefined}>
            {removed ? `Removed: ${props.describe(row)}` : props.describe(row)}
          </span>
          <button
            type="button"
            className="button"
            disabled={props.busy}
            onClick={() => props.onAction(row)}
          >
            {props.action}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * What staff read after a closure, maintenance or allocation: the bookings already holding its
 * range, and what becomes of them (`then`).
 */
function overlapNotice(done: string, answer: unknown, words: Words, then: string): string {
  const overlapping = (answer as { overlapping_bookings?: number }).overlapping_bookings ?? 0;
  return overlapping > 0
    ? `${done} ${overlapping} booking(s) already hold those ${words.many}: ${then}`
    : `${done} No booking holds those ${words.many}.`;
}

/**
 * One kind's section: its heading, the notice of the last add, its list, the rows removed on
 * this visit (to restore a mistaken Remove) and its add form.
 */
function ScheduleSection<T extends { start_date: string; end_date: string }>(props: {
  title: string;
  kind: ScheduleKind;
  words: Words;
  list: Omit<Parameters<typeof ScheduleList<T>>[0], 'label' | 'busy' | 'action' | 'onAction'>;
  busy: boolean;
  addLabel: string;
  write: SchedulesProps['write'];
  /** What staff read once one is added; nothing when absent. */
  added?(answer: unknown): string;
}) {
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<ReactNode>(null);
  const [removed, setRemoved] = useState<T[]>([]);
  const [refusal, setRefusal] = useState<unknown>(null);
  const pathOf = (row: T) => `/${props.kind}/${encodeURIComponent(props.list.idOf(row))}`;
  const others = (row: T) =>
    removed.filter((gone) => props.list.idOf(gone) !== props.list.idOf(row));
  const remove = (row: T) =>
    props
      .write({ method: 'DELETE', under: pathOf(row) })
      .then(() => setRemoved([...others(row), row]))
      .catch(() => undefined);
  const restore = (row: T) => {
    setRefusal(null);
    return props
      .write({ method: 'POST', under: `${pathOf(row)}/restore` })
      .then(() => setRemoved(others(row)))
      .catch(setRefusal);
  };
  return (
    <section className="panel" aria-label={props.title}>
      <h2>{props.title}</h2>
      {notice !== null && <Notice tone="info">{notice}</Notice>}
      <ScheduleList
        {...props.list}
        label={props.title}
        action="Remove"
        onAction={remove}
        busy={props.busy}
      />
      {refusal !== null && <ErrorNotice error={refusal} onClose={() => setRefusal(null)} />}
      <ScheduleList
        {...props.list}
        empty={undefined}
        label={`${props.title} removed`}
        rows={removed}
        action="Restore"
        onAction={restore}
        busy={props.busy}
      />
      {adding ? (
        <ScheduleForm
          kind={props.kind}
          words={props.words}
          write={props.write}
          onDone={(answer) => {
            setAdding(false);
            setNotice(props.added?.(answer) ?? null);
          }}
        />
      ) : (
        <div className="button-row">
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {props.addLabel}
          </button>
        </div>
      )}
    </section>
  );
}

export function ItemSchedules({ kind, item, write, busy }: SchedulesProps) {
  const words = wordsOf[kind];
  const shared = { words, write, busy };
  const untouched = 'move or cancel them.';
  return (
    <>
      <ScheduleSection
        {...shared}
        title="Closures"
        kind="unavailability"
        addLabel={`Close ${words.many}`}
        added={(answer) => overlapNotice('Closed.', answer, words, untouched)}
        list={{
          rows: item.unavailability,
          empty: words.open,
          describe: (row) => `Closed ${span(row, words)}: ${row.reason}`,
          idOf: (row) => row.unavailability_public_id,
        }}
      />
      {item.maintenance && (
        <ScheduleSection
          {...shared}
          title="Maintenance"
          kind="maintenance"
          addLabel="Take units down"
          added={(answer) => overlapNotice('Units taken down.', answer, words, untouched)}
          list={{
            rows: item.maintenance,
            empty: 'No unit is down.',
            describe: (row) =>
              `${row.units} of ${item.quantity} down, ${span(row, words)}: ${row.reason}`,
            idOf: (row) => row.maintenance_public_id,
          }}
        />
      )}
      {item.allocations && (
        <ScheduleSection
          {...shared}
          title="Allocations"
          kind="allocation"
          addLabel="Allocate units"
          added={(answer) =>
            overlapNotice(
              'Units allocated.',
              answer,
              words,
              'they stay, and the allocation sets aside only what they leave.',
            )
          }
          list={{
            rows: item.allocations,
            empty: 'No unit is set aside for a partner.',
            describe: (row) =>
              [
                row.partner_name,
                `${row.units} ${row.units === 1 ? 'unit' : 'units'}`,
                `${day(row.start_date)} – ${day(row.end_date)}`,
                ...(row.note ? [row.note] : []),
              ].join(' · '),
            idOf: (row) => row.schedule_public_id,
          }}
        />
      )}
      <ScheduleSection
        {...shared}
        title="Surges"
        kind="surge"
        addLabel="Add surge"
        list={{
          rows: item.surges,
          empty: 'No surge.',
          describe: (row) => `+${row.percentage}% on the ${span(row, words)}`,
          idOf: (row) => row.surge_public_id,
        }}
      />
    </>
  );
}
