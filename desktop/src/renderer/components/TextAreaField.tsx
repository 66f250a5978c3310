/**
 * A labelled multi-line text input (8 rows unless told) with its field message linked
 * (`aria-describedby`) and marked invalid, like `Field` for one line.
 */
import type { ComponentProps } from 'react';
import { FieldFrame } from './FieldFrame';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
}

export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <textarea {...control} rows={8} {...textarea} />}
    </FieldFrame>
  );
}
