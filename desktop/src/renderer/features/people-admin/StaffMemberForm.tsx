/**
 * The staff member form (react-hook-form, the shared `staffMemberSchema`): staff number, full
 * name, e-mail, phone, job title, department, the user account's public id and Active.
 *
 * spec: membership-backoffice.md §2.5 (add-staff, edit-staff), §3 (staff), §4 (active).
 */
import {
  type StaffMemberForm as Body,
  staffMemberSchema,
} from '@hifadhi/shared/schemas/people-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { type StaffMember, useDepartments } from './staff-directory-types';

interface StaffMemberFormProps {
  label: string;
  member?: StaffMember;
  onSend(body: Body): Promise<unknown>;
  onCancel(): void;
  failure: unknown;
}

export function StaffMemberForm({
  label,
  member,
  onSend,
  onCancel,
  failure,
}: StaffMemberFormProps) {
  const departments = useDepartments().data?.data ?? [];
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(staffMemberSchema),
    defaultValues: {
      staff_number: member?.staff_number ?? '',
      full_name: member?.full_name ?? '',
      email: member?.email ?? '',
      phone: member?.phone ?? '',
      job_title: member?.job_title ?? '',
      department: member?.department_public_id ?? '',
      user_public_id: member?.user_public_id ?? '',
      is_active: member?.is_active ?? true,
    },
  });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSend)}>
      <div className="form-grid">
        <Field
          label="Staff number"
          error={errors.staff_number?.message}
          {...register('staff_number')}
        />
        <Field label="Full name" error={errors.full_name?.message} {...register('full_name')} />
        <Field
          label="E-mail address"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
        <Field label="Job title" error={errors.job_title?.message} {...register('job_title')} />
        <SelectField
          label="Department"
          placeholder="Choose a department"
          options={departments.map((d) => ({ value: d.public_id, label: d.name }))}
          error={errors.department?.message}
          {...register('department')}
        />
        <Field
          label="User account (public id)"
          error={errors.user_public_id?.message}
          {...register('user_public_id')}
        />
      </div>
      <label className="check-field">
        <input type="checkbox" {...register('is_active')} /> Active
      </label>
      <FormButtons
        label={label}
        busy={formState.isSubmitting}
        failure={failure}
        onCancel={onCancel}
      />
    </form>
  );
}
