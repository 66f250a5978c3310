/**
 * The edit of an individual member (§2.2): membership residence and household type, personal
 * information, payment method, expiry date, the three CRM ids (with the opportunity's), the Is
 * Paid switch and Update Info, checked with the shared `memberPatchSchema` for today
 * (react-hook-form). Hands its valid body to `onSend`; the API's refusal is shown under it.
 *
 * spec: membership-backoffice.md §2.2, §3 (Member); api-contract.md §People and logs
 * (`PATCH /members/{public_id}`).
 */
import type { titles } from '@hifadhi/shared/schemas/common';
import { type MemberPatch, memberPatchSchema } from '@hifadhi/shared/schemas/people';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { CrmIdFields, GenderField, TitleField } from './member-form-parts';
import type { StaffMember } from './member-types';

interface MemberFormProps {
  member: StaffMember;
  /** Today (`YYYY-MM-DD`, Africa/Nairobi), for the age rules. */
  today: string;
  onSend(body: MemberPatch): Promise<unknown>;
  onCancel(): void;
  /** The API's refusal of the last attempt, or null. */
  failure: unknown;
}

const residenceOptions = [
  { value: 'citizen', label: 'Citizen' },
  { value: 'resident', label: 'Resident' },
  { value: 'non_resident', label: 'Non-resident' },
];

/** The member's fields as the form's inputs hold them ('' for none). */
function formValues(member: StaffMember) {
  return {
    residence: member.residence,
    household_type: member.household_type,
    title: member.title as (typeof titles)[number],
    first_name: member.first_name,
    sur_name: member.sur_name,
    gender_id: member.gender_id,
    dob: member.dob,
    email: member.email,
    code: member.code,
    tel_number: member.tel_number,
    postal_address: member.postal_address,
    postal_code: member.postal_code,
    town: member.town,
    id_alien_number: member.id_alien_number ?? '',
    payment_method: member.payment_method ?? '',
    expiry_date: member.expiry_date ?? '',
    salesforce_id: member.salesforce_id ?? '',
    salesforce_uuid: member.salesforce_uuid ?? '',
    salesforce_account_uuid: member.salesforce_account_uuid ?? '',
    salesforce_contact_uuid: member.salesforce_contact_uuid ?? '',
    is_paid: member.payment_status,
  };
}

export function MemberForm({ member, today, onSend, onCancel, failure }: MemberFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(memberPatchSchema(today)),
    defaultValues: formValues(member),
  });
  const { errors } = formState;
  const text = (name: keyof ReturnType<typeof formValues>, label: string, type = 'text') => (
    <Field label={label} type={type} error={errors[name]?.message} {...register(name)} />
  );
  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSend)}>
      <h3>Membership details</h3>
      <div className="form-grid">
        <SelectField
          label="Residence"
          options={residenceOptions}
          error={errors.residence?.message}
          {...register('residence')}
        />
        {text('household_type', 'Household type')}
        {text('payment_method', 'Payment method')}
        {text('expiry_date', 'Expiry date', 'date')}
      </div>
      <h3>Personal information</h3>
      <div className="form-grid">
        <TitleField register={register} errors={errors} />
        {text('first_name', 'First name')}
        {text('sur_name', 'Surname')}
        <GenderField register={register} errors={errors} />
        {text('dob', 'Date of birth', 'date')}
        {text('email', 'E-mail address', 'email')}
        {text('code', 'Country')}
        {text('tel_number', 'Phone number', 'tel')}
        {text('postal_address', 'Postal address')}
        {text('postal_code', 'Postal code')}
        {text('town', 'Town')}
        {text('id_alien_number', 'ID or alien number')}
      </div>
      <CrmIdFields register={register} errors={errors} />
      <label className="check-field">
        <input type="checkbox" {...register('is_paid')} /> Is Paid
      </label>
      <FormButtons
        label="Update Info"
        busy={formState.isSubmitting}
        failure={failure}
        onCancel={onCancel}
      />
    </form>
  );
}
