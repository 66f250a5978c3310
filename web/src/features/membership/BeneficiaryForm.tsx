/**
 * The add-beneficiary form: title, names, gender, date of birth, ID or alien number, e-mail,
 * postal address and code, phone. It is checked with the shared beneficiary schema (an adult
 * of 18 or more needs an e-mail and a phone: 'Beneficiary is 18 is and above. …'); a valid
 * beneficiary goes to `onAdd`, which answers the rule broken over all the beneficiaries (shown
 * as an alert) or null, and the form clears.
 *
 * spec: membership-backoffice.md §2.1 (add-beneficiary form), §5 "Beneficiary".
 */
import { titles } from '@hifadhi/shared/schemas/common';
import { type Beneficiary, beneficiarySchema } from '@hifadhi/shared/schemas/member';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { conservancyToday } from '../../lib/today';
import { useLookups } from '../catalogue/catalogue-queries';

type BeneficiaryValues = Record<keyof Beneficiary, string>;

const EMPTY: BeneficiaryValues = {
  title: '',
  first_name: '',
  sur_name: '',
  gender_id: '',
  dob: '',
  id_alien_number: '',
  email: '',
  postal_address: '',
  postal_code: '',
  phone_number: '',
};

interface BeneficiaryFormProps {
  /** Adds the beneficiary unless a rule over all of them is broken; returns its message. */
  onAdd: (beneficiary: Beneficiary) => string | null;
}

export function BeneficiaryForm({ onAdd }: BeneficiaryFormProps) {
  const genders = useLookups().data?.genders ?? [];
  const today = conservancyToday();
  const resolver = useMemo(
    () =>
      zodResolver(beneficiarySchema(today)) as unknown as Resolver<
        BeneficiaryValues,
        unknown,
        Beneficiary
      >,
    [today],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BeneficiaryValues, unknown, Beneficiary>({ resolver, defaultValues: EMPTY });

  const add = (beneficiary: Beneficiary) => {
    const broken = onAdd(beneficiary);
    setProblem(broken);
    if (broken === null) reset(EMPTY);
  };

  return (
    <fieldset className="form-section">
      <legend>Beneficiary information</legend>
      <SelectField
        label="Beneficiary title"
        options={titles.map((title) => ({ value: title, label: title }))}
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="field-row">
        <TextField
          label="Beneficiary first name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Beneficiary last name"
          error={errors.sur_name?.message}
          {...register('sur_name')}
        />
      </div>
      <div className="field-row">
        <SelectField
          label="Beneficiary gender"
          options={genders.map((gender) => ({ value: gender.public_id, label: gender.name }))}
          error={errors.gender_id?.message}
          {...register('gender_id')}
        />
        <TextField
          label="Beneficiary date of birth"
          type="date"
          max={today}
          error={errors.dob?.message}
          {...register('dob')}
        />
      </div>
      <TextField
        label="Beneficiary ID or alien number (optional)"
        error={errors.id_alien_number?.message}
        {...register('id_alien_number')}
      />
      <TextField
        label="Beneficiary e-mail"
        type="email"
        hint="Required from 18 years of age"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Beneficiary phone"
        type="tel"
        hint="Required from 18 years of age; start with country code."
        error={errors.phone_number?.message}
        {...register('phone_number')}
      />
      <div className="field-row">
        <TextField
          label="Beneficiary postal address (optional)"
          error={errors.postal_address?.message}
          {...register('postal_address')}
        />
        <TextField
          label="Beneficiary postal code (optional)"
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="button secondary" onClick={handleSubmit(add)}>
        Add beneficiary
      </button>
    </fieldset>
  );
}
