/**
 * NewMember (`/new-membership`, route NewMembership): staff register a member — membership
 * details (the membership, whose residence and household type follow from it), personal
 * information, the beneficiaries (only when the membership admits more than one person), the
 * membership cart (price, persons and children admitted, each beneficiary's amount, the
 * total and the §5 rules broken), payment method, expiry, the CRM ids and the Is Paid switch;
 * Complete Registration sends `POST /members` once (one Idempotency-Key per form) and opens
 * the new member.
 *
 * spec: membership-backoffice.md §2.1 (NewMember, Is Paid, membership cart), §3, §5, §9
 * (payment methods for staff-registered members, beneficiary amounts).
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { checkBeneficiaries } from '@hifadhi/shared/schemas/member';
import {
  type StaffMemberRegistration,
  staffMemberRegistrationSchema,
} from '@hifadhi/shared/schemas/people';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { staffRequest } from '../../lib/staff-api';
import { BeneficiaryFields, emptyBeneficiary } from './BeneficiaryFields';
import { CrmIdFields, GenderField, PaymentMethodField, TitleField } from './member-form-parts';
import {
  residenceLabels,
  useBeneficiaryAmounts,
  useMembershipLookups,
  usePeopleLookups,
} from './member-lookups';
import { memberPath, type StaffMember } from './member-types';

const emptyForm = {
  member_setting: '',
  residence: '',
  household_type: '',
  title: '',
  first_name: '',
  sur_name: '',
  gender_id: '',
  dob: '',
  email: '',
  code: 'KE',
  tel_number: '',
  postal_address: '',
  postal_code: '',
  town: '',
  id_alien_number: '',
  family: [] as (typeof emptyBeneficiary)[],
  payment_method: '',
  expiry_date: '',
  salesforce_id: '',
  salesforce_uuid: '',
  salesforce_account_uuid: '',
  salesforce_contact_uuid: '',
  is_paid: false,
};

export function NewMemberPage() {
  const today = calendarDateAt(new Date());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  const lookups = useMembershipLookups().data;
  const amounts = useBeneficiaryAmounts().data;
  const people = usePeopleLookups().data;
  const { register, handleSubmit, formState, control, watch, setValue } = useForm({
    // The inputs hold text ('' for none); the schema turns them into the request.
    resolver: zodResolver(staffMemberRegistrationSchema(today)) as never,
    defaultValues: emptyForm,
  });
  const family = useFieldArray({ control, name: 'family' });
  const create = useMutation({
    mutationFn: (body: StaffMemberRegistration) =>
      staffRequest<StaffMember>('POST', '/members', body, { 'Idempotency-Key': key }),
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: ['/members'] });
      navigate(memberPath(member.public_id));
    },
  });
  const errors = formState.errors as Record<string, { message?: string } | undefined> & {
    family?: Record<string, Record<string, { message?: string }>> & { message?: string };
  };
  const setting = lookups?.settings.find((one) => one.public_id === watch('member_setting'));
  const beneficiaries = watch('family');
  const cart =
    setting &&
    checkBeneficiaries(
      setting,
      // A beneficiary without a date of birth yet counts as a child until one is given.
      beneficiaries.map((person) => ({ dob: person.dob || today })),
      today,
      amounts,
    );
  const text = (name: keyof typeof emptyForm, label: string, type = 'text', hint?: string) => (
    <Field
      label={label}
      type={type}
      hint={hint}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <article className="detail">
      <p>
        <Link to="/members">← Members</Link>
      </p>
      <h1>New membership</h1>
      <form
        className="form panel"
        aria-label="New membership"
        noValidate
        onSubmit={handleSubmit((body) =>
          create.mutateAsync(body as unknown as StaffMemberRegistration).catch(() => undefined),
        )}
      >
        <h2>Membership details</h2>
        <div className="form-grid">
          <SelectField
            label="Membership type"
            placeholder="Choose"
            options={(lookups?.settings ?? []).map((one) => ({
              value: one.public_id,
              label: `${one.custom_name} (${one.name})`,
            }))}
            error={errors.member_setting?.message}
            {...register('member_setting', {
              onChange: (event) => {
                const chosen = lookups?.settings.find(
                  (one) => one.public_id === event.target.value,
                );
                setValue('residence', chosen?.residence ?? '');
                setValue('household_type', chosen?.membership_type ?? '');
                if ((chosen?.number_of_persons ?? 1) <= 1) family.replace([]);
              },
            })}
          />
          <p className="field">
            Residency: {setting ? residenceLabels[setting.residence] : '—'}
            <br />
            Household type: {setting?.membership_type ?? '—'}
          </p>
        </div>
        <h2>Personal information</h2>
        <div className="form-grid">
          <TitleField register={register} errors={errors} />
          {text('first_name', 'First name')}
          {text('sur_name', 'Surname')}
          <GenderField register={register} errors={errors} />
          {text('dob', 'Date of birth', 'date')}
          {text('email', 'E-mail address', 'email')}
          <SelectField
            label="Country"
            options={(people?.countries ?? [{ code: 'KE', name: 'Kenya' }]).map((country) => ({
              value: country.code,
              label: country.name,
            }))}
            error={errors.code?.message}
            {...register('code')}
          />
          {text('tel_number', 'Phone number', 'tel', 'Start with country code.')}
          {text('postal_address', 'Postal address')}
          {text('postal_code', 'Postal code')}
          {text('town', 'Town')}
          {text('id_alien_number', 'ID or alien number')}
        </div>
        {setting && setting.number_of_persons > 1 && (
          <section aria-label="Beneficiary information">
            <h2>Beneficiary information</h2>
            {family.fields.map((field, index) => (
              <div key={field.id}>
                <BeneficiaryFields
                  register={register}
                  prefix={`family.${index}.`}
                  errors={errors.family?.[index] as never}
                  legend={`Beneficiary ${index + 1}`}
                />
                <button type="button" className="button" onClick={() => family.remove(index)}>
                  Remove beneficiary {index + 1}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button"
              onClick={() => family.append({ ...emptyBeneficiary })}
            >
              Add beneficiary
            </button>
          </section>
        )}
        {setting && cart && (
          <section className="membership-cart" aria-label="Membership details">
            <h2>MEMBERSHIP DETAILS</h2>
            <dl className="facts">
              <dt>Membership</dt>
              <dd>
                {setting.membership_type}, {residenceLabels[setting.residence]}: {setting.name}
              </dd>
              <dt>Price</dt>
              <dd>{formatMoney(setting.price, setting.currency, 2)}</dd>
              <dt>Admits</dt>
              <dd>
                {setting.number_of_persons} persons, up to {setting.number_of_children} of them
                children
              </dd>
              {beneficiaries.map((person, index) => (
                <div key={family.fields[index]?.id ?? index}>
                  <dt>
                    {person.first_name || `Beneficiary ${index + 1}`} {person.sur_name}
                  </dt>
                  <dd>{formatMoney(cart.amounts[index] ?? '0', 'KES', 2)}</dd>
                </div>
              ))}
            </dl>
            {cart.errors.map((message) => (
              <p key={message} className="field-error" role="alert">
                {message}
              </p>
            ))}
          </section>
        )}
        <h2>Payment</h2>
        <div className="form-grid">
          <PaymentMethodField register={register} errors={errors} />
          {text('expiry_date', 'Expiry date', 'date', 'Blank: a year from the day it is paid.')}
        </div>
        <CrmIdFields register={register} errors={errors} />
        <label className="check-field">
          <input type="checkbox" {...register('is_paid')} /> Is Paid
        </label>
        <FormButtons
          label="Complete Registration"
          busy={formState.isSubmitting}
          failure={create.error}
          onCancel={() => navigate('/members')}
        />
      </form>
    </article>
  );
}
