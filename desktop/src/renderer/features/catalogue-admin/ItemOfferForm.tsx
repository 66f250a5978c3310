/**
 * A facility's or an activity's own offer: its discount percent and the switch that puts it on
 * every booking of it (`PUT …/discount`). Off, the percentage is kept and applies to nothing.
 * Above 100 is refused with the spec's message.
 *
 * spec: membership-backoffice.md §3 (Facility, Activity: discounts), §5 ('Discount cannot be
 * more than 100%'); staff-booking.md §3.5, §3.7 (discount, discount_status); docs/pricing.md
 * "Facility and activity discounts".
 */
import {
  type ItemOfferBody,
  type ItemOfferRead,
  itemOfferBodySchema,
} from '@hifadhi/shared/schemas/facility-discounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import type { ItemWrite } from './use-catalogue-item';

type OfferValues = { discount: string; discount_status: boolean };

export function ItemOfferForm(props: {
  noun: 'facility' | 'activity';
  offer: ItemOfferRead;
  write(change: ItemWrite): Promise<unknown>;
}) {
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<OfferValues>({
    resolver: zodResolver(itemOfferBodySchema) as unknown as Resolver<OfferValues>,
    defaultValues: { discount: props.offer.discount, discount_status: props.offer.discount_status },
  });
  return (
    <form
      className="form"
      noValidate
      aria-label="Own offer"
      onSubmit={handleSubmit((body) => {
        setFailure(null);
        return props
          .write({ method: 'PUT', under: '/discount', body: body as ItemOfferBody })
          .catch(setFailure);
      })}
    >
      <Field
        label="Offer discount (%)"
        inputMode="decimal"
        hint={`Off every booking of this ${props.noun} while the offer is on, after a line's own discount and before a member's.`}
        error={formState.errors.discount?.message}
        {...register('discount')}
      />
      <label className="check-field">
        <input type="checkbox" {...register('discount_status')} /> Offer on
      </label>
      <FormButtons label="Save offer" busy={formState.isSubmitting} failure={failure} />
    </form>
  );
}
