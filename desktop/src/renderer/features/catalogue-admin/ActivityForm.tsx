/**
 * The activity form, for a new activity and for editing one: name, description, maximum and
 * minimum guests, lead time, time frames (comma-separated), ranger marker, extras, pick-up
 * location, VAT and the prices per residency (an edit's new prices replace the old at once;
 * the old stay in the history), checked with the shared schemas (react-hook-form).
 *
 * spec: membership-backoffice.md §2.5 (new-inventory, edit-inventory/{inventory_id}), §3
 * (Activity); staff-booking.md §3.10.
 */
import {
  type ActivityAdminRead,
  type ActivityCreate,
  activityCreateSchema,
  activityPatchSchema,
} from '@hifadhi/shared/schemas/facility-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { ItemFormLayout } from './ItemFormLayout';
import { type PriceAmount, PriceRows, type PriceRowValue, priceRowValues } from './PriceRows';

const activityAmounts: readonly PriceAmount[] = ['adult_price', 'child_price'];

interface ActivityFormProps {
  activity?: ActivityAdminRead;
  label: string;
  onSend(body: ActivityCreate): Promise<unknown>;
  onCancel?(): void;
  failure: unknown;
}

interface ActivityFormValues {
  name: string;
  description: string;
  maximum_guests: string;
  minimum_guests: string;
  lead_time: string;
  time_frames: string;
  ranger_marker: boolean;
  has_extras: boolean;
  pick_up_location: boolean;
  vat: boolean;
  price: PriceRowValue[];
}

function formValues(activity: ActivityAdminRead | undefined): ActivityFormValues {
  return {
    name: activity?.name ?? '',
    description: activity?.description ?? '',
    maximum_guests: String(activity?.maximum_guests ?? ''),
    minimum_guests: String(activity?.minimum_guests ?? 1),
    lead_time: String(activity?.lead_time ?? 0),
    time_frames: activity?.time_frames.join(', ') ?? '',
    ranger_marker: activity?.ranger_marker ?? false,
    has_extras: activity?.has_extras ?? false,
    pick_up_location: activity?.pick_up_location ?? false,
    vat: activity?.vat ?? false,
    price: priceRowValues(activityAmounts, activity?.price),
  };
}

export function ActivityForm({ activity, label, onSend, onCancel, failure }: ActivityFormProps) {
  const schema = activity ? activityPatchSchema : activityCreateSchema;
  const { register, handleSubmit, formState } = useForm<ActivityFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<ActivityFormValues>,
    defaultValues: formValues(activity),
  });
  const { errors } = formState;
  return (
    <ItemFormLayout
      onSubmit={handleSubmit((body) => onSend(body as unknown as ActivityCreate))}
      register={register}
      errors={errors}
      fields={
        <>
          <Field label="Name" error={errors.name?.message} {...register('name')} />
          <Field
            label="Maximum guests"
            inputMode="numeric"
            hint="Guest places each date."
            error={errors.maximum_guests?.message}
            {...register('maximum_guests')}
          />
          <Field
            label="Minimum guests"
            inputMode="numeric"
            error={errors.minimum_guests?.message}
            {...register('minimum_guests')}
          />
          <Field
            label="Lead time (days)"
            inputMode="numeric"
            error={errors.lead_time?.message}
            {...register('lead_time')}
          />
          <Field
            label="Time frames"
            hint="Comma-separated: 7:00 AM, 4:00 PM"
            error={errors.time_frames?.message}
            {...register('time_frames')}
          />
        </>
      }
      checks={[
        ['ranger_marker', 'Priced per ranger (adult price × rangers)'],
        ['pick_up_location', 'Asks for a pick-up location'],
        ['has_extras', 'Takes extra guests'],
        ['vat', 'Price includes VAT'],
      ]}
      prices={<PriceRows amounts={activityAmounts} register={register} errors={errors} />}
      label={label}
      busy={formState.isSubmitting}
      failure={failure}
      onCancel={onCancel}
    />
  );
}
