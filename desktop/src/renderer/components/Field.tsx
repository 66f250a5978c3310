/**
 * A labelled input with its field message linked (`aria-describedby`) and marked invalid.
 *
 * spec: staff-booking.md §5 (field messages).
 */
import type { ComponentProps } from 'react';
import { FieldFrame } from './FieldFrame';

interface FieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: string;
}

export function Field({ label, error, hint, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}
