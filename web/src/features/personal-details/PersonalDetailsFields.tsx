/**
 * The personal-details fields of the public forms (Support Us, volunteer application, member
 * registration): Title, First name and Last name, then E-mail, Country (choosing one fills its
 * calling code into the phone, see `phoneWithCallingCode`), Phone with the form's hint, and
 * City where the form has one. Each form names these fields after its own schema (`sur_name`,
 * `tel`, `tel_number`, `code`, …), given in `names`; the field messages are the form's.
 *
 * spec: public-site.md §3 "Donation form (Support Us)", "Applicant form", §5, §9 (titles);
 * membership-backoffice.md §2.1, §3 (Member), §5 (phone hint "Start with country code.").
 */
import { titles } from '@hifadhi/shared/schemas/common';
import type { ReactNode } from 'react';
import type { FieldPathByValue, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useLookups } from '../catalogue/catalogue-queries';
import { phoneWithCallingCode } from './phone-with-calling-code';

type TextPath<Values extends FieldValues> = FieldPathByValue<Values, string>;

/** The form's own names of the personal-details fields. */
export interface PersonalDetailsNames<Values extends FieldValues> {
  title: TextPath<Values>;
  first_name: TextPath<Values>;
  last_name: TextPath<Values>;
  email: TextPath<Values>;
  /** Holds the chosen country's code. */
  country: TextPath<Values>;
  phone: TextPath<Values>;
  /** Only on forms that ask for the city. */
  city?: TextPath<Values>;
}

interface PersonalDetailsFieldsProps<Values extends FieldValues, Checked> {
  form: UseFormReturn<Values, unknown, Checked>;
  names: PersonalDetailsNames<Values>;
  /** The hint under the Phone label. */
  phoneHint: string;
  /** Fields the form shows between the names and the e-mail. */
  afterNames?: ReactNode;
}

const TITLE_OPTIONS = titles.map((title) => ({ value: title, label: title }));

export function PersonalDetailsFields<Values extends FieldValues, Checked>({
  form,
  names,
  phoneHint,
  afterNames,
}: PersonalDetailsFieldsProps<Values, Checked>) {
  const countries = useLookups().data?.countries ?? [];
  const { register, getValues, setValue, getFieldState, formState } = form;
  const errorOf = (name: TextPath<Values>) => getFieldState(name, formState).error?.message;

  const chooseCountry = (code: string) => {
    const country = countries.find((candidate) => candidate.code === code);
    if (!country) return;
    const typed = String(getValues(names.phone));
    const phone = phoneWithCallingCode(typed, country.calling_code);
    if (phone !== typed) setValue(names.phone, phone as PathValue<Values, TextPath<Values>>);
  };

  return (
    <>
      <SelectField
        label="Title"
        options={TITLE_OPTIONS}
        error={errorOf(names.title)}
        {...register(names.title)}
      />
      <div className="field-row">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errorOf(names.first_name)}
          {...register(names.first_name)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errorOf(names.last_name)}
          {...register(names.last_name)}
        />
      </div>
      {afterNames}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errorOf(names.email)}
        {...register(names.email)}
      />
      <SelectField
        label="Country"
        options={countries.map((country) => ({ value: country.code, label: country.name }))}
        error={errorOf(names.country)}
        {...register(names.country, { onChange: (event) => chooseCountry(event.target.value) })}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint={phoneHint}
        error={errorOf(names.phone)}
        {...register(names.phone)}
      />
      {names.city && (
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errorOf(names.city)}
          {...register(names.city)}
        />
      )}
    </>
  );
}
