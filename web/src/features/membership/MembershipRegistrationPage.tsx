/**
 * Become a Member (`membership-registration`): Membership details (residency and household
 * type narrow the membership types), Personal information, Beneficiary information (only when
 * the membership's total of persons is above 1, with the spec's rules over all beneficiaries),
 * the MEMBERSHIP DETAILS cart, Back, Start Over and Complete Registration. The form is checked
 * with the shared member registration schema (the spec's messages), posted to
 * `POST /public/members`, and the visitor goes to `/membership-payment/{member_reference_number}`.
 *
 * spec: membership-backoffice.md §2.1 (RegisterMember), §2.6, §3 (Member, Beneficiary), §5, §9.
 */
import { ratesFromCurrencies } from '@hifadhi/shared/money/rates';
import {
  type Beneficiary,
  checkBeneficiaries,
  type MemberRegistration,
  memberRegistrationSchema,
} from '@hifadhi/shared/schemas/member';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { ApiError, apiPost } from '../../lib/api-client';
import { conservancyToday } from '../../lib/today';
import { newLineId } from '../booking/trip/new-line-id';
import { useTrip } from '../booking/trip/trip-context';
import { useCurrencies, useLookups } from '../catalogue/catalogue-queries';
import { withLinkToken } from '../donation/payable-requests';
import {
  PersonalDetailsFields,
  type PersonalDetailsNames,
} from '../personal-details/PersonalDetailsFields';
import { BeneficiaryForm } from './BeneficiaryForm';
import { MembershipCart } from './MembershipCart';
import { useMembershipSettings } from './membership-queries';
import { membershipTotal } from './membership-total';

/** The member form as typed (the beneficiaries are kept beside it). */
type MemberValues = Record<Exclude<keyof MemberRegistration, 'family'>, string>;

const EMPTY: MemberValues = {
  member_setting: '',
  residence: '',
  household_type: '',
  title: '',
  first_name: '',
  sur_name: '',
  gender_id: '',
  dob: '',
  email: '',
  code: '',
  tel_number: '',
  postal_address: '',
  postal_code: '',
  town: '',
  id_alien_number: '',
  promo_code: '',
};

/** The member schema's names of the personal details. */
const MEMBER_NAMES: PersonalDetailsNames<MemberValues> = {
  title: 'title',
  first_name: 'first_name',
  last_name: 'sur_name',
  email: 'email',
  country: 'code',
  phone: 'tel_number',
};

const RESIDENCES = [
  { value: 'citizen', label: 'Citizen' },
  { value: 'resident', label: 'Resident' },
  { value: 'non_resident', label: 'Non-resident' },
];

const unique = (values: string[]) => [...new Set(values)];

