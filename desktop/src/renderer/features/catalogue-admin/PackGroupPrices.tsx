/**
 * A facility's pack prices and group prices on its page (Pelican House, or any facility priced
 * by them): "Pack prices", per pack catering type a currency and tiers of adults, and "Group
 * prices", group pricing on or off and tiers of guests, each saved as a whole set (`PUT
 * /facilities/{id}/pack-prices`, `PUT …/group-prices`). The shared schema checks the tiers as
 * they are typed; the API's refusal is put on its field. Quotes use a saved set at once;
 * bookings already made keep their figures.
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §3 (Facility: pricing with parameters,
 * extra pricing); pricing-rules.md §Lines (Pelican).
 */
import {
  type GroupPricesRequest,
  groupPricesRequestSchema,
  type PackGroupPricesRead,
  type PackPricesRequest,
  packPricesRequestSchema,
} from '@hifadhi/shared/schemas/pack-group-prices';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegister,
  type UseFormSetError,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { GateError } from '../../lib/gate-api';
import { staffRequest } from '../../lib/staff-api';
import { cateringTypesRoute } from '../catalogue-settings/settings-routes';
import { type TierColumn, TierRows } from './TierRows';
import type { ItemWrite } from './use-catalogue-item';

type Write = (change: ItemWrite) => Promise<unknown>;

const packColumns: readonly TierColumn[] = [
  { key: 'lower_limit', label: 'From adults', kind: 'count' },
  { key: 'upper_limit', label: 'To adults', kind: 'count' },
  { key: 'price', label: 'Price a night', kind: 'amount' },
];

const groupColumns: readonly TierColumn[] = [
  { key: 'currency_type', label: 'Currency', kind: 'currency' },
  { key: 'from_number', label: 'From guests', kind: 'count' },
  { key: 'to_number', label: 'To guests', kind: 'count' },
  { key: 'maximum_number', label: 'Guests included', kind: 'count' },
  { key: 'mandatory_price', label: 'Price a night', kind: 'amount' },
  { key: 'extra_price', label: 'Each extra guest', kind: 'amount' },
];

/**
 * Sends `change`; on a refusal, puts each of the API's field messages on its field (the form's
 * paths are the request's) and keeps the refusal for the notice.
 */
async function save<V extends FieldValues>(
  write: Write,
  change: ItemWrite,
  setError: UseFormSetError<V>,
  setFailure: (failure: unknown) => void,
) {
  setFailure(null);
  try {
    await write(change);
  } catch (caught) {
    if (caught instanceof GateError) {
      for (const [field, message] of Object.entries(caught.fields)) {
        if (field) setError(field as Path<V>, { message });
      }
    }
    setFailure(caught);
  }
}

type PackValues = PackPricesRequest;

/** One pack catering type's entry: its catering type, currency and tiers. */
function PackEntry({
  index,
  control,
  register,
  errors,
  cateringTypes,
  onRemove,
}: {
  index: number;
  control: Control<PackValues>;
  register: UseFormRegister<PackValues>;
  errors: FieldErrors<PackValues>;
  cateringTypes: PackGroupPricesRead['catering_types'];
  onRemove(): void;
}) {
  const tiers = useFieldArray({ control, name: `pack_prices.${index}.tiers` });
  const entryErrors = errors.pack_prices?.[index];
  return (
    <fieldset className="price-rows" style={{ minWidth: 0 }}>
      <legend>Pack {index + 1}</legend>
      <div className="form-grid">
        <SelectField
          label={`Pack ${index + 1} catering type`}
          options={cateringTypes
            .filter((type) => type.pack)
            .map((type) => ({ value: type.public_id, label: type.name }))}
          error={entryErrors?.catering_type?.message}
          {...register(`pack_prices.${index}.catering_type`)}
        />
        <SelectField
          label={`Pack ${index + 1} currency`}
          options={[
            { value: 'KES', label: 'KES' },
            { value: 'USD', label: 'USD' },
          ]}
          error={entryErrors?.currency?.message}
          {...register(`pack_prices.${index}.currency`)}
        />
      </div>
      <TierRows
        name={`pack_prices.${index}.tiers`}
        rowLabel={`Pack ${index + 1} tier`}
        columns={packColumns}
        rows={tiers.fields}
        register={register}
        errors={errors}
        onAdd={() => {
          const last = tiers.fields.at(-1);
          const from = last ? Number(last.upper_limit) + 1 : 1;
          tiers.append({ lower_limit: from, upper_limit: from, price: '' });
        }}
        onRemove={tiers.remove}
      />
      <div className="button-row">
        <button type="button" className="button" onClick={onRemove}>
          Remove pack {index + 1}
        </button>
      </div>
    </fieldset>
  );
}

