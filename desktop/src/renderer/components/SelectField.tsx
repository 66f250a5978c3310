/**
 * A labelled select with an empty first choice and its field message.
 *
 * spec: staff-booking.md §5 ('Item is required', 'Country is required').
 */
import { type ComponentProps, useId } from 'react';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  error?: string;
}

export function SelectField({ label, options, placeholder, error, ...select }: SelectFieldProps) {
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
        {placeholder !== undefined && <option value="">{placeholder}</option>}
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
