/**
 * The corporate member form (§2.3): company name, contact person and phones, three e-mails,
 * postal address and code, town, country, payment method, amount paid (KES), vehicles,
 * passengers and visits per year, expiry date, the three CRM ids (with the opportunity's) and
 * Is Paid, checked with the shared `corporateMemberSchema` (react-hook-form); UPDATE INFO or
 * Register hands the valid body to `onSend`.
 *
 * spec: membership-backoffice.md §2.3, §3 (Corporate member), §9 (payment methods).
 */
import {
  type CorporateMemberBody,
  corporateMemberSchema,
} from '@hifadhi/shared/schemas/members-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import type { CorporateMember } from './corporate-member-types';
import { CrmIdFields, PaymentMethodField } from './member-form-parts';

const textNames = [
  'company_name',
  'contact_person_name',
  'contact_person_phone_number',
  'phone_number',
  'email',
  'email1',
  'email2',
  'postal_address',
  'postal_code',
  'town',
  'country',
  'payment_method',
  'amount',
  'expiry_date',
  'salesforce_id',
  'salesforce_uuid',
  'salesforce_account_uuid',
  'salesforce_contact_uuid',
] as const;

/** The inputs' values for `member` ('' for none), or an empty form. */
function formValues(member: CorporateMember | null) {
  const texts = Object.fromEntries(textNames.map((name) => [name, member?.[name] ?? ''])) as Record<
    (typeof textNames)[number],
    string
  >;
  return {
    ...texts,
    amount: member?.amount ?? '0',
    vehicles: member?.vehicles ?? 0,
    passengers: member?.passengers ?? 0,
    visits: member?.visits ?? 0,
    is_paid: member?.payment_status ?? false,
  };
}

interface CorporateMemberFormProps {
  member: CorporateMember | null;
  label: string;
  onSend(body: CorporateMemberBody): Promise<unknown>;
  onCancel(): void;
  failure: unknown;
}

export function CorporateMemberForm({
  member,
  label,
  onSend,
  onCancel,
  failure,
}: CorporateMemberFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(corporateMemberSchema) as never,
    defaultValues: formValues(member),
  });
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const text = (name: string, title: string, type = 'text') => (
    <Field label={title} type={type} error={errors[name]?.message} {...register(name as never)} />
  );
  const count = (name: 'vehicles' | 'passengers' | 'visits', title: string) => (
    <Field
      label={title}
      type="number"
      min={0}
      error={errors[name]?.message}
      {...register(name, { valueAsNumber: true })}
    />
  );
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit((body) => onSend(body as unknown as CorporateMemberBody))}
    >
      <h3>Company</h3>
      <div className="form-grid">
        {member && <p className="field">Member ID: {member.member_id}</p>}
        {text('company_name', 'Company name')}
        {text('contact_person_name', 'Contact person')}
        {text('contact_person_phone_number', 'Contact phone', 'tel')}
        {text('phone_number', 'Company phone', 'tel')}
        {text('email', 'E-mail address', 'email')}
        {text('email1', 'Second e-mail', 'email')}
        {text('email2', 'Third e-mail', 'email')}
        {text('postal_address', 'Postal address')}
        {text('postal_code', 'Postal code')}
        {text('town', 'Town')}
        {text('country', 'Country')}
      </div>
      <h3>Membership</h3>
      <div className="form-grid">
        <PaymentMethodField register={register} errors={errors} />
        {text('amount', 'Amount paid (KES)')}
        {count('vehicles', 'Vehicles')}
        {count('passengers', 'Passengers')}
        {count('visits', 'Visits per year')}
        {text('expiry_date', 'Expiry date', 'date')}
      </div>
      <CrmIdFields register={register} errors={errors} />
      <label className="check-field">
        <input type="checkbox" {...register('is_paid')} /> Is Paid
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
