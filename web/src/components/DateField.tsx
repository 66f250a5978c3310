/**
 * A labelled date input that refuses a date it cannot take as soon as it is typed: a past
 * date, or one outside the field's range, stays on screen with its plain message (linked to
 * the input, which is marked invalid) and is not passed on; an allowed date or an emptied
 * field is passed on. The picker itself offers only allowed days (`min`, `max`).
 *
 * spec: public-site.md §5 "Dates" (public reservation cannot pick past dates).
 */
import { useId, useState } from 'react';
import { type DateLimits, dateProblem, pastDateMessage } from '../lib/date-limits';

interface DateFieldProps extends Omit<DateLimits, 'min' | 'outOfRange'> {
  /** The earliest allowed date; default today. */
  min?: string;
  /** What to say about a date outside `min`…`max` after today; default the past-date message. */
  outOfRange?: string;
  label: string;
  /** The accepted date, `YYYY-MM-DD` or ''. */
  value: string;
  /** Called with each accepted date (or '' when emptied). */
  onChange: (value: string) => void;
  /** A message from the form's own checks, shown when the typed date is acceptable. */
  error?: string;
}

export function DateField({
  label,
  value,
  onChange,
  error,
  today,
  min = today,
  max,
  outOfRange = pastDateMessage(today),
}: DateFieldProps) {
  const id = useId();
  const limits = { today, min, max, outOfRange };
  const [refused, setRefused] = useState<{ typed: string; message: string } | null>(null);
  const message = refused?.message ?? error;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        min={limits.min}
        max={limits.max}
        value={refused?.typed ?? value}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          const typed = event.target.value;
          const problem = dateProblem(typed, limits);
          setRefused(problem ? { typed, message: problem } : null);
          if (!problem) onChange(typed);
        }}
      />
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
