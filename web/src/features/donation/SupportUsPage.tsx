/**
 * The Support Us page (`support-us`): the donation form — the cause, payment method, currency
 * and amount, frequency, the donor's title, names, e-mail, country and phone (the calling code
 * filled in on the country choice), city, gender, date of birth, a message, contact
 * preferences and anonymity (frequency and anonymity default to the first option). It is
 * checked with the shared donation schema (the spec's messages), posted to
 * `POST /public/donations`, and the visitor goes to `/support-us-payment/{donation_ref_code}`.
 * The API's field messages come back onto the form.
 *
 * spec: public-site.md §2.15, §3 "Donation form (Support Us)", §4 Donation, §5 "Donation
 * form", §7 (donation post), §9 (titles, preference options).
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import {
  contactPreferences,
  type DonationForm,
  donationFormSchema,
  donorGenders,
} from '@hifadhi/shared/schemas/donation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { ApiError, apiPost } from '../../lib/api-client';
import { useTrip } from '../booking/trip/trip-context';
import { useLookups } from '../catalogue/catalogue-queries';
import {
  PersonalDetailsFields,
  type PersonalDetailsNames,
} from '../personal-details/PersonalDetailsFields';
import { withLinkToken } from './payable-requests';

/** The form as typed, before the schema trims and checks it. */
interface DonationFormValues {
  payment_option: string;
  payment_method: string;
  currency: string;
  amount: string;
  frequency: string;
  title: string;
  first_name: string;
  sur_name: string;
  email: string;
  country: string;
  phone_number: string;
  city: string;
  gender: string;
  dob: string;
  feedback: string;
  preference: string[];
  anonymity: string;
}

interface DonationCreated {
  donation_ref_code: string;
  access_token: string;
}

const resolver = zodResolver(donationFormSchema) as unknown as Resolver<
  DonationFormValues,
  unknown,
  DonationForm
>;

/** The donation schema's names of the personal details. */
const DONOR_NAMES: PersonalDetailsNames<DonationFormValues> = {
  title: 'title',
  first_name: 'first_name',
  last_name: 'sur_name',
  email: 'email',
  country: 'country',
  phone: 'phone_number',
  city: 'city',
};

const PREFERENCE_LABELS: Record<(typeof contactPreferences)[number], string> = {
  email: 'By e-mail',
  phone: 'By phone',
  sms: 'By SMS',
  post: 'By post',
};

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function SupportUsPage() {
  const { trip } = useTrip();
  const lookups = useLookups().data;
  const navigate = useNavigate();
  const feedbackId = useId();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DonationFormValues, unknown, DonationForm>({
    resolver,
    defaultValues: {
      payment_option: '',
      payment_method: '',
      currency: trip.user.currency,
      amount: '',
      frequency: '',
      title: '',
      first_name: trip.user.first_name,
      sur_name: trip.user.last_name,
      email: trip.user.email,
      country: '',
      phone_number: '',
      city: '',
      gender: '',
      dob: '',
      feedback: '',
      preference: [],
      anonymity: '',
    },
  });
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = form;

  useEffect(() => {
    document.title = 'Support Us — Kijani Conservancy';
  }, []);
  useEffect(() => {
    if (!lookups) return;
    if (!getValues('frequency')) setValue('frequency', lookups.frequencies[0]?.public_id ?? '');
    if (!getValues('anonymity')) setValue('anonymity', lookups.anonymity[0]?.public_id ?? '');
  }, [lookups, getValues, setValue]);

  const submit = async (form: DonationForm) => {
    setSubmitting(true);
    setFormError(null);
    try {
      const created = await apiPost<DonationCreated>('/public/donations', form);
      navigate(
        withLinkToken(`/support-us-payment/${created.donation_ref_code}`, created.access_token),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.body.fields ?? {});
      for (const [field, message] of fields) {
        setError(field as keyof DonationFormValues, { message });
      }
      if (fields.length === 0) setFormError(error.message);
      setSubmitting(false);
    }
  };

  const named = (list: { public_id: string; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: item.public_id, label: item.name }));

  return (
    <section className="page narrow">
      <h1>Support Us</h1>
      <p className="lead">
        Your gift protects rhinos, chimpanzees and the communities who live beside them.
      </p>
      <form className="form-stack" onSubmit={handleSubmit(submit)} noValidate>
        <fieldset className="form-section">
          <legend>Your donation</legend>
          <SelectField
            label="Place to donate to"
            options={named(lookups?.causes)}
            error={errors.payment_option?.message}
            {...register('payment_option')}
          />
          <SelectField
            label="Payment method"
            options={named(lookups?.donation_payment_methods)}
            error={errors.payment_method?.message}
            {...register('payment_method')}
          />
          <div className="field-row">
            <SelectField
              label="Donation currency"
              options={asOptions(currencyCode.options)}
              error={errors.currency?.message}
              {...register('currency')}
            />
            <TextField
              label="Amount"
              inputMode="decimal"
              error={errors.amount?.message}
              {...register('amount')}
            />
          </div>
          <SelectField
            label="Frequency"
            options={named(lookups?.frequencies)}
            error={errors.frequency?.message}
            {...register('frequency')}
          />
        </fieldset>
        <fieldset className="form-section">
          <legend>About you</legend>
          <PersonalDetailsFields
            form={form}
            names={DONOR_NAMES}
            phoneHint="With the country code, e.g. +254712345678"
          />
          <div className="field-row">
            <SelectField
              label="Gender"
              options={asOptions(donorGenders)}
              error={errors.gender?.message}
              {...register('gender')}
            />
            <TextField
              label="Date of birth"
              type="date"
              error={errors.dob?.message}
              {...register('dob')}
            />
          </div>
          <div className="field">
            <label htmlFor={feedbackId}>Message (optional)</label>
            <textarea id={feedbackId} rows={3} {...register('feedback')} />
          </div>
          <fieldset className="choice-group">
            <legend>How may we contact you?</legend>
            {contactPreferences.map((preference) => (
              <label key={preference} className="check">
                <input type="checkbox" value={preference} {...register('preference')} />
                {PREFERENCE_LABELS[preference]}
              </label>
            ))}
          </fieldset>
          <SelectField
            label="Anonymity"
            placeholder="Choose…"
            options={named(lookups?.anonymity)}
            error={errors.anonymity?.message}
            {...register('anonymity')}
          />
        </fieldset>
        {formError && (
          <p className="field-error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="button primary" disabled={submitting}>
          {submitting ? <Spinner label="Sending your donation" /> : null}
          Donate
        </button>
      </form>
    </section>
  );
}
