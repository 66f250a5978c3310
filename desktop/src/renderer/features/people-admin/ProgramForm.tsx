/**
 * The volunteer programme form (react-hook-form, the shared `programSchema`): name, first and
 * last day, currency, price, maximum applicants (paid places) and the description.
 *
 * spec: membership-backoffice.md §3 (Volunteer program: name, start_date, end_date, currency,
 * price, desc, max_applicants).
 */
import { type ProgramForm as Body, programSchema } from '@hifadhi/shared/schemas/people-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';

export interface StaffProgram {
  public_id: string;
  name: string;
  start_date: string;
  end_date: string;
  currency: 'KES' | 'USD';
  price: string;
  max_applicants: number;
  description: string;
  applications: number;
  paid: number;
  places_left: number;
  deleted_at: string | null;
  contacts: {
    public_id: string;
    name: string;
    role: string | null;
    email: string | null;
    phone: string | null;
  }[];
  /** The PDF's URL (`/api/v1/program-files/{name}`), or null. */
  pdf_url: string | null;
  images: { public_id: string; url: string }[];
}

interface ProgramFormProps {
  label: string;
  program?: StaffProgram;
  onSend(body: Body): Promise<unknown>;
  onCancel(): void;
  failure: unknown;
}

export function ProgramForm({ label, program, onSend, onCancel, failure }: ProgramFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(programSchema),
    defaultValues: {
      name: program?.name ?? '',
      start_date: program?.start_date ?? '',
      end_date: program?.end_date ?? '',
      currency: program?.currency ?? ('KES' as const),
      price: program?.price ?? '',
      max_applicants: program?.max_applicants ?? 10,
      description: program?.description ?? '',
    },
  });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSend)}>
      <div className="form-grid">
        <Field label="Programme name" error={errors.name?.message} {...register('name')} />
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
          label="Currency"
          options={[
            { value: 'KES', label: 'KES' },
            { value: 'USD', label: 'USD' },
          ]}
          error={errors.currency?.message}
          {...register('currency')}
        />
        <Field
          label="Price"
          inputMode="decimal"
          error={errors.price?.message}
          {...register('price')}
        />
        <Field
          label="Maximum applicants (paid places)"
          type="number"
          min={1}
          error={errors.max_applicants?.message}
          {...register('max_applicants')}
        />
        <Field
          label="Description"
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <FormButtons
        label={label}
        busy={formState.isSubmitting}
        failure={failure}
        onCancel={onCancel}
      />
    </form>
  );
}
