/**
 * Holidays (`/holidays`): the public holidays the conservancy keeps, one per date, listed by
 * date with Edit, Delete and Restore, and one form to add a holiday or edit the chosen one.
 *
 * spec: membership-backoffice.md §3 (holidays), §4, §7 (Content: holidays).
 */
import {
  type HolidayBody,
  type HolidayRead,
  holidayBodySchema,
} from '@hifadhi/shared/schemas/content-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { RowActions, StatusCell } from './RowActions';
import { ScrollTable } from './ScrollTable';
import { useSoftDeleteList } from './use-soft-delete-list';

function HolidayForm(props: {
  holiday?: HolidayRead;
  failure: unknown;
  onSend(body: HolidayBody): Promise<unknown>;
  onCancel?(): void;
}) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(holidayBodySchema),
    defaultValues: {
      holiday_date: props.holiday?.holiday_date ?? '',
      name: props.holiday?.name ?? '',
    },
  });
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(async (body) => {
        await props.onSend(body);
        if (!props.holiday) reset();
      })}
    >
      <Field
        label="Date"
        type="date"
        error={formState.errors.holiday_date?.message}
        {...register('holiday_date')}
      />
      <Field label="Name" error={formState.errors.name?.message} {...register('name')} />
      <FormButtons
        label={props.holiday ? 'Save holiday' : 'Add holiday'}
        busy={formState.isSubmitting}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}

export function HolidaysPage() {
  const [editing, setEditing] = useState<HolidayRead | null>(null);
  const { rows, add, edit, toggle } = useSoftDeleteList<HolidayRead, HolidayBody>('/holidays');
  return (
    <section className="resource-list">
      <h1>Holidays</h1>
      <section
        className="panel operation-form"
        aria-label={editing ? 'Edit holiday' : 'New holiday'}
      >
        <h2>{editing ? `Edit: ${editing.name}` : 'New holiday'}</h2>
        {editing ? (
          <HolidayForm
            key={editing.public_id}
            holiday={editing}
            failure={edit.error}
            onSend={(body) =>
              edit
                .mutateAsync({ id: editing.public_id, body })
                .then(() => setEditing(null))
                .catch(() => undefined)
            }
            onCancel={() => {
              edit.reset();
              setEditing(null);
            }}
          />
        ) : (
          <HolidayForm
            failure={add.error}
            onSend={(body) => add.mutateAsync(body).catch(() => undefined)}
          />
        )}
      </section>
      {rows.error && <ErrorNotice error={rows.error} />}
      {toggle.error && <ErrorNotice error={toggle.error} onClose={() => toggle.reset()} />}
      <ScrollTable caption="Holidays">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(rows.data ?? []).map((holiday) => (
            <tr key={holiday.public_id}>
              <td>{holiday.holiday_date}</td>
              <td>{holiday.name}</td>
              <StatusCell deleted={holiday.deleted} />
              <RowActions
                deleted={holiday.deleted}
                busy={toggle.isPending}
                edit={
                  <button type="button" className="button" onClick={() => setEditing(holiday)}>
                    Edit
                  </button>
                }
                onToggle={() => toggle.mutate(holiday)}
              />
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
