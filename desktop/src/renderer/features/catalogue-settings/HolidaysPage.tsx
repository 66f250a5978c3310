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
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { type RecordFormProps, SoftDeleteListPage } from './SoftDeleteListPage';

function HolidayForm(props: RecordFormProps<HolidayRead, HolidayBody>) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(holidayBodySchema),
    defaultValues: {
      holiday_date: props.record?.holiday_date ?? '',
      name: props.record?.name ?? '',
    },
  });
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(async (body) => {
        await props.onSend(body);
        if (!props.record) reset();
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
        label={props.record ? 'Save holiday' : 'Add holiday'}
        busy={formState.isSubmitting}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}

export function HolidaysPage() {
  return (
    <SoftDeleteListPage<HolidayRead, HolidayBody>
      title="Holidays"
      apiPath="/holidays"
      noun="holiday"
      nameOf={(holiday) => holiday.name}
      columns={[
        { head: 'Date', cell: (holiday) => holiday.holiday_date },
        { head: 'Name', cell: (holiday) => holiday.name },
      ]}
      form={(form) => <HolidayForm {...form} />}
    />
  );
}
