/**
 * A list's filters as a small form (react-hook-form): text, date and choice fields filled from
 * the address, applied with Filter (to the address, first page) and emptied with Clear. On a
 * phone the form folds behind a "Filters" button that counts the filters set.
 *
 * spec: staff-booking.md §2.9 (searches by key and by date range; list filters).
 */
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';

export interface FilterField<Name extends string> {
  name: Name;
  label: string;
  kind: 'text' | 'date' | 'choice';
  /** For `choice`: the values and their labels ('' is "any"). */
  options?: { value: string; label: string }[];
  /** For `choice`: what the empty choice says (default "Any"). */
  anyLabel?: string;
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
  const formId = useId();
  const [open, setOpen] = useState(false);
  const set = fields.filter((field) => values[field.name]).length;
  const apply = (chosen: Record<Name, string>) => {
    setOpen(false);
    onApply(chosen);
  };

  return (
    <>
      <button
        type="button"
        className="button filter-toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {set > 0 ? `Filters (${set})` : 'Filters'}
      </button>
      <form
        id={formId}
        className={`filter-bar${open ? ' filter-bar-open' : ''}`}
        aria-label="Filters"
        onSubmit={handleSubmit((chosen) => apply(chosen as Record<Name, string>))}
      >
        {fields.map((field) =>
          field.kind === 'choice' ? (
            <SelectField
              key={field.name}
              label={field.label}
              options={field.options ?? []}
              placeholder={field.anyLabel ?? 'Any'}
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
          <button type="button" className="button" onClick={() => apply(empty)}>
            Clear
          </button>
        </div>
      </form>
    </>
  );
}
