/**
 * Fields the member forms share (NewMember, the §2.2 edit, the corporate member form, the
 * beneficiary fields): title, gender, payment method and the CRM ids, each registered on the
 * enclosing react-hook-form under `{prefix}{name}` with its message.
 *
 * spec: membership-backoffice.md §2.1, §2.2, §2.3 (three CRM ids), §9 (titles, payment methods
 * for staff-registered members).
 */
import { titles } from '@hifadhi/shared/schemas/common';
import type { UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { staffPaymentMethods, usePeopleLookups } from './member-lookups';

type Messages = Record<string, { message?: string } | undefined> | undefined;

interface PartProps {
  // biome-ignore lint/suspicious/noExplicitAny: the enclosing form's shape differs per form.
  register: UseFormRegister<any>;
  errors: Messages;
  /** The field names' prefix in the enclosing form ('' or `family.0.`). */
  prefix?: string;
}

export function TitleField({ register, errors, prefix = '' }: PartProps) {
  return (
    <SelectField
      label="Title"
      placeholder="Choose"
      options={titles.map((title) => ({ value: title, label: title }))}
      error={errors?.title?.message}
      {...register(`${prefix}title`)}
    />
  );
}

export function GenderField({ register, errors, prefix = '' }: PartProps) {
  const genders = usePeopleLookups().data?.genders ?? [];
  return (
    <SelectField
      label="Gender"
      placeholder="Choose"
      options={genders.map((gender) => ({ value: gender.public_id, label: gender.name }))}
      error={errors?.gender_id?.message}
      {...register(`${prefix}gender_id`)}
    />
  );
}

export function PaymentMethodField({ register, errors }: PartProps) {
  return (
    <SelectField
      label="Payment method"
      placeholder="Not paid yet"
      options={staffPaymentMethods.map((method) => ({ value: method, label: method }))}
      error={errors?.payment_method?.message}
      {...register('payment_method')}
    />
  );
}

const crmIds = [
  ['salesforce_id', 'Salesforce id'],
  ['salesforce_uuid', 'Salesforce opportunity'],
  ['salesforce_account_uuid', 'Salesforce account'],
  ['salesforce_contact_uuid', 'Salesforce contact'],
] as const;

/** The CRM's ids under a CRM heading. */
export function CrmIdFields({ register, errors }: PartProps) {
  return (
    <>
      <h3>CRM</h3>
      <div className="form-grid">
        {crmIds.map(([name, label]) => (
          <Field key={name} label={label} error={errors?.[name]?.message} {...register(name)} />
        ))}
      </div>
    </>
  );
}
