/**
 * An item's prices on its page (ScheduledPrices: a facility's or an activity's): the list in
 * force before any change, each later list by the date it takes effect, and a form for a new
 * list from a date (`POST /facilities/{id}/prices`, `POST /activities/{id}/prices`): nights (a
 * facility) or dates (an activity) on or after it are priced with it; bookings already made
 * keep their figures. FacilityPrices is the facility's.
 *
 * spec: membership-backoffice.md §2.5, §7 (facility and activity pricing); api-contract.md
 * §Catalogue administration.
 */
import type { Residency } from '@hifadhi/shared/catalogue/catalogue';
import { facilityPriceChangeRequestSchema } from '@hifadhi/shared/schemas/catalogue-admin';
import type { FacilityAdminRead } from '@hifadhi/shared/schemas/facility-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { PriceListView } from './PriceListView';
import { type PriceAmount, PriceRows, type PriceRowValue, priceRowValues } from './PriceRows';
import type { ItemWrite } from './use-catalogue-item';

type PriceList = (PriceRowValue & { residency: Residency })[];

/** An item with later price lists by effective date, as its admin read gives them. */
interface PricedItem {
  price: PriceList;
  price_changes: { price_change_public_id: string; effective_from: string; price: PriceList }[];
}

interface NewPriceValues {
  effective_from: string;
  price: PriceRowValue[];
}

interface PriceFormSettings {
  /** The amounts a row has (a facility's unit price too, an activity's per guest only). */
  amounts: readonly PriceAmount[];
  /** The shared request schema of the item's `POST …/prices`. */
  schema: z.ZodType;
  /** What the date means for the item ("Nights on or after this date …"). */
  hint: string;
}

function NewPriceForm({
  current,
  settings,
  write,
  onDone,
}: {
  current: PriceList;
  settings: PriceFormSettings;
  write(change: ItemWrite): Promise<unknown>;
  onDone(): void;
}) {
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<NewPriceValues>({
    resolver: zodResolver(settings.schema as never) as unknown as Resolver<NewPriceValues>,
    defaultValues: { effective_from: '', price: priceRowValues(settings.amounts, current) },
  });
  return (
    <form
      className="form"
      noValidate
      aria-label="New price list"
      onSubmit={handleSubmit((body) =>
        write({ method: 'POST', under: '/prices', body }).then(onDone).catch(setFailure),
      )}
    >
      <Field
        label="In force from"
        type="date"
        hint={settings.hint}
        error={formState.errors.effective_from?.message}
        {...register('effective_from')}
      />
      <PriceRows amounts={settings.amounts} register={register} errors={formState.errors} />
      <FormButtons label="Save price list" busy={formState.isSubmitting} failure={failure} />
    </form>
  );
}

/**
 * The Prices section of `item` (see the module comment); `children` follow the lists (an
 * activity's earlier prices).
 */
export function ScheduledPrices({
  item,
  settings,
  write,
  children,
}: {
  item: PricedItem;
  settings: PriceFormSettings;
  write(change: ItemWrite): Promise<unknown>;
  children?: ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  const latest = item.price_changes.at(-1)?.price ?? item.price;
  return (
    <section className="panel" aria-label="Prices">
      <h2>Prices</h2>
      <h3>{item.price_changes.length > 0 ? 'First price list' : 'Price list'}</h3>
      <PriceListView price={item.price} />
      {item.price_changes.map((change) => (
        <div key={change.price_change_public_id}>
          <h3>From {change.effective_from}</h3>
          <PriceListView price={change.price} />
        </div>
      ))}
      {children}
      {adding ? (
        <NewPriceForm
          current={latest}
          settings={settings}
          write={write}
          onDone={() => setAdding(false)}
        />
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

const facilityPriceSettings: PriceFormSettings = {
  amounts: ['mandatory_price', 'adult_price', 'child_price'],
  schema: facilityPriceChangeRequestSchema,
  hint: 'Nights on or after this date are priced with this list; bookings already made keep their figures.',
};

export function FacilityPrices({
  facility,
  write,
}: {
  facility: FacilityAdminRead;
  write(change: ItemWrite): Promise<unknown>;
}) {
  return <ScheduledPrices item={facility} settings={facilityPriceSettings} write={write} />;
}
