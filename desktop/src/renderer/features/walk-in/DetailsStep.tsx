/**
 * Step 1 of the walk-in wizard: the guest's details, destination and dates. Picking a country
 * starts the phone with its calling code. The staff wizard reuses its two halves: the guest's
 * fields (`GuestFields`) and the trip's (`TripFields`), with its own check-in minimum.
 *
 * spec: staff-booking.md §2.1 (Guest / Member Details), §3.1, §4 (country fills the phone), §5.
 */
import { callingCodesOf } from '@hifadhi/shared/phone/calling-code';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import type { WalkInDraft } from './walk-in-draft';
import type { WizardCatalogue } from './wizard-catalogue';

interface DetailsStepProps {
  draft: WalkInDraft;
  options: WizardCatalogue;
  errors: Record<string, string>;
  change: (patch: Partial<WalkInDraft>) => void;
}

/** The patch of choosing `country`: the phone starts with its calling code while untouched. */
export function countryPatch(draft: WalkInDraft, country: string): Partial<WalkInDraft> {
  const code = callingCodesOf(country)?.[0];
  const phoneUntouched = draft.phone === '' || /^\+\d*$/.test(draft.phone);
  return { country, ...(code && phoneUntouched ? { phone: `+${code}` } : {}) };
}

export function DetailsStep(props: DetailsStepProps) {
  return (
    <div className="form-grid">
      <GuestFields {...props} />
      <TripFields {...props} />
    </div>
  );
}

interface GuestFieldsProps extends DetailsStepProps {
  /** Whether the e-mail may stay empty (the gate's walk-in); staff bookings need it (§5). */
  emailOptional?: boolean;
}

/** First and last name, e-mail, country, phone and city. */
export function GuestFields({
  draft,
  options,
  errors,
  change,
  emailOptional = true,
}: GuestFieldsProps) {
  return (
    <>
      <Field
        label="First name"
        value={draft.first_name}
        maxLength={39}
        onChange={(event) => change({ first_name: event.target.value })}
        error={errors.first_name}
      />
      <Field
        label="Last name"
        value={draft.last_name}
        maxLength={39}
        onChange={(event) => change({ last_name: event.target.value })}
        error={errors.last_name}
      />
      <Field
        label={emailOptional ? 'E-mail (optional)' : 'E-mail'}
        type="email"
        value={draft.email}
        onChange={(event) => change({ email: event.target.value })}
        error={errors.email}
      />
      <CountryField draft={draft} options={options} errors={errors} change={change} />
      <Field
        label="Phone"
        type="tel"
        value={draft.phone}
        onChange={(event) => change({ phone: event.target.value })}
        hint="Start with country code."
        error={errors.phone}
      />
      <Field
        label="City (optional)"
        value={draft.city}
        onChange={(event) => change({ city: event.target.value })}
      />
    </>
  );
}

/** The country picker (it starts the phone with the calling code). */
export function CountryField({ draft, options, errors, change }: DetailsStepProps) {
  return (
    <SelectField
      label="Country"
      value={draft.country}
      placeholder="Choose a country"
      options={options.countries.map((country) => ({ value: country.code, label: country.name }))}
      onChange={(event) => change(countryPatch(draft, event.target.value))}
      error={errors.country}
    />
  );
}

interface TripFieldsProps extends DetailsStepProps {
  /** The earliest check-in the date picker offers (staff: 7 days back), if any. */
  checkInMin?: string;
}

/** Destination, currency, check-in and check-out. */
export function TripFields({ draft, options, errors, change, checkInMin }: TripFieldsProps) {
  return (
    <>
      <SelectField
        label="Destination"
        value={draft.destination}
        placeholder="Choose the destination"
        options={options.destinations.map((destination) => ({
          value: destination.destination_public_id,
          label: destination.destination_name,
        }))}
        onChange={(event) => change({ destination: event.target.value })}
        error={errors.destination}
      />
      <SelectField
        label="Currency"
        value={draft.currency}
        options={options.currencies.map((currency) => ({
          value: currency.currency_public_id,
          label: currency.currency_public_id,
        }))}
        onChange={(event) => change({ currency: event.target.value as WalkInDraft['currency'] })}
      />
      <Field
        label="Check-in"
        type="date"
        min={checkInMin}
        value={draft.check_in}
        onChange={(event) => {
          const check_in = event.target.value;
          change({ check_in, ...(draft.check_out < check_in ? { check_out: check_in } : {}) });
        }}
        error={errors.check_in}
      />
      <Field
        label="Check-out"
        type="date"
        min={draft.check_in}
        value={draft.check_out}
        onChange={(event) => change({ check_out: event.target.value })}
        error={errors.check_out}
      />
    </>
  );
}
