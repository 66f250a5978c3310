/**
 * The visitor form (react-hook-form, the shared `newVisitorSchema`): name, phone, document type
 * and number, visitor type, organisation, vehicle plate, people in the party, purpose and the
 * staff member responsible. New visitor sends it whole; a visitation's edit sends it too (every
 * field, which the PATCH accepts).
 *
 * spec: membership-backoffice.md §3 (Visitor), §7 (Visitors: POST new, PATCH edit).
 */
import { type NewVisitor, newVisitorSchema } from '@hifadhi/shared/schemas/people-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { useNamedList, type Visitation } from './visitor-types';

interface VisitorFormProps {
  label: string;
  /** The visitation edited; none for a new visitor. */
  visitation?: Visitation;
  onSend(body: NewVisitor): Promise<unknown>;
  onCancel(): void;
  failure: unknown;
}

export function VisitorForm({ label, visitation, onSend, onCancel, failure }: VisitorFormProps) {
  const identificationTypes = useNamedList('/identification-types').data ?? [];
  const visitorTypes = useNamedList('/visitor-types').data ?? [];
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(newVisitorSchema),
    defaultValues: {
      name: visitation?.name ?? '',
      phone: visitation?.phone ?? '',
      identification_type: visitation?.identification_type_public_id ?? '',
      identification_number: visitation?.identification_number ?? '',
      visitor_type: visitation?.visitor_type_public_id ?? '',
      organisation: visitation?.organisation ?? '',
      vehicle_plate: visitation?.vehicle_plate ?? '',
      count: visitation?.count ?? 1,
      purpose: visitation?.purpose ?? '',
      staff_responsible: visitation?.staff_responsible ?? '',
    },
  });
  const { errors } = formState;
  const options = (list: { public_id: string; name: string }[]) =>
    list.map((entry) => ({ value: entry.public_id, label: entry.name }));
  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSend)}>
      <div className="form-grid">
        <Field label="Full name" error={errors.name?.message} {...register('name')} />
        <Field
          label="Phone"
          type="tel"
          hint="With the country code: +2547…"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField
          label="Identification type"
          placeholder="Choose a document"
          options={options(identificationTypes)}
          error={errors.identification_type?.message}
          {...register('identification_type')}
        />
        <Field
          label="Identification number"
          error={errors.identification_number?.message}
          {...register('identification_number')}
        />
        <SelectField
          label="Visitor type"
          placeholder="Choose a type"
          options={options(visitorTypes)}
          error={errors.visitor_type?.message}
          {...register('visitor_type')}
        />
        <Field
          label="Organisation"
          error={errors.organisation?.message}
          {...register('organisation')}
        />
        <Field
          label="Vehicle plate"
          error={errors.vehicle_plate?.message}
          {...register('vehicle_plate')}
        />
        <Field
          label="People in the party"
          type="number"
          min={1}
          error={errors.count?.message}
          {...register('count')}
        />
        <Field
          label="Purpose of the visit"
          error={errors.purpose?.message}
          {...register('purpose')}
        />
        <Field
          label="Staff responsible"
          error={errors.staff_responsible?.message}
          {...register('staff_responsible')}
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