export function MembershipRegistrationPage() {
  const { trip } = useTrip();
  const navigate = useNavigate();
  const lookups = useLookups().data;
  const currencies = useCurrencies().data;
  const offer = useMembershipSettings().data;
  const today = conservancyToday();
  const [beneficiaries, setBeneficiaries] = useState<(Beneficiary & { id: string })[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      zodResolver(memberRegistrationSchema(today)) as unknown as Resolver<
        MemberValues,
        unknown,
        MemberRegistration
      >,
    [today],
  );
  const form = useForm<MemberValues, unknown, MemberRegistration>({
    resolver,
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    watch,
    formState: { errors },
  } = form;
  const [residence, household, settingId] = watch([
    'residence',
    'household_type',
    'member_setting',
  ]);

  useEffect(() => {
    document.title = 'Become a Member — Kijani Conservancy';
  }, []);

  const settings = offer?.settings ?? [];
  const setting = settings.find((candidate) => candidate.public_id === settingId);
  const offered = settings.filter(
    (candidate) =>
      (!residence || candidate.residence === residence) &&
      (!household || candidate.membership_type === household),
  );
  const beneficiaryCheck = setting
    ? checkBeneficiaries(setting, beneficiaries, today, offer?.beneficiary_amounts)
    : null;
  const figures =
    setting && currencies && beneficiaryCheck
      ? membershipTotal(
          { amount: setting.price, currency: setting.currency },
          beneficiaryCheck.total,
          trip.user.currency,
          ratesFromCurrencies(currencies),
        )
      : null;

  const chooseSetting = (publicId: string) => {
    const chosen = settings.find((candidate) => candidate.public_id === publicId);
    if (chosen) {
      setValue('residence', chosen.residence);
      setValue('household_type', chosen.membership_type);
    }
    if (!chosen || chosen.number_of_persons <= 1) setBeneficiaries([]);
  };

  const addBeneficiary = (beneficiary: Beneficiary): string | null => {
    if (!setting) return null;
    const next = [...beneficiaries, beneficiary];
    const broken = checkBeneficiaries(setting, next, today, offer?.beneficiary_amounts).errors[0];
    if (broken) return broken;
    setBeneficiaries([...beneficiaries, { ...beneficiary, id: newLineId() }]);
    return null;
  };

  const startOver = () => {
    reset(EMPTY);
    setBeneficiaries([]);
    setFormError(null);
  };

  const submit = async (form: MemberRegistration) => {
    const broken = beneficiaryCheck?.errors[0];
    if (broken) {
      setFormError(broken);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const registered = await apiPost<{ member_reference_number: string; access_token: string }>(
        '/public/members',
        {
          ...form,
          family: beneficiaries.map(({ id: _id, ...beneficiary }) => beneficiary),
        },
      );
      navigate(
        withLinkToken(
          `/membership-payment/${registered.member_reference_number}`,
          registered.access_token,
        ),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.body.fields ?? {}).filter(([field]) => field in EMPTY);
      for (const [field, message] of fields) setError(field as keyof MemberValues, { message });
      if (fields.length === 0) setFormError(error.messages.join(' '));
      setSubmitting(false);
    }
  };

  return (
    <div className="page">
      <h1>Become a Member</h1>
      <div className="with-summary">
        <form className="form-stack" onSubmit={handleSubmit(submit)} noValidate>
          <fieldset className="form-section">
            <legend>Membership details</legend>
            <SelectField
              label="Residency"
              options={RESIDENCES.filter((option) =>
                settings.some((candidate) => candidate.residence === option.value),
              )}
              error={errors.residence?.message}
              {...register('residence')}
            />
            <SelectField
              label="Household type"
              options={unique(settings.map((candidate) => candidate.membership_type)).map(
                (type) => ({ value: type, label: type }),
              )}
              error={errors.household_type?.message}
              {...register('household_type')}
            />
            <SelectField
              label="Membership type"
              options={offered.map((candidate) => ({
                value: candidate.public_id,
                label: `${candidate.custom_name} — ${candidate.name}`,
              }))}
              error={errors.member_setting?.message}
              {...register('member_setting', {
                onChange: (event) => chooseSetting(event.target.value),
              })}
            />
          </fieldset>
          <fieldset className="form-section">
            <legend>Personal information</legend>
            <PersonalDetailsFields
              form={form}
              names={MEMBER_NAMES}
              phoneHint="Start with country code."
              afterNames={
                <div className="field-row">
                  <SelectField
                    label="Gender"
                    options={(lookups?.genders ?? []).map((gender) => ({
                      value: gender.public_id,
                      label: gender.name,
                    }))}
                    error={errors.gender_id?.message}
                    {...register('gender_id')}
                  />
                  <TextField
                    label="Date of birth"
                    type="date"
                    error={errors.dob?.message}
                    {...register('dob')}
                  />
                </div>
              }
            />
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
            <TextField label="Town" error={errors.town?.message} {...register('town')} />
            <TextField
              label="ID or alien number (optional)"
              error={errors.id_alien_number?.message}
              {...register('id_alien_number')}
            />
          </fieldset>
          {setting && setting.number_of_persons > 1 && <BeneficiaryForm onAdd={addBeneficiary} />}
          {formError && (
            <p className="field-error" role="alert">
              {formError}
            </p>
          )}
          <div className="step-actions">
            <button type="button" className="button secondary" onClick={() => navigate(-1)}>
              Back
            </button>
            <button type="button" className="button secondary" onClick={startOver}>
              Start Over
            </button>
            <button type="submit" className="button primary" disabled={submitting}>
              {submitting ? <Spinner label="Registering" /> : null}
              Complete Registration
            </button>
          </div>
        </form>
        <MembershipCart
          setting={setting}
          beneficiaries={beneficiaries}
          figures={figures}
          currency={trip.user.currency}
          onRemove={(id) => setBeneficiaries((current) => current.filter((item) => item.id !== id))}
        />
      </div>
    </div>
  );
}
