/**
 * A labelled select with an empty first choice and its field message.
 *
 * spec: staff-booking.md §5 ('Item is required', 'Country is required').
 */
import type { ComponentProps } from 'react';
import { FieldFrame } from './FieldFrame';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  error?: string;
}

export function SelectField({ label, options, placeholder, error, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <select {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
