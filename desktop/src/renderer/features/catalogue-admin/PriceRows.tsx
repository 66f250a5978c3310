/**
 * A price list's rows in a form: one row per residency group (citizen, resident,
 * non-resident) with its currency and amounts; a row left blank is not priced (the shared
 * schema drops it). Used by the facility and activity forms and the new price list form.
 *
 * spec: staff-booking.md §3.5 (price list: adult, child, mandatory price, currency), §3.10;
 * api-contract.md §Catalogue administration (`POST /facilities/{id}/prices`).
 */
import { residency } from '@hifadhi/shared/catalogue/catalogue';
import { useQuery } from '@tanstack/react-query';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { staffGet } from '../../lib/staff-api';
import { residencyLabels } from './catalogue-words';

/** The amounts a row has: a facility's unit price too, an activity's per guest only. */
export type PriceAmount = 'mandatory_price' | 'adult_price' | 'child_price';

const amountLabels: Record<PriceAmount, string> = {
  mandatory_price: 'Per unit',
  adult_price: 'Per adult',
  child_price: 'Per child',
};

export interface PriceRowValue {
  residency: string;
  currency_type: string;
  mandatory_price?: string;
  adult_price: string;
  child_price: string;
}

/** Empty rows for each residency (or the rows of `current`, blank where it has none). */
export function priceRowValues(
  amounts: readonly PriceAmount[],
  current: readonly PriceRowValue[] = [],
): PriceRowValue[] {
  return residency.options.map((group) => {
    const entry = current.find((row) => row.residency === group);
    const row: PriceRowValue = {
      residency: group,
      currency_type: entry?.currency_type ?? (group === 'non_resident' ? 'USD' : 'KES'),
      adult_price: '',
      child_price: '',
    };
    for (const amount of amounts) row[amount] = entry?.[amount] ?? '';
    return row;
  });
}

interface PriceRowsProps {
  amounts: readonly PriceAmount[];
  // biome-ignore lint/suspicious/noExplicitAny: the rows sit in forms of different shapes
  register: UseFormRegister<any>;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  errors: FieldErrors<any>;
}

export function PriceRows({ amounts, register, errors }: PriceRowsProps) {
  const currencies = useQuery({
    queryKey: ['catalogue', '/public/currencies'],
    queryFn: () => staffGet<{ currency_public_id: string }[]>('/public/currencies'),
    staleTime: Infinity,
  }).data;
  // A rule on the whole list comes as `root` (react-hook-form's place for an array's error).
  const priceErrors = errors.price as
    | ({ message?: string; root?: { message?: string } } & Record<
        number,
        Record<string, { message?: string }>
      >)
    | undefined;
  const rowErrors = residency.options.flatMap((group, index) =>
    ['currency_type', ...amounts].flatMap((key) => {
      const message = priceErrors?.[index]?.[key]?.message;
      return message
        ? [
            `${residencyLabels[group]}, ${amountLabels[key as PriceAmount] ?? 'currency'}: ${message}`,
          ]
        : [];
    }),
  );
  return (
    // min-width 0: a fieldset is at least as wide as its content, so the table could not scroll.
    <fieldset className="price-rows" style={{ minWidth: 0 }}>
      <legend>Prices</legend>
      <p className="field-hint">
        Leave a residency blank to leave it unpriced; a blank amount in a priced row is 0.
      </p>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Residency</th>
              <th scope="col">Currency</th>
              {amounts.map((amount) => (
                <th key={amount} scope="col">
                  {amountLabels[amount]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {residency.options.map((group, index) => (
              <tr key={group}>
                <th scope="row">
                  {residencyLabels[group]}
                  <input type="hidden" {...register(`price.${index}.residency`)} />
                </th>
                <td>
                  <select
                    aria-label={`${residencyLabels[group]} currency`}
                    {...register(`price.${index}.currency_type`)}
                  >
                    {(
                      currencies ?? [{ currency_public_id: 'KES' }, { currency_public_id: 'USD' }]
                    ).map((currency) => (
                      <option key={currency.currency_public_id} value={currency.currency_public_id}>
                        {currency.currency_public_id}
                      </option>
                    ))}
                  </select>
                </td>
                {amounts.map((amount) => (
                  <td key={amount}>
                    <input
                      inputMode="decimal"
                      size={8}
                      aria-label={`${residencyLabels[group]} ${amountLabels[amount].toLowerCase()}`}
                      {...register(`price.${index}.${amount}`)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {[priceErrors?.message ?? priceErrors?.root?.message, ...rowErrors]
        .filter(Boolean)
        .map((message) => (
          <p key={message} className="field-error">
            {message}
          </p>
        ))}
    </fieldset>
  );
}
