/**
 * A labelled whole-number input for guests, vehicles and rooms: never below 0.
 *
 * spec: staff-booking.md §5 (guest and vehicle counts are whole non-negative numbers).
 */
import { Field } from '../../components/Field';

interface NumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  max?: number;
}

export function NumberField({ label, value, onChange, max }: NumberFieldProps) {
  return (
    <Field
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={1}
      value={String(value)}
      onChange={(event) => {
        const typed = Number.parseInt(event.target.value, 10);
        onChange(Number.isFinite(typed) && typed > 0 ? typed : 0);
      }}
    />
  );
}
