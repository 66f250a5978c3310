/**
 * One school fee rate (`/school-fee/{fee_id}`, route SchoolFee; `new` adds one): its form —
 * destination, guest category, name on the quote, currency, amount a conservation day, from and
 * to dates — checked with the shared school fee schema; Save sends it (an add carries one
 * Idempotency-Key for all its attempts, so a double click adds one rate); Delete / Restore sit
 * above it.
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
import { useForm } from 'react-hook-form';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { CurrencyField } from '../catalogue-settings/CurrencyField';
import { RecordForm, type RecordFormProps } from '../catalogue-settings/RecordForm';
import { SoftDeleteRecordPage } from '../catalogue-settings/SoftDeleteRecordPage';
import { schoolFeeScreens } from './school-fee-screens';
import { useSchoolFeeChoices } from './use-school-fee-choices';

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

function SchoolFeeForm(props: RecordFormProps<SchoolFeeRead, SchoolFeeBody>) {
  const choices = useSchoolFeeChoices();
  const form = useForm<SchoolFeeBodyInput, unknown, SchoolFeeBody>({
    resolver: zodResolver(schoolFeeBodySchema),
    defaultValues: formValues(props.record),
  });
  const { register } = form;
  const { errors } = form.formState;
  return (
    <RecordForm form={form} noun={schoolFeeScreens.noun} {...props}>
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
        <CurrencyField error={errors.currency?.message} {...register('currency')} />
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
    </RecordForm>
  );
}

export function SchoolFeePage() {
  return (
    <SoftDeleteRecordPage<SchoolFeeRead, SchoolFeeBody>
      screens={schoolFeeScreens}
      form={SchoolFeeForm}
    />
  );
}
