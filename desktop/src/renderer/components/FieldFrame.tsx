/**
 * What every labelled form control shares: its label, its hint and field message, both linked
 * to the control (`aria-describedby`), and the control marked invalid while it has a message.
 * `Field`, `TextAreaField` and `SelectField` draw their control inside it.
 *
 * spec: staff-booking.md §5 (field messages).
 */
import { type ReactNode, useId } from 'react';

/** The attributes a control takes from its frame. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Draws the control with the frame's attributes. */
  children: (control: FieldControl) => ReactNode;
}

export function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
