/**
 * A beneficiary's fields (§2.1 add-beneficiary form): title, first name, surname, gender, date
 * of birth, ID or alien number, e-mail, phone number, postal address and code, under the names
 * `{prefix}title`, `{prefix}first_name`, … of the enclosing react-hook-form, with each field's
 * message. Adults (18 and above) need the e-mail and phone (the form's schema says so).
 *
 * spec: membership-backoffice.md §2.1, §3 (Beneficiary), §5.
 */
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/Field';
import { GenderField, TitleField } from './member-form-parts';

export const beneficiaryFieldNames = [
  'title',
  'first_name',
  'sur_name',
  'gender_id',
  'dob',
  'id_alien_number',
  'email',
  'phone_number',
  'postal_address',
  'postal_code',
] as const;
type Name = (typeof beneficiaryFieldNames)[number];

/** An empty beneficiary as the inputs hold it. */
export const emptyBeneficiary = Object.fromEntries(
  beneficiaryFieldNames.map((name) => [name, '']),
) as Record<Name, string>;

interface BeneficiaryFieldsProps {
  // biome-ignore lint/suspicious/noExplicitAny: the enclosing form's shape differs per form.
  register: UseFormRegister<any>;
  /** The field names' prefix in the enclosing form ('' or `family.0.`). */
  prefix: string;
  errors: Partial<Record<Name, FieldError | undefined>> | undefined;
  /** Label prefix, e.g. "Beneficiary 1". */
  legend: string;
}

export function BeneficiaryFields({ register, prefix, errors, legend }: BeneficiaryFieldsProps) {
  const text = (name: Name, label: string, type = 'text') => (
    <Field
      label={label}
      type={type}
      error={errors?.[name]?.message}
      {...register(`${prefix}${name}`)}
    />
  );
  return (
    <fieldset className="form-grid">
      <legend>{legend}</legend>
      <TitleField register={register} errors={errors} prefix={prefix} />
      {text('first_name', 'First name')}
      {text('sur_name', 'Surname')}
      <GenderField register={register} errors={errors} prefix={prefix} />
      {text('dob', 'Date of birth', 'date')}
      {text('id_alien_number', 'ID or alien number')}
      {text('email', 'E-mail address', 'email')}
      {text('phone_number', 'Phone number', 'tel')}
      {text('postal_address', 'Postal address')}
      {text('postal_code', 'Postal code')}
    </fieldset>
  );
}
