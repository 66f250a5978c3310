/**
 * The volunteer application form of a programme: title, names, e-mail, country and phone (the
 * calling code filled in on the country choice), date of birth (at least 13 years ago), ID or
 * passport number and its issue details, gender, postal address and dietary needs. It is
 * checked with the shared applicant schema (the spec's messages), posted to
 * `POST /public/volunteers`, and the visitor goes to `/program-payment/{volunteer_public_id}`.
 * The API's field messages come back onto the form.
 *
 * spec: public-site.md §3 "Applicant form", §4 Volunteer, §5 "Volunteer applicant", §7
 * (volunteer application post; dob as YYYY-MM-DD), §9 (minimum age 13).
 */
import { latestDobForAge } from '@hifadhi/shared/dates/age';
import {
  VOLUNTEER_MINIMUM_AGE,
  type VolunteerApplicant,
  volunteerApplicantSchema,
} from '@hifadhi/shared/schemas/volunteer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { ApiError, apiPost } from '../../lib/api-client';
import { conservancyToday } from '../../lib/today';
import { useLookups } from '../catalogue/catalogue-queries';
import { withLinkToken } from '../donation/payable-requests';
import {
  PersonalDetailsFields,
  type PersonalDetailsNames,
} from '../personal-details/PersonalDetailsFields';

/** The form as typed, before the schema trims and checks it. */
type ApplicantValues = Record<keyof VolunteerApplicant, string>;

const FIELDS = [
  'program_id',
  'first_name',
  'sur_name',
  'email',
  'tel',
  'dob',
  'code',
  'id_alien_number',
  'postal_address',
  'postal_code',
  'title',
  'gender',
  'place_of_issue',
  'date_of_issue',
  'expiry_date',
  'dietary',
] as const;

/** The applicant schema's names of the personal details. */
const APPLICANT_NAMES: PersonalDetailsNames<ApplicantValues> = {
  title: 'title',
  first_name: 'first_name',
  last_name: 'sur_name',
  email: 'email',
  country: 'code',
  phone: 'tel',
};

export function ApplicationForm({ programId }: { programId: string }) {
  const lookups = useLookups().data;
  const navigate = useNavigate();
  const dietaryId = useId();
  const today = conservancyToday();
  const resolver = useMemo(
    () =>
      zodResolver(volunteerApplicantSchema(today)) as unknown as Resolver<
        ApplicantValues,
        unknown,
        VolunteerApplicant
      >,
    [today],
  );
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ApplicantValues, unknown, VolunteerApplicant>({
    resolver,
    defaultValues: Object.fromEntries(
      FIELDS.map((field) => [field, field === 'program_id' ? programId : '']),
    ) as ApplicantValues,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const submit = async (form: VolunteerApplicant) => {
    setSubmitting(true);
    setFormError(null);
    try {
      const applied = await apiPost<{ volunteer_public_id: string; access_token: string }>(
        '/public/volunteers',
        form,
      );
      navigate(
        withLinkToken(`/program-payment/${applied.volunteer_public_id}`, applied.access_token),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.body.fields ?? {});
      for (const [field, message] of fields) {
        setError(field as keyof ApplicantValues, { message });
      }
      if (fields.length === 0) setFormError(error.message);
      setSubmitting(false);
    }
  };

  return (
    <form className="form-stack" onSubmit={handleSubmit(submit)} noValidate>
      <fieldset className="form-section">
        <legend>Apply</legend>
        <PersonalDetailsFields
          form={form}
          names={APPLICANT_NAMES}
          phoneHint="With the country code, e.g. +254712345678"
        />
        <div className="field-row">
          <TextField
            label="Date of birth"
            type="date"
            max={latestDobForAge(VOLUNTEER_MINIMUM_AGE, today)}
            error={errors.dob?.message}
            {...register('dob')}
          />
          <SelectField
            label="Gender"
            options={(lookups?.genders ?? []).map((gender) => ({
              value: gender.public_id,
              label: gender.name,
            }))}
            error={errors.gender?.message}
            {...register('gender')}
          />
        </div>
        <TextField
          label="ID or passport number"
          error={errors.id_alien_number?.message}
          {...register('id_alien_number')}
        />
        <div className="field-row">
          <TextField
            label="Place of issue"
            error={errors.place_of_issue?.message}
            {...register('place_of_issue')}
          />
          <TextField
            label="Date of issue"
            type="date"
            error={errors.date_of_issue?.message}
            {...register('date_of_issue')}
          />
          <TextField
            label="Expiry date"
            type="date"
            error={errors.expiry_date?.message}
            {...register('expiry_date')}
          />
        </div>
        <div className="field-row">
          <TextField
            label="Postal address"
            error={errors.postal_address?.message}
            {...register('postal_address')}
          />
          <TextField
            label="Postal code"
            error={errors.postal_code?.message}
            {...register('postal_code')}
          />
        </div>
        <div className="field">
          <label htmlFor={dietaryId}>Dietary needs (optional)</label>
          <textarea id={dietaryId} rows={2} {...register('dietary')} />
        </div>
      </fieldset>
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button primary" disabled={submitting}>
        {submitting ? <Spinner label="Sending your application" /> : null}
        Submit application
      </button>
    </form>
  );
}
