/**
 * A facility's prices on its page: the list in force before any change, each later list by
 * the date it takes effect (the price history), and a form for a new list from a date
 * (`POST /facilities/{id}/prices`): nights on or after it are priced with it; bookings already
 * made keep their figures.
 *
 * spec: membership-backoffice.md §2.5, §7 (facility pricing); api-contract.md §Catalogue
 * administration.
 */
import {
  type FacilityPriceChangeRequest,
  facilityPriceChangeRequestSchema,
} from '@hifadhi/shared/schemas/catalogue-admin';
import type { FacilityAdminRead } from '@hifadhi/shared/schemas/facility-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { PriceListView } from './PriceListView';
import { type PriceAmount, PriceRows, type PriceRowValue, priceRowValues } from './PriceRows';
import type { ItemWrite } from './use-catalogue-item';

const amounts: readonly PriceAmount[] = ['mandatory_price', 'adult_price', 'child_price'];

type PriceList = FacilityAdminRead['price'];

interface NewPriceValues {
  effective_from: string;
  price: PriceRowValue[];
}

function NewPriceForm({
  current,
  write,
  onDone,
}: {
  current: PriceList;
  write(change: ItemWrite): Promise<unknown>;
  onDone(): void;
}) {
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<NewPriceValues>({
    resolver: zodResolver(facilityPriceChangeRequestSchema) as unknown as Resolver<NewPriceValues>,
    defaultValues: { effective_from: '', price: priceRowValues(amounts, current) },
  });
  return (
    <form
      className="form"
      noValidate
      aria-label="New price list"
      onSubmit={handleSubmit((body) =>
        write({
          method: 'POST',
          under: '/prices',
          body: body as unknown as FacilityPriceChangeRequest,
        })
          .then(onDone)
          .catch(setFailure),
      )}
    >
      <Field
        label="In force from"
        type="date"
        hint="Nights on or after this date are priced with this list; bookings already made keep their figures."
        error={formState.errors.effective_from?.message}
        {...register('effective_from')}
      />
      <PriceRows amounts={amounts} register={register} errors={formState.errors} />
      <FormButtons label="Save price list" busy={formState.isSubmitting} failure={failure} />
    </form>
  );
}

export function FacilityPrices({
  facility,
  write,
}: {
  facility: FacilityAdminRead;
  write(change: ItemWrite): Promise<unknown>;
}) {
  const [adding, setAdding] = useState(false);
  const latest = facility.price_changes.at(-1)?.price ?? facility.price;
  return (
    <section className="panel" aria-label="Prices">
      <h2>Prices</h2>
      <h3>{facility.price_changes.length > 0 ? 'First price list' : 'Price list'}</h3>
      <PriceListView price={facility.price} />
      {facility.price_changes.map((change) => (
        <div key={change.price_change_public_id}>
          <h3>From {change.effective_from}</h3>
          <PriceListView price={change.price} />
        </div>
      ))}
      {adding ? (
        <NewPriceForm current={latest} write={write} onDone={() => setAdding(false)} />
      ) : (
        <div className="button-row">
          <button type="button" className="button" onClick={() => setAdding(true)}>
            New price list
          </button>
        </div>
      )}
    </section>
  );
}
