/**
 * A list's filters as a small form (react-hook-form): text, date and choice fields filled from
 * the address, applied with Filter (to the address, first page) and emptied with Clear.
 *
 * spec: staff-booking.md §2.9 (searches by key and by date range; list filters).
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';

export interface FilterField<Name extends string> {
  name: Name;
  label: string;
  kind: 'text' | 'date' | 'choice';
  /** For `choice`: the values and their labels ('' is "any"). */
  options?: { value: string; label: string }[];
}

interface FilterBarProps<Name extends string> {
  fields: readonly FilterField<Name>[];
  values: Record<Name, string>;
  onApply(values: Record<Name, string>): void;
}

export function FilterBar<Name extends string>({ fields, values, onApply }: FilterBarProps<Name>) {
  const { register, handleSubmit, reset } = useForm<Record<string, string>>({
    defaultValues: values,
  });
  useEffect(() => reset(values), [reset, values]);
  const empty = Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<Name, string>;

  return (
    <form
      className="filter-bar"
      aria-label="Filters"
      onSubmit={handleSubmit((chosen) => onApply(chosen as Record<Name, string>))}
    >
      {fields.map((field) =>
        field.kind === 'choice' ? (
          <SelectField
            key={field.name}
            label={field.label}
            options={field.options ?? []}
            placeholder="Any"
            {...register(field.name)}
          />
        ) : (
          <Field
            key={field.name}
            label={field.label}
            type={field.kind === 'date' ? 'date' : 'search'}
            {...register(field.name)}
          />
        ),
      )}
      <div className="filter-actions">
        <button type="submit" className="button button-primary">
          Filter
        </button>
        <button type="button" className="button" onClick={() => onApply(empty)}>
          Clear
        </button>
      </div>
    </form>
  );
}
