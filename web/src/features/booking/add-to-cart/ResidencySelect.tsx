/**
 * A required residency category picker for a group of activity participants, with its field
 * message ('Item is required').
 *
 * spec: public-site.md §5 "Activity add-to-cart" (residency category choices are required).
 */
import type { Residency } from '@hifadhi/shared/catalogue/catalogue';
import { useId } from 'react';
import { RESIDENCY_OPTIONS } from './residency-options';

interface ResidencySelectProps {
  label: string;
  value: Residency | null;
  onChange: (value: Residency | null) => void;
  error?: string;
}

export function ResidencySelect({ label, value, onChange, error }: ResidencySelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange((event.target.value || null) as Residency | null)}
      >
        <option value="">Select…</option>
        {RESIDENCY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