function PackPricesForm({ read, write }: { read: PackGroupPricesRead; write: Write }) {
  const [failure, setFailure] = useState<unknown>(null);
  const { control, register, handleSubmit, formState, setError } = useForm<PackValues>({
    resolver: zodResolver(packPricesRequestSchema) as unknown as Resolver<PackValues>,
    defaultValues: { pack_prices: read.pack_prices },
  });
  const packs = useFieldArray({ control, name: 'pack_prices' });
  const packTypes = read.catering_types.filter((type) => type.pack);
  const listMessage =
    formState.errors.pack_prices?.message ?? formState.errors.pack_prices?.root?.message;
  return (
    <section className="panel" aria-label="Pack prices">
      <h2>Pack prices</h2>
      <p className="field-hint">
        A nightly price by the number of adults for each pack catering type (children stay free);
        tiers follow one another from the lowest, with no gap. The catering types themselves are
        kept on the <Link to={cateringTypesRoute.path}>Catering types</Link> list.
      </p>
      <form
        className="form"
        noValidate
        aria-label="Pack prices"
        onSubmit={handleSubmit((body) =>
          save(write, { method: 'PUT', under: '/pack-prices', body }, setError, setFailure),
        )}
      >
        {packs.fields.length === 0 && <p className="muted">No pack prices.</p>}
        {packs.fields.map((pack, index) => (
          <PackEntry
            key={pack.id}
            index={index}
            control={control}
            register={register}
            errors={formState.errors}
            cateringTypes={read.catering_types}
            onRemove={() => packs.remove(index)}
          />
        ))}
        {listMessage && <p className="field-error">{listMessage}</p>}
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() =>
              packs.append({
                catering_type:
                  packTypes.find(
                    (type) => !packs.fields.some((pack) => pack.catering_type === type.public_id),
                  )?.public_id ?? '',
                currency: 'KES',
                tiers: [{ lower_limit: 1, upper_limit: 1, price: '' }],
              })
            }
          >
            Add pack
          </button>
        </div>
        <FormButtons label="Save pack prices" busy={formState.isSubmitting} failure={failure} />
      </form>
    </section>
  );
}

type GroupValues = GroupPricesRequest;

function GroupPricesForm({ read, write }: { read: PackGroupPricesRead; write: Write }) {
  const [failure, setFailure] = useState<unknown>(null);
  const { control, register, handleSubmit, formState, setError } = useForm<GroupValues>({
    resolver: zodResolver(groupPricesRequestSchema) as unknown as Resolver<GroupValues>,
    defaultValues: {
      group_pricing_status: read.group_pricing_status,
      group_price: read.group_price,
    },
  });
  const tiers = useFieldArray({ control, name: 'group_price' });
  return (
    <section className="panel" aria-label="Group prices">
      <h2>Group prices</h2>
      <p className="field-hint">
        For the catering types that are not packs: the price a night for up to the guests included,
        and each guest above them (adults and children).
      </p>
      <form
        className="form"
        noValidate
        aria-label="Group prices"
        onSubmit={handleSubmit((body) =>
          save(write, { method: 'PUT', under: '/group-prices', body }, setError, setFailure),
        )}
      >
        <label className="check-field">
          <input type="checkbox" {...register('group_pricing_status')} /> Group pricing on
        </label>
        <TierRows
          name="group_price"
          rowLabel="Group tier"
          columns={groupColumns}
          rows={tiers.fields}
          register={register}
          errors={formState.errors}
          onAdd={() => {
            const last = tiers.fields.at(-1);
            const from = last ? Number(last.to_number) + 1 : 1;
            tiers.append({
              currency_type: last?.currency_type ?? 'KES',
              from_number: from,
              to_number: from,
              maximum_number: 0,
              mandatory_price: '',
              extra_price: '0',
            });
          }}
          onRemove={tiers.remove}
        />
        <FormButtons label="Save group prices" busy={formState.isSubmitting} failure={failure} />
      </form>
    </section>
  );
}

/** The two sections, once the facility's pack and group prices are read. */
export function PackGroupPrices({ facilityId, write }: { facilityId: string; write: Write }) {
  // Under the facility's query key, so every write on the facility reads it again.
  const path = `/facilities/${encodeURIComponent(facilityId)}`;
  const prices = useQuery({
    queryKey: [path, 'pack-group-prices'],
    queryFn: () => staffRequest<PackGroupPricesRead>('GET', `${path}/pack-group-prices`),
  });
  if (prices.error) return <ErrorNotice error={prices.error} />;
  if (!prices.data) return null;
  // Keyed by the answer, so the forms start again from what was saved.
  const saved = JSON.stringify([prices.data.pack_prices, prices.data.group_price]);
  return (
    <>
      <PackPricesForm key={`pack${saved}`} read={prices.data} write={write} />
      <GroupPricesForm
        key={`group${saved}${prices.data.group_pricing_status}`}
        read={prices.data}
        write={write}
      />
    </>
  );
}
