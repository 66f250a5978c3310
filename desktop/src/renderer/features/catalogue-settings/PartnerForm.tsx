/**
 * The form of a partner, new or edited: name, type, e-mail, phone, postal address and code,
 * customer codes (KES and USD), KRA PIN, the conservation fee discount, the facility discount
 * and commission (0–100 %), and the destinations it books for; checked with the shared
 * `partnerBodySchema` (react-hook-form). Hands its valid body to `onSend`; the API's refusal is
 * shown under it.
 *
 * spec: membership-backoffice.md §3 (Partner), §5 (discount 0–100, 'Discount cannot be more
 * than 100%'); staff-booking.md §3.2 (partner destinations).
 */
import {
  type NamedTypeRead,
  type PartnerBody,
  type PartnerRead,
  partnerBodySchema,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { staffGet } from '../../lib/staff-api';

interface Destination {
  destination_public_id: string;
  destination_name: string;
}

interface PartnerFormProps {
  partner?: PartnerRead;
  label: string;
  failure: unknown;
  onSend(body: PartnerBody): Promise<unknown>;
  onCancel(): void;
}

function formValues(partner: PartnerRead | undefined) {
  return {
    name: partner?.name ?? '',
    type_public_id: partner?.type_public_id ?? '',
    email: partner?.email ?? '',
    tel: partner?.tel ?? '',
    postal_address: partner?.postal_address ?? '',
    postal_code: partner?.postal_code ?? '',
    customer_code: partner?.customer_code ?? '',
    customer_code_usd: partner?.customer_code_usd ?? '',
    kra_pin_number: partner?.kra_pin_number ?? '',
    conservation_fee_discount: partner?.conservation_fee_discount ?? '0',
    facility_discount: partner?.facility_discount ?? '0',
    facility_commission: partner?.facility_commission ?? '0',
    destinations: partner?.destinations.map((place) => place.destination_public_id) ?? [],
  };
}

export function PartnerForm({ partner, label, failure, onSend, onCancel }: PartnerFormProps) {
  const types = useQuery({
    queryKey: ['/partner-types'],
    queryFn: () => staffGet<NamedTypeRead[]>('/partner-types'),
  });
  const lookups = useQuery({
    queryKey: ['catalogue', '/public/lookups'],
    queryFn: () => staffGet<{ destinations: Destination[] }>('/public/lookups'),
  });
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(partnerBodySchema),
    defaultValues: formValues(partner),
  });
  const { errors } = formState;
  const typeOptions = (types.data ?? [])
    .filter((type) => !type.deleted || type.public_id === partner?.type_public_id)
    .map((type) => ({ value: type.public_id, label: type.name }));
  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSend)}>
      <div className="form-grid">
        <Field label="Name" error={errors.name?.message} {...register('name')} />
        <SelectField
          label="Partner type"
          placeholder="Choose a type"
          options={typeOptions}
          error={errors.type_public_id?.message}
          {...register('type_public_id')}
        />
        <Field label="E-mail" type="email" error={errors.email?.message} {...register('email')} />
        <Field label="Phone" type="tel" error={errors.tel?.message} {...register('tel')} />
        <Field
          label="Postal address"
          error={errors.postal_address?.message}
          {...register('postal_address')}
        />
        <Field
          label="Postal code"
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
        <Field
          label="Customer code (KES)"
          error={errors.customer_code?.message}
          {...register('customer_code')}
        />
        <Field
          label="Customer code (USD)"
          error={errors.customer_code_usd?.message}
          {...register('customer_code_usd')}
        />
        <Field
          label="KRA PIN"
          hint="A letter, nine digits and a letter, e.g. P051234567Q."
          error={errors.kra_pin_number?.message}
          {...register('kra_pin_number')}
        />
        <Field
          label="Conservation fee discount (%)"
          inputMode="decimal"
          error={errors.conservation_fee_discount?.message}
          {...register('conservation_fee_discount')}
        />
        <Field
          label="Facility discount (%)"
          inputMode="decimal"
          error={errors.facility_discount?.message}
          {...register('facility_discount')}
        />
        <Field
          label="Facility commission (%)"
          inputMode="decimal"
          error={errors.facility_commission?.message}
          {...register('facility_commission')}
        />
      </div>
      <fieldset className="gate-choices">
        <legend>Destinations it books for</legend>
        {(lookups.data?.destinations ?? []).map((place) => (
          <div key={place.destination_public_id}>
            <label className="check-field">
              <input
                type="checkbox"
                value={place.destination_public_id}
                {...register('destinations')}
              />{' '}
              {place.destination_name}
            </label>
          </div>
        ))}
        {errors.destinations?.message && (
          <p className="field-error">{errors.destinations.message}</p>
        )}
      </fieldset>
      <FormButtons
        label={label}
        busy={formState.isSubmitting}
        failure={failure}
        onCancel={onCancel}
      />
    </form>
  );
}
