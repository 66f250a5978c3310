/**
 * The rows editor of a partner lodge's pricing parameters and of its supplements: one card per
 * row ("Parameter 1") with the list's fields, its switch, the row's id error (listed twice)
 * and Remove, then an Add button under the list. A list is described by `LodgeRowList`.
 *
 * spec: staff-booking.md §2.4, §3.9 (external accommodation: parameters, supplements).
 */
import {
  type PartnerLodgeBody,
  type PartnerLodgeBodyInput,
  pricingPointLabels,
} from '@hifadhi/shared/schemas/partner-lodges';
import {
  type FieldArray,
  type FieldPath,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';

type ListName = 'parameters' | 'supplements';
type Row<Name extends ListName> = FieldArray<PartnerLodgeBodyInput, Name>;
type RowKey<Name extends ListName> = keyof Row<Name> & string;

/** How a row's field is typed: text, an exact amount, a whole count or a pricing point. */
type RowInput = 'text' | 'amount' | 'count' | 'point';

/** One list of a lodge's rows: its fields in order, its switch, its id and a new row. */
export interface LodgeRowList<Name extends ListName> {
  name: Name;
  legend: string;
  /** What a row is called ('parameter': "Parameter 1", "Add parameter", "Remove parameter"). */
  noun: string;
  fields: { key: RowKey<Name>; label: string; input: RowInput }[];
  check: { key: RowKey<Name>; label: string };
  /** The row's public id, whose error says it is listed twice. */
  idKey: RowKey<Name>;
  blank: Row<Name>;
}

const pointOptions = Object.entries(pricingPointLabels).map(([value, label]) => ({
  value,
  label,
}));

export function LodgeRowsEditor<Name extends ListName>(props: {
  form: UseFormReturn<PartnerLodgeBodyInput, unknown, PartnerLodgeBody>;
  list: LodgeRowList<Name>;
}) {
  const { form, list } = props;
  const rows = useFieldArray<PartnerLodgeBodyInput, Name>({
    control: form.control,
    name: list.name,
  });
  // The keys are checked against the row's type in LodgeRowList; the path joins them.
  const path = (index: number, key: string) =>
    `${list.name}.${index}.${key}` as FieldPath<PartnerLodgeBodyInput>;
  const error = (index: number, key: string) =>
    form.getFieldState(path(index, key), form.formState).error?.message;
  const title = list.noun.charAt(0).toUpperCase() + list.noun.slice(1);
  return (
    <fieldset>
      <legend>{list.legend}</legend>
      {rows.fields.map((row, index) => {
        const idError = error(index, list.idKey);
        return (
          <fieldset key={row.id} className="panel" aria-label={`${title} ${index + 1}`}>
            <div className="form-grid">
              {list.fields.map(({ key, label, input }) => {
                const common = { label, error: error(index, key) };
                if (input === 'point') {
                  return (
                    <SelectField
                      key={key}
                      {...common}
                      placeholder="Choose…"
                      options={pointOptions}
                      {...form.register(path(index, key))}
                    />
                  );
                }
                if (input === 'count') {
                  return (
                    <Field
                      key={key}
                      {...common}
                      type="number"
                      min={0}
                      {...form.register(path(index, key), { valueAsNumber: true })}
                    />
                  );
                }
                return (
                  <Field
                    key={key}
                    {...common}
                    inputMode={input === 'amount' ? 'decimal' : undefined}
                    {...form.register(path(index, key))}
                  />
                );
              })}
            </div>
            <label className="check-field">
              <input type="checkbox" {...form.register(path(index, list.check.key))} />{' '}
              {list.check.label}
            </label>
            {idError && <p className="field-error">{idError}</p>}
            <button type="button" className="button" onClick={() => rows.remove(index)}>
              {`Remove ${list.noun}`}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="button" onClick={() => rows.append(list.blank)}>
        {`Add ${list.noun}`}
      </button>
    </fieldset>
  );
}
