/**
 * The facility form, for a new facility (with its first prices) and for editing one (prices
 * change apart, by effective date): name, type and accommodation type (each picked from its
 * live list, a facility's own kept), description, units, guests a unit takes, lead time,
 * extras, VAT and catering levy, checked with the shared schemas (react-hook-form). Hands its valid body to `onSend`; the API's refusal is shown.
 *
 * spec: membership-backoffice.md §2.5 (new-facility, edit-facility/{facility_id}), §3
 * (Facility); staff-booking.md §3.5.
 */
import {
  type FacilityAdminRead,
  type FacilityCreate,
  facilityCreateSchema,
  facilityPatchSchema,
} from '@hifadhi/shared/schemas/facility-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import {
  accommodationTypeOptions,
  useAccommodationTypes,
} from '../catalogue-settings/accommodation-types-query';
import { facilityTypeOptions, useFacilityTypes } from '../catalogue-settings/facility-types-query';
import { ItemFormLayout } from './ItemFormLayout';
import { type PriceAmount, PriceRows, type PriceRowValue, priceRowValues } from './PriceRows';

const facilityAmounts: readonly PriceAmount[] = ['mandatory_price', 'adult_price', 'child_price'];

interface FacilityFormProps {
  /** The facility being edited; absent for a new one (which is priced here too). */
  facility?: FacilityAdminRead;
  label: string;
  onSend(body: FacilityCreate): Promise<unknown>;
  onCancel?(): void;
  failure: unknown;
}

interface FacilityFormValues {
  name: string;
  facility_type: string;
  accomodation_type: string;
  description: string;
  quantity: string;
  maximum_guests: string;
  lead_time: string;
  has_extras: boolean;
  vat: boolean;
  catering_levy: boolean;
  price: PriceRowValue[];
}

function formValues(facility: FacilityAdminRead | undefined): FacilityFormValues {
  return {
    name: facility?.name ?? '',
    facility_type: facility?.facility_type ?? '',
    accomodation_type: facility?.accomodation_type ?? '',
    description: facility?.description ?? '',
    quantity: String(facility?.quantity ?? ''),
    maximum_guests: String(facility?.maximum_guests ?? ''),
    lead_time: String(facility?.lead_time ?? 0),
    has_extras: facility?.has_extras ?? false,
    vat: facility?.vat ?? false,
    catering_levy: facility?.catering_levy ?? false,
    price: priceRowValues(facilityAmounts),
  };
}

export function FacilityForm({ facility, label, onSend, onCancel, failure }: FacilityFormProps) {
  const schema = facility ? facilityPatchSchema : facilityCreateSchema;
  const { register, handleSubmit, formState } = useForm<FacilityFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FacilityFormValues>,
    defaultValues: formValues(facility),
  });
  const { errors } = formState;
  const types = useFacilityTypes();
  const accommodationTypes = useAccommodationTypes();
  // The type selects need their choices before the form shows a facility's own types.
  if (types.isPending || accommodationTypes.isPending) return <p>Loading facility types…</p>;
  return (
    <ItemFormLayout
      onSubmit={handleSubmit((body) => onSend(body as unknown as FacilityCreate))}
      register={register}
      errors={errors}
      fields={
        <>
          <Field label="Name" error={errors.name?.message} {...register('name')} />
          <SelectField
            label="Facility type"
            placeholder="Choose…"
            options={facilityTypeOptions(types.data ?? [], facility?.facility_type)}
            error={
              errors.facility_type?.message ??
              (types.error ? 'Could not load the facility types' : undefined)
            }
            {...register('facility_type')}
          />
          <SelectField
            label="Accommodation type"
            placeholder="None (a camping site)"
            options={accommodationTypeOptions(
              accommodationTypes.data ?? [],
              facility?.accomodation_type,
            )}
            error={
              errors.accomodation_type?.message ??
              (accommodationTypes.error ? 'Could not load the accommodation types' : undefined)
            }
            {...register('accomodation_type')}
          />
          <Field
            label="Units"
            inputMode="numeric"
            hint="Rooms, bandas or pitches on offer each night."
            error={errors.quantity?.message}
            {...register('quantity')}
          />
          <Field
            label="Maximum guests"
            inputMode="numeric"
            hint="Guests one unit takes."
            error={errors.maximum_guests?.message}
            {...register('maximum_guests')}
          />
          <Field
            label="Lead time (days)"
            inputMode="numeric"
            error={errors.lead_time?.message}
            {...register('lead_time')}
          />
        </>
      }
      checks={[
        ['has_extras', 'Takes extra guests'],
        ['vat', 'Price includes VAT'],
        ['catering_levy', 'Price includes the catering levy'],
      ]}
      prices={
        facility ? undefined : (
          <PriceRows amounts={facilityAmounts} register={register} errors={errors} />
        )
      }
      label={label}
      busy={formState.isSubmitting}
      failure={failure}
      onCancel={onCancel}
    />
  );
}
