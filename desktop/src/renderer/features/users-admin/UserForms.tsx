/**
 * The user forms, checked with the shared schemas (react-hook-form): New user (full name,
 * e-mail, phone, user type, password, the gates they work at; `createStaffUserSchema`) and Edit
 * user (full name, phone, and for staff the user type and gates; `updateUserSchema`). Each hands
 * its valid body to `onSend`; the API's refusal is shown under it.
 *
 * spec: membership-backoffice.md §2.5 (Users: add-user, user/{user_id}), §7 (Users: add,
 * update by public_id); api-contract.md §Staff and devices (`POST /users`).
 */
import {
  type CreateStaffUser,
  createStaffUserSchema,
  type UpdateUser,
  type User,
  updateUserSchema,
} from '@hifadhi/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { staffGet } from '../../lib/staff-api';
import { userTypeOptions, useUserTypes } from './use-user-types';

interface Gate {
  gate_public_id: string;
  gate_name: string;
}

interface FormProps<Body> {
  label: string;
  onSend(body: Body): Promise<unknown>;
  onCancel(): void;
  /** The API's refusal of the last attempt, or null. */
  failure: unknown;
}

/** The conservancy's gates as checkboxes (`GET /public/lookups`). */
function GateChoices({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const lookups = useQuery({
    queryKey: ['catalogue', '/public/lookups'],
    queryFn: () => staffGet<{ gates: Gate[] }>('/public/lookups'),
  });
  return (
    <fieldset className="gate-choices">
      <legend>Gates they work at</legend>
      {(lookups.data?.gates ?? []).map((gate) => (
        <div key={gate.gate_public_id}>
          <label className="check-field">
            <input type="checkbox" value={gate.gate_public_id} {...field} /> {gate.gate_name}
          </label>
        </div>
      ))}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}

/** The form of a new staff (institution) user. */
export function NewUserForm({ label, onSend, onCancel, failure }: FormProps<CreateStaffUser>) {
  const types = useUserTypes();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(createStaffUserSchema),
    defaultValues: {
      full_name: '',
      email: '',
      phone: '',
      user_type_id: '',
      password: '',
      gate_public_ids: [] as string[],
    },
  });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSend)}>
      <div className="form-grid">
        <Field label="Full name" error={errors.full_name?.message} {...register('full_name')} />
        <Field
          label="E-mail address"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
        <SelectField
          label="User type"
          placeholder="Choose a user type"
          options={userTypeOptions(types.data)}
          error={errors.user_type_id?.message}
          {...register('user_type_id')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="10 to 128 characters, not a common password."
          error={errors.password?.message}
          {...register('password')}
        />
      </div>
      <GateChoices field={register('gate_public_ids')} error={errors.gate_public_ids?.message} />
      <FormButtons
        label={label}
        busy={formState.isSubmitting}
        failure={failure}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The form changing `user`: name and phone, and for staff their user type and gates. */
export function EditUserForm({
  user,
  label,
  onSend,
  onCancel,
  failure,
}: FormProps<UpdateUser> & { user: User }) {
  const types = useUserTypes();
  const staff = user.user_kind === 'institution';
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(updateUserSchema),
    defaultValues: {
      full_name: user.full_name,
      phone: user.phone ?? '',
      ...(staff ? { user_type_id: user.user_type_id, gate_public_ids: user.gate_public_ids } : {}),
    },
  });
  const { errors } = formState;
  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSend)}>
      <div className="form-grid">
        <Field label="Full name" error={errors.full_name?.message} {...register('full_name')} />
        <Field label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
        {staff && (
          <SelectField
            label="User type"
            options={userTypeOptions(types.data)}
            error={errors.user_type_id?.message}
            {...register('user_type_id')}
          />
        )}
      </div>
      {staff && (
        <GateChoices field={register('gate_public_ids')} error={errors.gate_public_ids?.message} />
      )}
      <FormButtons
        label={label}
        busy={formState.isSubmitting}
        failure={failure}
        onCancel={onCancel}
      />
    </form>
  );
}
