/**
 * A staff discount percent on a line: digits and a dot only, 0 to 100, over 100 resets to 0
 * with the spec's message. The field keeps what is typed ('12.') while the percent goes up.
 *
 * spec: staff-booking.md §2.2, §2.6 (discount on staff routes), §5 ('Must be between 0-100%').
 */
import { messages } from '@hifadhi/shared/messages';
import { useState } from 'react';
import { Field } from '../../components/Field';
import { typedDiscount } from './typed-discount';

interface DiscountFieldProps {
  label: string;
  /** The percent (0 to 100). */
  value: number;
  onChange: (percent: number) => void;
  /** The message after a reset (external accommodation words it its own way, §5). */
  rangeMessage?: string;
}

export function DiscountField({
  label,
  value,
  onChange,
  rangeMessage = messages.discountRange,
}: DiscountFieldProps) {
  const [typed, setTyped] = useState({ text: value ? String(value) : '', reset: false });
  const shown = typedDiscount(typed.text).percent === value ? typed.text : String(value);
  return (
    <Field
      label={label}
      inputMode="decimal"
      value={shown}
      placeholder="0"
      onChange={(event) => {
        const next = typedDiscount(event.target.value);
        setTyped({ text: next.text, reset: next.reset });
        onChange(next.percent);
      }}
      error={typed.reset ? rangeMessage : undefined}
    />
  );
}
