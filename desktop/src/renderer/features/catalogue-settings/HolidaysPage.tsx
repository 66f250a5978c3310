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
import { RecordForm, type RecordFormProps } from './RecordForm';
import { SoftDeleteListPage } from './SoftDeleteListPage';

function HolidayForm(props: RecordFormProps<HolidayRead, HolidayBody>) {
  const form = useForm({
    resolver: zodResolver(holidayBodySchema),
    defaultValues: {
      holiday_date: props.record?.holiday_date ?? '',
      name: props.record?.name ?? '',
    },
  });
  const { register, formState } = form;
  return (
    <RecordForm form={form} noun="holiday" {...props}>
      <Field
        label="Date"
        type="date"
        error={formState.errors.holiday_date?.message}
        {...register('holiday_date')}
      />
      <Field label="Name" error={formState.errors.name?.message} {...register('name')} />
    </RecordForm>
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
      form={HolidayForm}
    />
  );
}
