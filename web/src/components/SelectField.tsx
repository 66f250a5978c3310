/**
 * A labelled select with its field message, linked and marking it invalid. Takes
 * react-hook-form's `register` props.
 *
 * spec: public-site.md §5 (field messages).
 */
import { type ComponentProps, useId } from 'react';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
  options: { value: string; label: string }[];
  /** Text of the empty first option. */
  placeholder?: string;
}

export function SelectField({
  label,
  error,
  options,
  placeholder = 'Select…',
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
